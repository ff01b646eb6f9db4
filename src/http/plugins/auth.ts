import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { ForbiddenError, UnauthorizedError } from '../../domain/errors.js'
import type { KeyService } from '../../domain/key-service.js'
import {
  ACCESS_TOKEN_PREFIX,
  type AppPrincipal,
  type OauthService,
} from '../../domain/oauth/oauth-service.js'
import type { AccessService, Requester } from '../../domain/people/access-service.js'
import { type Action, can, InsufficientScopeError } from '../../domain/people/authorization.js'
import type { User } from '../../domain/people/people.js'
import type { SessionPrincipal, SessionService } from '../../domain/people/session-service.js'
import type { StoredApiKey } from '../../domain/store.js'
import type { RateLimiter } from '../../limits/rate-limiter.js'
import {
  audienceCovers,
  oauthBase,
  resourceOf,
  type Surface,
  setBearerChallenge,
} from '../oauth-resources.js'
import { publicBaseUrl } from '../public-base-url.js'
import { enforce } from './rate-limit.js'

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: StoredApiKey | null
    /** The owner of a personal key, as read for this request (null for a machine's key). */
    keyOwner: User | null
    /** The signed-in person, when the request presents a session cookie and no key. */
    person: SessionPrincipal | null
    /** The AI app of an OAuth access token (docs/oauth.md): its grant and person, as read now. */
    app: AppPrincipal | null
  }
  interface FastifyContextConfig {
    /**
     * Set on routes that check a credential themselves and count the request accordingly: an
     * API key (`requireKey`, the key's limit rather than the client IP's), or /metrics' token.
     * The global per-IP count skips them.
     */
    authenticated?: boolean
    /** A person's session cookie is accepted too ('also'), or only it ('only'): for the OpenAPI document. */
    sessions?: 'also' | 'only'
  }
}

/** A plugin of routes that check who asks: each is given what resolves and authorizes a principal. */
export type KeyedRoutes<Deps extends object = object> = FastifyPluginAsyncTypebox<Deps & PrincipalDeps>

/**
 * Route hook of routes only a key may use (MCP): resolves the key (X-API-Key or a bearer token,
 * `presentedKey`), counts the request against the right limit, and leaves the project checks to
 * the route (`can`, per call).
 *
 * - no, malformed, unknown, revoked or expired key, or one whose owner is disabled → counted per
 *   client IP, then 401;
 * - valid key → counted against the key's plan.
 * The key lookup (an indexed read, cached for 2 s) comes first because the key's plan decides
 * its limit; a valid key is never refused for what other traffic from its IP did.
 * Runs before validation, so a caller without a valid key learns nothing else.
 */
export function requireKey(keys: KeyService, limiter: RateLimiter): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    await authenticateAndCount(request, keys, limiter, false)
  }
}

/** `requireKey`'s check, for a route hook that also takes other credentials (MCP's OAuth tokens). */
export async function authenticateKey(
  request: FastifyRequest,
  keys: KeyService,
  limiter: RateLimiter,
): Promise<void> {
  await authenticateAndCount(request, keys, limiter, false)
}

/**
 * Resolves the request's key (401 counted per IP), sets it, and counts it against its plan. A
 * personal key's owner is read afresh (one indexed read; none for a machine's key): a disabled
 * owner's key answers 401 at once.
 */
async function authenticateAndCount(
  request: FastifyRequest,
  keys: KeyService,
  limiter: RateLimiter,
  fresh: boolean,
): Promise<StoredApiKey> {
  let key: StoredApiKey
  try {
    key = await keys.authenticate(presentedKey(request), { fresh })
    if (key.owner) request.keyOwner = await keys.ownerOf(key)
  } catch (error) {
    if (error instanceof UnauthorizedError) enforce(request, await limiter.consumeIp(request.ip))
    throw error
  }
  request.apiKey = key
  enforce(request, await limiter.consumeKey(key))
  return key
}

