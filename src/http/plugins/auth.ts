import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest, onRequestHookHandler } from 'fastify'
import { ForbiddenError, UnauthorizedError } from '../../domain/errors.js'
import type { Actor } from '../../domain/history.js'
import type { KeyService } from '../../domain/key-service.js'
import type { KeyAccess } from '../../domain/model.js'
import type { SessionPrincipal, SessionService } from '../../domain/people/session-service.js'
import type { StoredApiKey } from '../../domain/store.js'
import type { RateLimiter } from '../../limits/rate-limiter.js'
import { publicBaseUrl } from '../public-base-url.js'
import { enforce } from './rate-limit.js'

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: StoredApiKey | null
    /** The signed-in person, when the request presents a session cookie and no key. */
    person: SessionPrincipal | null
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

/** A plugin of routes that check a key: each is given the key service and the rate limiter. */
export type KeyedRoutes<Deps extends object = object> = FastifyPluginAsyncTypebox<
  Deps & { keys: KeyService; limiter: RateLimiter }
>

/**
 * Route hook: resolves the key (X-API-Key or a bearer token, `presentedKey`), counts the request
 * against the right limit, then checks the key may use `:projectId` with the access the route needs.
 *
 * - no, malformed, unknown, revoked or expired key → counted per client IP, then 401;
 * - valid key → counted against the key's plan (a 403 counts too), then 403 if not allowed.
 * The key lookup (an indexed read, cached for 2 s) comes first because the key's plan decides
 * its limit; a valid key is never refused for what other traffic from its IP did.
 * Runs before validation, so a caller without a valid key learns nothing else.
 */
export function requireKey(keys: KeyService, limiter: RateLimiter, need: KeyAccess): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    const key = await authenticateAndCount(request, keys, limiter, false)
    const { projectId } = request.params as { projectId?: string }
    if (projectId !== undefined) keys.authorize(key, projectId, need)
  }
}

/** Resolves the request's key (401 counted per IP), sets it, and counts it against its plan. */
async function authenticateAndCount(
  request: FastifyRequest,
  keys: KeyService,
  limiter: RateLimiter,
  fresh: boolean,
): Promise<StoredApiKey> {
  let key: StoredApiKey
  try {
    key = await keys.authenticate(presentedKey(request), { fresh })
  } catch (error) {
    if (error instanceof UnauthorizedError) enforce(request, await limiter.consumeIp(request.ip))
    throw error
  }
  request.apiKey = key
  enforce(request, await limiter.consumeKey(key))
  return key
}

/**
 * Route hook of the admin API (projects and keys): like `requireKey`, but the key must be an
 * admin key (else 403), and it is read from the database on every request rather than from the
 * 2 s cache, so an admin key revoked or demoted on any instance stops working here at once.
 */
export function requireAdmin(keys: KeyService, limiter: RateLimiter): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    keys.authorizeAdmin(await authenticateAndCount(request, keys, limiter, true))
  }
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

/** Who a request acts as, for the history: the key `requireKey` resolved. */
export function actorOf(request: FastifyRequest): Actor | null {
  return request.apiKey ? { keyId: request.apiKey.id, keyName: request.apiKey.name } : null
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

/** Who a request acts as: a key (machines) or a person signed in with a session cookie. */
export type Principal = { kind: 'key'; key: StoredApiKey } | ({ kind: 'user' } & SessionPrincipal)

export interface PrincipalDeps {
  keys: KeyService
  sessions: SessionService
  limiter: RateLimiter
  /** PUBLIC_BASE_URL: the origin cookie-authenticated changes must come from (else the request's own). */
  publicBaseUrl: string | null
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

/** A signed-in person is counted like a pro key of their own (their id, not their IP). */
const personPlan = (principal: SessionPrincipal) =>
  ({ id: `user:${principal.user.id}`, plan: 'pro', perMinute: null, perDay: null }) as const

/**
 * Resolves the one principal of a request, in one place: a key when X-API-Key or a bearer token
 * is present (exactly as `requireKey`, read fresh), else the person of the session cookie (read
 * from the database on every request, so a sign-out, disable or password change anywhere counts
 * at once), whose unsafe requests must carry the server's own Origin (403). Neither: 401, counted
 * per client IP.
 */
export async function resolvePrincipal(
  request: FastifyRequest,
  deps: PrincipalDeps,
  /** false: a key may come from the 2 s cache, as on `requireKey` routes. */
  freshKey = true,
): Promise<Principal> {
  const token = presentedKey(request) === undefined ? sessionToken(request) : undefined
  if (token === undefined) {
    return { kind: 'key', key: await authenticateAndCount(request, deps.keys, deps.limiter, freshKey) }
  }
  const principal = await deps.sessions.authenticate(token)
  if (!principal) {
    enforce(request, await deps.limiter.consumeIp(request.ip))
    throw new UnauthorizedError('Your session has ended (signed out, expired or disabled): sign in again')
  }
  request.person = principal
  enforce(request, await deps.limiter.consumeKey(personPlan(principal)))
  checkOrigin(request, deps.publicBaseUrl, true)
  return { kind: 'user', ...principal }
}

/** Route hook: any principal (a key, or a signed-in person). */
export function requirePrincipal(deps: PrincipalDeps, freshKey = true): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    await resolvePrincipal(request, deps, freshKey)
  }
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
 * Route hook of the users API and the audit log: an admin key, or a signed-in instance admin
 * (else 403, saying what `doing` needs one).
 */
export function requireInstanceAdmin(deps: PrincipalDeps, doing = 'managing users'): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    const principal = await resolvePrincipal(request, deps)
    if (principal.kind === 'key') deps.keys.authorizeAdmin(principal.key)
    else if (!principal.user.admin) {
      throw new ForbiddenError(`${principal.user.email} is not an instance admin: ${doing} needs one`)
    }
  }
}

/** The person `requirePerson` resolved, in a handler of a route that has it. */
export function personOf(request: FastifyRequest): SessionPrincipal {
  if (!request.person) throw new Error('requirePerson did not set the person')
  return request.person
}
