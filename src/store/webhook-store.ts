import { type Kysely, type Selectable, sql, type Transaction } from 'kysely'
import { planClaim, type WaitingProject } from '../domain/webhook-claim-plan.js'
import type {
  AttemptOutcome,
  DeliveryAttempt,
  DeliveryState,
  PendingDelivery,
  ProjectShare,
  StoredWebhook,
  Webhook,
  WebhookEvent,
  WebhookOps,
} from '../domain/webhooks.js'
import type { Database, WebhookAttemptTable, WebhookOutboxTable, WebhookTable } from './schema.js'

type Db = Kysely<Database> | Transaction<Database>

/** Attempts kept per webhook: `GET …/deliveries` shows recent ones, not a log. */
export const ATTEMPTS_KEPT = 100

/** The webhook tables (webhooks, webhook_outbox, webhook_attempts), the same queries on both engines. */
export class WebhookStore implements WebhookOps {
  constructor(
    private readonly db: Db,
    /** PostgreSQL: claims skip rows another deliverer is claiming (`FOR UPDATE SKIP LOCKED`). */
    private readonly rowLocks: boolean,
  ) {}

  async insert(webhook: StoredWebhook): Promise<void> {
    await this.db
      .insertInto('webhooks')
      .values({
        id: webhook.id,
        project_id: webhook.projectId,
        url: webhook.url,
        description: webhook.description,
        secret: webhook.secret,
        created_at: webhook.createdAt,
      })
      .execute()
  }

  async list(projectId: string): Promise<Webhook[]> {
    const rows = await this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    return rows.map((row) => publicWebhook(webhookFromRow(row)))
  }

