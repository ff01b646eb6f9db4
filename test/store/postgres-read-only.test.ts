import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import pg from 'pg'
import { ReadOnlyDatabaseError } from '../../src/domain/errors.js'
import { openPostgresStore } from '../../src/store/postgres/pg-store.js'
import { isDatabaseUnavailable } from '../../src/store/unavailable.js'
import { createTempPostgresDatabase, testBackend } from '../helpers/temp-store.js'
import { projectRecord } from './fixtures.js'

/**
 * A PostgreSQL that refuses writes (here every transaction is read-only, as on a standby after a
 * failover) answers SQLSTATE 25006; the store turns it into ReadOnlyDatabaseError (503), through
 * the same driver wrapper that maps disk-full (53100) to StorageFullError (507).
 */
if (testBackend() === 'postgres') {
  describe('PostgreSQL refusing writes', () => {
    it('makes a write fail with ReadOnlyDatabaseError, keeping the engine error', async (t) => {
      const database = await createTempPostgresDatabase()
      t.after(() => database.drop())
      const store = await openPostgresStore(database.url, { poolSize: 1 })
      t.after(() => store.close())
      const admin = new pg.Client({ connectionString: database.url })
      await admin.connect()
      try {
        const name = new URL(database.url).pathname.slice(1)
        await admin.query(`ALTER DATABASE ${name} SET default_transaction_read_only = on`)
        // The store's pooled connection predates the setting: end it, so the next one has it.
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        )
      } finally {
        await admin.end()
      }
      let error: unknown
      for (let attempt = 0; attempt < 3; attempt++) {
        error = await store.insertProject(projectRecord('p')).then(
          () => undefined,
          (e: unknown) => e,
        )
        if (!isDatabaseUnavailable(error)) break
      }
      assert.ok(error instanceof ReadOnlyDatabaseError, String(error))
      assert.equal(error.status, 503)
      assert.equal((error.cause as { code?: string }).code, '25006')
      assert.equal(await store.getProject('p'), undefined)
    })
  })
}
