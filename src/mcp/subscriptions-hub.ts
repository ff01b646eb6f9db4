import type { ChangedBlock } from '../domain/revision-feed.js'
import type { SubscriptionSink } from './subscriptions.js'

/**
 * A subscription refused (too many, or no session to notify): an MCP error to the client. Not
 * the SDK's McpError, so that /mcp can hold the hub without loading the SDK at start.
 */
export class SubscriptionRefused extends Error {}

/** A sink for a connection that cannot be notified: every subscribe answers `message`. */
export function refusingSink(message: string): SubscriptionSink {
  return {
    subscribe() {
      throw new SubscriptionRefused(message)
    },
    unsubscribe() {
      // Nothing was subscribed: nothing to stop.
    },
  }
}

/**
 * A new revision of a project as the hub learns of it: the blocks it changed (key, and section
 * after the change; null when deleted), or null when the source cannot tell which.
 */
export interface RevisionChange {
  projectId: string
  revision: number
  changes: readonly ChangedBlock[] | null
}

/**
 * What the hub reads at each poll: the revisions committed since the last call. `watched` are
 * the projects subscribed in this process now; a source may read only those, or tail everything.
 */
export type ChangeSource = (watched: ReadonlySet<string>) => Promise<RevisionChange[]>

/**
 * How often a process reads the revision feed: one indexed read of the rows past the last one
 * it saw, so a revision is told within about half a second on every instance.
 */
export const SUBSCRIPTION_POLL_MS = 500
/** Resources one connection may watch at once. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 64
/** Subscriptions one process holds at once, over all its connections. */
export const MAX_SUBSCRIPTIONS = 10_000

export interface SubscriptionHubOptions {
  source: ChangeSource
  pollIntervalMs?: number
  perConnection?: number
  total?: number
  log: { warn(details: object, message: string): void }
}

/** One connection's subscriptions: a sink for its MCP server, closed with the connection. */
export interface Subscriber extends SubscriptionSink {
  /** Drops every subscription of the connection. */
  close(): void
}

export interface SubscriptionHub {
  /** A connection's subscriptions; `notify` sends it `notifications/resources/updated` for a URI. */
  open(notify: (uri: string) => void): Subscriber
  /** Reads what changed once and notifies the watches it touched (the timer's job). */
  poll(): Promise<void>
  /** Subscriptions held now, over all connections. */
  readonly size: number
  stop(): Promise<void>
}

interface Watch {
  uri: string
  projectId: string
  /** A section resource: the section, and the keys of the blocks in it as last known. */
  section?: { id: string; keys: Set<string> }
  /** The revision the connection last read or was told of. */
  seen: number
}

/**
 * Whether a revision's changes touch a watch's resource; keeps a section watch's keys current.
 * A project document (llms.txt) changes with every revision; a section only when a block that
 * was or now is in it changed (a move touches both sections). Unknown changes touch everything.
 */
function touches(watch: Watch, changes: readonly ChangedBlock[] | null): boolean {
  const section = watch.section
  if (!section || changes === null) return true
  let touched = false
  for (const [key, now] of changes) {
    const inside = now === section.id
    if (inside || section.keys.has(key)) touched = true
    if (inside) section.keys.add(key)
    else section.keys.delete(key)
  }
  return touched
}

/**
 * The process's one watcher of new revisions for MCP subscriptions. Every change commits its
 * revision in one place (domain/revision-events.ts) with an event in the revision feed, whichever
 * instance or WORKERS process wrote it. Each process reads, once per poll and in one query, the
 * feed past the last event it saw, and notifies each watch whose resource the revision changed.
 * The cost is one indexed read per process per poll, whatever the number of connections.
 */
export function createSubscriptionHub(options: SubscriptionHubOptions): SubscriptionHub {
  const perConnection = options.perConnection ?? MAX_SUBSCRIPTIONS_PER_CONNECTION
  const total = options.total ?? MAX_SUBSCRIPTIONS
  /** Every connection's watches, by connection, by URI. */
  const connections = new Map<Subscriber, { notify: (uri: string) => void; watches: Map<string, Watch> }>()
  let size = 0
  let polling: Promise<void> | undefined
  let failing = false

  async function readAndNotify(): Promise<void> {
    const projects = new Set<string>()
    for (const { watches } of connections.values()) {
      for (const watch of watches.values()) projects.add(watch.projectId)
    }
    const changes = await options.source(projects)
    for (const change of changes) {
      if (!projects.has(change.projectId)) continue
      for (const { notify, watches } of connections.values()) {
        for (const watch of watches.values()) {
          if (watch.projectId !== change.projectId || change.revision <= watch.seen) continue
          watch.seen = change.revision
          if (touches(watch, change.changes)) notify(watch.uri)
        }
      }
    }
  }

  function poll(): Promise<void> {
    polling ??= readAndNotify()
      .then(() => {
        if (failing) options.log.warn({}, 'MCP subscriptions can read revisions again')
        failing = false
      })
      .catch((error: unknown) => {
        // One line per outage, not one per poll; the watches keep their `seen` and catch up.
        if (!failing) options.log.warn({ err: error }, 'MCP subscriptions could not read revisions; retrying')
        failing = true
      })
      .finally(() => {
        polling = undefined
      })
    return polling
  }

  const timer = setInterval(() => void poll(), options.pollIntervalMs ?? SUBSCRIPTION_POLL_MS)
  timer.unref()
  // At once: a source that tails a feed notes where it ends before any connection subscribes.
  void poll()

  return {
    open(notify) {
      const watches = new Map<string, Watch>()
      const subscriber: Subscriber = {
        subscribe(uri, target, revision) {
          const watch = watches.get(uri)
          if (watch) {
            if (revision > watch.seen) {
              watch.seen = revision
              if (watch.section && target.sectionKeys) watch.section.keys = new Set(target.sectionKeys)
            }
            return
          }
          if (watches.size >= perConnection) {
            throw new SubscriptionRefused(
              `This connection already watches ${perConnection} resources, the most it may: unsubscribe from one first`,
            )
          }
          if (size >= total) {
            throw new SubscriptionRefused(
              `This server process holds ${total} subscriptions, the most it may: retry later`,
            )
          }
          watches.set(uri, {
            uri,
            projectId: target.projectId,
            ...(target.section !== undefined && {
              section: { id: target.section, keys: new Set(target.sectionKeys) },
            }),
            seen: revision,
          })
          size++
        },
        unsubscribe(uri) {
          if (watches.delete(uri)) size--
        },
        close() {
          if (!connections.delete(subscriber)) return
          size -= watches.size
          watches.clear()
        },
      }
      connections.set(subscriber, { notify, watches })
      return subscriber
    },
    poll,
    get size() {
      return size
    },
    async stop() {
      clearInterval(timer)
      await polling
    },
  }
}
