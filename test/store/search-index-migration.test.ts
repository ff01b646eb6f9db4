import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { type Kysely, sql } from 'kysely'
import type { Store } from '../../src/domain/store.js'
import { runMigrations } from '../../src/store/migrate.js'
import { postgresMigrations } from '../../src/store/postgres/pg-migrations.js'
import { openPostgresStore } from '../../src/store/postgres/pg-store.js'
import type { Database } from '../../src/store/schema.js'
import { sqliteMigrations } from '../../src/store/sqlite/sqlite-migrations.js'
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js'
import { createTempPostgresDatabase, testBackend } from '../helpers/temp-store.js'
import { blockRecord, ordinalsFor, T0 } from './fixtures.js'
import { dumpIndex, expectedIndex, openDatabase } from './search-index-db.js'

/** More blocks than the backfill reads in one batch, interleaved between two projects. */
const BLOCKS = 1100

/** Writes projects and blocks the way a release with only migration 0001 did. */
async function seedOldSchema(db: Kysely<Database>, postgres: boolean): Promise<void> {
  await db.transaction().execute((trx) => seedRows(trx, postgres))
}

async function seedRows(db: Kysely<Database>, postgres: boolean): Promise<void> {
  for (const id of ['p', 'q']) {
    await db
      .insertInto('projects')
      .values({ id, name: id, description: '', public: 1, revision: 1, created_at: T0, updated_at: T0 })
      .execute()
    await db.insertInto('sections').values({ project_id: id, section: 'brand', ordinal: 0 }).execute()
  }
  for (let i = 0; i < BLOCKS; i++) {
    const projectId = i % 2 === 0 ? 'p' : 'q'
    const name = `Block ${i} ${i % 3 === 0 ? 'Onboarding' : 'Pricing'}`
    const content = `Words of block ${i}: café ${i % 7 === 0 ? 'rare' : 'common'}`
    await sql`INSERT INTO blocks (id, project_id, key, type, section, section_ordinal, name, status,
        value, position, created_at, updated_at ${sql.raw(postgres ? ', search_vector' : '')})
      VALUES (${randomUUID()}, ${projectId}, ${`b${i}`}, 'text', 'brand', 0, ${name}, 'draft',
        ${JSON.stringify({ content })}, ${i}, ${T0}, ${T0}
        ${postgres ? sql`, to_tsvector('pctx_search', ${name})` : sql``})`.execute(db)
  }
}

/** 0003 records each project's state as its first revision: every block, created then. */
async function checkHistoryStarted(store: Store) {
  for (const projectId of ['p', 'q']) {
    const revisions = await store.history.list(projectId, null, 10)
    assert.deepEqual(
      revisions.map((r) => [
        r.revision,
        r.kind,
        r.keyId,
        r.created.length,
        r.updated.length,
        r.deleted.length,
      ]),
      [[1, 'history-start', null, BLOCKS / 2, 0, 0]],
    )
    assert.deepEqual(revisions[0]?.project, { name: projectId, description: '', public: true })
    const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : 1)
    const versions = await store.history.versionsOf(projectId, 1)
    const blocks = await store.listBlocks(projectId, {}, null, null)
    assert.deepEqual(
      versions.map((v) => v.block).sort((a, b) => byKey(a ?? { key: '' }, b ?? { key: '' })),
      [...blocks].sort(byKey),
    )
    assert.ok(versions.every((v) => v.change === 'created' && v.sectionOrdinal === 0))
  }
}

async function checkIndexed(db: Kysely<Database>, store: Store) {
  await checkHistoryStarted(store)
  for (const projectId of ['p', 'q']) {
    const dump = await dumpIndex(db, projectId)
    assert.equal(dump.stats.documents, BLOCKS / 2)
    assert.deepEqual(dump, await expectedIndex(db, projectId))
  }
  // The upgraded database keeps the index exact from then on.
  const added = [blockRecord('after-upgrade', { name: 'Added after the upgrade' })]
  await store.transaction((tx) => tx.insertBlocks('p', added, ordinalsFor(added)))
  await store.transaction((tx) => tx.deleteBlocks('p', ['b0', 'b2']))
  assert.deepEqual(await dumpIndex(db, 'p'), await expectedIndex(db, 'p'))
}

describe('migrations 0002_search_index and 0003_history on an existing database', () => {
  if (testBackend() === 'sqlite') {
    let dir: string
    before(() => {
      dir = mkdtempSync(join(tmpdir(), 'pctx-migrate-'))
    })
    after(() => rmSync(dir, { recursive: true, force: true }))

    it('indexes every block of an existing SQLite database and drops FTS5', async () => {
      const path = join(dir, 'pctx.db')
      const old = openDatabase(`sqlite:${path}`)
      await runMigrations(old, { '0001_initial': sqliteMigrations['0001_initial'] as never })
      await seedOldSchema(old, false)
      await old.destroy()

      const store = await openSqliteStore(path)
      const db = openDatabase(`sqlite:${path}`)
      try {
        await checkIndexed(db, store)
        const fts = await sql<{ name: string }>`
          SELECT name FROM sqlite_master WHERE name LIKE 'blocks_fts%'`.execute(db)
        assert.deepEqual(fts.rows, [], 'the FTS5 table, its shadow tables and triggers are gone')
      } finally {
        await db.destroy()
        await store.close()
      }
    })
  } else {
    it('indexes every block of an existing PostgreSQL database and drops the tsvector search', async () => {
      const database = await createTempPostgresDatabase()
      try {
        const old = openDatabase(database.url)
        await runMigrations(old, { '0001_initial': postgresMigrations['0001_initial'] as never })
        await seedOldSchema(old, true)
        await old.destroy()

        const store = await openPostgresStore(database.url, { poolSize: 2 })
        const db = openDatabase(database.url)
        try {
          await checkIndexed(db, store)
          const leftovers = await sql<{ what: string }>`
            SELECT column_name AS what FROM information_schema.columns
              WHERE table_name = 'blocks' AND column_name = 'search_vector'
            UNION ALL SELECT indexname FROM pg_indexes WHERE indexname = 'blocks_search'
            UNION ALL SELECT cfgname::text FROM pg_ts_config WHERE cfgname = 'pctx_search'`.execute(db)
          assert.deepEqual(leftovers.rows, [], 'column, GIN index and text search configuration are gone')
        } finally {
          await db.destroy()
          await store.close()
        }
      } finally {
        await database.drop()
      }
    })
  }
})
