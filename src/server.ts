import cluster, { type Worker } from 'node:cluster'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.js'
import type { Config } from './config.js'
import { systemClock } from './domain/clock.js'
import { createHistoryRetention } from './domain/history-retention.js'
import type { Store } from './domain/store.js'
import { type RetentionJob, startRetentionJob } from './history-retention-job.js'
import { createSharedWindowCounter } from './limits/fallback-counter.js'
import { createOutageLog } from './limits/outage-log.js'
import {
  createClusterCounter,
  createMemoryCounter,
  createRedisCounter,
  startClusterCounterPrimary,
  type WindowCounter,
} from './limits/window-counter.js'
import { serveMcpPeerDirectory } from './mcp/session-peers.js'
import { clusterScraper, serveClusterMetrics } from './metrics/cluster-metrics.js'
import { createMetrics } from './metrics/metrics.js'
import { withServerNodeFlags } from './node-flags.js'
import { type DeliveryWorker, startDeliveryWorker } from './webhooks/delivery-worker.js'

export interface RunningServer {
  app: FastifyInstance
  url: string
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>
}

type ClosableCounter = WindowCounter & { close?(): Promise<void> }

/**
 * Where this process counts rate limits: Redis when REDIS_URL is set (every instance shares
 * one count), the cluster primary in a WORKERS > 1 worker, else this process's memory. The
 * shared counts are leased (`leased-counter.ts`) so that most requests count without a round
 * trip, and counted in this process's memory while the shared store fails
 * (`fallback-counter.ts`); `log` gets a few lines per outage, not one per request.
 */
export function rateLimitCounter(config: Readonly<Config>, log: (message: string) => void): ClosableCounter {
  const outage = createOutageLog(log)
  const options = { processes: config.workers, outage }
  if (config.redisUrl) {
    const redis = createRedisCounter(config.redisUrl, (error) => outage.failed(error))
    return { ...createSharedWindowCounter(redis, options), close: () => redis.close() }
  }
  if (cluster.isWorker) return createSharedWindowCounter(createClusterCounter(), options)
  return createMemoryCounter()
}

/** Listens on the configured host and port (the only place that does). */
export async function startServer(
  config: Readonly<Config>,
  store: Store,
  counter?: ClosableCounter,
): Promise<RunningServer> {
  // METRICS_TOKEN: this process counts; a cluster worker's /metrics shows the whole group's.
  const metrics = config.metricsToken === null ? null : createMetrics()
  const app = await buildApp({
    config,
    store,
    metrics,
    ...(metrics && cluster.isWorker && { scrapeMetrics: clusterScraper(metrics.registry) }),
    ...(counter && { counter }),
  })
  // The request and header timeouts (config.requestTimeoutMs, headersTimeoutMs) are set where
  // the HTTP server is created, in buildApp: Node takes their checking interval only there.
  let url: string
  try {
    url = await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await app.close().catch(() => undefined)
    throw listenFailed(error, config)
  }
  // HISTORY_RETENTION_DAYS: pruned by each serving process (docs/history.md, "Retention").
  const retention: RetentionJob | undefined =
    config.historyRetentionDays === null
      ? undefined
      : startRetentionJob(
          createHistoryRetention({ store, clock: systemClock, retentionDays: config.historyRetentionDays }),
          app.log,
        )
  // Webhook deliveries: every serving process (each WORKERS process, each instance) polls the
  // outbox; leases give each attempt to exactly one of them (docs/decisions.md, "Webhooks").
  const deliveries: DeliveryWorker = startDeliveryWorker({
    store,
    sender: { allowPrivate: config.webhookAllowPrivate, publicBaseUrl: config.publicBaseUrl },
    retryDelaysMs: config.webhookRetryDelaysMs,
    log: app.log,
    ...(metrics && { onAttempt: (outcome, event) => metrics.webhookAttempted(outcome, event) }),
  })
  let closed: Promise<void> | undefined
  return {
    app,
    url,
    close() {
      closed ??= (async () => {
        // Node only closes keep-alive connections that are idle when close starts; one whose
        // request is still running would then stay open until the client lets go (up to
        // keepAliveTimeout), holding the exit. Close each as soon as its response is sent.
        const sweep = setInterval(() => app.server.closeIdleConnections(), 100)
        try {
          await app.close()
        } finally {
          clearInterval(sweep)
        }
        await retention?.stop()
        // Attempts in flight are cut short and their deliveries handed back to the outbox, so
        // shutting down never waits on a slow receiver; another process (or the next start)
        // delivers them.
        await deliveries.stop()
        await store.close()
        await counter?.close?.()
      })()
      return closed
    },
  }
}

