import { Type } from '@sinclair/typebox'
import { SyncBlockShape, SyncBodyShape } from '../../domain/sync-shape.js'
import { validatedByTheDomain } from './domain-validated.js'

/**
 * The sync body as documented: the domain's one description of it (sync-shape.ts), which the
 * domain applies itself (`parseSyncRequest`) so that every problem of a body is reported at once.
 */
export const SyncBlock = SyncBlockShape
export const SyncBody = validatedByTheDomain({ ...SyncBodyShape })

export const SyncResultSchema = Type.Object(
  {
    revision: Type.Integer({
      description: 'The project revision after the sync (for a dry run: the one it would produce)',
    }),
    created: Type.Array(Type.String(), { description: 'Keys of the blocks created' }),
    updated: Type.Array(Type.String(), { description: 'Keys of the blocks changed' }),
    unchanged: Type.Array(Type.String(), { description: 'Keys listed whose block did not change' }),
    deleted: Type.Array(Type.String(), { description: 'Keys deleted by mode "replace"' }),
    dryRun: Type.Boolean(),
  },
  { title: 'SyncResult' },
)

/**
 * A restore's answer: a sync's, and the names of the blocks it changes, so a dry run can be
 * shown to a person as "Will delete Agency owner" (docs/api.md, "Restore a revision").
 */
export const RestoreResultSchema = Type.Object(
  {
    ...SyncResultSchema.properties,
    names: Type.Record(Type.String(), Type.String(), {
      description:
        'Name of each block created, updated or deleted, by key: a block brought back by the name it had at `revision`, one updated or deleted by the name it has now',
    }),
  },
  { title: 'RestoreResult' },
)