/**
 * Route hook of every project route: resolves the principal (`resolvePrincipal`: a key exactly
 * as before people existed, the 2 s cache included, or a person by session cookie) and asks
 * `can` whether it may do `action` on `:projectId`. A machine's key is decided with no query;
 * a person's (or a personal key owner's) current role is read on every request.
 */
export function requireAccess(deps: PrincipalDeps, action: Action): onRequestHookHandler {
  return challenging(deps, async (request: FastifyRequest) => {
    const principal = await resolvePrincipal(request, deps, false, false)
    const { projectId } = request.params as { projectId?: string }
    if (projectId === undefined) return
    if (principal.kind === 'key' && principal.owner === null) {
      can({ kind: 'key', key: principal.key, owner: null }, action, projectId)
    } else {
      await deps.access.check(requesterOf(principal), action, projectId)
    }
  })
}

/**
 * Wraps a hook of the API so that a bearer client refused learns where to get a token (RFC 9728
 * §5.1): an OAuth token's 401 says `invalid_token`, its 403 beyond the grant `insufficient_scope`.
 */
function challenging(
  deps: PrincipalDeps,
  hook: (request: FastifyRequest) => Promise<void>,
): onRequestHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await hook(request)
    } catch (error) {
      if (appToken(request) !== undefined && deps.oauth) {
        const kind =
          error instanceof UnauthorizedError
            ? 'invalid_token'
            : error instanceof InsufficientScopeError
              ? 'insufficient_scope'
              : undefined
        if (kind) setBearerChallenge(reply, oauthBase(deps.publicBaseUrl, request), 'api', kind)
      }
      throw error
    }
  }
}

/** An OAuth access token in `Authorization: Bearer` (a key is `pctx_` + 43 characters, never this). */
export function appToken(request: FastifyRequest): string | undefined {
  const token = bearerToken(request)
  return token?.startsWith(ACCESS_TOKEN_PREFIX) ? token : undefined
}

/**
 * Resolves an app's access token (401 counted per IP when it is unknown, expired, revoked, its
 * person disabled, or issued for another resource) and counts the request as its person's.
 */
export async function authenticateApp(
  request: FastifyRequest,
  deps: Pick<PrincipalDeps, 'oauth' | 'limiter' | 'publicBaseUrl'>,
  surface: Surface,
): Promise<AppPrincipal> {
  const token = appToken(request)
  const app = token !== undefined && deps.oauth ? await deps.oauth.authenticate(token) : null
  const base = oauthBase(deps.publicBaseUrl, request)
  if (!app || !audienceCovers(base, app.resource, surface)) {
    enforce(request, await deps.limiter.consumeIp(request.ip))
    throw new UnauthorizedError(
      app
        ? `This access token was issued for ${app.resource}, not ${resourceOf(base, surface)}: ask for one with resource=${resourceOf(base, surface)}`
        : 'The access token is unknown, expired or revoked: refresh it, or connect the app again',
    )
  }
  request.app = app
  enforce(request, await deps.limiter.consumePerson(app.user.id))
  return app
}

/** The grant as `can` reads it. */
export function appGrantOf(app: AppPrincipal) {
  return { clientId: app.grant.clientId, clientName: app.grant.clientName, projects: app.grant.projects }
}

/** The domain's view of a resolved principal. */
export function requesterOf(principal: Principal): Requester {
  if (principal.kind === 'app')
    return { kind: 'app', grant: appGrantOf(principal.app), user: principal.app.user }
  return principal.kind === 'key'
    ? { kind: 'key', key: principal.key, owner: principal.owner }
    : { kind: 'user', user: principal.user }
}

/** The requester of a request whose principal a hook has resolved. */
export function requesterOfRequest(request: FastifyRequest): Requester {
  if (request.app) return { kind: 'app', grant: appGrantOf(request.app), user: request.app.user }
  if (request.person) return { kind: 'user', user: request.person.user }
  return { kind: 'key', key: keyOf(request), owner: request.keyOwner }
}

