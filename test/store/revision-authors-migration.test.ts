import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import type { Kysely, Migration } from 'kysely'
import type { Store } from '../../src/domain/store.js'
import { runMigrations } from '../../src/store/migrate.js'
import { postgresMigrations } from '../../src/store/postgres/pg-migrations.js'
import { openPostgresStore } from '../../src/store/postgres/pg-store.js'
import type { Database } from '../../src/store/schema.js'
import { sqliteMigrations } from '../../src/store/sqlite/sqlite-migrations.js'
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js'
import { createTempPostgresDatabase, testBackend } from '../helpers/temp-store.js'
import { openDatabase } from './search-index-db.js'

const T0 = '2026-05-04T09:30:00.000Z'
const BLOCK = {
  id: 'b-1',
  key: 'tagline',
  type: 'text',
  section: 'brand',
  name: 'Tagline',
  status: 'draft',
  value: { content: 'Answers.' },
  position: 1,
  createdAt: T0,
  updatedAt: T0,
}

/** The migrations of the release before attribution. */
function before0010(all: Record<string, Migration>): Record<string, Migration> {
  return Object.fromEntries(Object.entries(all).filter(([name]) => name < '0010'))
}

/** A project's revisions as that release wrote them: created by the CLI, then a key's syncs. */
async function seedOldRevisions(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('projects')
    .values({
      id: 'acme',
      name: 'Acme',
      description: '',
      public: 1,
      revision: 2,
      created_at: T0,
      updated_at: T0,
    } as never)
    .execute()
  const revision = (number: number, key: [string, string] | null) => ({
    project_id: 'acme',
    revision: number,
    created_at: T0,
    kind: number === 0 ? 'created' : 'sync',
    key_id: key?.[0] ?? null,
    key_name: key?.[1] ?? null,
    message: null,
    project: JSON.stringify({ name: 'Acme', description: '', public: true }),
  })
  // Only the columns that release had: the values are typed as its rows were.
  await db
    .insertInto('revisions')
    .values([revision(0, null), revision(1, ['k-ci', 'ci']), revision(2, ['k-ci', 'ci renamed'])] as never)
    .execute()
  await db
    .insertInto('block_versions')
    .values({
      project_id: 'acme',
      revision: 1,
      key: 'tagline',
      change: 'created',
      section_ordinal: 0,
      state: JSON.stringify(BLOCK),
    })
    .execute()
}

async function checkUpgraded(store: Store): Promise<void> {
  const ci = { kind: 'key', id: 'k-ci', name: 'ci' }
  const revisions = await store.history.list('acme', null, 10)
  assert.deepEqual(
    revisions.map((r) => [r.revision, r.author, r.keyId, r.keyName]),
    [
      [2, { kind: 'key', id: 'k-ci', name: 'ci renamed' }, 'k-ci', 'ci renamed'],
      [1, ci, 'k-ci', 'ci'],
      [0, null, null, null],
    ],
    'each old revision reads as authored by its key, with the name it had; none without a key',
  )
  assert.deepEqual((await store.history.get('acme', 1))?.author, ci)
  const [version] = await store.history.blockHistory('acme', 'tagline', null, 10)
  assert.deepEqual(version?.revision?.author, ci, 'block history reads it too')
}

describe('migration 0010_revision_authors on an existing database', () => {
  it('reads the revisions written before it as authored by their key', async () => {
    if (testBackend() === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'pctx-migrate-'))
      try {
        const path = join(dir, 'pctx.db')
        const old = openDatabase(`sqlite:${path}`)
        await runMigrations(old, before0010(sqliteMigrations))
        await seedOldRevisions(old)
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
      await runMigrations(old, before0010(postgresMigrations))
      await seedOldRevisions(old)
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
