import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import type { DatabaseStatus } from '../../src/store/database-status.js'
import { redactUrl } from '../../src/store/database-status.js'
import { sqliteMigrations } from '../../src/store/sqlite/sqlite-migrations.js'
import { describeFailure, killChildren, runCli, runJson, tempDb } from '../helpers/cli.js'
import { createTempPostgresDatabase, testPostgresUrl } from '../helpers/temp-store.js'

const MIGRATIONS = Object.keys(sqliteMigrations).sort()
const pgUrl = testPostgresUrl()

describe('pctx db status (real binary)', { timeout: 600_000 }, () => {
  after(killChildren)

  it('SQLite: pending migrations before the first start, then the schema, counts and sizes', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    // tempDb is an empty SQLite file: nothing migrated yet, and status must not migrate it.
    for (let i = 0; i < 2; i++) {
      const before = await runJson<DatabaseStatus>(['db', 'status', '--json'], { db: db.url })
      assert.deepEqual(
        { ...before, sizeBytes: 0, walBytes: 0 },
        {
          engine: 'sqlite',
          location: db.path,
          sizeBytes: 0,
          walBytes: 0,
          schemaVersion: null,
          appliedMigrations: [],
          pendingMigrations: MIGRATIONS,
          unknownMigrations: [],
          projects: null,
          blocks: null,
          revisions: null,
          keys: null,
        },
      )
    }
    const readable = await runCli(['db', 'status'], { db: db.url })
    assert.equal(readable.code, 0, describeFailure(readable))
    assert.match(readable.stdout, new RegExp(`^pending +${MIGRATIONS.join(', ')}$`, 'm'))
    assert.match(readable.stderr, /the next pctx serve \(or pctx db init\) applies the pending migrations/)

    await runJson(['project', 'create', 'acme', '--name', 'Acme', '--json'], { db: db.url })
    await runJson(['key', 'create', '--name', 'ci', '--all-projects', '--json'], { db: db.url })
    const status = await runJson<DatabaseStatus>(['db', 'status', '--json'], { db: db.url })
    assert.equal(status.schemaVersion, MIGRATIONS.at(-1))
    assert.deepEqual(status.appliedMigrations, MIGRATIONS)
    assert.deepEqual(status.pendingMigrations, [])
    assert.deepEqual([status.projects, status.blocks, status.revisions, status.keys], [1, 0, 1, 1])
    assert.ok(status.sizeBytes > 0)
    assert.equal(typeof status.walBytes, 'number')

    const table = await runCli(['db', 'status'], { db: db.url })
    assert.equal(table.code, 0, describeFailure(table))
    assert.match(table.stdout, /^engine +sqlite$/m)
    assert.match(
      table.stdout,
      new RegExp(
        `^schema +${MIGRATIONS.at(-1)} \\(${MIGRATIONS.length} of ${MIGRATIONS.length} migrations applied\\)$`,
        'm',
      ),
    )
    assert.match(table.stdout, /^pending +none$/m)
    assert.match(table.stdout, /^size +\d+\.\d KiB \(WAL .+\)$/m)
    assert.equal(table.stderr, '')
  })

  it('a missing SQLite file is an error naming it, and nothing is created', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const path = `${db.dir}/nothing-here.db`
    const result = await runCli(['db', 'status'], { db: `sqlite:${path}` })
    assert.equal(result.code, 1, describeFailure(result))
    assert.ok(result.stderr.startsWith(`error: no pctx database at ${path}`), result.stderr)
  })

  it('hides the password of a PostgreSQL URL', () => {
    assert.equal(
      redactUrl('postgres://pctx:s3cret@db.internal:5432/pctx'),
      'postgres://pctx:***@db.internal:5432/pctx',
    )
    assert.equal(redactUrl('postgres://db.internal/pctx'), 'postgres://db.internal/pctx')
  })

  it('PostgreSQL: pending before db init, none after; an unreachable server is one error line', {
    skip: !pgUrl && 'PostgreSQL not available (PCTX_TEST_PG_URL unset)',
  }, async (t) => {
    const database = await createTempPostgresDatabase()
    t.after(() => database.drop())
    const before = await runJson<DatabaseStatus>(['db', 'status', '--json'], { db: database.url })
    assert.equal(before.engine, 'postgres')
    assert.equal(before.schemaVersion, null)
    assert.ok(before.pendingMigrations.length >= MIGRATIONS.length)
    assert.equal(before.walBytes, null)
    const init = await runCli(['db', 'init'], { db: database.url })
    assert.equal(init.code, 0, describeFailure(init))
    const afterInit = await runJson<DatabaseStatus>(['db', 'status', '--json'], { db: database.url })
    assert.deepEqual(afterInit.pendingMigrations, [])
    assert.deepEqual(
      [afterInit.projects, afterInit.blocks, afterInit.revisions, afterInit.keys],
      [0, 0, 0, 0],
    )
    assert.ok(afterInit.sizeBytes > 0)

    const down = await runCli(['db', 'status'], { db: 'postgres://pctx:s3cret@127.0.0.1:1/pctx' })
    assert.equal(down.code, 1)
    assert.match(
      down.stderr,
      /^error: cannot read postgres:\/\/pctx:\*\*\*@127\.0\.0\.1:1\/pctx \(DATABASE_URL\): /,
    )
    assert.doesNotMatch(down.stderr, /s3cret/)
  })
})
