import type { ParsedQuery } from '../../domain/search/query.js'
import type { BlockFilter, SearchResult } from '../../domain/store.js'

/** What a search thread is started with: the database file it opens read-only. */
export interface SearchWorkerData {
  path: string
}

/** One search, sent to a thread as plain data. */
export interface SearchCall {
  id: number
  projectId: string
  query: ParsedQuery
  filter: BlockFilter
  limit: number
}

/**
 * What the main thread needs to raise the same error as an in-process search would: the
 * engine's code (SQLITE_BUSY → 503, SQLITE_FULL → 507…), or the domain error by name.
 */
export interface SearchFailure {
  name: string
  message: string
  stack?: string
  /** An engine or OS error code, e.g. `SQLITE_BUSY`. */
  code?: string
  /** A ValidationError's problems. */
  details?: { path: string; message: string }[]
}

export type SearchReply =
  | { id: number; ok: true; value: SearchResult }
  | { id: number; ok: false; error: SearchFailure }
