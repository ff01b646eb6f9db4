import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { RateLimiter } from '../../limits/rate-limiter.js'
import type { Metrics } from '../../metrics/metrics.js'
import { ErrorResponse, textResponse } from '../schemas/common.js'
import { bearerToken } from './auth.js'
import { enforce, peekIp } from './rate-limit.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's instruments when METRICS_TOKEN is set, else null (nothing is counted). */
    metrics: Metrics | null
  }
}

/** The label of requests no route matched (404s): one series, whatever the URL was. */
const UNMATCHED = '(unmatched)'

export interface MetricsRouteOptions {
  token: string | null
  /** The text to serve: this process's registry, or the whole cluster's (cluster-metrics.ts). */
  scrape: () => Promise<string>
  limiter: RateLimiter
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Counts every response (method, route pattern, status, duration; 429s by whom) in one
 * onResponse hook. Without METRICS_TOKEN (`metrics` null) nothing is counted: no hook at all.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics | null): void {
  app.decorate('metrics', metrics)
  if (metrics) countResponses(app, metrics)
}

/**
 * GET /metrics for callers presenting METRICS_TOKEN as a bearer token (compared as SHA-256
 * digests in constant time); without METRICS_TOKEN it says how to turn metrics on.
 *
 * A scrape with the token is never rate limited and never counted against its address, as
 * /healthz is not: a scraper shares its address with other traffic (a node, a NAT, a sidecar),
 * and monitoring must not go blind exactly when that traffic is heavy. Anything else (no
 * token, a wrong one, metrics off) counts per client IP like any anonymous request, so guessing
 * the token is throttled.
 */
export const metricsRoute: FastifyPluginAsync<MetricsRouteOptions> = async (
  app,
  { token, scrape, limiter },
) => {
  const metrics = app.metrics
  const expected = token === null ? null : digest(token)
  /** The presented bearer token when it is METRICS_TOKEN; undefined, '' or another token is not. */
  const authorised = (presented: string | undefined) =>
    expected !== null &&
    presented !== undefined &&
    presented !== '' &&
    timingSafeEqual(digest(presented), expected)

  app.get(
    '/metrics',
    {
      // Counted here, by the token, rather than by the global per-IP hook.
      config: { authenticated: true },
      onRequest: async (request) => {
        if (authorised(bearerToken(request))) await peekIp(limiter, request)
        else enforce(request, await limiter.consumeIp(request.ip))
      },
      // No operationId: Prometheus exposition for the operator's scraper, not part of the JSON API,
      // so the OpenAPI document leaves it out (docs/deployment.md, "Metrics", describes it).
      schema: {
        response: {
          200: textResponse('text/plain', 'Prometheus text exposition format 0.0.4'),
          401: ErrorResponse('No bearer token, or not METRICS_TOKEN'),
          404: ErrorResponse('Metrics are off: METRICS_TOKEN is not set'),
          429: ErrorResponse(
            "Without the token (none, a wrong one): over the client IP's limit (PUBLIC_RATE_LIMIT_PER_MINUTE); wait Retry-After seconds. A scrape with the token is never limited",
          ),
          500: ErrorResponse('Unexpected server error; the message quotes the request id to report'),
          503: ErrorResponse('The cluster primary did not answer with the workers’ metrics; retry'),
        },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (expected === null || metrics === null) {
        return reply.code(404).send({
          data: null,
          error:
            'Metrics are off: set METRICS_TOKEN on the server to turn /metrics on (docs/deployment.md, "Metrics")',
        })
      }
      const presented = bearerToken(request)
      if (!authorised(presented)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="pctx metrics"')
          .send({
            data: null,
            error:
              presented === undefined || presented === ''
                ? 'Send the metrics token as `Authorization: Bearer <METRICS_TOKEN>`'
                : 'The bearer token is not this server’s METRICS_TOKEN',
          })
      }
      let text: string
      try {
        text = await scrape()
      } catch (error) {
        request.log.warn({ err: error }, 'could not gather metrics')
        return reply.code(503).send({ data: null, error: 'Could not gather the workers’ metrics; retry' })
      }
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(text)
    },
  )
}

/** One hook per response; request-series.ts keeps it to a few Map lookups. */
function countResponses(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode
    metrics.requests.record(
      request.method,
      request.routeOptions.url ?? UNMATCHED,
      status,
      reply.elapsedTime / 1000,
    )
    if (status === 429 && request.rateLimit?.allowed === false) {
      metrics.rateLimited.inc({ by: request.apiKey ? 'key' : 'ip' })
    }
    done()
  })
}

/**
 * `onLookup` for a representation cache named `cache`, to spread into its options; nothing
 * when metrics are off, so the cache then pays not even a call.
 */
export function cacheLookups(app: FastifyInstance, cache: string): { onLookup?: (hit: boolean) => void } {
  const metrics = app.metrics
  if (!metrics) return {}
  return { onLookup: metrics.cacheLookups(cache) }
}
