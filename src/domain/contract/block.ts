import { type Static, type TSchema, Type } from '@sinclair/typebox'
import { holdsContent, isJsonObject, jsonEqual } from '../content.js'
import type { JsonObject } from '../model.js'
import {
  BLOCK_KEY_PATTERN,
  BLOCK_KEY_RULE,
  BLOCK_STATUSES,
  BLOCK_TYPE_PATTERN,
  BLOCK_TYPE_RULE,
  NAME_MAX,
  RESERVED_BLOCK_KEYS,
  SECTION_PATTERN,
  SECTION_RULE,
  VALUE_MAX_BYTES,
  VALUE_MAX_DEPTH,
} from '../rules.js'
import { describe, type Field, quoted } from './fields.js'
import { isStorableText, STORABLE_TEXT_RULE, valueProblem } from './storable.js'

/**
 * The block, defined once. Each field says what a read returns (`schema`), what a person calls
 * it (`label`), how a sync sets it (`sent`: schema and messages; read-only fields have none),
 * what a new block gets when a sync leaves it out (`initial`; none: the sync must send it), and
 * where a context folder keeps it (`file`). The Block type, the OpenAPI Block and SyncBlock, the
 * sync validation, the merge rule, the field-by-field diffs, the CLI's block files, the MCP
 * shapes and the console's labels all derive from this table: docs/architecture.md, "Adding a
 * block field", walks through the rest.
 */

/** Largest |position| a sync accepts: every stored position can be synced back. */
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

/** What a new block's field becomes when a sync leaves it out; `value` is already merged. */
type Initial = (block: { key: string; value: JsonObject }) => unknown

interface BlockField {
  schema: TSchema
  label: string
  sent?: Field
  initial?: Initial
  /** `path`: the file's path says it (`<section>/<key>.md`); `front-matter`: the YAML holds it. */
  file?: 'path' | 'front-matter'
  /** Whether the console's block editor sets it (conflicts name the fields people edited). */
  edited?: boolean
}

const mustBeString = (rule: string) => (value: unknown) =>
  typeof value === 'string' ? rule : 'must be a string'

