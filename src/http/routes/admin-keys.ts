import { Type } from '@sinclair/typebox'
import { ValidationError } from '../../domain/errors.js'
import { auditContext } from '../audit-context.js'
import { type KeyedRoutes, requireAdminKeyOrPerson, requireInstanceAdmin } from '../plugins/auth.js'
import {
  CreatedKeySchema,
  CreateKeyBody,
  DeletedSchema,
  KeyParams,
  KeySchema,
  UpdateKeyBody,
} from '../schemas/admin.js'
import { authErrorResponses, Envelope, ErrorResponse } from '../schemas/common.js'
import { bodyErrors, diskFull } from '../schemas/error-responses.js'
import { adminOnly, keepsAnAdmin } from './admin-responses.js'

const noKey = ErrorResponse('No key has this id or display prefix')
const ambiguous = ErrorResponse(
  'An invalid key id, or a display prefix that several keys share (name the key by id)',
)

/**
 * The admin API for keys: admin keys and instance admins; the last usable admin key cannot be
 * revoked, deleted or demoted. A signed-in person also creates, lists and revokes their own
 * personal keys here (docs/people.md, "Personal keys").
 */
export const adminKeyRoutes: KeyedRoutes = async (app, deps) => {
  const { keys, access } = deps
  const onRequest = requireInstanceAdmin(deps, 'managing projects and keys')
  const ownKeys = requireAdminKeyOrPerson(deps)
  const config = { authenticated: true, sessions: 'also' as const }
  const { 404: _notFound, ...errors } = authErrorResponses
  const keepAnAdmin = { keepAnAdmin: true }

  app.get(
    '/keys',
    {
      onRequest: ownKeys,
      config,
      schema: {
        operationId: 'listKeys',
        tags: ['admin'],
        summary: 'Every key, oldest first, revoked ones included (never their secrets); or your own',
        description:
          'An admin key or an instance admin gets every key. A signed-in person asks `?owner=me` for their own personal keys (an admin key has no owner to ask for: 400).',
        querystring: Type.Object(
          {
            owner: Type.Optional(
              Type.Literal('me', { description: "Only the signed-in person's own personal keys" }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope(Type.Array(KeySchema), 'The keys'),
          ...errors,
          400: ErrorResponse(
            'owner=me asked with a key (sign in as a person), or an unknown query parameter',
          ),
          403: adminOnly,
        },
      },
    },
    async (request) => {
      const person = request.person?.user
      if (request.query.owner === 'me') {
        if (!person)
          throw new ValidationError("owner=me lists a person's own keys: sign in as a person, not with a key")
        return { data: await keys.listOwnedBy(person.id), error: null }
      }
      if (person)
        access.checkAdmin({ kind: 'user', user: person }, 'listing every key (ask ?owner=me for your own)')
      return { data: await keys.list(), error: null }
    },
  )

  app.post(
    '/keys',
    {
      onRequest: ownKeys,
      config,
      schema: {
        operationId: 'createKey',
        tags: ['admin'],
        summary: 'Create a key; the answer holds its secret, shown only this once',
        description:
          'Give `projects`, `allProjects: true`, or `admin: true` (every project, write, and this API). Defaults: plan free, access read (write for an admin key), no expiry. A signed-in person creates a personal key, owned by them (`owner`): never an admin key, only for projects they have a role on (any, for an instance admin), on the pro plan (its plan and limits only an instance admin may choose); at use time it never does more than its owner may then.',
        body: CreateKeyBody,
        response: {
          200: Envelope(CreatedKeySchema, 'The key, with its secret (shown only here)'),
          ...errors,
          ...bodyErrors(
            'Invalid body (`details` lists every problem): a blank name, both or neither of projects and allProjects, a project that does not exist, limits on a plan other than enterprise, an admin key with projects or read access, an expiry not in the future, an unknown field',
          ),
          403: ErrorResponse(
            'Not an admin key (nor a signed-in person), or a personal key for a project the person has no role on',
          ),
          ...diskFull(),
        },
      },
    },
    async (request) => {
      const { projects, allProjects, ...rest } = request.body
      const created = await keys.create(
        {
          ...rest,
          ...(request.person && { owner: request.person.user }),
          projects: projects ?? [],
          allProjects: allProjects ?? false,
        },
        auditContext(request),
      )
      return { data: { ...created.record, key: created.key }, error: null }
    },
  )

  app.get(
    '/keys/:keyId',
    {
      onRequest,
      config,
      schema: {
        operationId: 'getKey',
        tags: ['admin'],
        summary: 'One key, by id or display prefix (never its secret)',
        params: KeyParams,
        response: {
          200: Envelope(KeySchema, 'The key'),
          ...errors,
          400: ambiguous,
          403: adminOnly,
          404: noKey,
        },
      },
    },
    async (request) => ({ data: await keys.get(request.params.keyId), error: null }),
  )

  app.patch(
    '/keys/:keyId',
    {
      onRequest,
      config,
      schema: {
        operationId: 'updateKey',
        tags: ['admin'],
        summary: "Change a key's name, plan, limits, access, projects or admin rights",
        description:
          'Only the fields given change; the secret stays the same. Takes effect on the instance that answers at once, on others within 2 s (at once on the admin API). Taking admin rights from the last usable admin key is refused (409).',
        params: KeyParams,
        body: UpdateKeyBody,
        response: {
          200: Envelope(KeySchema, 'The key as changed'),
          ...errors,
          ...bodyErrors(
            'Invalid body or key id (`details` lists every problem): a blank name, both projects and allProjects, a project that does not exist, limits on a plan other than enterprise, an admin key with a project list or read access, an unknown field; or a display prefix several keys share',
          ),
          403: adminOnly,
          ...diskFull(),
          404: noKey,
          409: keepsAnAdmin,
        },
      },
    },
    async (request) => ({
      data: await keys.update(request.params.keyId, request.body, auditContext(request), keepAnAdmin),
      error: null,
    }),
  )

  app.post(
    '/keys/:keyId/revoke',
    {
      onRequest: ownKeys,
      config,
      schema: {
        operationId: 'revokeKey',
        tags: ['admin'],
        summary: 'Revoke a key: 401 on this instance at once, on others within 2 s',
        description:
          "The key stays listed with `revokedAt`; revoking it again changes nothing. Revoking the last usable admin key is refused (409). A signed-in person may revoke their own personal keys (an instance admin any key); another person's key answers 404.",
        params: KeyParams,
        response: {
          200: Envelope(KeySchema, 'The revoked key'),
          ...errors,
          400: ambiguous,
          403: adminOnly,
          ...diskFull(),
          404: noKey,
          409: keepsAnAdmin,
        },
      },
    },
    async (request) => {
      const person = request.person?.user
      const revoked = person
        ? await keys.revokeOwn(request.params.keyId, person, auditContext(request))
        : await keys.revoke(request.params.keyId, auditContext(request), keepAnAdmin)
      return { data: revoked, error: null }
    },
  )

  app.delete(
    '/keys/:keyId',
    {
      onRequest,
      config,
      schema: {
        operationId: 'deleteKey',
        tags: ['admin'],
        summary: 'Delete a key for good (it no longer shows in the list)',
        description:
          'Requests with it answer 401 as for an unknown key (on other instances within 2 s). Deleting the last usable admin key is refused (409).',
        params: KeyParams,
        response: {
          200: Envelope(DeletedSchema, 'The id of the deleted key'),
          ...errors,
          400: ambiguous,
          403: adminOnly,
          ...diskFull(),
          404: noKey,
          409: keepsAnAdmin,
        },
      },
    },
    async (request) => {
      const removed = await keys.remove(request.params.keyId, auditContext(request), keepAnAdmin)
      return { data: { deleted: removed.id }, error: null }
    },
  )
}
