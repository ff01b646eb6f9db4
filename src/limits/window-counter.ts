import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterClusterMaster,
  RateLimiterMemory,
  RateLimiterRedis,
} from 'rate-limiter-flexible'

/**
 * Atomic "increment and read" on named counters that expire: the only thing the limiter needs
 * from its storage. rate-limiter-flexible provides it for memory, node:cluster and Redis, so
 * every backend counts the same way; the window arithmetic stays in `rate-limiter.ts`.
 */
export interface WindowCounter {
  /** Adds one to `key` and returns the new count; the counter expires after `ttlSeconds`. */
  increment(key: string, ttlSeconds: number): Promise<number>
  /** The current count of `key` (0 when unknown), without changing it. */
  peek(key: string): Promise<number>
}

/** Uses a rate-limiter-flexible limiter as a counter: points are unbounded, we compare ourselves. */
export function counterFromLimiter(limiter: RateLimiterAbstract): WindowCounter {
  return {
    async increment(key, ttlSeconds) {
      const res = await limiter.consume(key, 1, { customDuration: ttlSeconds })
      return res.consumedPoints
    },
    async peek(key) {
      const res = await limiter.get(key)
      return res?.consumedPoints ?? 0
    },
  }
}

/** Counts in this process's memory: right for a single process. */
export function createMemoryCounter(): WindowCounter {
  return counterFromLimiter(new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration: 86_400 * 2 }))
}

/**
 * Counts in the primary process of a node:cluster group (WORKERS > 1), so every worker shares
 * one count without Redis. The primary must have created a RateLimiterClusterMaster.
 */
export function createClusterCounter(): WindowCounter {
  return counterFromLimiter(
    new RateLimiterCluster({
      keyPrefix: 'pctx',
      points: Number.MAX_SAFE_INTEGER,
      duration: 86_400 * 2,
      timeoutMs: 2000,
    }),
  )
}

/** The primary side of `createClusterCounter`; call once in the cluster primary. */
export function startClusterCounterPrimary(): void {
  new RateLimiterClusterMaster()
}

/**
 * Counts in Redis: one atomic count for every process and instance. Commands are not queued
 * while Redis is unreachable, so a request fails fast and the limiter fails open. ioredis is
 * loaded only here, when REDIS_URL is set: it costs a server without Redis ~0.1 s of start-up.
 */
export function createRedisCounter(
  url: string,
  onError: (error: Error) => void,
): WindowCounter & { close(): Promise<void> } {
  const ready = import('ioredis').then(({ Redis }) => {
    const client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    })
    client.on('error', onError)
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
    async increment(key, ttlSeconds) {
      return (await ready).counter.increment(key, ttlSeconds)
    },
    async peek(key) {
      return (await ready).counter.peek(key)
    },
    async close() {
      ;(await ready).client.disconnect()
    },
  }
}
