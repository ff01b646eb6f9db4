import { Type } from '@sinclair/typebox'
import { auditContext } from '../audit-context.js'
import { type KeyedRoutes, requireAdmin } from '../plugins/auth.js'
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

/** The admin API for keys: admin keys only; the last usable admin key cannot be revoked, deleted or demoted. */
export const adminKeyRoutes: KeyedRoutes = async (app, { keys, limiter }) => {
  const onRequest = requireAdmin(keys, limiter)
  const config = { authenticated: true }
  const { 404: _notFound, ...errors } = authErrorResponses
  const keepAnAdmin = { keepAnAdmin: true }

  app.get(
    '/keys',
    {
      onRequest,
      config,
      schema: {
        operationId: 'listKeys',
        tags: ['admin'],
        summary: 'Every key, oldest first, revoked ones included (never their secrets)',
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: Envelope(Type.Array(KeySchema), 'The keys'), ...errors, 403: adminOnly },
      },
    },
    async () => ({ data: await keys.list(), error: null }),
  )

  app.post(
    '/keys',
    {
      onRequest,
      config,
      schema: {
        operationId: 'createKey',
        tags: ['admin'],
        summary: 'Create a key; the answer holds its secret, shown only this once',
        description:
          'Give `projects`, `allProjects: true`, or `admin: true` (every project, write, and this API). Defaults: plan free, access read (write for an admin key), no expiry.',
        body: CreateKeyBody,
        response: {
          200: Envelope(CreatedKeySchema, 'The key, with its secret (shown only here)'),
          ...errors,
          ...bodyErrors(
            'Invalid body (`details` lists every problem): a blank name, both or neither of projects and allProjects, a project that does not exist, limits on a plan other than enterprise, an admin key with projects or read access, an expiry not in the future, an unknown field',
          ),
          403: adminOnly,
          ...diskFull(),
        },
      },
    },
    async (request) => {
      const { projects, allProjects, ...rest } = request.body
      const created = await keys.create(
        { ...rest, projects: projects ?? [], allProjects: allProjects ?? false },
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
      onRequest,
      config,
      schema: {
        operationId: 'revokeKey',
        tags: ['admin'],
        summary: 'Revoke a key: 401 on this instance at once, on others within 2 s',
        description:
          'The key stays listed with `revokedAt`; revoking it again changes nothing. Revoking the last usable admin key is refused (409).',
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
    async (request) => ({
      data: await keys.revoke(request.params.keyId, auditContext(request), keepAnAdmin),
      error: null,
    }),
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
