import type { Config } from '../config.js'
import { openPostgresStore } from './postgres/pg-store.js'
import { openSqliteStore } from './sqlite/sqlite-store.js'
import type { Store } from './store.js'

/** Opens and migrates the store that DATABASE_URL names. */
export async function openStore(
  config: Pick<Config, 'database' | 'pgPoolSize'>,
  onPoolError?: (error: Error) => void,
): Promise<Store> {
  const target = config.database
  if (target.kind === 'sqlite') return openSqliteStore(target.path)
  return openPostgresStore(target.url, { poolSize: config.pgPoolSize, ...(onPoolError && { onPoolError }) })
}
