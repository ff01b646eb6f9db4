import type { DatabaseTarget } from '../config.js'
import { openSqliteStore } from './sqlite/sqlite-store.js'
import type { Store } from './store.js'

/** Opens and migrates the store that DATABASE_URL names. */
export async function openStore(target: DatabaseTarget): Promise<Store> {
  if (target.kind === 'sqlite') return openSqliteStore(target.path)
  throw new Error(
    'DATABASE_URL names PostgreSQL, which this build does not support yet; unset DATABASE_URL or use sqlite:<path>',
  )
}
