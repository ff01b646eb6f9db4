import { createLeasedCounter } from './leased-counter.js'
import type { OutageLog } from './outage-log.js'
import { createMemoryCounter, type SharedCounter, type WindowCounter } from './window-counter.js'

export interface FallbackOptions {
  /**
   * How many processes of this machine count alone while the shared store fails (WORKERS).
   * Each takes an equal share of every limit, so together they still admit no more than it.
   */
  processes: number
}

/**
 * A shared counter (Redis, the cluster primary) with a per-process memory counter to fall back
 * on, what rate-limiter-flexible's `insuranceLimiter` does for its store limiters: while the
 * shared store fails, requests are counted here instead of being let through uncounted (a dead
 * Redis used to admit 43 746 requests of a 60/min key in 7 s, and a cluster worker whose lease
 * request timed out at start-up admitted 7 of 7 of a 6/min key). Every request still asks the
 * shared store first, so counting goes back to it as soon as it answers.
 *
 * While failing, a process's n-th request of a window gets the number n × `processes`: node:cluster
 * hands connections out round robin, so that estimates the machine's count, and
 * `number <= limit` admits floor(limit / processes) per process. The requests counted here are
 * not added to the shared count when it comes back: a window that spans the recovery may admit
 * up to that much more (docs/decisions.md).
 */
export function createFallbackCounter(shared: WindowCounter, { processes }: FallbackOptions): WindowCounter {
  const memory = createMemoryCounter()
  return {
    async increment(key, ttlSeconds, limit) {
      try {
        return await shared.increment(key, ttlSeconds, limit)
      } catch {
        return (await memory.increment(key, ttlSeconds, limit)) * processes
      }
    },
    async peek(key) {
      try {
        return await shared.peek(key)
      } catch {
        return (await memory.peek(key)) * processes
      }
    },
    // Given back where it was counted: a unit counted here during an outage must not come off
    // the shared count once the store answers again. Numbered (n-1) × processes + 1, not
    // n × processes: each process still admits its first attempt, so a small limit (the
    // sign-in lockout's 5) with more processes than that does not refuse every sign-in while
    // the store fails; a machine admits up to processes × ceil(limit / processes) meanwhile.
    async reserve(key, ttlSeconds, limit) {
      try {
        return await shared.reserve(key, ttlSeconds, limit)
      } catch {
        const held = await memory.reserve(key, ttlSeconds, limit)
        return { number: (held.number - 1) * processes + 1, giveBack: held.giveBack }
      }
    },
  }
}

/**
 * Tells `outage` how each round trip to the shared store went. Only round trips say whether the
 * store answers: a request served from units already leased says nothing about it.
 */
function reportingTo(outage: OutageLog, shared: SharedCounter): SharedCounter {
  async function watch<T>(call: Promise<T>): Promise<T> {
    try {
      const result = await call
      outage.succeeded()
      return result
    } catch (error) {
      outage.failed(error)
      throw error
    }
  }
  return {
    add: (key, units, ttlSeconds) => watch(shared.add(key, units, ttlSeconds)),
    peek: (key) => watch(shared.peek(key)),
    giveBack: (key, units, ttlSeconds) => watch(shared.giveBack(key, units, ttlSeconds)),
  }
}

/**
 * How every process counts in a shared store: leased units, this process's memory while the
 * store fails, and `outage` told of every round trip (it logs when failures start and end).
 */
export function createSharedWindowCounter(
  shared: SharedCounter,
  options: FallbackOptions & { outage: OutageLog },
): WindowCounter {
  return createFallbackCounter(createLeasedCounter(reportingTo(options.outage, shared)), options)
}
