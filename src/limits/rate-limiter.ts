import type { Clock } from '../domain/clock.js'
import type { ApiKey } from '../domain/model.js'
import { limitsOf, PLAN_LIMITS, type PlanLimits } from './plans.js'
import type { WindowCounter } from './window-counter.js'

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

/** The state of the window that has the fewest requests left, as the headers report it. */
export interface RateDecision {
  allowed: boolean
  limit: number
  remaining: number
  /** Unix epoch seconds at which that window resets. */
  resetAt: number
  /** Seconds until the reset; what Retry-After says on a 429. */
  retryAfter: number
  /** Human description for a 429 message: who is limited and by what. */
  scope: string
  /** The window this decision describes (`minute` or `day`): the policy it reports on. */
  window: WindowName
  /** Every window the caller is limited by, with its quota: the IETF draft's policies. */
  policies: RatePolicy[]
}

export type WindowName = 'minute' | 'day'

/** One limit the caller is under: `limit` requests per `seconds`-long window named `name`. */
export interface RatePolicy {
  name: WindowName
  limit: number
  seconds: number
}

export interface RateLimiterDeps {
  counter: WindowCounter
  clock: Clock
  publicPerMinute: number
  /** What a signed-in person may make (PEOPLE_RATE_LIMIT_PER_MINUTE, …_PER_DAY); pro's by default. */
  peopleLimits?: PlanLimits
  /** Called when the counter store fails; requests are then let through (fail open). */
  onStoreError: (error: unknown) => void
}

interface Window {
  name: WindowName
  ms: number
}

const MINUTE: Window = { name: 'minute', ms: MINUTE_MS }
const DAY: Window = { name: 'day', ms: DAY_MS }

/**
 * Fixed-window limits on UTC minutes and UTC days. Each window is its own counter, named by the
 * window's index since the epoch, so windows start and end on the clock's boundaries for every
 * process and instance alike.
 */
