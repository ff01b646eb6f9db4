import { Type } from '@sinclair/typebox'
import { BLOCK_KEY_PATTERN, BLOCK_TYPE_PATTERN, NAME_MAX, SECTION_PATTERN } from '../../domain/rules.js'
import { POSITION_MAX } from '../../domain/sync-request.js'
import { BlockStatusSchema, BlockValue } from './block.js'

/**
 * The sync body as documented. The rules themselves are applied by the domain
 * (`parseSyncRequest`), which reports every problem of a body at once.
 */
export const SyncBlock = Type.Object(
  {
    key: Type.String({ pattern: BLOCK_KEY_PATTERN }),
    type: Type.Optional(Type.String({ pattern: BLOCK_TYPE_PATTERN, description: 'Required for a new key' })),
    section: Type.Optional(Type.String({ pattern: SECTION_PATTERN, description: 'Required for a new key' })),
    name: Type.Optional(
      Type.String({ minLength: 1, maxLength: NAME_MAX, description: 'Defaults to the key' }),
    ),
    status: Type.Optional(BlockStatusSchema),
    value: Type.Optional(BlockValue),
    position: Type.Optional(Type.Integer({ minimum: -POSITION_MAX, maximum: POSITION_MAX })),
    id: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
    createdAt: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
    updatedAt: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
    score: Type.Optional(Type.Number({ description: 'Read-only; ignored' })),
    snippet: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
  },
  { additionalProperties: false },
)

export const SyncBody = Type.Object(
  {
    blocks: Type.Array(SyncBlock, { description: 'Blocks to create or update, matched by key' }),
    mode: Type.Optional(Type.Union([Type.Literal('upsert'), Type.Literal('replace')], { default: 'upsert' })),
    dryRun: Type.Optional(Type.Boolean({ default: false })),
    expectedRevision: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
)

export const SyncResultSchema = Type.Object({
  revision: Type.Integer(),
  created: Type.Array(Type.String()),
  updated: Type.Array(Type.String()),
  unchanged: Type.Array(Type.String()),
  deleted: Type.Array(Type.String()),
  dryRun: Type.Boolean(),
})
