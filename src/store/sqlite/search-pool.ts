import type { Worker } from 'node:worker_threads'
import { UnavailableError } from '../../domain/errors.js'
import type { ParsedQuery } from '../../domain/search/query.js'
import type { BlockFilter, SearchResult } from '../../domain/store.js'
import { createWorkerPool, spawnModuleWorker } from '../../worker-pool.js'
import {
  fromSearchFailure,
  type SearchCall,
  type SearchFailure,
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

/**
 * Runs SQLite searches in `threads` worker threads (search-worker.ts), each with its own
 * read-only connection to the file at `path`: better-sqlite3 is synchronous, so a search on the
 * main thread would hold up every other request for as long as it ranks. The threads are a
 * src/worker-pool.ts pool, like the render pool's: the thread with the fewest searches waiting;
 * a thread that dies fails its searches and is replaced.
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
  const pool = createWorkerPool<Omit<SearchCall, 'id'>, SearchResult, SearchFailure>({
    threads,
    spawn: () => spawnModuleWorker(import.meta.url, 'search-worker', { path } satisfies SearchWorkerData),
    failure: fromSearchFailure,
    stopped: (code, crash) =>
      new Error(`Search failed: the search thread stopped (exit code ${code}) before answering${crash}`),
    shuttingDown,
    ...(beforeStart && { beforeStart }),
  })
  return {
    search: (projectId, query, filter, limit) => pool.call({ projectId, query, filter, limit }),
    get pending() {
      return pool.pending
    },
    get workers() {
      return pool.workers
    },
    close: () => pool.close(),
  }
}

function shuttingDown(): UnavailableError {
  return new UnavailableError('The server is shutting down; retry the search in a few seconds')
}