export function createRateLimiter({
  counter,
  clock,
  publicPerMinute,
  peopleLimits = PLAN_LIMITS.pro,
  onStoreError,
}: RateLimiterDeps) {
  function windowOf(window: Window, nowMs: number) {
    const index = Math.floor(nowMs / window.ms)
    const endMs = (index + 1) * window.ms
    return {
      index,
      endMs,
      resetAt: Math.floor(endMs / 1000),
      retryAfter: Math.max(1, Math.ceil((endMs - nowMs) / 1000)),
    }
  }

  function decision(
    window: Window,
    nowMs: number,
    limit: number,
    count: number,
    scope: string,
    policies: RatePolicy[],
  ): RateDecision {
    const { resetAt, retryAfter } = windowOf(window, nowMs)
    return {
      allowed: count <= limit,
      limit,
      remaining: Math.max(0, limit - count),
      resetAt,
      retryAfter,
      scope,
      window: window.name,
      policies,
    }
  }

  const policy = (window: Window, limit: number): RatePolicy => ({
    name: window.name,
    limit,
    seconds: window.ms / 1000,
  })

  function keyOf(name: string, window: Window, nowMs: number): string {
    return `${name}:${window.name}:${windowOf(window, nowMs).index}`
  }

  /** Counts one request of `name` in its current `window`, which admits `limit`; returns its number. */
  function count(name: string, window: Window, nowMs: number, limit: number): Promise<number> {
    // Keep the counter a little past the window's end so clocks a bit apart still agree.
    const ttl = Math.ceil((windowOf(window, nowMs).endMs - nowMs) / 1000) + 5
    return counter.increment(keyOf(name, window, nowMs), ttl, limit)
  }

  /** Fail open: a broken counter store must not take the API down with it. */
  async function guarded(fallback: RateDecision, run: () => Promise<RateDecision>): Promise<RateDecision> {
    try {
      return await run()
    } catch (error) {
      onStoreError(error)
      return fallback
    }
  }

  const ipPolicies = [policy(MINUTE, publicPerMinute)]

  function ipScope() {
    return `unauthenticated requests are limited to ${publicPerMinute} per minute per client IP`
  }

  /**
   * Counts one request of `name` against its minute and day windows. A request refused by the
   * minute window is not counted against the day, so a burst cannot burn a whole day's budget.
   */
  function consumeWindows(
    name: string,
    limits: PlanLimits,
    scope: (window: Window, limit: number) => string,
  ): Promise<RateDecision> {
    const nowMs = clock.now().getTime()
    const policies = [policy(MINUTE, limits.perMinute), policy(DAY, limits.perDay)]
    const minuteFallback = decision(
      MINUTE,
      nowMs,
      limits.perMinute,
      0,
      scope(MINUTE, limits.perMinute),
      policies,
    )
    return guarded(minuteFallback, async () => {
      const perMinute = decision(
        MINUTE,
        nowMs,
        limits.perMinute,
        await count(name, MINUTE, nowMs, limits.perMinute),
        scope(MINUTE, limits.perMinute),
        policies,
      )
      if (!perMinute.allowed) return perMinute
      const perDay = decision(
        DAY,
        nowMs,
        limits.perDay,
        await count(name, DAY, nowMs, limits.perDay),
        scope(DAY, limits.perDay),
        policies,
      )
      if (!perDay.allowed) return perDay
      return perDay.remaining < perMinute.remaining ? perDay : perMinute
    })
  }

  const limiter = {
    /**
     * Counts one request of a key against its minute and day windows. A request refused by the
     * minute window is not counted against the day, so a burst cannot burn a whole day's budget.
     */
    consumeKey(key: Pick<ApiKey, 'id' | 'plan' | 'perMinute' | 'perDay'>): Promise<RateDecision> {
      return consumeWindows(
        `key:${key.id}`,
        limitsOf(key),
        (window, limit) => `the ${key.plan} plan allows ${limit} requests per ${window.name}`,
      )
    },

    /**
     * Counts one request of a person signed in with a session, against their own minute and day
     * windows (their id, not their IP: people behind one office NAT don't share a budget).
     */
    consumePerson(userId: string): Promise<RateDecision> {
      return consumeWindows(
        `user:${userId}`,
        peopleLimits,
        (window, limit) =>
          `a signed-in person may make ${limit} requests per ${window.name} (PEOPLE_RATE_LIMIT_PER_${window.name.toUpperCase()})`,
      )
    },

    /**
     * Counts `units` requests of a key at once (the messages of an MCP batch), one at a time so
     * each window keeps its own rules; stops at the first refused, whose decision it returns.
     */
    consumeKeyUnits(key: Pick<ApiKey, 'id' | 'plan' | 'perMinute' | 'perDay'>, units: number) {
      return consumeUnits(() => limiter.consumeKey(key), units)
    },

    /** Counts one unauthenticated request (public endpoint, or missing/invalid key) of an IP. */
    consumeIp(ip: string): Promise<RateDecision> {
      const nowMs = clock.now().getTime()
      const fallback = decision(MINUTE, nowMs, publicPerMinute, 0, ipScope(), ipPolicies)
      return guarded(fallback, async () =>
        decision(
          MINUTE,
          nowMs,
          publicPerMinute,
          await count(`ip:${ip}`, MINUTE, nowMs, publicPerMinute),
          ipScope(),
          ipPolicies,
        ),
      )
    },

    /** The IP's window without counting a request (health checks report it). */
    peekIp(ip: string): Promise<RateDecision> {
      const nowMs = clock.now().getTime()
      const fallback = decision(MINUTE, nowMs, publicPerMinute, 0, ipScope(), ipPolicies)
      return guarded(fallback, async () => {
        const used = await counter.peek(keyOf(`ip:${ip}`, MINUTE, nowMs))
        // Allowed while another request would still fit.
        return {
          ...decision(MINUTE, nowMs, publicPerMinute, used, ipScope(), ipPolicies),
          allowed: used < publicPerMinute,
        }
      })
    },
  }
  return limiter
}

export type RateLimiter = ReturnType<typeof createRateLimiter>

/**
 * Counts `units` requests (the messages of an MCP batch) one at a time, so each window keeps its
 * own rules; stops at the first refused, whose decision it returns.
 */
export async function consumeUnits<D extends { allowed: boolean }>(
  consume: () => Promise<D>,
  units: number,
): Promise<D> {
  let decision = await consume()
  for (let unit = 1; unit < units && decision.allowed; unit++) decision = await consume()
  return decision
}