const blockFields = {
  id: {
    schema: Type.String({ format: 'uuid', description: 'Stable for the life of the block' }),
    label: 'Id',
  },
  key: {
    schema: Type.String({ pattern: BLOCK_KEY_PATTERN, description: 'Unique within the project' }),
    label: 'Key',
    file: 'path',
    sent: {
      schema: Type.String({
        pattern: BLOCK_KEY_PATTERN,
        description: `Block key, unique in the project, matching the block to create or update: ${BLOCK_KEY_RULE}; "search" is reserved`,
      }),
      invalid: (key) =>
        typeof key === 'string'
          ? `"${quoted(key)}" is not a valid key: use ${BLOCK_KEY_RULE}`
          : 'must be a string',
      refine: (key: string) =>
        RESERVED_BLOCK_KEYS.has(key)
          ? `"${key}" is reserved (it would shadow the search route); choose another key`
          : undefined,
    },
  },
  type: {
    schema: Type.String({
      pattern: BLOCK_TYPE_PATTERN,
      description: 'persona, text, list, or any other type',
    }),
    label: 'Type',
    file: 'front-matter',
    edited: true,
    sent: {
      schema: Type.Optional(
        Type.String({
          pattern: BLOCK_TYPE_PATTERN,
          description: `Required for a new key: persona, text, list, or a custom type (${BLOCK_TYPE_RULE})`,
        }),
      ),
      invalid: `must be ${BLOCK_TYPE_RULE}`,
    },
  },
  section: {
    schema: Type.String({
      pattern: SECTION_PATTERN,
      description: 'brand, product, users, or a custom section',
    }),
    label: 'Section',
    file: 'path',
    edited: true,
    sent: {
      schema: Type.Optional(
        Type.String({
          pattern: SECTION_PATTERN,
          description: `Required for a new key: brand, product, users, or a custom section (${SECTION_RULE})`,
        }),
      ),
      invalid: `must be ${SECTION_RULE} (e.g. brand, product, users)`,
    },
  },
  name: {
    schema: Type.String({ minLength: 1, maxLength: NAME_MAX }),
    label: 'Block name',
    file: 'front-matter',
    edited: true,
    initial: ({ key }) => key,
    sent: {
      schema: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: NAME_MAX,
          description: `Display name, 1–${NAME_MAX} characters, not blank; defaults to the key`,
        }),
      ),
      invalid: mustBeString(`must be 1–${NAME_MAX} characters and not blank`),
      refine: (name: string) =>
        name.trim().length === 0
          ? `must be 1–${NAME_MAX} characters and not blank`
          : isStorableText(name)
            ? undefined
            : STORABLE_TEXT_RULE,
    },
  },
  status: {
    schema: BlockStatusSchema,
    label: 'Status',
    file: 'front-matter',
    edited: true,
    // Derived only at creation; later syncs keep the stored status unless they set one.
    initial: ({ value }) => (holdsContent(value) ? 'draft' : 'empty'),
    sent: {
      schema: Type.Optional(BlockStatusSchema),
      invalid: `must be one of ${BLOCK_STATUSES.join(', ')}`,
    },
  },
  value: {
    schema: BlockValue,
    label: 'Value',
    file: 'front-matter',
    edited: true,
    initial: () => ({}),
    sent: {
      schema: Type.Optional(BlockValue),
      invalid: (value) => `must be a JSON object, got ${describe(value)}`,
      refine: (value: object) => valueProblem(value),
    },
  },
  position: {
    schema: Type.Integer({ description: 'Order inside its section' }),
    label: 'Position',
    file: 'front-matter',
    initial: () => 0,
    sent: {
      schema: Type.Optional(
        Type.Integer({
          minimum: -POSITION_MAX,
          maximum: POSITION_MAX,
          description: 'Order inside the section; a new block defaults to after the last one',
        }),
      ),
      invalid: `must be a whole number from -${POSITION_MAX} to ${POSITION_MAX}`,
    },
  },
  createdAt: { schema: Type.String({ format: 'date-time' }), label: 'Created' },
  updatedAt: { schema: Type.String({ format: 'date-time' }), label: 'Updated' },
} satisfies Record<string, BlockField>

export const BLOCK_FIELDS: Readonly<Record<BlockFieldName, BlockField>> = blockFields
export type BlockFieldName = keyof typeof blockFields

type Schemas = { [K in BlockFieldName]: (typeof blockFields)[K]['schema'] }
/** The properties of the Block schema (a search hit adds its own to them). */
export const blockProperties = Object.fromEntries(
  Object.entries(blockFields).map(([name, field]) => [name, field.schema]),
) as Schemas

/** A block as a read returns it, in the OpenAPI document. */
export const BlockSchema = Type.Object(blockProperties, { title: 'Block' })

/** A block as stored and read. */
export type BlockRecord = Static<typeof BlockSchema>

type Settable = {
  [K in BlockFieldName]: (typeof blockFields)[K] extends { sent: Field } ? K : never
}[BlockFieldName]
/** The fields a sync sets, in the order messages list them. */
export const SETTABLE_FIELDS = Object.keys(blockFields).filter(
  (name) => BLOCK_FIELDS[name as BlockFieldName].sent,
) as Settable[]
/** The fields a sync entry sets, with their schemas and messages. */
export const sentFields = Object.fromEntries(
  SETTABLE_FIELDS.map((name) => [name, BLOCK_FIELDS[name].sent as Field]),
) as { [K in Settable]: (typeof blockFields)[K]['sent'] }

/** The fields that make a block's content: every settable one but its identity, the key. */
export type ContentField = Exclude<Settable, 'key'>
export const CONTENT_FIELDS = SETTABLE_FIELDS.filter((name): name is ContentField => name !== 'key')
/** The content fields compared as whole values, in diff order; `value` is compared inside. */
export const SCALAR_FIELDS = CONTENT_FIELDS.filter((name) => name !== 'value') as Exclude<
  ContentField,
  'value'
