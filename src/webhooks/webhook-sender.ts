import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { Webhook } from 'standardwebhooks'
import type { Clock } from '../domain/clock.js'
import { isRefusedAddress, literalAddressOf } from '../domain/webhook-addresses.js'
import type { WebhookSender } from '../domain/webhook-service.js'
import type { AttemptOutcome, StoredWebhook, WebhookEvent } from '../domain/webhooks.js'

/** A 2xx within this time counts as delivered; anything else, or nothing, is retried. */
export const ATTEMPT_TIMEOUT_MS = 10_000
/** Longest error message recorded for an attempt. */
const ERROR_MAX = 300

export interface SenderOptions {
  clock: Clock
  /** WEBHOOK_ALLOW_PRIVATE: deliver to loopback and private addresses too. */
  allowPrivate: boolean
  /** PUBLIC_BASE_URL: makes the event's links absolute; without it they are paths. */
  publicBaseUrl: string | null
  timeoutMs?: number
  /** Aborts every attempt in flight (the server is stopping). */
  signal?: AbortSignal
  /**
   * Resolves host names (node's `dns.lookup` by default). Tests give a resolver that answers a
   * made-up name with a loopback address, as a rebinding DNS would.
   */
  resolve?: typeof dnsLookup
}

class RefusedAddressError extends Error {
  readonly code = 'EWEBHOOKADDRESS'
}

function refusal(host: string, address: string): RefusedAddressError {
  return new RefusedAddressError(
    `${host} resolves to ${address}, a loopback, private, link-local or metadata address; refused (WEBHOOK_ALLOW_PRIVATE=true allows it)`,
  )
}

/**
 * The resolver the request connects through: it drops refused addresses from the answer, so the
 * address checked is the address connected to (no second resolution a rebinding DNS could
 * answer differently).
 */
export function checkedLookup(allowPrivate: boolean, resolve: typeof dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0)
      const addresses = (found as LookupAddress[]).filter(
        (entry) => allowPrivate || !isRefusedAddress(entry.address),
      )
      const first = addresses[0]
      if (!first) {
        const any = (found as LookupAddress[])[0]
        return callback(refusal(hostname, any?.address ?? 'no address'), '', 0)
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses)
      callback(null, first.address, first.family)
    })
  }
}

/** The body a receiver gets: the event with its links, as one JSON text signed as it is. */
export function eventBody(event: WebhookEvent, publicBaseUrl: string | null): string {
  const data: Record<string, unknown> = { ...event.data }
  if (event.type === 'revision.created' && 'revision' in event.data) {
    const base = `${publicBaseUrl ?? ''}/api/v1/projects/${encodeURIComponent(event.data.project)}`
    data.links = {
      revision: `${base}/revisions/${event.data.revision}`,
      changes: `${base}/changes?since=${event.data.revision - 1}`,
      export: `${base}/export?revision=${event.data.revision}`,
    }
  }
  return JSON.stringify({ type: event.type, timestamp: event.timestamp, data })
}

function shortMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.length > ERROR_MAX ? `${text.slice(0, ERROR_MAX - 1)}…` : text
}

/**
 * One delivery attempt over HTTP(S), signed the Standard Webhooks way. A 2xx answer within the
 * timeout is delivered; anything else (another status, a redirect, which is never followed, a
 * timeout, a refused address, a network error) is an error saying what happened.
 */
export function createWebhookSender(options: SenderOptions): WebhookSender {
  const timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS
  const lookup = checkedLookup(options.allowPrivate, options.resolve ?? dnsLookup)
  return (webhook: StoredWebhook, event: WebhookEvent) =>
    new Promise<AttemptOutcome>((resolve) => {
      const started = options.clock.now()
      const startedAt = performance.now()
      let settled = false
      let timer: NodeJS.Timeout | undefined
      let request: http.ClientRequest | undefined
      const onAbort = () => request?.destroy(new Error('the server stopped during the attempt'))
      const finish = (statusCode: number | null, error: string | null) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        options.signal?.removeEventListener('abort', onAbort)
        resolve({
          attemptedAt: started.toISOString(),
          statusCode,
          durationMs: Math.round(performance.now() - startedAt),
          error,
        })
      }
      let url: URL
      try {
        url = new URL(webhook.url)
      } catch {
        return finish(null, 'the webhook URL is not a valid URL')
      }
      const literal = literalAddressOf(url.hostname)
      if (literal !== null && !options.allowPrivate && isRefusedAddress(literal)) {
        return finish(null, refusal(url.hostname, literal).message)
      }
      // Whatever goes wrong while sending is this attempt's outcome, never a rejected promise:
      // an attempt that threw would otherwise be retried only when its lease ran out.
      try {
        const body = eventBody(event, options.publicBaseUrl)
        const signature = new Webhook(webhook.secret).sign(event.messageId, started, body)
        const client = url.protocol === 'https:' ? https : http
        const sending = client.request(url, {
          method: 'POST',
          agent: false,
          lookup,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'pctx-webhooks/1',
            'webhook-id': event.messageId,
            'webhook-timestamp': String(Math.floor(started.getTime() / 1000)),
            'webhook-signature': signature,
          },
        })
        request = sending
        timer = setTimeout(
          () => sending.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)),
          timeoutMs,
        )
        if (options.signal?.aborted) onAbort()
        else options.signal?.addEventListener('abort', onAbort)
        sending.on('socket', (socket) => {
          // Belt and braces: whatever resolved the name, the address connected to is checked.
          socket.once('connect', () => {
            const remote = socket.remoteAddress ?? ''
            if (!options.allowPrivate && isRefusedAddress(remote))
              sending.destroy(refusal(url.hostname, remote))
          })
        })
        sending.on('error', (error) => finish(null, shortMessage(error)))
        sending.on('response', (response) => {
          const status = response.statusCode ?? 0
          if (status >= 200 && status < 300) finish(status, null)
          else if (status >= 300 && status < 400)
            finish(status, `answered ${status} (a redirect); redirects are not followed`)
          else finish(status, `answered ${status}, not 2xx`)
          // The status is the answer; the body is never read (the connection is not reused).
          response.destroy()
        })
        sending.end(body)
      } catch (error) {
        finish(null, shortMessage(error))
      }
    })
}
