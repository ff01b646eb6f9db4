import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest, onRequestHookHandler } from 'fastify'
import { UnauthorizedError } from '../../domain/errors.js'
import type { Actor } from '../../domain/history.js'
import type { KeyService } from '../../domain/key-service.js'
import type { KeyAccess } from '../../domain/model.js'
import type { StoredApiKey } from '../../domain/store.js'
import type { RateLimiter } from '../../limits/rate-limiter.js'
import { enforce } from './rate-limit.js'

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: StoredApiKey | null
  }
  interface FastifyContextConfig {
    /**
     * Set on routes that check a credential themselves and count the request accordingly: an
     * API key (`requireKey`, the key's limit rather than the client IP's), or /metrics' token.
     * The global per-IP count skips them.
     */
    authenticated?: boolean
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
