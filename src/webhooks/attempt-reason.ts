import type { AttemptOutcome } from '../domain/webhooks.js'

/** Why an attempt failed, as a bounded label for /metrics (the stored message says more). */
export type AttemptReason =
  | 'none'
  | 'http_3xx'
  | 'http_4xx'
  | 'http_5xx'
  | 'http_other'
  | 'timeout'
  | 'refused_address'
  | 'invalid_url'
  | 'network'

/**
 * Classifies an attempt from what webhook-sender.ts records: the status code when the receiver
 * answered, else the sender's own messages (a timeout, a refused address, a URL that does not
 * parse); anything else is a network error (DNS, connection refused or reset, TLS).
 */
export function attemptReason(outcome: Pick<AttemptOutcome, 'statusCode' | 'error'>): AttemptReason {
  if (outcome.error === null) return 'none'
  const status = outcome.statusCode
  if (status !== null) {
    if (status >= 300 && status < 400) return 'http_3xx'
    if (status >= 400 && status < 500) return 'http_4xx'
    if (status >= 500 && status < 600) return 'http_5xx'
    return 'http_other'
  }
  if (outcome.error.startsWith('no answer within')) return 'timeout'
  if (outcome.error.includes('WEBHOOK_ALLOW_PRIVATE')) return 'refused_address'
  if (outcome.error === 'the webhook URL is not a valid URL') return 'invalid_url'
  return 'network'
}
