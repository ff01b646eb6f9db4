import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterClusterMaster,
  RateLimiterMemory,
  RateLimiterRedis,
} from 'rate-limiter-flexible'

/**
 * What the limiter needs from its storage: named counters that expire, counting one request at a
 * time. rate-limiter-flexible provides the storage for memory, node:cluster and Redis, so every
 * backend counts the same way; the window arithmetic stays in `rate-limiter.ts`.
 */
export interface WindowCounter {
  /**
   * Counts one request on `key`, a window that admits `limit` requests, and returns its number in
   * the window: 1 for the first, and never the same number twice, even across processes that
   * share the count. So `number <= limit` admits at most `limit` requests. The counter expires
   * after `ttlSeconds`; `limit` lets a shared counter lease units (see `leased-counter.ts`).
   */
  increment(key: string, ttlSeconds: number, limit: number): Promise<number>
  /** The current count of `key` (0 when unknown), without changing it. */
  peek(key: string): Promise<number>
  /**
   * Counts one request on `key` as `increment` does, and lets the caller give it back once it
   * turns out not to count (a sign-in whose password was right): the count is taken before the
   * work it limits, so requests racing each other cannot all see room for themselves.
   */
  reserve(key: string, ttlSeconds: number, limit: number): Promise<Reservation>
}

/** One request counted by `WindowCounter.reserve`. */
export interface Reservation {
  /** Its number in the window, as `increment` returns it. */
  number: number
  /** Takes it off the count again, in the store that counted it. Call at most once. */
  giveBack(): Promise<void>
}

/** Atomic "add and read" on named counters that expire, in a store one or many processes share. */
export interface SharedCounter {
  /** Adds `units` to `key` at once and returns the new count; the counter expires after `ttlSeconds`. */
  add(key: string, units: number, ttlSeconds: number): Promise<number>
  /** The current count of `key` (0 when unknown), without changing it. */
  peek(key: string): Promise<number>
  /** Takes `units` off `key` (units added earlier that turned out not to count). */
  giveBack(key: string, units: number, ttlSeconds: number): Promise<void>
}

/** Uses a rate-limiter-flexible limiter as a counter: points are unbounded, we compare ourselves. */
export function counterFromLimiter(limiter: RateLimiterAbstract): SharedCounter {
  return {
    async add(key, units, ttlSeconds) {
      const res = await limiter.consume(key, units, { customDuration: ttlSeconds })
      return res.consumedPoints
    },
    async peek(key) {
      const res = await limiter.get(key)
      return res?.consumedPoints ?? 0
    },
    async giveBack(key, units, ttlSeconds) {
      await limiter.reward(key, units, { customDuration: ttlSeconds })
    },
  }
}

/** Counts in this process's memory: right for a single process. */
export function createMemoryCounter(): WindowCounter {
  const counter = counterFromLimiter(
    new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration: 86_400 * 2 }),
  )
  return {
    increment: (key, ttlSeconds) => counter.add(key, 1, ttlSeconds),
    peek: (key) => counter.peek(key),
    async reserve(key, ttlSeconds) {
      return {
        number: await counter.add(key, 1, ttlSeconds),
        giveBack: () => counter.giveBack(key, 1, ttlSeconds),
      }
    },
  }
}

/**
 * Counts in the primary process of a node:cluster group (WORKERS > 1), so every worker shares
 * one count without Redis. The primary must have created a RateLimiterClusterMaster. Each call
 * is an IPC round trip: workers lease units from it (`createLeasedCounter`).
 *
 * The timeout is generous: the primary is a local process that does little but count, so a late
 * answer means a busy machine, not an outage (workers exit with their primary). A worker that
 * spends a while on one synchronous task (its first requests compile their schemas) runs its
 * due timers before it reads an answer that came meanwhile, so a 2 s timeout could expire on a
 * loaded machine with the answer already there (docs/decisions.md, "A worker never counts alone").
 */
export function createClusterCounter(): SharedCounter {
  return counterFromLimiter(
    new RateLimiterCluster({
      keyPrefix: 'pctx',
      points: Number.MAX_SAFE_INTEGER,
      duration: 86_400 * 2,
      timeoutMs: 10_000,
    }),
  )
}

/** The primary side of `createClusterCounter`; call once in the cluster primary. */
export function startClusterCounterPrimary(): void {
  new RateLimiterClusterMaster()
}

/**
 * Counts in Redis: one atomic count for every process and instance. Commands are not queued
 * while Redis is unreachable, so a request fails fast and is counted in memory instead
 * (`fallback-counter.ts`). ioredis is
 * loaded only here, when REDIS_URL is set, so a server without Redis never pays for loading it.
 * Each call is a Redis round trip: processes lease units from it (`createLeasedCounter`).
 */
export function createRedisCounter(
  url: string,
  onError: (error: Error) => void,
): SharedCounter & { close(): Promise<void> } {
  const ready = import('ioredis').then(async ({ Redis }) => {
    const client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    })
    client.on('error', onError)
    // Commands fail fast while the client is not ready, and it is not before its first connect:
    // the first requests after start-up would all be counted in memory (they used to be let
    // through uncounted). Wait for that first connect, or its failure, once.
    await new Promise<void>((resolve) => {
      client.once('ready', resolve)
      client.once('error', () => resolve())
    })
    const limiter = new RateLimiterRedis({
      storeClient: client,
      keyPrefix: 'pctx',
      points: Number.MAX_SAFE_INTEGER,
      duration: 86_400 * 2,
      rejectIfRedisNotReady: true,
    })
    return { client, counter: counterFromLimiter(limiter) }
  })
  return {
    async add(key, units, ttlSeconds) {
      return (await ready).counter.add(key, units, ttlSeconds)
    },
    async peek(key) {
      return (await ready).counter.peek(key)
    },
    async giveBack(key, units, ttlSeconds) {
      return (await ready).counter.giveBack(key, units, ttlSeconds)
    },
    async close() {
      ;(await ready).client.disconnect()
    },
  }
}
