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

/** The current revision of each project that exists, of those asked for (one read for all). */
export type RevisionSource = (projectIds: readonly string[]) => Promise<Map<string, number>>

/**
 * How often a process reads the revisions of its subscribed projects: the same beat as the
 * webhook outbox's poll, so a new revision is told within about a second on every instance.
 */
export const SUBSCRIPTION_POLL_MS = 1000
/** Resources one connection may watch at once. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 64
/** Subscriptions one process holds at once, over all its connections. */
export const MAX_SUBSCRIPTIONS = 10_000

export interface SubscriptionHubOptions {
  source: RevisionSource
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
  /** Reads the subscribed projects' revisions once and notifies what changed (the timer's job). */
  poll(): Promise<void>
  /** Subscriptions held now, over all connections. */
  readonly size: number
  stop(): Promise<void>
}

interface Watch {
  uri: string
  projectId: string
  /** The revision the connection last read or was told of. */
  seen: number
}

/**
 * The process's one watcher of new revisions for MCP subscriptions. Every change commits its
 * revision in one place (domain/revision-events.ts, with the webhooks' outbox event); whichever
 * instance or WORKERS process wrote it, the project's revision in the shared database moves. So
 * each process reads, once per poll and in one query, the revisions of the projects its own
 * connections watch, and notifies each watch whose project moved past what it has seen. The cost
 * is one indexed read per process per second while anything is subscribed, none otherwise, and
 * does not grow with the number of connections.
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
    if (projects.size === 0) return
    const revisions = await options.source([...projects])
    for (const { notify, watches } of connections.values()) {
      for (const watch of watches.values()) {
        const revision = revisions.get(watch.projectId)
        // A deleted project has no revision: its watches stay quiet until unsubscribed.
        if (revision === undefined || revision <= watch.seen) continue
        watch.seen = revision
        notify(watch.uri)
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

  return {
    open(notify) {
      const watches = new Map<string, Watch>()
      const subscriber: Subscriber = {
        subscribe(uri, projectId, revision) {
          const watch = watches.get(uri)
          if (watch) {
            watch.seen = Math.max(watch.seen, revision)
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
          watches.set(uri, { uri, projectId, seen: revision })
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
