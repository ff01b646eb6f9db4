import { Type } from '@sinclair/typebox'
import { BLOCK_KEY_PATTERN, BLOCK_TYPE_PATTERN, NAME_MAX, SECTION_PATTERN } from '../../domain/rules.js'
import { POSITION_MAX } from '../../domain/sync-request.js'
import { BlockStatusSchema, BlockValue } from './block.js'
import { validatedByTheDomain } from './domain-validated.js'

/**
 * The sync body as documented. The rules themselves are applied by the domain
 * (`parseSyncRequest`), which reports every problem of a body at once.
 */
export const SyncBlock = Type.Object(
  {
    key: Type.String({
      pattern: BLOCK_KEY_PATTERN,
      description: 'Matches the block to update; "search" is reserved',
    }),
    type: Type.Optional(Type.String({ pattern: BLOCK_TYPE_PATTERN, description: 'Required for a new key' })),
    section: Type.Optional(Type.String({ pattern: SECTION_PATTERN, description: 'Required for a new key' })),
    name: Type.Optional(
      Type.String({ minLength: 1, maxLength: NAME_MAX, description: 'Defaults to the key' }),
    ),
    status: Type.Optional(BlockStatusSchema),
    value: Type.Optional(BlockValue),
    position: Type.Optional(
      Type.Integer({
        minimum: -POSITION_MAX,
        maximum: POSITION_MAX,
        description: 'Order inside the section; a new block defaults to after the last one',
      }),
    ),
    id: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
    createdAt: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
    updatedAt: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
    score: Type.Optional(Type.Number({ description: 'Read-only; ignored' })),
    snippet: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
  },
  {
    title: 'SyncBlock',
    additionalProperties: false,
    description:
      'One block to create or update. Fields left out keep their stored value; the merged block is validated. Read-only fields of list, get, export and search results are accepted and ignored',
  },
)

export const SyncBody = validatedByTheDomain(
  Type.Object(
    {
      blocks: Type.Array(SyncBlock, {
        description:
          'Blocks to create or update, matched by key; at most SYNC_MAX_BLOCKS (1000 by default), no key twice',
      }),
      mode: Type.Optional(
        Type.Union([Type.Literal('upsert'), Type.Literal('replace')], {
          default: 'upsert',
          description: 'upsert: leave unlisted blocks alone; replace: also delete every block not listed',
        }),
      ),
      dryRun: Type.Optional(
        Type.Boolean({ default: false, description: 'Validate and report what would change; write nothing' }),
      ),
      expectedRevision: Type.Optional(
        Type.Integer({
          minimum: 0,
          description:
            "The revision you last read: if it is not the project's revision, 409 and nothing is written",
        }),
      ),
    },
    {
      title: 'SyncRequest',
      additionalProperties: false,
      description: 'The whole sync is one transaction: any invalid block is a 400 and nothing is written',
    },
  ),
)

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
