import type { Config } from '../config.js'
import type { Store } from '../domain/store.js'

/** Where opening a store reports what the operator should know, and whether it may create one. */
export interface OpenNotices {
  /** Errors of idle pooled PostgreSQL connections (e.g. the server restarted). */
  onPoolError?: (error: Error) => void
  /** A new, empty SQLite database file was created. */
  onCreate?: (message: string) => void
  /** False: a missing SQLite file is a MissingDatabaseError instead of a new database. */
  create?: boolean
  /**
   * SQLite: checkpoint the WAL in a thread after commits (true by default). A short command
   * has no use for one: it would only start a thread to stop it again.
   */
  checkpointThread?: boolean
}

/**
 * Opens and migrates the store that DATABASE_URL names. Each adapter is loaded only when used,
 * so the embedded default never loads `pg` and vice versa. Without `searchThreads`, SQLite
 * searches run on the calling thread.
 */
export async function openStore(
  config: Pick<Config, 'database' | 'pgPoolSize'> & Partial<Pick<Config, 'searchThreads'>>,
  notices: OpenNotices = {},
): Promise<Store> {
  const { onPoolError, onCreate, create, checkpointThread = true } = notices
  const target = config.database
  if (target.kind === 'sqlite') {
    const { openSqliteStore } = await import('./sqlite/sqlite-store.js')
    return openSqliteStore(target.path, {
      ...(onCreate && { onCreate }),
      ...(create !== undefined && { create }),
      checkpointThread,
      ...(config.searchThreads !== undefined && { searchThreads: config.searchThreads }),
    })
  }
  const { openPostgresStore } = await import('./postgres/pg-store.js')
  return openPostgresStore(target.url, { poolSize: config.pgPoolSize, ...(onPoolError && { onPoolError }) })
}
