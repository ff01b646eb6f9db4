import { ReadOnlyDatabaseError, StorageFullError, UniqueViolationError } from '../domain/errors.js'

/** Engine error codes that mean "no space left": SQLite's, PostgreSQL's SQLSTATE 53100, the OS's. */
const DISK_FULL_CODES = new Set(['SQLITE_FULL', '53100', 'ENOSPC'])

/**
 * Engine error codes that mean "this database takes no writes": SQLite's read-only file (and
 * its variants), PostgreSQL's read-only transaction (a hot standby after a failover), the OS's
 * read-only file system.
 */
const READ_ONLY_CODES = new Set([
  'SQLITE_READONLY',
  'SQLITE_READONLY_RECOVERY',
  'SQLITE_READONLY_CANTLOCK',
  'SQLITE_READONLY_CANTINIT',
  'SQLITE_READONLY_ROLLBACK',
  'SQLITE_READONLY_DBMOVED',
  'SQLITE_READONLY_DIRECTORY',
  '25006',
  'EROFS',
])

/** Engine error codes of a unique (or primary key) violation: SQLite's, PostgreSQL's SQLSTATE 23505. */
const UNIQUE_VIOLATION_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505'])

/**
 * The typed domain error an engine error stands for, keeping the original as `cause` for the
 * log, or the error itself when it is none of these.
 */
export function translateStorageError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const code = (error as { code?: unknown }).code
  if (typeof code !== 'string') return error
  if (DISK_FULL_CODES.has(code)) return new StorageFullError({ cause: error })
  if (READ_ONLY_CODES.has(code)) return new ReadOnlyDatabaseError({ cause: error })
  if (UNIQUE_VIOLATION_CODES.has(code)) return new UniqueViolationError({ cause: error })
  return error
}
