import type { Clock } from './clock.js'
import type { HistoryOps } from './history.js'
import type { Store } from './store.js'

/** Revisions pruned per transaction: each holds the project's lock only briefly. */
export const PRUNE_BATCH_REVISIONS = 100
/** Audit events deleted per statement: bounded work whatever the log holds. */
export const PRUNE_BATCH_AUDIT_EVENTS = 1000

const DAY_MS = 24 * 60 * 60 * 1000

export interface PruneResult {
  revisions: number
  versions: number
  /** Transactions it took (each at most PRUNE_BATCH_REVISIONS revisions). */
  batches: number
}

/** What a whole pass pruned: every project's history, and the audit log (docs/people.md). */
export interface PruneAllResult extends PruneResult {
  auditEvents: number
}

export interface RetentionDeps {
  store: Store
  clock: Clock
  /** HISTORY_RETENTION_DAYS; null keeps everything. */
  retentionDays: number | null
}

/**
 * HISTORY_RETENTION_DAYS: revisions older than the retention period are
 * forgotten, never the current state. The first revision written within the period, and every
 * later one, can still be rebuilt and read; the project's latest revision is always kept, so a
 * project untouched for longer still has its recorded state. See docs/history.md, "Retention".
 */
export function createHistoryRetention({ store, clock, retentionDays }: RetentionDeps) {
  /** The oldest recorded revision and the first to keep (null when there is no history). */
  async function rangeOf(history: HistoryOps, projectId: string, cutoff: string) {
    const bounds = await history.bounds(projectId)
    if (!bounds) return null
    const recent = await history.firstRevisionSince(projectId, cutoff)
    return { oldest: bounds.oldest, keepFrom: Math.min(recent ?? bounds.newest, bounds.newest) }
  }

  /** One batch under the project's lock; false when nothing is left to prune. */
  async function pruneBatch(projectId: string, cutoff: string, total: PruneResult): Promise<boolean> {
    return store.transaction(async (tx) => {
      // The lock orders the batch with the project's writes, which record revisions.
      if (!(await tx.lockProject(projectId))) return false
      const range = await rangeOf(tx.history, projectId, cutoff)
      if (!range || range.oldest >= range.keepFrom) return false
      const { oldest, keepFrom } = range
      const to = Math.min(keepFrom, oldest + PRUNE_BATCH_REVISIONS)
      const pruned = await tx.history.pruneBefore(projectId, oldest, to)
      total.revisions += pruned.revisions
      total.versions += pruned.versions
      total.batches++
      return to < keepFrom
    })
  }

  /** Prunes one project's history older than the retention period, batch by batch. */
  async function pruneProject(projectId: string): Promise<PruneResult> {
    const total: PruneResult = { revisions: 0, versions: 0, batches: 0 }
    if (retentionDays === null) return total
    const cutoff = new Date(clock.now().getTime() - retentionDays * DAY_MS).toISOString()
    // Most passes find nothing to do: a plain read says so without taking the write lock.
    const range = await rangeOf(store.history, projectId, cutoff)
    if (!range || range.oldest >= range.keepFrom) return total
    // Between batches the lock is released, so the project's writes are never held up long.
    let more = true
    while (more) more = await pruneBatch(projectId, cutoff, total)
    return total
  }

  /**
   * Deletes audit events older than the retention period, oldest first, a bounded batch per
   * statement; each batch commits on its own, as nothing else depends on old events.
   */
  async function pruneAuditEvents(): Promise<number> {
    if (retentionDays === null) return 0
    const cutoff = new Date(clock.now().getTime() - retentionDays * DAY_MS).toISOString()
    let pruned = 0
    for (;;) {
      const deleted = await store.audit.pruneBefore(cutoff, PRUNE_BATCH_AUDIT_EVENTS)
      pruned += deleted
      if (deleted < PRUNE_BATCH_AUDIT_EVENTS) return pruned
    }
  }

  return {
    retentionDays,
    pruneProject,

    pruneAuditEvents,

    /** Prunes every project, then the audit log; what the server's retention job runs. */
    async pruneAll(): Promise<PruneAllResult> {
      const total: PruneAllResult = { revisions: 0, versions: 0, auditEvents: 0, batches: 0 }
      if (retentionDays === null) return total
      for (const project of await store.listProjects()) {
        const pruned = await pruneProject(project.id)
        total.revisions += pruned.revisions
        total.versions += pruned.versions
        total.batches += pruned.batches
      }
      total.auditEvents = await pruneAuditEvents()
      return total
    },
  }
}

export type HistoryRetention = ReturnType<typeof createHistoryRetention>
