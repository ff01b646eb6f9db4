import type { Author } from './history.js'

/**
 * Webhooks (docs/webhooks.md): the endpoints a project's changes are delivered to, the outbox of
 * events waiting to be delivered, and the recent delivery attempts. The domain decides what is
 * sent and when; how it is sent (HTTP, signing, address checks) belongs to the delivery worker.
 */

/** A webhook endpoint as listed: never its secret. */
export interface Webhook {
  id: string
  projectId: string
  url: string
  description: string
  createdAt: string
}

/** A webhook as stored: with the secret its deliveries are signed with. */
export interface StoredWebhook extends Webhook {
  secret: string
}

/** The one event type a change produces, and the type of the event `test` sends. */
export type WebhookEventType = 'revision.created' | 'webhook.test'

/** What a `revision.created` event says: thin, keys and not block bodies. */
export interface RevisionEventData {
  project: string
  revision: number
  created: string[]
  updated: string[]
  deleted: string[]
  message: string | null
  /** Who made the revision (null for the admin CLI). */
  author: Author | null
  /** The key's name when a key made it (kept for compatibility: `author` says who). */
  keyName: string | null
}

/** An event as written to the outbox; the same `messageId` goes with every attempt. */
export interface WebhookEvent {
  messageId: string
  type: WebhookEventType
  /** When the event happened (the revision's time), ISO-8601. */
  timestamp: string
  data: RevisionEventData | { project: string; webhook: string }
}

/** One event waiting to be delivered to one webhook, claimed by one deliverer at a time. */
export interface PendingDelivery {
  id: string
  webhook: StoredWebhook
  event: WebhookEvent
  /** Attempts made before this one. */
  attempts: number
  /** Identifies this claim: finishing an attempt checks the claim is still this one. */
  claim: string
}

/** How a claimer shares its delivery slots between projects (webhook-claim-plan.ts). */
export interface ProjectShare {
  /** Attempts one project may always have in flight at once with this claimer. */
  perProject: number
  /**
   * Free slots a claim leaves for projects below their share: a project takes more than
   * `perProject` only with slots past these.
   */
  reserve: number
  /** Attempts this claimer has in flight now, by project id. */
  inFlight: ReadonlyMap<string, number>
}

/** What happened to one attempt; `statusCode` is null when no answer came. */
export interface AttemptOutcome {
  attemptedAt: string
  statusCode: number | null
  durationMs: number
  error: string | null
}

/** What an attempt left the delivery as. */
export type DeliveryState = 'delivered' | 'retrying' | 'failed'

/** One recorded attempt, as `GET …/deliveries` lists it. */
export interface DeliveryAttempt extends AttemptOutcome {
  messageId: string
  type: WebhookEventType
  revision: number | null
  attempt: number
  state: DeliveryState
}

/** The webhook tables as the domain and the delivery worker use them (the store port's `webhooks`). */
export interface WebhookOps {
  insert(webhook: StoredWebhook): Promise<void>
  list(projectId: string): Promise<Webhook[]>
  countForProject(projectId: string): Promise<number>
  get(projectId: string, id: string): Promise<StoredWebhook | undefined>
  /** Deletes the webhook with its pending deliveries and attempts; false when there was none. */
  delete(projectId: string, id: string): Promise<boolean>
  /**
   * Writes `event` to the outbox once for every webhook the project has now, due at `dueAt`.
   * Called in the transaction that makes the change, so it commits or rolls back with it.
   */
  enqueue(projectId: string, event: WebhookEvent, dueAt: string): Promise<void>
  /**
   * Claims up to `limit` deliveries due at `now` and not claimed by anyone else until
   * `leaseUntil`; each is then attempted by its claimer alone until the lease ends. With `share`,
   * each project with deliveries due gets up to `share.perProject` of the claimer's attempts
   * (counting those in flight) before any project gets more, and more only while
   * `share.reserve` slots stay free (planClaim). All or nothing: a claim that fails leases nothing.
   */
  claimDue(
    now: string,
    leaseUntil: string,
    limit: number,
    claim: string,
    share?: ProjectShare,
  ): Promise<PendingDelivery[]>
  /**
   * Records an attempt of a claimed delivery and what it left: delivered and failed deliveries
   * leave the outbox, a retried one is due again at `retryAt`. Nothing is written when the
   * claim is no longer `delivery.claim` (the lease ended and another deliverer took it).
   */
  finishAttempt(
    delivery: PendingDelivery,
    outcome: AttemptOutcome,
    state: DeliveryState,
    retryAt: string | null,
  ): Promise<boolean>
  /** Gives a claimed delivery back unattempted (the deliverer is stopping): due again at once. */
  release(delivery: PendingDelivery): Promise<void>
  /** Deliveries in the outbox (due, retrying or being attempted) and when the oldest was made (for /metrics). */
  outboxStats(): Promise<{ pending: number; oldestCreatedAt: string | null }>
  /** Records an attempt made outside the outbox (a test event). */
  recordAttempt(webhookId: string, attempt: DeliveryAttempt): Promise<void>
  /** The webhook's recent attempts, newest first. */
  listAttempts(webhookId: string, limit: number): Promise<DeliveryAttempt[]>
}