/** Why the server could not listen, saying what to change; the code (EADDRINUSE…) stays in it. */
function listenFailed(error: unknown, config: Readonly<Config>): Error {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  const where = `${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`
  const why: Record<string, string> = {
    EADDRINUSE: `port ${config.port} is already in use (EADDRINUSE): stop what holds it or set PORT to a free port`,
    EACCES: `port ${config.port} needs privileges this process lacks (EACCES): set PORT to 1024 or above`,
    EADDRNOTAVAIL: `${config.host} is not an address of this machine (EADDRNOTAVAIL): set HOST to one (0.0.0.0 for all)`,
  }
  const message = (code && why[code]) ?? (error instanceof Error ? error.message : String(error))
  return new Error(`cannot listen on ${where}: ${message}`, { cause: error })
}

/** SIGTERM/SIGINT: drain and exit 0; a second signal exits at once. */
export function closeOnSignals(server: RunningServer, log: (message: string) => void): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    log(`${signal} received: finishing in-flight requests, then exiting`)
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`)
        process.exit(1)
      })
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

/** Where the cluster primary logs (its src/logging.ts logger). */
export interface ClusterLog {
  info(message: string): void
  warn(message: string): void
}

/**
 * WORKERS > 1: this (primary) process forks that many workers, which share the listening
 * socket (node:cluster) and, without Redis, one rate-limit count kept here. A worker that
 * dies is replaced; SIGTERM/SIGINT drain every worker, then the primary exits 0. Resolves once
 * every worker listens; fails if a worker dies before it ever listened (bad config, port taken).
 */
export function runCluster(config: Readonly<Config>, log: ClusterLog): Promise<void> {
  if (!config.redisUrl) startClusterCounterPrimary()
  if (config.metricsToken !== null) serveClusterMetrics()
  serveMcpPeerDirectory()
  let stopping = false
  let listening = 0
  return new Promise((resolve, reject) => {
    // Not dead: Node removes a worker from cluster.workers only once it both exited and
    // disconnected, and 'exit' may come first, when the worker is still listed.
    const liveWorkers = () =>
      Object.values(cluster.workers ?? {}).filter(
        (worker): worker is Worker => worker !== undefined && !worker.isDead(),
      )
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) process.exit(1)
      stopping = true
      log.info(`${signal} received: draining ${liveWorkers().length} workers, then exiting`)
      if (liveWorkers().length === 0) process.exit(0)
      for (const worker of liveWorkers()) worker.process.kill('SIGTERM')
    }
    process.once('SIGTERM', stop)
    process.once('SIGINT', stop)
    cluster.on('listening', (_worker, address) => {
      // The public port only (a unix socket's addressType is -1).
      if (address.addressType === -1) return
      listening += 1
      if (listening === config.workers) resolve()
    })
    // A message to a worker that is going (an answer to its last rate-limit count, Node's own
    // hand-off of a connection) fails with EPIPE or ERR_IPC_CHANNEL_CLOSED as an 'error' event
    // on that worker; unheard, it would crash this primary, which then exits 1 while draining.
    // The worker's 'exit' below is what counts.
    cluster.on('fork', (worker) => {
      worker.on('error', (error) => {
        if (!stopping && !worker.isDead())
          log.warn(`could not send to worker ${worker.process.pid}: ${error.message}`)
      })
    })
    let failed = false
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) {
        // After a failed start the caller reports the error and exits non-zero itself.
        if (liveWorkers().length === 0 && !failed) process.exit(0)
        return
      }
      if (listening < config.workers) {
        failed = true
        reject(
          new Error(
            `worker ${worker.process.pid} exited (${signal ?? code}) before it listened; see its error above`,
          ),
        )
        stopping = true
        for (const other of liveWorkers()) other.process.kill('SIGTERM')
        return
      }
      log.warn(`worker ${worker.process.pid} exited (${signal ?? code}); starting a replacement`)
      cluster.fork()
    })
    cluster.setupPrimary({ execArgv: withServerNodeFlags(process.execArgv, process.env.NODE_OPTIONS) })
    for (let i = 0; i < config.workers; i++) cluster.fork()
  })
}
