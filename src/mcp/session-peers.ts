import cluster from 'node:cluster'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ASK = 'pctx:mcp-peers-ask'
const ANSWER = 'pctx:mcp-peers-answer'
/** A worker starts without forwarding rather than never (the primary answers at once). */
const ASK_TIMEOUT_MS = 10_000

interface Answer {
  type: typeof ANSWER
  dir: string
}
const isAsk = (message: unknown): boolean =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === ASK
const isAnswer = (message: unknown): message is Answer =>
  typeof message === 'object' && message !== null && (message as Answer).type === ANSWER

/**
 * The cluster primary's side (WORKERS > 1): one private directory (mkdtemp makes it 0700, this
 * user's only) in which each worker listens on a unix socket named for its cluster id, so a
 * worker can pass an MCP session's requests to the worker that holds the session. Told to each
 * worker that asks; removed when the primary exits.
 */
export function serveMcpPeerDirectory(): void {
  const dir = mkdtempSync(join(tmpdir(), 'pctx-mcp-'))
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  cluster.on('message', (worker, message: unknown) => {
    if (isAsk(message) && worker.isConnected()) worker.send({ type: ANSWER, dir } satisfies Answer)
  })
}

/** A WORKERS process's view of its siblings, for MCP sessions (docs/mcp.md, "Subscriptions"). */
export interface McpPeers {
  /** Starts the id of every session this worker opens: `w<cluster id>-`. */
  readonly idPrefix: string
  /** Where this worker listens for its siblings' forwarded requests. */
  readonly ownSocket: string
  /** The socket of the sibling whose id the session id names; undefined when it names this one or none. */
  socketOf(sessionId: string): string | undefined
}

/** This process's peers when it is a cluster worker; undefined otherwise (one process holds every session). */
export function joinMcpPeers(): Promise<McpPeers | undefined> {
  const worker = cluster.worker
  const send = process.send?.bind(process)
  if (!cluster.isWorker || !worker || !send) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    const done = (peers: McpPeers | undefined) => {
      clearTimeout(timer)
      process.off('message', onMessage)
      resolve(peers)
    }
    const onMessage = (message: unknown) => {
      if (isAnswer(message)) done(peersIn(message.dir, worker.id))
    }
    const timer = setTimeout(() => done(undefined), ASK_TIMEOUT_MS)
    process.on('message', onMessage)
    send({ type: ASK })
  })
}

function peersIn(dir: string, self: number): McpPeers {
  const socket = (id: number) => join(dir, `${id}.sock`)
  return {
    idPrefix: `w${self}-`,
    ownSocket: socket(self),
    socketOf(sessionId) {
      // Only digits reach the path: a session id cannot point anywhere but into the directory.
      const match = /^w(\d{1,9})-/.exec(sessionId)
      if (!match) return undefined
      const id = Number(match[1])
      return id === self ? undefined : socket(id)
    },
  }
}