>[]

/** A block's content: what a sync sets, compares and records, the key aside. */
export type BlockContent = Pick<BlockRecord, ContentField>
/** The content a sync entry, file or form sends: any field may be left out. */
export type SentContent = Partial<BlockContent>
/** Content as the CLI reads it back (a file's status is any string until it is checked). */
export type ComparableContent = Omit<BlockContent, 'status'> & { status: string }

/**
 * The merge rule, the one place it is written: a sent block merged onto the stored one. A field
 * sent replaces the stored one; a field left out keeps the stored value, or for a new block
 * becomes its `initial` (a field without one is required for a new block, and comes back
 * undefined here: the caller reports it).
 */
export function mergeBlock<C extends ComparableContent>(
  key: string,
  sent: Partial<C>,
  previous: C | undefined,
): C {
  const value = sent.value ?? previous?.value ?? ({} as JsonObject)
  const merged: Record<string, unknown> = {}
  for (const name of CONTENT_FIELDS) {
    const field: BlockField = BLOCK_FIELDS[name]
    merged[name] = sent[name] ?? previous?.[name] ?? field.initial?.({ key, value })
  }
  merged.value = value
  return merged as C
}

/** The content fields a new block must be sent with (they have no initial value). */
export const REQUIRED_FOR_NEW = CONTENT_FIELDS.filter((name) => !(BLOCK_FIELDS[name] as BlockField).initial)

/** Every content field of a block, as a sync entry that leaves nothing to merge would send it. */
export function contentOf(block: BlockContent): BlockContent {
  const content: Record<string, unknown> = {}
  for (const name of CONTENT_FIELDS) content[name] = block[name]
  return content as BlockContent
}

/** Same content in every content field (value by JSON equality, key order aside). */
export function isSameBlock(a: ComparableContent, b: ComparableContent): boolean {
  return SCALAR_FIELDS.every((name) => a[name] === b[name]) && jsonEqual(a.value, b.value)
}

/**
 * The content fields of an unchecked object (a block file, a form) whose JSON type is the
 * field's: what a comparison can use before the rules are applied. A field of the wrong type
 * counts as left out; validation reports it.
 */
export function looseContent(fields: Record<string, unknown>): Partial<ComparableContent> {
  const out: Record<string, unknown> = {}
  for (const name of CONTENT_FIELDS) {
    const value = fields[name]
    const type = jsonTypeOf(BLOCK_FIELDS[name].schema)
    const ok =
      type === 'object'
        ? isJsonObject(value)
        : type === 'number'
          ? typeof value === 'number'
          : typeof value === type
    if (ok) out[name] = value
  }
  return out as Partial<ComparableContent>
}

/** The JSON type of a field's schema: a union of string literals is a string, an integer a number. */
function jsonTypeOf(schema: TSchema): string {
  if (Array.isArray(schema.anyOf)) return 'string'
  return schema.type === 'integer' ? 'number' : (schema.type as string)
}

/** What a person calls each block field (console editor, diffs, conflicts). */
export const BLOCK_FIELD_LABELS = Object.fromEntries(
  Object.entries(blockFields).map(([name, field]) => [name, field.label]),
) as Record<BlockFieldName, string>

/** The fields the console's editor sets, in diff order. */
export const EDITED_FIELDS = CONTENT_FIELDS.filter((name) => (BLOCK_FIELDS[name] as BlockField).edited)

/** The fields a block file's front matter holds, in the order `pull` writes them: the value last. */
export const FRONT_MATTER_FIELDS = [...SCALAR_FIELDS, 'value' as const].filter(
  (name) => (BLOCK_FIELDS[name] as BlockField).file === 'front-matter',
) as Exclude<ContentField, 'section'>[]
