import { RestoreBodyShape } from '../../domain/restore-request.js'
import { validatedByTheDomain } from './domain-validated.js'

/**
 * The restore body as documented: the domain's definition of it (restore-request.ts), which
 * `parseRestoreRequest` applies, so one answer lists every problem of a body, as for a sync.
 */
export const RestoreBody = validatedByTheDomain({ ...RestoreBodyShape })
