import { randomUUID } from 'node:crypto'
import { type Clock, systemClock } from '../domain/clock.js'
import type { Store } from '../domain/store.js'
import { afterAttempt } from '../domain/webhook-retries.js'
import type { AttemptOutcome, PendingDelivery, WebhookEvent } from '../domain/webhooks.js'
import { createWebhookSender, type SenderOptions } from './webhook-sender.js'

/** How often the outbox is asked for due deliveries. */
export const POLL_INTERVAL_MS = 1000
/** Attempts one process makes at once: a slow receiver holds at most these, never a request. */
export const DELIVERY_CONCURRENCY = 16
/**
 * Attempts each project may always have in flight at once in a process: receivers that never
 * answer hold a slot for the whole attempt timeout, so a claim gives every project with
 * deliveries due up to these before any project gets more.
 */
export const PROJECT_CONCURRENCY = 4
/**
 * Slots a claim leaves free when it lets a project take more than PROJECT_CONCURRENCY: a project
 * alone uses up to DELIVERY_CONCURRENCY - PROJECT_RESERVE slots, and another project's delivery
 * still finds a free one at the next poll.
 */
export const PROJECT_RESERVE = 4
/** How long a claim keeps other deliverers off a delivery: well past one attempt's timeout. */
export const LEASE_MS = 60_000

export interface DeliveryWorkerOptions {
  store: Store
  sender: Omit<SenderOptions, 'signal' | 'clock'>
  retryDelaysMs: readonly number[]
  clock?: Clock
  pollIntervalMs?: number
  concurrency?: number
  /** Attempts each project may always have at once (PROJECT_CONCURRENCY). */
  perProject?: number
  /** Slots kept free when a project takes more than `perProject` (PROJECT_RESERVE). */
  reserve?: number
  leaseMs?: number
  log: { warn(details: object, message: string): void }
  /** Told of every attempt this worker finishes and records (not those cut short by `stop`): /metrics. */
  onAttempt?: (outcome: AttemptOutcome, event: WebhookEvent) => void
}

export interface DeliveryWorker {
  /** Claims what is due now and starts attempting it; resolves with how many it claimed. */
  poll(): Promise<number>
  /** Stops polling, aborts attempts in flight and gives their deliveries back to the outbox. */
  stop(): Promise<void>
}

/**
 * The server's webhook deliverer: polls the outbox, claims due deliveries under a lease (so that
 * of several processes or instances exactly one attempts each), sends them, and records each
 * attempt with what it left (delivered, retried later, failed). Attempts run beside the API on
 * the event loop, never inside a request, so a slow receiver delays only its own deliveries;
 * and a project takes more than `perProject` slots only while `reserve` slots stay free, so its
 * receivers cannot delay other projects' deliveries either.
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const clock = options.clock ?? systemClock
  const concurrency = options.concurrency ?? DELIVERY_CONCURRENCY
  const perProject = options.perProject ?? PROJECT_CONCURRENCY
  const reserve = options.reserve ?? PROJECT_RESERVE
  const leaseMs = options.leaseMs ?? LEASE_MS
  const aborter = new AbortController()
  const send = createWebhookSender({ ...options.sender, clock, signal: aborter.signal })
  const inFlight = new Set<Promise<void>>()
  /** Attempts in flight by project: what the next claim leaves each project room for. */
  const byProject = new Map<string, number>()
  let polling: Promise<number> | undefined
  let stopped = false

  async function attempt(delivery: PendingDelivery): Promise<void> {
    const outcome = await send(delivery.webhook, delivery.event)
    if (aborter.signal.aborted) {
      await options.store.webhooks.release(delivery)
      return
    }
    const next = afterAttempt(
      delivery.attempts + 1,
      outcome.error === null,
      clock.now(),
      options.retryDelaysMs,
    )
    await options.store.transaction((tx) =>
      tx.webhooks.finishAttempt(delivery, outcome, next.state, next.retryAt),
    )
    // Once recorded, so /metrics never shows a delivery as done while the outbox still holds it.
    options.onAttempt?.(outcome, delivery.event)
  }

  async function claimAndStart(): Promise<number> {
    const free = concurrency - inFlight.size
    if (stopped || free <= 0) return 0
    const now = clock.now()
    const claimed = await options.store.webhooks.claimDue(
      now.toISOString(),
      new Date(now.getTime() + leaseMs).toISOString(),
      free,
      randomUUID(),
      { perProject, reserve, inFlight: byProject },
    )
    for (const delivery of claimed) {
      const project = delivery.webhook.projectId
      byProject.set(project, (byProject.get(project) ?? 0) + 1)
      const running: Promise<void> = attempt(delivery)
        .catch((error: unknown) =>
          // The lease runs out and the delivery is attempted again: at least once.
          options.log.warn({ err: error, delivery: delivery.id }, 'could not record a webhook attempt'),
        )
        .finally(() => {
          inFlight.delete(running)
          const left = (byProject.get(project) ?? 1) - 1
          if (left > 0) byProject.set(project, left)
          else byProject.delete(project)
          // A backlog drains as fast as attempts finish, not one poll interval at a time.
          if (!stopped) void poll()
        })
      inFlight.add(running)
    }
    return claimed.length
  }

  // One line when the outbox becomes unreadable and one when it is back, not one per poll.
  let failing = false
  function poll(): Promise<number> {
    polling ??= claimAndStart()
      .then((claimed) => {
        if (failing) options.log.warn({}, 'the webhook outbox is readable again; deliveries resume')
        failing = false
        return claimed
      })
      .catch((error: unknown) => {
        if (!failing)
          options.log.warn(
            { err: error },
            'could not read the webhook outbox; retrying every poll until it works',
          )
        failing = true
        return 0
      })
      .finally(() => {
        polling = undefined
      })
    return polling
  }

  const timer = setInterval(() => void poll(), options.pollIntervalMs ?? POLL_INTERVAL_MS)
  // Deliveries never keep a process alive on their own.
  timer.unref()

  return {
    poll,
    async stop() {
      stopped = true
      clearInterval(timer)
      await polling
      aborter.abort()
      await Promise.allSettled([...inFlight])
    },
  }
}
