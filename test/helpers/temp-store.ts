import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { Store } from '../../src/domain/store.js'
import { openPostgresStore } from '../../src/store/postgres/pg-store.js'
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js'

export interface TempStore {
  store: Store
  /** The DATABASE_URL of this database (`sqlite:<file>` or `postgres://…`). */
  databaseUrl: string
  /** Opens the same database again through a second store (runs the migrations again). */
  reopen(): Promise<Store>
  /** Closes the stores it opened and removes the database. */
  cleanup(): Promise<void>
}

/** Which backend the API and store tests run on: the test runner runs them once per backend. */
export type TestBackend = 'sqlite' | 'postgres'

export function testBackend(): TestBackend {
  return process.env.PCTX_TEST_BACKEND === 'postgres' ? 'postgres' : 'sqlite'
}

/** Admin URL of the throwaway PostgreSQL the test runner started, when it could. */
export function testPostgresUrl(): string | undefined {
  return process.env.PCTX_TEST_PG_URL || undefined
}

/** A real SQLite file in a fresh temporary directory, migrated. */
export async function openTempSqliteStore(): Promise<TempStore & { dir: string; path: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'pctx-test-'))
  const path = join(dir, 'pctx.db')
  const store = await openSqliteStore(path)
  const extra: Store[] = []
  return {
    store,
    dir,
    path,
    databaseUrl: `sqlite:${path}`,
    async reopen() {
      const again = await openSqliteStore(path)
      extra.push(again)
      return again
    },
    async cleanup() {
      for (const other of extra) await other.close()
      await store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Creates an empty database on the test PostgreSQL server; returns its URL and a dropper. */
export async function createTempPostgresDatabase(adminUrl = testPostgresUrl()) {
  if (!adminUrl) throw new Error('PCTX_TEST_PG_URL is not set: run the tests through npm test')
  const name = `pctx_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}

/** A fresh, migrated database on the test PostgreSQL server. */
export async function openTempPostgresStore(): Promise<TempStore> {
  const database = await createTempPostgresDatabase()
  const store = await openPostgresStore(database.url, { poolSize: 5 })
  const extra: Store[] = []
  return {
    store,
    databaseUrl: database.url,
    async reopen() {
      const again = await openPostgresStore(database.url, { poolSize: 5 })
      extra.push(again)
      return again
    },
    async cleanup() {
      for (const other of extra) await other.close()
      await store.close()
      await database.drop()
    },
  }
}

/** A fresh database on the backend this test run is for. */
export function openTempStore(): Promise<TempStore> {
  return testBackend() === 'postgres' ? openTempPostgresStore() : openTempSqliteStore()
}
