import { type RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible'

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
