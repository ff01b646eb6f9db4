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

/** The migrations a release before the outbox knew each row's project had. */
function before0007(all: Record<string, Migration>): Record<string, Migration> {
  return Object.fromEntries(Object.entries(all).filter(([name]) => name < '0007'))
}

/** Two projects with a webhook each and a pending delivery each, written as that release did. */
async function seedOldOutbox(db: Kysely<Database>): Promise<void> {
  for (const project of ['acme', 'beta']) {
    await db
      .insertInto('projects')
      .values({
        id: project,
        name: project,
        description: '',
        public: 1,
        revision: 1,
        created_at: T0,
        updated_at: T0,
      } as never)
      .execute()
    await db
      .insertInto('webhooks')
      .values({
        id: `wh_${project}`,
        project_id: project,
        url: 'https://hooks.example.com/pctx',
        description: '',
        secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
        created_at: T0,
      })
      .execute()
    await db
      .insertInto('webhook_outbox')
      .values({
        id: `msg_${project}.wh_${project}`,
        webhook_id: `wh_${project}`,
        message_id: `msg_${project}`,
        event: JSON.stringify({
          type: 'webhook.test',
          timestamp: T0,
          data: { project, webhook: `wh_${project}` },
        }),
        attempts: 0,
        next_attempt_at: T0,
        claimed_until: null,
        claim: null,
        created_at: T0,
      } as never)
      .execute()
  }
}

async function checkUpgraded(store: Store, db: Kysely<Database>): Promise<void> {
  const rows = await db.selectFrom('webhook_outbox').select(['id', 'project_id']).orderBy('id').execute()
  assert.deepEqual(rows, [
    { id: 'msg_acme.wh_acme', project_id: 'acme' },
    { id: 'msg_beta.wh_beta', project_id: 'beta' },
  ])
  const claimed = await store.webhooks.claimDue(T0, '2026-05-04T09:31:00.000Z', 16, 'after-upgrade', {
    perProject: 4,
    reserve: 4,
    inFlight: new Map(),
  })
  assert.deepEqual(claimed.map((delivery) => [delivery.webhook.projectId, delivery.event.messageId]).sort(), [
    ['acme', 'msg_acme'],
    ['beta', 'msg_beta'],
  ])
}

describe('migration 0007_webhook_outbox_project on an existing database', () => {
  it('gives every pending delivery its webhook project, and claims them after', async () => {
    if (testBackend() === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'pctx-migrate-'))
      try {
        const path = join(dir, 'pctx.db')
        const old = openDatabase(`sqlite:${path}`)
        await runMigrations(old, before0007(sqliteMigrations))
        await seedOldOutbox(old)
        await old.destroy()
        const store = await openSqliteStore(path)
        const db = openDatabase(`sqlite:${path}`)
        try {
          await checkUpgraded(store, db)
        } finally {
          await db.destroy()
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
      await runMigrations(old, before0007(postgresMigrations))
      await seedOldOutbox(old)
      await old.destroy()
      const store = await openPostgresStore(database.url, { poolSize: 2 })
      const db = openDatabase(database.url)
      try {
        await checkUpgraded(store, db)
      } finally {
        await db.destroy()
        await store.close()
      }
    } finally {
      await database.drop()
    }
  })
})
