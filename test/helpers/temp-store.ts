import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js'
import type { Store } from '../../src/store/store.js'

export interface TempStore {
  store: Store
  dir: string
  path: string
  /** Closes the store and removes its directory. */
  cleanup(): Promise<void>
}

/** A real SQLite file in a fresh temporary directory, migrated. */
export async function openTempSqliteStore(): Promise<TempStore> {
  const dir = mkdtempSync(join(tmpdir(), 'pctx-test-'))
  const path = join(dir, 'pctx.db')
  const store = await openSqliteStore(path)
  return {
    store,
    dir,
    path,
    async cleanup() {
      await store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
