import { Type } from '@sinclair/typebox'
import { KEY_LIMIT_MAX } from '../../domain/key-rules.js'
import { DESCRIPTION_MAX, NAME_MAX, PROJECT_ID_PATTERN } from '../../domain/rules.js'
import { ProjectIdParam } from './common.js'

const Plan = Type.Union([Type.Literal('free'), Type.Literal('pro'), Type.Literal('enterprise')], {
  description: 'Rate-limit plan: free 60/min and 1000/day, pro 300/min and 10000/day, enterprise its own',
})
const Access = Type.Union([Type.Literal('read'), Type.Literal('write')], {
  description: 'read: list, get, search, export, history; write: the same plus sync, delete and restore',
})
const Limit = (what: string) =>
  Type.Integer({
    minimum: 1,
    maximum: KEY_LIMIT_MAX,
    description: `Enterprise keys only: requests per ${what}`,
  })
/** A limit, or null to clear it: one type list, so a bad value is one problem rather than one per branch. */
const ClearableLimit = (what: string) =>
  Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    minimum: 1,
    maximum: KEY_LIMIT_MAX,
    description: `Enterprise keys only: requests per ${what}; null clears it`,
  })
const ProjectList = Type.Array(Type.String({ pattern: PROJECT_ID_PATTERN }), {
  maxItems: 1000,
  description: 'The projects the key may use; each must exist',
})

/** A key as the admin API and `pctx key list --json` show it: never its secret or hash. */
export const KeySchema = Type.Object(
  {
    id: Type.String({ description: 'Stable id of the key (a UUID)' }),
    name: Type.String(),
    prefix: Type.String({ description: 'The first 12 characters of the secret, to recognise it' }),
    plan: Plan,
    perMinute: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Own limit (enterprise), else null',
    }),
    perDay: Type.Union([Type.Integer(), Type.Null()], { description: 'Own limit (enterprise), else null' }),
    access: Access,
    allProjects: Type.Boolean({ description: 'Whether the key may use every project, present and future' }),
    admin: Type.Boolean({ description: 'Whether the key may manage projects and keys (the admin API)' }),
    projects: Type.Array(Type.String(), { description: 'Its project list (empty for an all-projects key)' }),
    createdAt: Type.String({ format: 'date-time' }),
    expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Written at most once a minute per key',
    }),
    owner: Type.Union(
      [
        Type.Object(
          { id: Type.String(), email: Type.String(), name: Type.String() },
          { title: 'KeyOwner', additionalProperties: false },
        ),
        Type.Null(),
      ],
      {
        description:
          "The person a personal key belongs to: it never does more than they may at the time of use, and stops when they are disabled. null: a machine's key",
      },
    ),
  },
  { title: 'ApiKey' },
)

export const CreatedKeySchema = Type.Object(
  {
    ...KeySchema.properties,
    key: Type.String({
      description: 'The secret (pctx_ + 43 characters): shown only in this answer, stored only as a hash',
    }),
  },
  { title: 'CreatedApiKey' },
)

export const KeyParams = Type.Object({
  keyId: Type.String({
    pattern: '^[A-Za-z0-9_-]{1,64}$',
    description: 'The key id, or its 12-character display prefix (e.g. pctx_AbCdEfG)',
  }),
})

export const CreateKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: NAME_MAX, description: 'What the key is for' }),
    projects: Type.Optional(ProjectList),
    allProjects: Type.Optional(Type.Boolean({ description: 'The key may use every project' })),
    admin: Type.Optional(
      Type.Boolean({
        description: 'An admin key: every project, write, and the admin API. Leave projects and access out',
      }),
    ),
    plan: Type.Optional(Plan),
    perMinute: Type.Optional(Limit('minute')),
    perDay: Type.Optional(Limit('day')),
    access: Type.Optional(Access),
    expiresAt: Type.Optional(
      Type.String({
        maxLength: 64,
        description: 'When the key stops working: an ISO 8601 date-time in the future',
      }),
    ),
  },
  {
    title: 'CreateApiKeyRequest',
    additionalProperties: false,
    description: 'Give `projects`, or `allProjects: true`, or `admin: true`',
  },
)

export const UpdateKeyBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: NAME_MAX })),
    plan: Type.Optional(Plan),
    perMinute: Type.Optional(ClearableLimit('minute')),
    perDay: Type.Optional(ClearableLimit('day')),
    access: Type.Optional(Access),
    projects: Type.Optional(ProjectList),
    allProjects: Type.Optional(Type.Boolean()),
    admin: Type.Optional(Type.Boolean()),
  },
  {
    title: 'UpdateApiKeyRequest',
    additionalProperties: false,
    description:
      'Only the fields given change. `projects` makes it a key of those projects; `allProjects: true` one of every project; `admin: true` an admin key (every project, write). A plan other than enterprise drops the own limits; null clears a limit',
  },
)

export const CreateProjectBody = Type.Object(
  {
    id: Type.Optional(ProjectIdParam),
    name: Type.String({ minLength: 1, maxLength: NAME_MAX, description: 'Display name, 1–200 characters' }),
    description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX })),
    public: Type.Optional(Type.Boolean({ description: 'Shown on the public endpoints (default true)' })),
  },
  {
    title: 'CreateProjectRequest',
    additionalProperties: false,
    description: 'Without `id`, the server picks a UUID',
  },
)

export const UpdateProjectBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: NAME_MAX })),
    description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX })),
    public: Type.Optional(Type.Boolean()),
  },
  {
    title: 'UpdateProjectRequest',
    additionalProperties: false,
    description: 'Only the fields given change; a real change is a new revision of the project',
  },
)

export const DeletedSchema = Type.Object(
  { deleted: Type.String({ description: 'The id of what was deleted' }) },
  { title: 'Deleted' },
)