const BEARER = /^Bearer[ \t]+(\S*)[ \t]*$/i

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The token of `Authorization: Bearer <token>` (the first such header), or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(first(request.headers.authorization) ?? '')?.[1]
}

/**
 * The key a request presents: X-API-Key, or `Authorization: Bearer <key>` (many MCP clients and
 * HTTP tools can only send a bearer token). Both may be sent when they name the same key; two
 * different keys are refused rather than one picked silently. Another Authorization scheme
 * (Basic, e.g. from a proxy in front) is no key.
 */
export function presentedKey(request: FastifyRequest): string | undefined {
  const apiKey = first(request.headers['x-api-key'])
  const bearer = bearerToken(request)
  if (apiKey !== undefined && apiKey !== '' && bearer !== undefined && bearer !== apiKey) {
    throw new UnauthorizedError(
      'X-API-Key and Authorization: Bearer carry different keys: send the key once, in either header',
    )
  }
  return apiKey !== undefined && apiKey !== '' ? apiKey : (bearer ?? apiKey)
}

/** The key `requireKey` resolved, in a handler of a route that has it. */
export function keyOf(request: FastifyRequest): StoredApiKey {
  if (!request.apiKey) throw new Error('requireKey did not set the key')
  return request.apiKey
}

/** The session cookie's name; its value is 32 random bytes (base64url), stored only as a hash. */
export const SESSION_COOKIE = 'pctx_session'

const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/

/** The session cookie's value, or undefined when the request has none (or a malformed one). */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = first(request.headers.cookie)
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim()
      return COOKIE_VALUE.test(value) ? value : undefined
    }
  }
  return undefined
}

/**
 * Who a request acts as: a key (machines; with its owner as read now, for a personal key) or a
 * person signed in with a session cookie.
 */
export type Principal =
  | { kind: 'key'; key: StoredApiKey; owner: User | null }
  | ({ kind: 'user' } & SessionPrincipal)
  | { kind: 'app'; app: AppPrincipal }

export interface PrincipalDeps {
  keys: KeyService
  sessions: SessionService
  /** Roles per project: what `requireAccess` asks once the principal is known. */
  access: AccessService
  limiter: RateLimiter
  /** PUBLIC_BASE_URL: the origin cookie-authenticated changes must come from (else the request's own). */
  publicBaseUrl: string | null
  /** OAuth access tokens of AI apps (docs/oauth.md); without it, only keys and sessions. */
  oauth?: OauthService
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses a request whose Origin is another site's: the browser sends the session cookie with
 * requests other sites make (SameSite=Lax still allows top-level POSTs), so a change made with
 * the cookie must come from pctx's own pages. `required`: a missing Origin is refused too (every
 * browser sends one with a POST; a script with the cookie must send it as well).
 */
export function checkOrigin(request: FastifyRequest, configuredBase: string | null, required: boolean): void {
  if (SAFE_METHODS.has(request.method)) return
  const origin = first(request.headers.origin)
  if (origin === undefined && !required) return
  const own = publicBaseUrl(configuredBase, request, 'the origin check')
  if (origin !== new URL(own).origin) {
    throw new ForbiddenError(
      `A request signed in with the session cookie must come from this server's own pages: send Origin: ${new URL(own).origin}${origin === undefined ? '' : ` (not ${origin})`}`,
    )
  }
}

/**
 * Resolves the one principal of a request, in one place: a key when X-API-Key or a bearer token
 * is present, else the person of the session cookie, whose unsafe requests must carry the
 * server's own Origin (403). Neither: 401, counted per client IP. On the project routes both may
 * come from this process's 2 s caches (a key always did); `/me`, the users API and the auth
 * routes read a session from the database.
 */
