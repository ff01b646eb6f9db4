import type { SharedCounter, WindowCounter } from './window-counter.js'

/** A lease takes this fraction (1/64) of what was left of the window... */
const LEASE_DIVISOR = 64
/** ...but never more than this many units. */
const MAX_LEASE = 100
/** How often state of windows that have ended is dropped. */
const SWEEP_MS = 60_000

/**
 * How many units to lease for a window that admits `limit` requests, when this process last saw
 * the shared count at `known`: 1/64 of what is left, rounded down, between 1 and 100.
 *
 * - Small limits stay exact. Under 128 left, a lease is one unit: every request asks the shared
 *   counter, as it would without leases (free 60/min, 120/min per IP: always). A limit of 1000
 *   leases 15, of 6400 or more 100.
 * - Leases shrink as the window fills (1/64 of what is left each time), and past the limit
 *   every request asks for one unit again.
 * - Units a process holds but has not used yet count as used for every other process, so a
 *   process holds back at most `maxLease(limit) - 1` units, under 1/64 of the limit: see
 *   docs/decisions.md for what that means for X-RateLimit-Remaining.
 * - 100 units make the shared counter's round trip cost a hundredth of a request; larger leases
 *   would hold back more units without a visible gain.
 */
export function leaseSize(limit: number, known: number): number {
  return Math.min(MAX_LEASE, Math.max(1, Math.floor((limit - known) / LEASE_DIVISOR)))
}

/** The largest lease any process takes for `limit`: the one on an empty window. */
export function maxLease(limit: number): number {
  return leaseSize(limit, 0)
}

/** What this process knows of one window key. */
interface Lease {
  /** The next unit to hand out; none left while `next > last`. */
  next: number
  /** The last unit leased, which was the shared count when it was leased. */
  last: number
  /** Requests of this process waiting for a unit. */
  waiting: number
  /** The lease request in flight, which every waiting request shares. */
  pending: Promise<void> | undefined
  /** When the window's counter expires (ms); the lease is then dropped. */
  expiresAt: number
}

/**
 * Counts in a shared counter (cluster primary, Redis) without a round trip per request: a
 * process adds several units at once (`leaseSize`) and hands them out one per request. The
 * shared count returned, C, means this process owns units C-n+1 … C: numbers no other process
 * gets, so `number <= limit` stays a strict limit across every process. Requests that arrive
 * while a lease request is in flight wait for it; if it falls short, the next one covers all
 * who still wait. Fail open is the caller's: a failed lease rejects every request waiting for it.
 */
export function createLeasedCounter(
  shared: SharedCounter,
  now: () => number = Date.now,
): WindowCounter & { heldKeys(): number } {
  const leases = new Map<string, Lease>()
  let nextSweep = 0

  function leaseOf(key: string, ttlSeconds: number): Lease {
    const nowMs = now()
    if (nowMs >= nextSweep) {
      for (const [k, lease] of leases) if (lease.expiresAt <= nowMs) leases.delete(k)
      nextSweep = nowMs + SWEEP_MS
    }
    let lease = leases.get(key)
    if (!lease || lease.expiresAt <= nowMs) {
      lease = { next: 1, last: 0, waiting: 0, pending: undefined, expiresAt: nowMs + ttlSeconds * 1000 }
      leases.set(key, lease)
    }
    return lease
  }

  async function renew(key: string, lease: Lease, ttlSeconds: number, limit: number): Promise<void> {
    // Everyone waiting gets a unit: those units are used at once, so none are held back.
    const units = Math.max(leaseSize(limit, lease.last), lease.waiting)
    const count = await shared.add(key, units, ttlSeconds)
    lease.next = count - units + 1
    lease.last = count
  }

  async function increment(key: string, ttlSeconds: number, limit: number): Promise<number> {
    const lease = leaseOf(key, ttlSeconds)
    lease.waiting += 1
    try {
      while (lease.next > lease.last) {
        lease.pending ??= renew(key, lease, ttlSeconds, limit).finally(() => {
          lease.pending = undefined
        })
        await lease.pending
      }
    } finally {
      lease.waiting -= 1
    }
    return lease.next++
  }

  return {
    increment,

    /**
     * A unit counted as `increment` counts it, given back straight to the shared count: the
     * number it had may then be handed out again, which is what giving it back means.
     */
    async reserve(key, ttlSeconds, limit) {
      const number = await increment(key, ttlSeconds, limit)
      return { number, giveBack: () => shared.giveBack(key, 1, ttlSeconds) }
    },

    /** The shared count, less the units this process holds unused. */
    async peek(key) {
      const count = await shared.peek(key)
      const lease = leases.get(key)
      return lease ? Math.max(0, count - (lease.last - lease.next + 1)) : count
    },

    /** How many window keys this process keeps a lease for (tests, diagnostics). */
    heldKeys: () => leases.size,
  }
}
