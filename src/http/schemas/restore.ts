import { Type } from '@sinclair/typebox'
import { BLOCK_KEY_PATTERN, MESSAGE_MAX } from '../../domain/rules.js'
import { validatedByTheDomain } from './domain-validated.js'

/**
 * The restore body as documented. The domain checks it (`parseRestoreRequest`), so one answer
 * lists every problem of a body, as for a sync.
 */
export const RestoreBody = validatedByTheDomain(
  Type.Object(
    {
      revision: Type.Integer({
        minimum: 0,
        description: 'The recorded revision to go back to (GET …/revisions lists them)',
      }),
      keys: Type.Optional(
        Type.Array(Type.String({ pattern: BLOCK_KEY_PATTERN }), {
          minItems: 1,
          uniqueItems: true,
          description:
            'Only these blocks (at most SYNC_MAX_BLOCKS, 1000 by default): each becomes what it was at `revision`, or is deleted if it did not exist then. Left out: the whole project, blocks created since included (they are deleted)',
        }),
      ),
      dryRun: Type.Optional(
        Type.Boolean({ default: false, description: 'Report what would change; write and record nothing' }),
      ),
      expectedRevision: Type.Optional(
        Type.Integer({
          minimum: 0,
          description:
            "The revision you last read: if it is not the project's revision, 409 and nothing is restored",
        }),
      ),
      message: Type.Optional(
        Type.String({
          maxLength: MESSAGE_MAX,
          description: `Why, up to ${MESSAGE_MAX} characters: recorded with the revision the restore makes`,
        }),
      ),
    },
    { title: 'RestoreRequest', additionalProperties: false },
  ),
)