export async function resolvePrincipal(
  request: FastifyRequest,
  deps: PrincipalDeps,
  /** false: a key may come from this process's 2 s cache (every route but the admin API). */
  freshKey = true,
  /** false (the project routes only): so may the person of a session cookie (people-cache.ts). */
  freshSession = true,
): Promise<Principal> {
  if (appToken(request) !== undefined)
    return { kind: 'app', app: await authenticateApp(request, deps, 'api') }
  const token = presentedKey(request) === undefined ? sessionToken(request) : undefined
  if (token === undefined) {
    const key = await authenticateAndCount(request, deps.keys, deps.limiter, freshKey)
    return { kind: 'key', key, owner: request.keyOwner }
  }
  const principal = await deps.sessions.authenticate(token, { fresh: freshSession })
  if (!principal) {
    enforce(request, await deps.limiter.consumeIp(request.ip))
    throw new UnauthorizedError('Your session has ended (signed out, expired or disabled): sign in again')
  }
  request.person = principal
  enforce(request, await deps.limiter.consumePerson(principal.user.id))
  checkOrigin(request, deps.publicBaseUrl, true)
  return { kind: 'user', ...principal }
}

/** Route hook: any principal (a key, or a signed-in person). */
export function requirePrincipal(deps: PrincipalDeps, freshKey = true): onRequestHookHandler {
  return challenging(deps, async (request: FastifyRequest) => {
    await resolvePrincipal(request, deps, freshKey)
  })
}

/** Route hook: a signed-in person (a key gets 403: the route is about a person's own account). */
export function requirePerson(deps: PrincipalDeps): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    const principal = await resolvePrincipal(request, deps)
    if (principal.kind !== 'user') {
      throw new ForbiddenError(
        "This is about a person's own account: sign in with email and password, not a key",
      )
    }
  }
}

/**
 * Route hook of the instance-wide admin API (users, projects, keys): an admin key (read fresh,
 * not from the 2 s cache, so one revoked or demoted anywhere stops at once), or a signed-in
 * instance admin (else 403). `what` names the API in the person's 403.
 */
export function requireInstanceAdmin(deps: PrincipalDeps, what = 'managing users'): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    // A key's 403 names what it was refused too; the projects and keys API's keep their wording.
    deps.access.checkAdmin(requesterOf(await resolvePrincipal(request, deps)), what)
  }
}

/**
 * Route hook of a project's settings (`PATCH /projects/:projectId`): an admin key (read fresh),
 * as the admin API always needed, or a person who may `action` on the project (its admins and
 * instance admins). A key that is not an admin key, personal ones included, gets 403.
 */
export function requireAdminKeyOrRole(deps: PrincipalDeps, action: Action): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    const principal = await resolvePrincipal(request, deps)
    if (principal.kind === 'key') {
      deps.keys.authorizeAdmin(principal.key)
      return
    }
    if (principal.kind === 'app') {
      throw new InsufficientScopeError(
        "An app may read or write blocks only: a project's settings are for a person",
      )
    }
    const { projectId } = request.params as { projectId?: string }
    if (projectId === undefined) deps.access.checkAdmin(requesterOf(principal), 'managing projects')
    else await deps.access.check(requesterOf(principal), action, projectId)
  }
}

/**
 * Route hook of the keys a person may manage themselves (create, list their own, revoke their
 * own): an admin key (read fresh) or any signed-in person; the handler decides what the person
 * may do. Other keys get 403 before their body is read, as on the rest of the admin API.
 */
export function requireAdminKeyOrPerson(deps: PrincipalDeps): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    const principal = await resolvePrincipal(request, deps)
    if (principal.kind === 'key') deps.keys.authorizeAdmin(principal.key)
    if (principal.kind === 'app') {
      throw new InsufficientScopeError('An app may read or write blocks only: keys are managed by a person')
    }
  }
}

/** The person `requirePerson` resolved, in a handler of a route that has it. */
export function personOf(request: FastifyRequest): SessionPrincipal {
  if (!request.person) throw new Error('requirePerson did not set the person')
  return request.person
}