  async countForProject(projectId: string): Promise<number> {
    const row = await this.db
      .selectFrom('webhooks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async get(projectId: string, id: string): Promise<StoredWebhook | undefined> {
    const row = await this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', id)
      .where('project_id', '=', projectId)
      .executeTakeFirst()
    return row && webhookFromRow(row)
  }

  async delete(projectId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('webhooks')
      .where('id', '=', id)
      .where('project_id', '=', projectId)
      .executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async enqueue(projectId: string, event: WebhookEvent, dueAt: string): Promise<void> {
    // Most projects have no webhook: then this one indexed read is all a change pays.
    const targets = await this.db
      .selectFrom('webhooks')
      .select('id')
      .where('project_id', '=', projectId)
      .execute()
    if (targets.length === 0) return
    const body = JSON.stringify({ type: event.type, timestamp: event.timestamp, data: event.data })
    await this.db
      .insertInto('webhook_outbox')
      .values(
        targets.map((target) => ({
          id: `${event.messageId}.${target.id}`,
          webhook_id: target.id,
          project_id: projectId,
          message_id: event.messageId,
          event: body,
          attempts: 0,
          next_attempt_at: dueAt,
          claimed_until: null,
          claim: null,
          created_at: dueAt,
        })),
      )
      .execute()
  }

  async outboxStats(): Promise<{ pending: number; oldestCreatedAt: string | null }> {
    // A scan of the outbox, read at each /metrics scrape, never per request: the outbox holds
    // only what is not delivered yet.
    const row = await this.db
      .selectFrom('webhook_outbox')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
      .executeTakeFirstOrThrow()
    return { pending: Number(row.n), oldestCreatedAt: row.oldest ?? null }
  }

  async claimDue(
    now: string,
    leaseUntil: string,
    limit: number,
    claim: string,
    share?: ProjectShare,
  ): Promise<PendingDelivery[]> {
    if (limit <= 0) return []
    // Every process polls every second: when nothing is due, a read (no write lock on SQLite,
    // no row locks on PostgreSQL) is all a poll costs. It walks only claimed rows to the first
    // due one.
    const anyDue = await this.db
      .selectFrom('webhook_outbox')
      .select('id')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('next_attempt_at')
      .limit(1)
      .executeTakeFirst()
    if (!anyDue) return []
    // One transaction: if any statement fails, none of the rows stays leased (they would
    // otherwise wait out the lease). Each project is read and claimed through its own range of
    // (project_id, next_attempt_at), at most `limit` rows deep, so one project's backlog costs
    // the claim nothing however long it grows.
    return this.inTransaction(async (db) => {
      const plan = planClaim(await waitingProjects(db, now, limit), limit, share)
      const rows: ClaimedRow[] = []
      for (const [projectId, count] of plan)
        rows.push(...(await this.claimRows(db, projectId, now, count, leaseUntil, claim)))
      return deliveriesOf(db, rows, claim)
    })
  }

  private inTransaction<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? fn(this.db) : this.db.transaction().execute(fn)
  }

  /** Leases up to `count` of `projectId`'s due deliveries to `claim`, oldest first. */
  private async claimRows(
    db: Db,
    projectId: string,
    now: string,
    count: number,
    leaseUntil: string,
    claim: string,
  ): Promise<ClaimedRow[]> {
    // The rows it picks are leased to `claim` before anyone else can pick them (PostgreSQL: rows
    // another claimer has locked are skipped; SQLite: one writer at a time).
    let picked = db
      .selectFrom('webhook_outbox')
      .select('id')
      .where('project_id', '=', projectId)
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('next_attempt_at')
      .limit(count)
    if (this.rowLocks) picked = picked.forUpdate().skipLocked()
    return db
      .updateTable('webhook_outbox')
      .set({ claimed_until: leaseUntil, claim })
      .where('id', 'in', picked)
      .returning(['id', 'webhook_id', 'message_id', 'event', 'attempts', 'next_attempt_at'])
      .execute()
  }

  async finishAttempt(
    delivery: PendingDelivery,
    outcome: AttemptOutcome,
    state: DeliveryState,
    retryAt: string | null,
  ): Promise<boolean> {
    // Only while the claim is still ours: after a lease ran out another deliverer owns the row.
    let rows: number
    if (state === 'retrying' && retryAt !== null) {
      const result = await this.db
        .updateTable('webhook_outbox')
        .set({ attempts: delivery.attempts + 1, next_attempt_at: retryAt, claimed_until: null, claim: null })
        .where('id', '=', delivery.id)
        .where('claim', '=', delivery.claim)
        .executeTakeFirst()
      rows = Number(result.numUpdatedRows)
    } else {
      const result = await this.db
        .deleteFrom('webhook_outbox')
        .where('id', '=', delivery.id)
        .where('claim', '=', delivery.claim)
        .executeTakeFirst()
      rows = Number(result.numDeletedRows)
    }
    if (rows === 0) return false
    await this.recordAttempt(delivery.webhook.id, {
      ...outcome,
      messageId: delivery.event.messageId,
      type: delivery.event.type,
      revision: revisionOf(delivery.event),
      attempt: delivery.attempts + 1,
      state,
    })
    return true
  }

  async release(delivery: PendingDelivery): Promise<void> {
    await this.db
      .updateTable('webhook_outbox')
      .set({ claimed_until: null, claim: null })
      .where('id', '=', delivery.id)
      .where('claim', '=', delivery.claim)
      .execute()
  }

  async recordAttempt(webhookId: string, attempt: DeliveryAttempt): Promise<void> {
    await this.db
      .insertInto('webhook_attempts')
      .values({
        webhook_id: webhookId,
        message_id: attempt.messageId,
        type: attempt.type,
        revision: attempt.revision,
        attempt: attempt.attempt,
        attempted_at: attempt.attemptedAt,
        status_code: attempt.statusCode,
        duration_ms: attempt.durationMs,
        error: attempt.error,
        state: attempt.state,
      })
      .execute()
    // Keep the newest ATTEMPTS_KEPT: one indexed probe for the boundary, then a ranged delete.
    const boundary = await this.db
      .selectFrom('webhook_attempts')
      .select('seq')
      .where('webhook_id', '=', webhookId)
      .orderBy('seq', 'desc')
      .offset(ATTEMPTS_KEPT)
      .limit(1)
      .executeTakeFirst()
    if (boundary) {
      await this.db
        .deleteFrom('webhook_attempts')
        .where('webhook_id', '=', webhookId)
        .where('seq', '<=', boundary.seq)
        .execute()
    }
  }

  async listAttempts(webhookId: string, limit: number): Promise<DeliveryAttempt[]> {
    const rows = await this.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('webhook_id', '=', webhookId)
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute()
    return rows.map(attemptFromRow)
  }
}

function webhookFromRow(row: Selectable<WebhookTable>): StoredWebhook {
  return {
    id: row.id,
    projectId: row.project_id,
    url: row.url,
    description: row.description,
    secret: row.secret,
    createdAt: row.created_at,
  }
}

function publicWebhook(webhook: StoredWebhook): Webhook {
  const { secret: _secret, ...rest } = webhook
  return rest
}

function attemptFromRow(row: Selectable<WebhookAttemptTable>): DeliveryAttempt {
  return {
    messageId: row.message_id,
    type: row.type as DeliveryAttempt['type'],
    revision: row.revision === null ? null : Number(row.revision),
    attempt: Number(row.attempt),
    attemptedAt: row.attempted_at,
    statusCode: row.status_code === null ? null : Number(row.status_code),
    durationMs: Number(row.duration_ms),
    error: row.error,
    state: row.state as DeliveryState,
  }
}

function revisionOf(event: WebhookEvent): number | null {
  return 'revision' in event.data ? event.data.revision : null
}

type ClaimedRow = Pick<
  Selectable<WebhookOutboxTable>,
  'id' | 'webhook_id' | 'message_id' | 'event' | 'attempts' | 'next_attempt_at'
>

/**
 * The projects with deliveries due at `now` and not claimed, each with its oldest and how many
 * (up to `depth`). One statement: it steps from project to project through the
 * (project_id, next_attempt_at) index and looks at most `depth` due rows deep into each (after
 * the few rows claimed and in flight), so its cost follows the number of projects with
 * deliveries pending, never the number of deliveries.
 */
async function waitingProjects(db: Db, now: string, depth: number): Promise<WaitingProject[]> {
  const due = (column: string) => sql`
    SELECT ${sql.raw(column)} FROM webhook_outbox o
    WHERE o.project_id = projects.id AND o.next_attempt_at <= ${now}
      AND (o.claimed_until IS NULL OR o.claimed_until <= ${now})
    ORDER BY o.next_attempt_at LIMIT ${depth}`
  const result = await sql<{ project_id: string; oldest: string | null; waiting: number | string }>`
    WITH RECURSIVE projects(id) AS (
      SELECT (SELECT project_id FROM webhook_outbox ORDER BY project_id LIMIT 1)
      UNION ALL
      SELECT (SELECT o.project_id FROM webhook_outbox o WHERE o.project_id > projects.id
              ORDER BY o.project_id LIMIT 1)
      FROM projects WHERE projects.id IS NOT NULL
    )
    SELECT projects.id AS project_id,
      (SELECT min(d.next_attempt_at) FROM (${due('o.next_attempt_at')}) d) AS oldest,
      (SELECT count(*) FROM (${due('o.id')}) d) AS waiting
    FROM projects WHERE projects.id IS NOT NULL`.execute(db)
  const out: WaitingProject[] = []
  for (const row of result.rows) {
    if (row.oldest === null || Number(row.waiting) === 0) continue
    out.push({ projectId: row.project_id, oldestDueAt: row.oldest, waiting: Number(row.waiting) })
  }
  return out
}

/** The claimed rows as deliveries, oldest first, each with its webhook. */
async function deliveriesOf(db: Db, rows: ClaimedRow[], claim: string): Promise<PendingDelivery[]> {
  if (rows.length === 0) return []
  // Oldest first (RETURNING keeps no order).
  const order = (row: ClaimedRow) => `${row.next_attempt_at} ${row.id}`
  rows.sort((x, y) => (order(x) < order(y) ? -1 : 1))
  const hooks = await db
    .selectFrom('webhooks')
    .selectAll()
    .where('id', 'in', [...new Set(rows.map((row) => row.webhook_id))])
    .execute()
  const byId = new Map(hooks.map((row) => [row.id, webhookFromRow(row)]))
  const out: PendingDelivery[] = []
  for (const row of rows) {
    const webhook = byId.get(row.webhook_id)
    // Deleted between the two reads: its outbox rows went with it.
    if (!webhook) continue
    const event = (typeof row.event === 'string' ? JSON.parse(row.event) : row.event) as Omit<
      WebhookEvent,
      'messageId'
    >
    out.push({
      id: row.id,
      webhook,
      event: { ...event, messageId: row.message_id },
      attempts: Number(row.attempts),
      claim,
    })
  }
  return out
}
