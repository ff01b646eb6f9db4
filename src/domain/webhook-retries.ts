import type { DeliveryState } from './webhooks.js'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/**
 * Waits after each failed attempt: the first retry within about 10 s, so a
 * receiver that blinked recovers fast, then growing waits; nine attempts over about 23.6 hours,
 * then the delivery is marked failed.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  10 * SECOND,
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  8 * HOUR,
  8 * HOUR,
]

/**
 * What attempt number `attempt` (1 for the first) leaves a delivery as: delivered, retried at
 * `retryAt`, or failed once every wait of `delays` has been used.
 */
export function afterAttempt(
  attempt: number,
  delivered: boolean,
  now: Date,
  delays: readonly number[],
): { state: DeliveryState; retryAt: string | null } {
  if (delivered) return { state: 'delivered', retryAt: null }
  const wait = delays[attempt - 1]
  if (wait === undefined) return { state: 'failed', retryAt: null }
  return { state: 'retrying', retryAt: new Date(now.getTime() + wait).toISOString() }
}
