import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Clock } from '../domain/clock.js'
import type { Store } from '../domain/store.js'
import type { AttemptOutcome, WebhookEvent } from '../domain/webhooks.js'
import { attemptReason } from '../webhooks/attempt-reason.js'
import { createRequestSeries } from './request-series.js'

/** How a sync ended: written, a dry run, or refused (invalid, conflict, too large…). */
export type SyncOutcome = 'applied' | 'dry_run' | 'rejected'

/** What the store's pool is doing now (src/domain/store.ts `poolStats`). */
export interface PoolReading {
  pool: string
  size: number
  idle: number
  waiting: number
}

/** The webhook outbox now: deliveries not yet delivered or failed, and the oldest one's age. */
export interface OutboxReading {
  pending: number
  oldestPendingSeconds: number
}

/**
 * Every instrument /metrics shows, on a registry of its own (one per app, so tests can build
 * many apps in one process). Label values are bounded: routes are Fastify's patterns
 * (`/api/v1/projects/:projectId/blocks/:key`), never raw URLs; reasons are a fixed list.
 * Gauges that read the database or a pool are read on scrape (`collect`), never per request.
 * Under WORKERS each process counts its own and src/metrics/cluster-metrics.ts adds them up;
 * the `aggregator` of each gauge says how (sums for per-process pools, max for the outbox,
 * which every process reads from the same database).
 */
export function createMetrics() {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry })

  // Cache lookups happen on the hot read paths: counted in plain numbers, handed to the counter
  // at each scrape (a labelled prom-client counter hashes its labels on every call).
  const lookups = new Map<string, { hit: number; miss: number }>()
  new Counter({
    name: 'pctx_representation_cache_lookups_total',
    help: 'Lookups in the HTTP caches of rendered answers, by cache and result (hit, miss).',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset()
      for (const [cache, counts] of lookups) {
        this.inc({ cache, result: 'hit' }, counts.hit)
        this.inc({ cache, result: 'miss' }, counts.miss)
      }
    },
  })

  let readPool: (() => PoolReading | undefined) | undefined
  let readOutbox: (() => Promise<OutboxReading>) | undefined

  const metrics = {
    registry,
    /** Requests by route pattern and status, and their durations (request-series.ts). */
    requests: createRequestSeries(registry),
    rateLimited: new Counter({
      name: 'pctx_rate_limited_requests_total',
      help: 'Requests refused with 429: by API key (its plan or limits) or by client IP (no valid key).',
      labelNames: ['by'] as const,
      registers,
    }),
    syncDuration: new Histogram({
      name: 'pctx_sync_duration_seconds',
      help: 'Time a sync took in the service (HTTP and MCP), by outcome.',
      labelNames: ['outcome'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    webhookAttempts: new Counter({
      name: 'pctx_webhook_delivery_attempts_total',
      help: 'Webhook delivery attempts by outcome (success, failure) and reason of a failure.',
      labelNames: ['outcome', 'reason'] as const,
      registers,
    }),
    webhookAttemptDuration: new Histogram({
      name: 'pctx_webhook_attempt_duration_seconds',
      help: 'Time one webhook delivery attempt took, until the receiver answered or it failed.',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    webhookDeliveryLatency: new Histogram({
      name: 'pctx_webhook_delivery_latency_seconds',
      help: 'Time from the change that made an event to its successful delivery (retries included).',
      buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800, 3600, 21600, 86400],
      registers,
    }),
    /** Counts the lookups of the representation cache named `cache`. */
    cacheLookups(cache: string): (hit: boolean) => void {
      let counts = lookups.get(cache)
      if (!counts) {
        counts = { hit: 0, miss: 0 }
        lookups.set(cache, counts)
      }
      const mine = counts
      return (hit) => {
        if (hit) mine.hit += 1
        else mine.miss += 1
      }
    },
    /** Counts a finished webhook attempt (delivery-worker.ts `onAttempt`). */
    webhookAttempted(outcome: AttemptOutcome, event: WebhookEvent, nowMs = Date.now()): void {
      const reason = attemptReason(outcome)
      metrics.webhookAttempts.inc({ outcome: reason === 'none' ? 'success' : 'failure', reason })
      metrics.webhookAttemptDuration.observe(outcome.durationMs / 1000)
      const madeAt = Date.parse(event.timestamp)
      if (reason === 'none' && Number.isFinite(madeAt)) {
        metrics.webhookDeliveryLatency.observe(Math.max(0, nowMs - madeAt) / 1000)
      }
    },
    /** Reads the store's pool at each scrape (src/domain/store.ts `poolStats`). */
    watchPool(read: () => PoolReading | undefined): void {
      readPool = read
    },
    /** Reads the webhook outbox at each scrape. */
    watchOutbox(read: () => Promise<OutboxReading>): void {
      readOutbox = read
    },
  }

  const poolGauge = (name: string, help: string, field: 'size' | 'idle' | 'waiting') =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      aggregator: 'sum',
      registers,
      collect() {
        this.reset()
        const reading = readPool?.()
        if (reading) this.set({ pool: reading.pool }, reading[field])
      },
    })
  poolGauge(
    'pctx_db_pool_size',
    'Connections (PostgreSQL) or search threads (SQLite) open in the store pool.',
    'size',
  )
  poolGauge('pctx_db_pool_idle', 'Connections or search threads of the store pool doing nothing.', 'idle')
  poolGauge(
    'pctx_db_pool_waiting',
    'Queries waiting for a PostgreSQL connection, or searches queued on SQLite search threads.',
    'waiting',
  )

  // Every process reads the same outbox: the cluster total is the same number, not a sum. The
  // two gauges share one read per scrape.
  let outbox: Promise<OutboxReading | undefined> | undefined
  const outboxNow = () => {
    outbox ??= (readOutbox?.() ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .finally(() => {
        outbox = undefined
      })
    return outbox
  }
  new Gauge({
    name: 'pctx_webhook_outbox_pending',
    help: 'Webhook deliveries waiting in the outbox (due now, retrying later, or being attempted).',
    aggregator: 'max',
    registers,
    async collect() {
      const reading = await outboxNow()
      if (reading) this.set(reading.pending)
    },
  })
  new Gauge({
    name: 'pctx_webhook_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest delivery in the webhook outbox (0 when it is empty).',
    aggregator: 'max',
    registers,
    async collect() {
      const reading = await outboxNow()
      if (reading) this.set(reading.oldestPendingSeconds)
    },
  })

  return metrics
}

export type Metrics = ReturnType<typeof createMetrics>

/** Points the pool and outbox gauges at `store`: read at each scrape. */
export function watchStore(metrics: Metrics, store: Store, clock: Clock): void {
  metrics.watchPool(() => store.poolStats?.())
  metrics.watchOutbox(async () => {
    const { pending, oldestCreatedAt } = await store.webhooks.outboxStats()
    const oldest = oldestCreatedAt === null ? Number.NaN : Date.parse(oldestCreatedAt)
    const age = Number.isFinite(oldest) ? Math.max(0, clock.now().getTime() - oldest) / 1000 : 0
    return { pending, oldestPendingSeconds: age }
  })
}
