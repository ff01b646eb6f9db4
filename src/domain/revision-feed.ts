import type { BlockVersion } from './history.js'

/** One block a revision changed: its key, and its section after the change (null: deleted). */
export type ChangedBlock = readonly [key: string, section: string | null]

/**
 * A committed revision as the revision feed tells it (migration 0015, docs/mcp.md
 * "Subscriptions"): enough to know which resources of the project it changed, no block bodies.
 */
export interface RevisionEvent {
  /** Increasing in insertion order, never reused; a reader tails the feed by it. */
  id: number
  projectId: string
  revision: number
  changes: ChangedBlock[]
  createdAt: string
}

/** How long the feed keeps an event: far longer than any reader lags behind it. */
export const REVISION_EVENTS_KEPT_MS = 60 * 60_000

/** The revision feed table as the domain uses it (the store port's `revisionEvents`). */
export interface RevisionEventOps {
  /** Appends the event of a revision; called in the revision's own transaction. */
  append(event: Omit<RevisionEvent, 'id'>): Promise<void>
  /** Events with an id above `id`, oldest first, at most `limit`: one indexed range read. */
  after(id: number, limit: number): Promise<RevisionEvent[]>
  /** The highest id written so far (0 when none): where a new reader starts. */
  latestId(): Promise<number>
  /** Deletes events created before `before` (an ISO time); answers how many. */
  prune(before: string): Promise<number>
}

/** The blocks a revision's versions changed, each with its section after the change. */
export function changedBlocks(versions: readonly BlockVersion[]): ChangedBlock[] {
  return versions.map((version) => [version.key, version.block?.section ?? null] as const)
}
