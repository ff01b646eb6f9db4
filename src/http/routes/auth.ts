import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ValidationError } from '../../domain/errors.js'
import type { SignedIn } from '../../domain/people/session-service.js'
import type { UserService } from '../../domain/people/user-service.js'
import { auditContext } from '../audit-context.js'
import {
  checkOrigin,
  type PrincipalDeps,
  personOf,
  requirePerson,
  resolvePrincipal,
  SESSION_COOKIE,
} from '../plugins/auth.js'
import { Envelope, ErrorResponse } from '../schemas/common.js'
import { bodyErrors } from '../schemas/error-responses.js'
import {
  PasswordBody,
  SessionParams,
  SessionSchema,
  SignedInSchema,
  SignedOutSchema,
  SignInBody,
  SignOutBody,
} from '../schemas/people.js'
import { cookieSecure, setSessionCookie } from '../session-cookie.js'

const tags = ['people']

const common = {
  403: ErrorResponse("The request came from another site's page (its Origin is not this server's)"),
  429: ErrorResponse(
    'Five failed sign-ins for this account within 15 minutes, or the client IP is over its limit',
  ),
  500: ErrorResponse('Unexpected server error; the message quotes the request id to report'),
  503: ErrorResponse('The server is shutting down, or the database cannot answer right now; retry'),
}

