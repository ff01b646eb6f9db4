import { Worker } from 'node:worker_threads'
import { UnavailableError } from '../../domain/errors.js'
import type { ParsedQuery } from '../../domain/search/query.js'
import type { BlockFilter, SearchResult } from '../../domain/store.js'
import {
  fromSearchFailure,
  type SearchCall,
  type SearchReply,
  type SearchWorkerData,
} from './search-messages.js'

export interface SearchPool {
  search(projectId: string, query: ParsedQuery, filter: BlockFilter, limit: number): Promise<SearchResult>
  /** The threads alive now (started on first use, replaced after one dies). */
  readonly workers: readonly Worker[]
  /** Searches sent to a thread and not answered yet. */
  readonly pending: number
  /** Stops every thread; searches under way and later ones fail with a 503. */
  close(): Promise<void>
}

interface Pending {
  resolve(value: SearchResult): void
  reject(error: Error): void
}

interface Slot {
  worker: Worker | undefined
  pending: Map<number, Pending>
}

/**
 * Runs SQLite searches in `threads` worker threads (search-worker.ts), each with its own
 * read-only connection to the file at `path`: better-sqlite3 is synchronous, so a search on the
 * main thread would hold up every other request for as long as it ranks. Each search goes to
 * the thread with the fewest searches waiting. A thread that dies (crash, out of memory,
 * terminated) fails the searches it held and is replaced on the next search. Threads keep the
 * process alive only while they hold searches. Same shape as the render pool
 * (src/http/render-pool.ts), which the store does not import: the store knows nothing of HTTP.
 */
export function createSearchPool({
  path,
  threads,
  beforeStart,
}: {
  path: string
  threads: number
  /**
   * Runs before a thread is started; throwing fails the search with that error instead. The
   * store checks there that `path` still names the file it opened: a thread started after the
   * file was deleted or replaced would fail to open it, or search another database.
   */
  beforeStart?: () => void
}): SearchPool {
  const slots: Slot[] = Array.from({ length: Math.max(1, threads) }, () => ({
    worker: undefined,
    pending: new Map(),
  }))
  let nextId = 1
  let closed = false

  function start(slot: Slot): Worker {
    beforeStart?.()
    const worker = spawnWorker({ path })
    worker.unref()
    worker.on('message', (reply: SearchReply) => {
      const call = slot.pending.get(reply.id)
      if (!call) return
      slot.pending.delete(reply.id)
      if (slot.pending.size === 0) worker.unref()
      if (reply.ok) call.resolve(reply.value)
      else call.reject(fromSearchFailure(reply.error))
    })
    // 'error' (an uncaught exception, out of memory) is always followed by 'exit'; its message
    // goes with the failed searches, so the 500 they become is logged with the cause.
    let crash = ''
    worker.on('error', (error) => {
      crash = `: ${error.message}`
    })
    worker.on('exit', (code) => {
      if (slot.worker === worker) slot.worker = undefined
      const calls = [...slot.pending.values()]
      slot.pending.clear()
      for (const call of calls)
        call.reject(
          closed
            ? shuttingDown()
            : new Error(
                `Search failed: the search thread stopped (exit code ${code}) before answering${crash}`,
              ),
        )
    })
    slot.worker = worker
    return worker
  }

  function search(
    projectId: string,
    query: ParsedQuery,
    filter: BlockFilter,
    limit: number,
  ): Promise<SearchResult> {
    if (closed) return Promise.reject(shuttingDown())
    let slot = slots[0] as Slot
    for (const candidate of slots) if (candidate.pending.size < slot.pending.size) slot = candidate
    let worker: Worker
    try {
      worker = slot.worker ?? start(slot)
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
    const id = nextId++
    return new Promise<SearchResult>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject })
      worker.ref()
      try {
        worker.postMessage({ id, projectId, query, filter, limit } satisfies SearchCall)
      } catch (error) {
        // Arguments that cannot be copied to the thread: nothing was sent.
        slot.pending.delete(id)
        if (slot.pending.size === 0) worker.unref()
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  }

  return {
    search,
    get pending() {
      return slots.reduce((sum, slot) => sum + slot.pending.size, 0)
    },
    get workers() {
      return slots.flatMap((slot) => (slot.worker ? [slot.worker] : []))
    },
    async close() {
      closed = true
      await Promise.all(slots.map((slot) => slot.worker?.terminate()))
    },
  }
}

function shuttingDown(): UnavailableError {
  return new UnavailableError('The server is shutting down; retry the search in a few seconds')
}

/**
 * A search thread. Built code (tsc's dist/store/sqlite, the esbuild bundle, where
 * scripts/bundle.mjs makes search-worker.js an entry next to the chunks) starts the compiled
 * file beside this one. Run from the TypeScript sources (tests, `npm run dev`), a thread does
 * not inherit tsx's loader on Node 20, so the thread registers tsx before importing the `.ts`
 * entry.
 */
function spawnWorker(workerData: SearchWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./search-worker.js', import.meta.url), { workerData })
  const entry = new URL('./search-worker.ts', import.meta.url).href
  const tsx = import.meta.resolve('tsx/esm/api')
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(boot, { eval: true, workerData })
}
