import { LOCKOUT_FAILURES, type SignInAttempts } from '../domain/people/lockout.js'
import type { WindowCounter } from './window-counter.js'

/**
 * Sign-in attempts counted in the rate-limit store, so every worker (cluster primary) and every
 * instance (Redis) sees the same count. Each attempt takes a number before its password is
 * checked, and only the first LOCKOUT_FAILURES numbers of a window are checked; a sign-in that
 * succeeds gives its number back, so the count is of failures and of attempts still in flight.
 * The limit is small, so the counter never leases units ahead: each attempt is one exact round
 * trip (see leased-counter.ts).
 */
export function signInAttemptsIn(counter: WindowCounter): SignInAttempts {
  return {
    async reserve(account, windowSeconds) {
      const { number, giveBack } = await counter.reserve(account, windowSeconds, LOCKOUT_FAILURES)
      return {
        admitted: number <= LOCKOUT_FAILURES,
        // A number that cannot be given back (the store failing) stays counted: the account may
        // lock one attempt early, never late.
        giveBack: () => giveBack().catch(() => undefined),
      }
    },
  }
}
