import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { sql } from 'kysely'
import { killChildren, runJson, tempDb } from '../helpers/cli.js'
import { startServer } from '../helpers/server-process.js'
import { createTempPostgresDatabase, testPostgresUrl } from '../helpers/temp-store.js'
import { openDatabase } from '../store/search-index-db.js'

const WRITERS = 4

/**
 * kill -9 of the server while 4 clients sync and delete: whatever committed, each revision has
 * its block versions and each version its revision, the project's revision is the newest
 * recorded one, and replaying the versions gives exactly the blocks the project has.
 */
async function killDuringConcurrentSyncs(databaseUrl: string): Promise<void> {
  await runJson(['project', 'create', 'busy', '--name', 'Busy', '--json'], { db: databaseUrl })
  const { key } = await runJson<{ key: string }>(
    [
      'key',
      'create',
      '--name',
      'w',
      '--project',
      'busy',
      '--access',
      'write',
      '--plan',
      'enterprise',
      '--json',
    ],
    { db: databaseUrl },
  )
  const server = await startServer({ db: databaseUrl, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
  const base = `${server.url}/api/v1/projects/busy`
  const headers = { 'x-api-key': key, 'content-type': 'application/json' }
  let acknowledged = 0
  let stopped = false
  const writers = Array.from({ length: WRITERS }, async (_, writer) => {
    for (let i = 0; !stopped; i++) {
      try {
        const blocks = Array.from({ length: 20 }, (_, b) => ({
          key: `w${writer}-${b}`,
          type: 'text',
          section: b % 2 ? 'product' : 'brand',
          value: { content: `writer ${writer}, round ${i}, block ${b}` },
        }))
        const res = await fetch(`${base}/sync`, { method: 'POST', headers, body: JSON.stringify({ blocks }) })
        if (res.status === 200) acknowledged++
        await res.arrayBuffer()
        if (i % 2 === 1) {
          const gone = await fetch(`${base}/blocks/w${writer}-${i % 20}`, { method: 'DELETE', headers })
          await gone.arrayBuffer()
        }
      } catch {
        return // the server is gone
      }
    }
  })
  // Let the writers get going, then kill the server in the middle of their requests.
  while (acknowledged < 12) await new Promise((resolve) => setTimeout(resolve, 10))
  const exit = await server.stop('SIGKILL')
  stopped = true
  assert.equal(exit.signal, 'SIGKILL')
  await Promise.all(writers)

  // Opening it again recovers the database (SQLite's WAL, PostgreSQL's own recovery).
  const restarted = await startServer({ db: databaseUrl, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
  await restarted.stop()
  const db = openDatabase(databaseUrl)
  try {
    const orphanVersions = await sql<{ n: number }>`
      SELECT count(*) AS n FROM block_versions v
      WHERE NOT EXISTS (SELECT 1 FROM revisions r WHERE r.project_id = v.project_id AND r.revision = v.revision)`.execute(
      db,
    )
    assert.equal(Number(orphanVersions.rows[0]?.n), 0, 'no block version without its revision')
    const emptyRevisions = await sql<{ n: number }>`
      SELECT count(*) AS n FROM revisions r
      WHERE r.kind IN ('sync', 'delete')
        AND NOT EXISTS (SELECT 1 FROM block_versions v WHERE v.project_id = r.project_id AND v.revision = r.revision)`.execute(
      db,
    )
    assert.equal(Number(emptyRevisions.rows[0]?.n), 0, 'no sync or delete revision without its changes')
    const project = await db
      .selectFrom('projects')
      .select('revision')
      .where('id', '=', 'busy')
      .executeTakeFirstOrThrow()
    const newest = await db
      .selectFrom('revisions')
      .select((eb) => eb.fn.max('revision').as('newest'))
      .where('project_id', '=', 'busy')
      .executeTakeFirstOrThrow()
    assert.equal(
      Number(newest.newest),
      Number(project.revision),
      'the project is at its newest recorded revision',
    )
    assert.ok(Number(project.revision) >= 12, `${project.revision} revisions committed`)

    // Replaying every version in order gives the blocks the project has.
    const versions = await db
      .selectFrom('block_versions')
      .select(['key', 'state'])
      .where('project_id', '=', 'busy')
      .orderBy('revision')
      .orderBy('key')
      .execute()
    const replayed = new Map<string, unknown>()
    for (const version of versions) {
      if (version.state === null) replayed.delete(version.key)
      else
        replayed.set(
          version.key,
          typeof version.state === 'string' ? JSON.parse(version.state) : version.state,
        )
    }
    const blocks = await db
      .selectFrom('blocks')
      .select(['key', 'value', 'updated_at'])
      .where('project_id', '=', 'busy')
      .orderBy('key')
      .execute()
    assert.deepEqual(
      [...replayed.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, state]) => {
          const block = state as { value: unknown; updatedAt: string }
          return [key, block.value, block.updatedAt]
        }),
      blocks.map((row) => [
        row.key,
        typeof row.value === 'string' ? JSON.parse(row.value) : row.value,
        row.updated_at,
      ]),
    )
  } finally {
    await db.destroy()
  }
}

describe('history survives kill -9 during concurrent syncs (real process)', { timeout: 600_000 }, () => {
  after(killChildren)

  it('on SQLite', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    await killDuringConcurrentSyncs(db.url)
  })

  it('on PostgreSQL', { skip: !testPostgresUrl() && 'PostgreSQL not available' }, async (t) => {
    const database = await createTempPostgresDatabase()
    t.after(() => database.drop())
    await killDuringConcurrentSyncs(database.url)
  })
})
