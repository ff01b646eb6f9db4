import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { decodeKeyset, encodeKeyset, keysetPage } from '../../domain/cursor.js'
import { setPasswordLink } from '../../domain/people/links.js'
import type { UserCursor } from '../../domain/people/people.js'
import type { UserService } from '../../domain/people/user-service.js'
import { auditContext } from '../audit-context.js'
import { type PrincipalDeps, requireInstanceAdmin } from '../plugins/auth.js'
import { publicBaseUrl } from '../public-base-url.js'
import { authErrorResponses, Envelope, ErrorResponse } from '../schemas/common.js'
import { bodyErrors, diskFull } from '../schemas/error-responses.js'
import { CursorParam, NextCursor } from '../schemas/history.js'
import {
  CreatedUserSchema,
  CreateUserBody,
  UpdateUserBody,
  UserParams,
  UserSchema,
} from '../schemas/people.js'

const tags = ['people']

const encodeUserCursor = (cursor: UserCursor) => encodeKeyset([cursor.createdAt, cursor.id])

function decodeUserCursor(text: string): UserCursor {
  const [createdAt = '', id = ''] = decodeKeyset(text, 2)
  return { createdAt, id }
}

/** The users API (instance admins, or admin keys): docs/people.md. */
export const userRoutes: FastifyPluginAsyncTypebox<
  PrincipalDeps & { users: UserService; limits: { listMaxLimit: number } }
> = async (app, deps) => {
  const { users } = deps
  const onRequest = requireInstanceAdmin(deps)
  const config = { authenticated: true, sessions: 'also' } as const
  const { 404: _notFound, ...errors } = authErrorResponses
  const forbidden = ErrorResponse(
    "Neither an admin key nor a signed-in instance admin, or a session's request from another site's page (Origin)",
  )
  const noUser = ErrorResponse('No user has this id')
  const pageSize = Math.min(50, deps.limits.listMaxLimit)

  app.post(
    '/users',
    {
      onRequest,
      config,
      schema: {
        operationId: 'createUser',
        tags,
        summary: 'Create a user; the answer carries their one-time link to choose a password',
        description:
          'The link is valid for 24 hours and works once. Emails are unique whatever their case (409).',
        body: CreateUserBody,
        response: {
          200: Envelope(CreatedUserSchema, 'The user, and their one-time link'),
          ...errors,
          ...bodyErrors('The body is not {email, name, admin?}, or the email is not an email address'),
          403: forbidden,
          409: ErrorResponse('A user with this email exists already (case is ignored)'),
          ...diskFull(),
        },
      },
    },
    async (request) => {
      // Before anything is written: a Host the link cannot be built from is a 400 with no user made.
      const base = publicBaseUrl(deps.publicBaseUrl, request, 'the invite link')
      const { user, token } = await users.create(request.body, auditContext(request))
      return {
        data: { id: user.id, email: user.email, inviteUrl: setPasswordLink(base, token) },
        error: null,
      }
    },
  )

  app.get(
    '/users',
    {
      onRequest,
      config,
      schema: {
        operationId: 'listUsers',
        tags,
        summary: 'Users, oldest first, disabled ones included (keyset pages)',
        querystring: Type.Object(
          {
            limit: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: deps.limits.listMaxLimit,
                default: pageSize,
                description: 'Users per page',
              }),
            ),
            cursor: CursorParam,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            data: Type.Array(UserSchema),
            error: Type.Null(),
            meta: Type.Object({ nextCursor: NextCursor }),
          }),
          ...errors,
          403: forbidden,
        },
      },
    },
    async (request) => {
      const { limit = pageSize, cursor } = request.query
      const after = cursor === undefined ? null : decodeUserCursor(cursor)
      const { data, nextCursor } = keysetPage(await users.list(after, limit + 1), limit, encodeUserCursor)
      return { data, error: null, meta: { nextCursor } }
    },
  )

  app.patch(
    '/users/:userId',
    {
      onRequest,
      config,
      schema: {
        operationId: 'updateUser',
        tags,
        summary: 'Rename, promote, demote, disable or enable a user',
        description:
          'Disabling ends every session of the user at once, on every instance. The last enabled instance admin cannot be demoted or disabled (409).',
        params: UserParams,
        body: UpdateUserBody,
        response: {
          200: Envelope(UserSchema, 'The user as changed'),
          ...errors,
          ...bodyErrors('The body is not {name?, admin?, disabled?} with at least one of them'),
          403: forbidden,
          404: noUser,
          409: ErrorResponse('It would leave no enabled instance admin: make another user one first'),
          ...diskFull(),
        },
      },
    },
    async (request) => ({
      data: await users.update(request.params.userId, request.body, auditContext(request)),
      error: null,
    }),
  )

  app.post(
    '/users/:userId/link',
    {
      onRequest,
      config,
      schema: {
        operationId: 'createUserLink',
        tags,
        summary: 'A new one-time link for a user to choose a password (`pctx user link`)',
        description:
          'Valid for 24 hours, works once; earlier links stay valid until used or expired. The link is shown only in this answer, and the audit log records `user.link` without it.',
        params: UserParams,
        response: {
          200: Envelope(CreatedUserSchema, 'The user, and their new one-time link'),
          ...errors,
          403: forbidden,
          404: noUser,
          409: ErrorResponse('The user is disabled: enable them first (the link could not set a password)'),
          ...diskFull(),
        },
      },
    },
    async (request) => {
      // Before the link is made: a request whose Host cannot name the server changes nothing.
      const base = publicBaseUrl(deps.publicBaseUrl, request, 'the invite link')
      const { user, token } = await users.link(request.params.userId, auditContext(request))
      return {
        data: { id: user.id, email: user.email, inviteUrl: setPasswordLink(base, token) },
        error: null,
      }
    },
  )
}
