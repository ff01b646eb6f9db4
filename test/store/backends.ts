import {
  openTempPostgresStore,
  openTempSqliteStore,
  type TempStore,
  testBackend,
} from '../helpers/temp-store.js'

/** One storage engine the contract suite runs against: `open` gives a fresh, migrated, empty database. */
export interface StoreBackend {
  name: string
  open(): Promise<TempStore>
}

export const sqliteBackend: StoreBackend = { name: 'sqlite', open: openTempSqliteStore }
export const postgresBackend: StoreBackend = { name: 'postgres', open: openTempPostgresStore }

/**
 * The backends of this run. The test runner runs test/store once per engine and names it in
 * PCTX_TEST_BACKEND, so each phase checks its own engine against the same contract.
 */
export const BACKENDS: StoreBackend[] = testBackend() === 'postgres' ? [postgresBackend] : [sqliteBackend]
