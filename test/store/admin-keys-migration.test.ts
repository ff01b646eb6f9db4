import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import type { Kysely, Migration } from 'kysely'
import { hashKey } from '../../src/domain/api-keys.js'
import type { Store } from '../../src/domain/store.js'
import { runMigrations } from '../../src/store/migrate.js'
import { postgresMigrations } from '../../src/store/postgres/pg-migrations.js'
import { openPostgresStore } from '../../src/store/postgres/pg-store.js'
import type { Database } from '../../src/store/schema.js'
import { sqliteMigrations } from '../../src/store/sqlite/sqlite-migrations.js'
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js'
import { createTempPostgresDatabase, testBackend } from '../helpers/temp-store.js'
import { openDatabase } from './search-index-db.js'

/** The migrations a release before admin keys had. */
function before0005(all: Record<string, Migration>): Record<string, Migration> {
  return Object.fromEntries(Object.entries(all).filter(([name]) => name < '0005'))
}

/** Writes a key the way a release before admin keys did (no admin column). */
async function seedOldKey(db: Kysely<Database>, postgres: boolean): Promise<void> {
  await db
    .insertInto('api_keys')
    .values({
      id: 'old-key',
      name: 'from before',
      prefix: 'pctx_oldkey1',
      hash: hashKey('pctx_oldkey1'),
      plan: 'free',
      per_minute: null,
      per_day: null,
      access: 'write',
      all_projects: postgres ? true : 1,
      created_at: '2026-01-01T00:00:00.000Z',
      expires_at: null,
      revoked_at: null,
      last_used_at: null,
    } as never)
    .execute()
}

async function checkUpgraded(store: Store): Promise<void> {
  const key = await store.findKeyByHash(hashKey('pctx_oldkey1'))
  assert.equal(key?.admin, false, 'a key from before is no admin key')
  assert.equal(key?.access, 'write')
  assert.deepEqual(await store.lockUsableAdminKeys('2026-06-01T00:00:00.000Z'), [])
}

describe('migration 0005_admin_keys on an existing database', () => {
  it('keeps every key, none of them an admin key', async () => {
    if (testBackend() === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'pctx-migrate-'))
      try {
        const path = join(dir, 'pctx.db')
        const old = openDatabase(`sqlite:${path}`)
        await runMigrations(old, before0005(sqliteMigrations))
        await seedOldKey(old, false)
        await old.destroy()
        const store = await openSqliteStore(path)
        try {
          await checkUpgraded(store)
        } finally {
          await store.close()
        }
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
      return
    }
    const database = await createTempPostgresDatabase()
    try {
      const old = openDatabase(database.url)
      await runMigrations(old, before0005(postgresMigrations))
      await seedOldKey(old, true)
      await old.destroy()
      const store = await openPostgresStore(database.url, { poolSize: 2 })
      try {
        await checkUpgraded(store)
      } finally {
        await store.close()
      }
    } finally {
      await database.drop()
    }
  })
})
