import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
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

/** Counts a request per client IP (probes only peek, and are never refused). */
export function countIp(limiter: RateLimiter, request: FastifyRequest): Promise<RateDecision> {
  const path = request.url.split('?')[0] ?? ''
  if (UNCOUNTED_PATHS.has(path)) return peekIp(limiter, request)
  return limiter.consumeIp(request.ip).then((decision) => {
    request.rateLimit = decision
    return decision
  })
}

/**
 * Reports the client IP's window without counting the request or refusing it: for probes and
 * authorised metrics scrapes, which must keep working whatever else the address sends.
 */
export function peekIp(limiter: RateLimiter, request: FastifyRequest): Promise<RateDecision> {
  return limiter.peekIp(request.ip).then((peeked) => {
    const decision = { ...peeked, allowed: true }
    request.rateLimit = decision
    return decision
  })
}

/**
 * The rate-limit headers of a response: X-RateLimit-Limit/Remaining/Reset for the window with
 * the fewest requests left, and the same in the IETF draft's structured fields
 * (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy` lists every window the caller is
 * under (`q` requests per `w` seconds), `RateLimit` reports on that window (`r` left, `t`
 * seconds to its reset). Clients written for either convention find what they expect.
 */
export function rateHeaders(decision: RateDecision): [name: string, value: string][] {
  const policies = decision.policies.map(({ name, limit, seconds }) => `"${name}";q=${limit};w=${seconds}`)
  return [
    ['X-RateLimit-Limit', String(decision.limit)],
    ['X-RateLimit-Remaining', String(decision.remaining)],
    ['X-RateLimit-Reset', String(decision.resetAt)],
    ['RateLimit-Policy', policies.join(', ')],
    ['RateLimit', `"${decision.window}";r=${decision.remaining};t=${decision.retryAfter}`],
  ]
}

export function setRateHeaders(reply: FastifyReply, decision: RateDecision): void {
  for (const [name, value] of rateHeaders(decision)) reply.header(name, value)
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
    countIp(limiter, request)
      .then((decision) => enforce(request, decision))
      .then(() => done(), done)
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.rateLimit) {
      setRateHeaders(reply, request.rateLimit)
      return done(null, payload)
    }
    // Answered before it was counted: a refused coding, a key lookup that failed, shutdown.
    // Count it per IP now, so every response carries a window and none is free.
    countIp(limiter, request).then(
      (decision) => {
        setRateHeaders(reply, decision)
        done(null, payload)
      },
      () => done(null, payload),
    )
  })
}
