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
    /** Set on routes that need X-API-Key; their rate limit is the key's, not the client IP's. */
    authenticated?: boolean
  }
}

/**
 * Route hook: resolves X-API-Key, counts the request against the right limit, then checks the
 * key may use `:projectId` with the access the route needs.
 *
 * - no, malformed, unknown, revoked or expired key → counted per client IP, then 401;
 * - valid key → counted against the key's plan (a 403 counts too), then 403 if not allowed.
 * The key lookup (an indexed read, cached for 2 s) comes first because the key's plan decides
 * its limit; a valid key is never refused for what other traffic from its IP did.
 * Runs before validation, so a caller without a valid key learns nothing else.
 */
export function requireKey(keys: KeyService, limiter: RateLimiter, need: KeyAccess): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    const raw = request.headers['x-api-key']
    const header = Array.isArray(raw) ? raw[0] : raw
    let key: StoredApiKey
    try {
      key = await keys.authenticate(header)
    } catch (error) {
      if (error instanceof UnauthorizedError) enforce(request, await limiter.consumeIp(request.ip))
      throw error
    }
    request.apiKey = key
    enforce(request, await limiter.consumeKey(key))
    const { projectId } = request.params as { projectId?: string }
    if (projectId !== undefined) keys.authorize(key, projectId, need)
  }
}

/** Who a request acts as, for the history: the key `requireKey` resolved. */
export function actorOf(request: FastifyRequest): Actor | null {
  return request.apiKey ? { keyId: request.apiKey.id, keyName: request.apiKey.name } : null
}
