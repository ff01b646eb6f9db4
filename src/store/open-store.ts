import type { Config } from '../config.js'
import type { Store } from '../domain/store.js'

/**
 * Opens and migrates the store that DATABASE_URL names. Each adapter is loaded only when used,
 * so the embedded default never loads `pg` and vice versa.
 */
export async function openStore(
  config: Pick<Config, 'database' | 'pgPoolSize'>,
  onPoolError?: (error: Error) => void,
): Promise<Store> {
  const target = config.database
  if (target.kind === 'sqlite') {
    const { openSqliteStore } = await import('./sqlite/sqlite-store.js')
    return openSqliteStore(target.path)
  }
  const { openPostgresStore } = await import('./postgres/pg-store.js')
  return openPostgresStore(target.url, { poolSize: config.pgPoolSize, ...(onPoolError && { onPoolError }) })
}
