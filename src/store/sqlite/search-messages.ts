import {
  AppError,
  ConflictError,
  NotFoundError,
  UnavailableError,
  ValidationError,
} from '../../domain/errors.js'
import type { ParsedQuery } from '../../domain/search/query.js'
import type { BlockFilter, SearchResult } from '../../domain/store.js'
import { translateStorageError } from '../storage-errors.js'

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

/** What a search thread sends back for an error: plain data, since class instances do not cross. */
export function toSearchFailure(error: unknown): SearchFailure {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const code = (error as { code?: unknown }).code
  return {
    name: error instanceof AppError ? error.constructor.name : error.name,
    message: error.message,
    ...(error.stack !== undefined && { stack: error.stack }),
    ...(typeof code === 'string' && { code }),
    ...(error instanceof ValidationError && { details: error.details }),
  }
}

/**
 * The error an in-process search would have raised: domain errors as themselves, engine errors
 * with their code, through the same translation as the store's own connection (SQLITE_FULL →
 * 507, SQLITE_READONLY → 503; SQLITE_BUSY stays an engine error the error handler makes a 503).
 */
export function fromSearchFailure(failure: SearchFailure): Error {
  switch (failure.name) {
    case 'ValidationError':
      return new ValidationError(failure.message, failure.details)
    case 'NotFoundError':
      return new NotFoundError(failure.message)
    case 'ConflictError':
      return new ConflictError(failure.message)
    case 'UnavailableError':
      return new UnavailableError(failure.message)
  }
  const error = Object.assign(new Error(failure.message), {
    name: failure.name,
    ...(failure.code !== undefined && { code: failure.code }),
  })
  if (failure.stack !== undefined) error.stack = failure.stack
  return translateStorageError(error) as Error
}
