import type { SignInFailures } from '../domain/people/session-service.js'
import { LOCKOUT_FAILURES } from '../domain/people/session-service.js'
import type { WindowCounter } from './window-counter.js'

/**
 * Failed sign-ins counted in the rate-limit store, so every worker (cluster primary) and every
 * instance (Redis) sees the same count. The limit is small, so the counter never leases units
 * ahead: each failure is one exact round trip (see leased-counter.ts).
 */
export function signInFailuresIn(counter: WindowCounter): SignInFailures {
  return {
    count: (account) => counter.peek(account),
    add: async (account, windowSeconds) => {
      await counter.increment(account, windowSeconds, LOCKOUT_FAILURES)
    },
  }
}
