import type { FastifyInstance, FastifyRequest } from 'fastify'
import { RateLimitedError } from '../../domain/errors.js'
import type { RateDecision, RateLimiter } from '../../limits/rate-limiter.js'

declare module 'fastify' {
  interface FastifyRequest {
    rateLimit: RateDecision | null
  }
}

/** Probes are never counted; they still report the caller's window. */
const UNCOUNTED_PATHS = new Set(['/healthz', '/readyz'])

/** Records the decision for the response headers and refuses the request when it is over. */
export function enforce(request: FastifyRequest, decision: RateDecision): void {
  request.rateLimit = decision
  if (!decision.allowed) {
    throw new RateLimitedError(
      `Rate limit exceeded: ${decision.scope}; retry in ${decision.retryAfter} s (see the Retry-After header)`,
      decision.retryAfter,
    )
  }
}

/**
 * Counts unauthenticated traffic per client IP before anything else runs, and puts
 * X-RateLimit-Limit/Remaining/Reset on every response, errors and 304s included. Routes marked
 * `config.authenticated` are counted by `requireKey` instead, once the key is known.
 */
export function registerRateLimit(app: FastifyInstance, limiter: RateLimiter): void {
  app.decorateRequest('rateLimit', null)

  // Callback hooks, not async ones: they run on every request (see app.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.authenticated) return done()
    const path = request.url.split('?')[0] ?? ''
    const counted = UNCOUNTED_PATHS.has(path)
      ? limiter.peekIp(request.ip).then((decision) => {
          request.rateLimit = decision
        })
      : limiter.consumeIp(request.ip).then((decision) => enforce(request, decision))
    counted.then(() => done(), done)
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    const decision = request.rateLimit
    if (decision) {
      reply.header('x-ratelimit-limit', decision.limit)
      reply.header('x-ratelimit-remaining', decision.remaining)
      reply.header('x-ratelimit-reset', decision.resetAt)
    }
    done(null, payload)
  })
}
