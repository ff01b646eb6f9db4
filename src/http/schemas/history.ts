import { Type } from '@sinclair/typebox'
import { Block } from './block.js'

export const AuthorSchema = Type.Union(
  [
    Type.Object(
      {
        kind: Type.Union([Type.Literal('user'), Type.Literal('key'), Type.Literal('app')], {
          description: 'A person signed in as themselves, an API key, or an app a person granted',
        }),
        id: Type.String({ description: "The person's, key's or app's id" }),
        name: Type.String({ description: 'Their name when they made the change' }),
        user: Type.Optional(
          Type.Object(
            { id: Type.String(), name: Type.String() },
            { description: 'The person who owns the key (a personal key) or granted the app' },
          ),
        ),
      },
      { title: 'Author' },
    ),
    Type.Null(),
  ],
  {
    description:
      'Who made the change; null for the admin CLI and for history-start. Revisions from before attribution read as authored by their key',
  },
)

const revisionFields = {
  revision: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time', description: 'When the change was written' }),
  kind: Type.Union(
    ['sync', 'delete', 'project', 'created', 'history-start', 'restore', 'synonyms'].map((kind) =>
      Type.Literal(kind),
    ),
    {
      description:
        "What made it: a sync, a block deleted on its own, a change to the project (admin CLI), the project created, the state the project had when history began to be recorded, a restore of an earlier revision, or a change of the project's synonyms (PUT …/synonyms: no block changes)",
    },
  ),
  author: AuthorSchema,
  keyId: Type.Union([Type.String(), Type.Null()], {
    description:
      'The API key that made the change (kept for compatibility: `author` says who); null when no key made it (a person, the admin CLI, history-start)',
  }),
  keyName: Type.Union([Type.String(), Type.Null()], {
    description: "That key's name when it made the change",
  }),
  message: Type.Union([Type.String(), Type.Null()], { description: 'The message sent with the change' }),
  created: Type.Array(Type.String(), { description: 'Keys of the blocks it created' }),
  updated: Type.Array(Type.String(), { description: 'Keys of the blocks it changed' }),
  deleted: Type.Array(Type.String(), { description: 'Keys of the blocks it deleted' }),
  names: Type.Record(Type.String(), Type.String(), {
    description:
      "Name of each block it created, updated or deleted, by key: the name after the change, or before it for a deleted block (a key is absent only when retention pruned that block's earlier version)",
  }),
}

export const RevisionSchema = Type.Object(revisionFields, {
  title: 'Revision',
  description: 'One change to a project',
})

const NullableBlock = Type.Union([Block, Type.Null()])

export const FieldChangeSchema = Type.Object(
  {
    field: Type.String({
      description: 'type, section, name, status, position, or value.<field> for a field of the value',
    }),
    before: Type.Unknown({ description: 'null when the field did not exist' }),
    after: Type.Unknown({ description: 'null when the field no longer exists' }),
  },
  { title: 'FieldChange' },
)

export const RevisionDetailSchema = Type.Object(
  {
    ...revisionFields,
    changes: Type.Array(
      Type.Object({
        key: Type.String(),
        change: Type.Union([Type.Literal('created'), Type.Literal('updated'), Type.Literal('deleted')]),
        before: { ...NullableBlock, description: 'The block before the revision; null when it created it' },
        after: { ...NullableBlock, description: 'The block after the revision; null when it deleted it' },
        fields: Type.Array(FieldChangeSchema, { description: 'Every field that differs, in a fixed order' }),
      }),
      { description: 'Every block the revision changed, by key' },
    ),
  },
  { title: 'RevisionDetail' },
)

export const BlockVersionSchema = Type.Object(
  {
    revision: Type.Integer({ minimum: 0 }),
    createdAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the change was written; null when its revision was pruned (`pruned`)',
    }),
    author: { ...AuthorSchema, description: `${AuthorSchema.description}; null when pruned` },
    keyId: { ...revisionFields.keyId, description: `${revisionFields.keyId.description}; null when pruned` },
    keyName: revisionFields.keyName,
    message: revisionFields.message,
    change: Type.Union([Type.Literal('created'), Type.Literal('updated'), Type.Literal('deleted')]),
    pruned: Type.Boolean({
      description:
        'true for the version a block has kept since before the retention period: its revision is pruned (who, when and why are null, and reading that revision is a 404), the block is its state since then',
    }),
    block: { ...NullableBlock, description: 'The block after the change; null when it was deleted' },
  },
  { title: 'BlockVersion' },
)

export const ChangeSchema = Type.Object(
  {
    revision: Type.Integer({ minimum: 0, description: 'The revision that changed the block' }),
    key: Type.String(),
    deleted: Type.Boolean({ description: 'true when that revision deleted the block' }),
    block: { ...NullableBlock, description: 'The block after the change; null when deleted' },
  },
  { title: 'Change' },
)

export const NextCursor = Type.Union([Type.String(), Type.Null()], {
  description: 'Cursor of the next page; null on the last page',
})

export const CursorParam = Type.Optional(
  Type.String({
    maxLength: 1024,
    description: 'meta.nextCursor of the previous page (opaque; one that does not decode is a 400)',
  }),
)
