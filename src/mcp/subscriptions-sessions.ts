import { randomUUID } from 'node:crypto'
import { PassThrough } from 'node:stream'
import type { Subscriber, SubscriptionHub } from './subscriptions-hub.js'

/** MCP sessions one process holds at once (each at most MAX_SUBSCRIPTIONS_PER_CONNECTION watches). */
export const MAX_SESSIONS = 1000
/** Sessions one key holds at once in a process: one agent's reconnects, not a flood. */
export const MAX_SESSIONS_PER_KEY = 32
/** A session without an open stream ends after this long without a request. */
export const SESSION_IDLE_MS = 10 * 60_000
/** How long a client waits before it reopens an ended stream (the SSE `retry` field). */
export const RECONNECT_MS = 3000
/** How often open streams get a comment line, so proxies keep them and dead peers are found. */
export const STREAM_KEEPALIVE_MS = 25_000

/**
 * An HTTP MCP session: what `/mcp` remembers between requests for the notifications a client
 * subscribed to. Requests themselves stay stateless (any process answers them); only
 * `resources/subscribe` and the GET stream need the session's process.
 */
export interface McpSession {
  readonly id: string
  readonly keyId: string
  readonly subscriber: Subscriber
}

export interface McpSessions {
  /** A new session of `keyId`; undefined when this process or this key holds the most it may. */
  open(keyId: string): McpSession | undefined
  /** The session `id` of `keyId` held by this process (counted as used now), else undefined. */
  get(id: string, keyId: string): McpSession | undefined
  /** The session's notification stream (SSE); one at a time, a new one ends the old. */
  stream(session: McpSession): PassThrough
  /** Ends a session and its stream; false when this process holds no such session of the key. */
  end(id: string, keyId: string): boolean
  /** Ends every session: shutdown must not wait for streams that never end on their own. */
  closeAll(): void
  readonly size: number
}

export interface McpSessionOptions {
  hub: SubscriptionHub
  max?: number
  perKey?: number
  idleMs?: number
  keepAliveMs?: number
  now?: () => number
  /** Starts every session id: which WORKERS process holds it (src/mcp/session-peers.ts). */
  idPrefix?: string
}

interface Held extends McpSession {
  stream: PassThrough | undefined
  lastSeen: number
}

function sse(message: object): string {
  return `event: message\ndata: ${JSON.stringify(message)}\n\n`
}

export function createMcpSessions(options: McpSessionOptions): McpSessions {
  const max = options.max ?? MAX_SESSIONS
  const perKey = options.perKey ?? MAX_SESSIONS_PER_KEY
  const idleMs = options.idleMs ?? SESSION_IDLE_MS
  const now = options.now ?? Date.now
  const sessions = new Map<string, Held>()
  const byKey = new Map<string, number>()

  function close(session: Held): void {
    if (sessions.get(session.id) !== session) return
    sessions.delete(session.id)
    const left = (byKey.get(session.keyId) ?? 1) - 1
    if (left > 0) byKey.set(session.keyId, left)
    else byKey.delete(session.keyId)
    session.subscriber.close()
    session.stream?.end()
    session.stream = undefined
  }

  // One timer for every session: keep-alive comments on open streams, idle sessions ended.
  const timer = setInterval(() => {
    const cutoff = now() - idleMs
    for (const session of sessions.values()) {
      if (session.stream) session.stream.write(': keep-alive\n\n')
      else if (session.lastSeen < cutoff) close(session)
    }
  }, options.keepAliveMs ?? STREAM_KEEPALIVE_MS)
  timer.unref()

  return {
    open(keyId) {
      if (sessions.size >= max || (byKey.get(keyId) ?? 0) >= perKey) return undefined
      const id = `${options.idPrefix ?? ''}${randomUUID()}`
      const session: Held = {
        id,
        keyId,
        stream: undefined,
        lastSeen: now(),
        subscriber: options.hub.open((uri) => {
          // No stream open: the client is not listening, and re-reads when it reconnects.
          session.stream?.write(
            sse({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri } }),
          )
        }),
      }
      sessions.set(id, session)
      byKey.set(keyId, (byKey.get(keyId) ?? 0) + 1)
      return session
    },
    get(id, keyId) {
      const session = sessions.get(id)
      // Another key's session reads as unknown: its id tells nothing and gives nothing.
      if (!session || session.keyId !== keyId) return undefined
      session.lastSeen = now()
      return session
    },
    stream(session) {
      const held = sessions.get(session.id)
      const stream = new PassThrough()
      if (!held) {
        stream.end()
        return stream
      }
      held.stream?.end()
      held.stream = stream
      stream.on('close', () => {
        if (held.stream !== stream) return
        held.stream = undefined
        held.lastSeen = now()
      })
      // Opens the stream at once, so the client sees its headers before any notification; and
      // asks for a reconnect after a pause, not at once, when the stream ends (a shutdown
      // would otherwise draw every client back within milliseconds).
      stream.write(`retry: ${RECONNECT_MS}\n\n`)
      return stream
    },
    end(id, keyId) {
      const session = sessions.get(id)
      if (!session || session.keyId !== keyId) return false
      close(session)
      return true
    },
    closeAll() {
      for (const session of [...sessions.values()]) close(session)
      clearInterval(timer)
    },
    get size() {
      return sessions.size
    },
  }
}