/** Sign-in, sign-out and passwords (docs/people.md). */
export const authRoutes: FastifyPluginAsyncTypebox<PrincipalDeps & { users: UserService }> = async (
  app,
  deps,
) => {
  const { sessions, users } = deps
  const secure = (request: FastifyRequest) => cookieSecure(request, deps.publicBaseUrl)

  function setCookie(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn): void {
    setSessionCookie(request, reply, deps.publicBaseUrl, signedIn.token)
  }

  function clearCookie(request: FastifyRequest, reply: FastifyReply): void {
    const attributes = [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0']
    reply.header('set-cookie', [...attributes, ...(secure(request) ? ['Secure'] : [])].join('; '))
  }

  const answer = (signedIn: SignedIn) => ({
    data: { user: signedIn.user, expiresAt: signedIn.session.expiresAt },
    error: null,
  })

  app.post(
    '/auth/sign-in',
    {
      // A foreign page may not sign a browser in to an account of its choosing (login CSRF).
      onRequest: async (request) => checkOrigin(request, deps.publicBaseUrl, false),
      schema: {
        operationId: 'signIn',
        tags,
        summary: 'Sign in with email and password: sets the session cookie',
        description:
          'An unknown email and a wrong password get the same 401 in the same time. Five failures for one account within 15 minutes lock it (429) for the rest of the 15 minutes, on every instance, even when the attempts arrive at once. The cookie `pctx_session` is HttpOnly, SameSite=Lax, Path=/, Secure under https; the session ends after 7 days without use or 30 days after sign-in.',
        body: SignInBody,
        response: {
          200: Envelope(SignedInSchema, 'Signed in; the Set-Cookie header carries the session'),
          ...bodyErrors('The body is not {email, password}'),
          401: ErrorResponse('Email or password is wrong (the same answer for an unknown email)'),
          ...common,
        },
      },
    },
    async (request, reply) => {
      const signedIn = await sessions.signIn(request.body.email, request.body.password, auditContext(request))
      setCookie(request, reply, signedIn)
      return answer(signedIn)
    },
  )

  const personOnly = {
    onRequest: requirePerson(deps),
    config: { authenticated: true, sessions: 'only' as const },
  }
  const personErrors = {
    401: ErrorResponse('No session cookie, or its session had already ended'),
    ...common,
    403: ErrorResponse("Another site's page (Origin), or a key rather than a session"),
  }

  app.post(
    '/auth/sign-out',
    {
      ...personOnly,
      // No body is the same as {}: a bare POST signs this session out, as before.
      preValidation: async (request) => {
        request.body ??= {}
      },
      schema: {
        operationId: 'signOut',
        tags,
        summary:
          'End this session, or with {everywhere: true} every session of the person, and clear the cookie',
        description:
          'The session ends on every instance at once. `{"everywhere": true}` ends every session of the person (other browsers and devices too), this one included. The body may be omitted.',
        body: SignOutBody,
        response: {
          200: Envelope(SignedOutSchema, 'Signed out'),
          ...bodyErrors('The body is not {everywhere?: boolean}'),
          ...personErrors,
        },
      },
    },
    async (request, reply) => {
      const person = personOf(request)
      if (request.body?.everywhere === true) await sessions.signOutEverywhere(person, auditContext(request))
      else await sessions.signOut(person, auditContext(request))
      clearCookie(request, reply)
      return { data: { signedOut: true }, error: null }
    },
  )

  app.get(
    '/auth/sessions',
    {
      ...personOnly,
      schema: {
        operationId: 'listSessions',
        tags,
        summary: "The signed-in person's live sessions, oldest first; `current` marks this one",
        description:
          'Every browser or device where the person is signed in. Ended sessions (signed out, 7 days unused, 30 days old) are not listed. Never a token.',
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: Envelope(Type.Array(SessionSchema), 'The sessions'), ...personErrors },
      },
    },
    async (request) => {
      const person = personOf(request)
      return { data: await sessions.listOf(person.user.id, person.session.id), error: null }
    },
  )

  app.delete(
    '/auth/sessions/:sessionId',
    {
      ...personOnly,
      schema: {
        operationId: 'endSession',
        tags,
        summary: "End one of the person's own sessions (sign out another browser or device)",
        description:
          "Ends it on every instance at once. Another person's session, or an unknown or ended one, is 404 (whose it is is not told). Ending the current session also clears the cookie.",
        params: SessionParams,
        response: {
          200: Envelope(SignedOutSchema, 'The session has ended'),
          ...personErrors,
          404: ErrorResponse('You have no session with this id'),
        },
      },
    },
    async (request, reply) => {
      const person = personOf(request)
      await sessions.end(person, request.params.sessionId, auditContext(request))
      if (request.params.sessionId === person.session.id) clearCookie(request, reply)
      return { data: { signedOut: true }, error: null }
    },
  )

  app.post(
    '/auth/password',
    {
      onRequest: async (request) => checkOrigin(request, deps.publicBaseUrl, false),
      schema: {
        operationId: 'setPassword',
        tags,
        summary: "Choose a password with a one-time link's token, or change it with the current one",
        description:
          'With `token` (from the link `pctx user create` or `POST /users` gave), no sign-in is needed: the link is spent, every session of the user ends and a new one starts (the cookie is set). With `currentPassword`, the request must be signed in (session cookie, own Origin); every other session of the user ends. Passwords have 12 to 128 characters.',
        body: PasswordBody,
        response: {
          200: Envelope(SignedInSchema, 'The password is set; the Set-Cookie header carries the session'),
          ...bodyErrors(
            'The password is too short or too long, the link has expired or was spent, the current password is wrong, or both or neither of token and currentPassword were sent',
          ),
          401: ErrorResponse('currentPassword without a session cookie, or its session has ended'),
          ...common,
        },
      },
    },
    async (request, reply) => {
      const { token, currentPassword, password } = request.body
      if ((token === undefined) === (currentPassword === undefined)) {
        throw new ValidationError(
          'Send either token (from a one-time link) or currentPassword, not both or neither',
          [{ path: 'token', message: 'or currentPassword is needed, and only one of them' }],
        )
      }
      if (token !== undefined) {
        const user = await users.setPasswordWithLink(token, password, auditContext(request))
        const signedIn = await sessions.open(user, auditContext(request))
        setCookie(request, reply, signedIn)
        return answer(signedIn)
      }
      const principal = await resolvePrincipal(request, deps)
      if (principal.kind !== 'user') {
        throw new ValidationError('currentPassword is for a signed-in person; a key has no password')
      }
      await users.changePassword(
        principal.user.id,
        principal.session.id,
        currentPassword ?? '',
        password,
        auditContext(request),
      )
      return { data: { user: principal.user, expiresAt: principal.session.expiresAt }, error: null }
    },
  )
}
