import {
  REVISION_EVENTS_KEPT_MS,
  type RevisionEvent,
  type RevisionEventOps,
} from '../domain/revision-feed.js'
import type { ChangeSource } from './subscriptions-hub.js'

/** Events read per query; a full batch is followed at once by the next. */
export const TAIL_BATCH = 1000
/**
 * How long an id below ones already read may stay missing before the tail stops waiting for it.
 * On PostgreSQL ids are taken at insert and rows appear at commit, so a transaction still open
 * leaves a gap that fills later; a rolled-back one leaves a gap that never fills.
 */
export const TAIL_GAP_WAIT_MS = 10_000
/** How often a process deletes the events older than REVISION_EVENTS_KEPT_MS. */
export const PRUNE_EVERY_MS = 10 * 60_000

export interface RevisionTailOptions {
  batch?: number
  gapWaitMs?: number
  now?: () => number
}

/**
 * Reads the revision feed from where this process last stopped: each call answers the events
 * committed since the last call, once each, oldest first. The first call only notes where the
 * feed ends (what came before is in the state a subscriber reads when it subscribes).
 */
export function createRevisionTail(
  events: RevisionEventOps,
  options: RevisionTailOptions = {},
): () => Promise<RevisionEvent[]> {
  const batch = options.batch ?? TAIL_BATCH
  const gapWaitMs = options.gapWaitMs ?? TAIL_GAP_WAIT_MS
  const now = options.now ?? Date.now
  /** Every id up to here was read, or given up on. */
  let floor: number | undefined
  /** Ids above `floor` already read: what a re-read while a gap is open skips. */
  const read = new Set<number>()
  let gapSince: number | undefined
  let nextPrune = now() + PRUNE_EVERY_MS

  function advance(): void {
    if (floor === undefined) return
    while (read.delete(floor + 1)) floor++
  }

  return async function next(): Promise<RevisionEvent[]> {
    if (now() >= nextPrune) {
      nextPrune = now() + PRUNE_EVERY_MS
      await events.prune(new Date(now() - REVISION_EVENTS_KEPT_MS).toISOString())
    }
    if (floor === undefined) {
      floor = await events.latestId()
      return []
    }
    const fresh: RevisionEvent[] = []
    for (;;) {
      const rows = await events.after(floor, batch)
      const unseen = rows.filter((row) => !read.has(row.id))
      for (const row of unseen) read.add(row.id)
      fresh.push(...unseen)
      advance()
      if (read.size === 0) gapSince = undefined
      else {
        gapSince ??= now()
        if (now() - gapSince >= gapWaitMs) {
          // The oldest gap waited long enough: read on from the first id after it.
          floor = Math.min(...read) - 1
          advance()
          gapSince = read.size === 0 ? undefined : now()
        }
      }
      if (rows.length < batch || unseen.length === 0) return fresh
    }
  }
}

/** The hub's source on a server: the revision feed, tailed (whatever is watched, to stay current). */
export function revisionFeedSource(
  events: RevisionEventOps,
  options: RevisionTailOptions = {},
): ChangeSource {
  const next = createRevisionTail(events, options)
  return async () =>
    (await next()).map((event) => ({
      projectId: event.projectId,
      revision: event.revision,
      changes: event.changes,
    }))
}
