import { type Static, Type } from '@sinclair/typebox'
import { BlockStatusSchema, BlockValue, POSITION_MAX, sentFields } from './contract/block.js'
import { dryRunField, expectedRevisionField, messageField } from './contract/change.js'
import { type Field, objectOf } from './contract/fields.js'
import { MESSAGE_MAX } from './rules.js'

/**
 * The sync body, defined once: its fields (a JSON schema each, TypeBox building plain JSON
 * Schema) with the messages its validation gives. The HTTP layer documents it (OpenAPI), the
 * MCP sync tool derives its zod schema from it, and `parseSyncRequest` checks bodies against
 * it. A block's fields come from the block's own definition (contract/block.ts).
 */

export { BlockStatusSchema, BlockValue, POSITION_MAX }

/** Read-only fields of list, get, export and search results: accepted so a block read can be sent back, and ignored. */
const ignoredFields = {
  id: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
  createdAt: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
  updatedAt: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
  score: Type.Optional(Type.Number({ description: 'Read-only; ignored' })),
  snippet: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
}

/** The fields a sync entry sets, with their messages. */
export const SYNC_ENTRY_TABLE = sentFields
/** The fields an entry may set, in the order messages list them. */
export const SYNC_ENTRY_FIELDS: readonly string[] = Object.keys(sentFields)
/** The fields an entry may carry that are ignored. */
export const SYNC_IGNORED_ENTRY_FIELDS: readonly string[] = Object.keys(ignoredFields)

export const SyncBlockShape = Type.Object(
  {
    ...(Object.fromEntries(Object.entries(sentFields).map(([name, field]) => [name, field.schema])) as {
      [K in keyof typeof sentFields]: (typeof sentFields)[K]['schema']
    }),
    ...ignoredFields,
  },
  {
    title: 'SyncBlock',
    additionalProperties: false,
    description:
      'One block to create or update, matched by key. Fields left out keep their stored value; the merged block is validated. Read-only fields of list, get, export and search results are accepted and ignored',
  },
)

export const SYNC_BODY_TABLE = {
  blocks: {
    schema: Type.Array(SyncBlockShape, {
      description:
        'Blocks to create or update, matched by key; at most SYNC_MAX_BLOCKS (1000 by default), no key twice',
    }),
    invalid: 'must be an array',
    missing: 'is required (an array of blocks, may be empty)',
    itemsByCaller: true,
  },
  mode: {
    schema: Type.Optional(
      Type.Union([Type.Literal('upsert'), Type.Literal('replace')], {
        default: 'upsert',
        description: 'upsert: leave unlisted blocks alone; replace: also delete every block not listed',
      }),
    ),
    invalid: 'must be "upsert" or "replace"',
  },
  dryRun: dryRunField('Validate and report what would change; write nothing'),
  expectedRevision: expectedRevisionField(
    "The revision you last read: if it is not the project's revision, 409 and nothing is written",
  ),
  message: messageField(
    `Why the change was made, up to ${MESSAGE_MAX} characters: recorded with the revision the sync makes`,
  ),
} satisfies Record<string, Field>

export const SyncBodyShape = objectOf(SYNC_BODY_TABLE, {
  title: 'SyncRequest',
  additionalProperties: false,
  description: 'The whole sync is one transaction: any invalid block is a 400 and nothing is written',
})

/** The fields a sync body may have. */
export const SYNC_BODY_FIELDS: readonly string[] = Object.keys(SyncBodyShape.properties)

export type SyncBodyInput = Static<typeof SyncBodyShape>
