import { type Static, Type } from '@sinclair/typebox'
import {
  BLOCK_KEY_PATTERN,
  BLOCK_KEY_RULE,
  BLOCK_STATUSES,
  BLOCK_TYPE_PATTERN,
  BLOCK_TYPE_RULE,
  MESSAGE_MAX,
  NAME_MAX,
  SECTION_PATTERN,
  SECTION_RULE,
  VALUE_MAX_BYTES,
  VALUE_MAX_DEPTH,
} from './rules.js'

/**
 * The one description of a sync body. A JSON schema (TypeBox builds plain JSON Schema, no
 * framework) because three readers need it: the HTTP layer documents it (OpenAPI), the MCP
 * sync tool derives its zod schema from it, and `parseSyncRequest` takes its list of known and
 * ignored fields from it. The rules behind each field (patterns, limits) are in rules.ts.
 */

export const POSITION_MAX = 1_000_000_000

export const BlockStatusSchema = Type.Union(
  BLOCK_STATUSES.map((status) => Type.Literal(status)),
  { title: 'BlockStatus', description: 'empty, draft or complete' },
)

/** Any JSON object; typed as a record so clients can read its fields. */
export const BlockValue = Type.Unsafe<Record<string, unknown>>({
  title: 'BlockValue',
  type: 'object',
  additionalProperties: true,
  description: `Content, a JSON object (at most ${VALUE_MAX_BYTES / 1024} KiB as JSON, nesting depth at most ${VALUE_MAX_DEPTH}) whose fields depend on the type: persona {name, description, goals, pain_points} (strings), text {content} (markdown), list {items} (strings); any object for other types`,
})

/** The fields a sync entry sets. */
const entryFields = {
  key: Type.String({
    pattern: BLOCK_KEY_PATTERN,
    description: `Block key, unique in the project, matching the block to create or update: ${BLOCK_KEY_RULE}; "search" is reserved`,
  }),
  type: Type.Optional(
    Type.String({
      pattern: BLOCK_TYPE_PATTERN,
      description: `Required for a new key: persona, text, list, or a custom type (${BLOCK_TYPE_RULE})`,
    }),
  ),
  section: Type.Optional(
    Type.String({
      pattern: SECTION_PATTERN,
      description: `Required for a new key: brand, product, users, or a custom section (${SECTION_RULE})`,
    }),
  ),
  name: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: NAME_MAX,
      description: `Display name, 1–${NAME_MAX} characters, not blank; defaults to the key`,
    }),
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
}

/** Read-only fields of list, get, export and search results: accepted so a block read can be sent back, and ignored. */
const ignoredFields = {
  id: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
  createdAt: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
  updatedAt: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
  score: Type.Optional(Type.Number({ description: 'Read-only; ignored' })),
  snippet: Type.Optional(Type.String({ description: 'Read-only; ignored' })),
}

/** The fields an entry may set, in the order messages list them. */
export const SYNC_ENTRY_FIELDS: readonly string[] = Object.keys(entryFields)
/** The fields an entry may carry that are ignored. */
export const SYNC_IGNORED_ENTRY_FIELDS: readonly string[] = Object.keys(ignoredFields)

export const SyncBlockShape = Type.Object(
  { ...entryFields, ...ignoredFields },
  {
    title: 'SyncBlock',
    additionalProperties: false,
    description:
      'One block to create or update, matched by key. Fields left out keep their stored value; the merged block is validated. Read-only fields of list, get, export and search results are accepted and ignored',
  },
)

export const SyncBodyShape = Type.Object(
  {
    blocks: Type.Array(SyncBlockShape, {
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
    message: Type.Optional(
      Type.String({
        maxLength: MESSAGE_MAX,
        description: `Why the change was made, up to ${MESSAGE_MAX} characters: recorded with the revision the sync makes`,
      }),
    ),
  },
  {
    title: 'SyncRequest',
    additionalProperties: false,
    description: 'The whole sync is one transaction: any invalid block is a 400 and nothing is written',
  },
)

/** The fields a sync body may have. */
export const SYNC_BODY_FIELDS: readonly string[] = Object.keys(SyncBodyShape.properties)

export type SyncBodyInput = Static<typeof SyncBodyShape>
