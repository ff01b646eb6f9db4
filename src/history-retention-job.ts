import type { HistoryRetention, PruneAllResult } from './domain/history-retention.js'

/** How often a server prunes: retention is counted in days, so hourly keeps it within an hour. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000

export interface RetentionJob {
  /** Resolves once a pass that is running has finished; no pass starts after. */
  stop(): Promise<void>
}

/**
 * Runs `retention.pruneAll` once at start and then every `intervalMs`, one pass at a time. A
 * failed pass (the database away for a moment) is logged and tried again at the next interval.
 * Every process of every instance runs it: passes are idempotent and each batch holds the
 * project's lock, so concurrent passes only repeat a little reading.
 */
export function startRetentionJob(
  retention: Pick<HistoryRetention, 'pruneAll'>,
  log: {
    info(details: object, message: string): void
    warn(details: object, message: string): void
  },
  intervalMs = RETENTION_INTERVAL_MS,
): RetentionJob {
  let running: Promise<void> | undefined
  let stopped = false
  const pass = () => {
    if (stopped || running) return
    running = retention
      .pruneAll()
      .then((pruned: PruneAllResult) => {
        if (pruned.revisions > 0 || pruned.auditEvents > 0)
          log.info({ pruned }, 'pruned history and audit events older than HISTORY_RETENTION_DAYS')
      })
      .catch((error: unknown) =>
        log.warn({ err: error }, 'history pruning failed; retrying at the next interval'),
      )
      .finally(() => {
        running = undefined
      })
  }
  const first = setTimeout(pass, 0)
  const timer = setInterval(pass, intervalMs)
  // The job never keeps a process alive on its own.
  first.unref()
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearTimeout(first)
      clearInterval(timer)
      await running
    },
  }
}
