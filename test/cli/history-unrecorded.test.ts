import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { loadConfig } from '../../src/config.js'
import { createServices } from '../../src/services.js'
import { runMigrations } from '../../src/store/migrate.js'
import { openStore } from '../../src/store/open-store.js'
import { sqliteMigrations } from '../../src/store/sqlite/sqlite-migrations.js'
import { type CliResult, describeFailure, killChildren, runCli, runJson, tempDb } from '../helpers/cli.js'
import { ManualClock } from '../helpers/clock.js'
import { type ServerProcess, startServer } from '../helpers/server-process.js'
import { openDatabase } from '../store/search-index-db.js'

const DAY = 24 * 60 * 60 * 1000
const text = (key: string, content: string) => ({ key, type: 'text', section: 'brand', value: { content } })

/**
 * `pctx diff` on a server whose history does not start at revision 0: retention pruned
 * revisions 0–3 (the same rule answers a database upgraded from before history, whose history
 * starts at its `history-start` revision).
 */
describe('pctx diff across pruned history', { timeout: 300_000 }, () => {
  const db = tempDb()
  let server: ServerProcess
  let key: string
  const pctx = (args: string[]): Promise<CliResult> =>
    runCli(args, { env: { PCTX_URL: server.url, PCTX_API_KEY: key } })

  before(async () => {
    // The history is written with a clock of our own, so that part of it is old enough to prune.
    const config = loadConfig({ DATABASE_URL: db.url, HISTORY_RETENTION_DAYS: '30' })
    const store = await openStore(config)
    try {
      const clock = new ManualClock(new Date(Date.now() - 100 * DAY).toISOString())
      const { projects, blocks, retention } = createServices({ store, config, clock })
      await projects.create({ id: 'p', name: 'P' }) // 0
      await blocks.sync('p', { blocks: [text('a', 'A1'), text('b', 'B1'), text('c', 'C1')] }) // 1
      await blocks.sync('p', { blocks: [text('a', 'A2')] }) // 2
      await blocks.deleteBlock('p', 'b') // 3
      clock.advance(90 * DAY)
      await blocks.sync('p', { blocks: [text('c', 'C4'), text('d', 'D4')] }) // 4
      await blocks.sync('p', { blocks: [text('a', 'A5')] }) // 5
      assert.equal((await retention.pruneProject('p')).revisions, 4)
    } finally {
      await store.close()
    }
    key = (
      await runJson<{ key: string }>(
        ['key', 'create', '--name', 'reader', '--project', 'p', '--plan', 'enterprise', '--json'],
        { db: db.url },
      )
    ).key
    server = await startServer({ db: db.url, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
  })
  after(async () => {
    await server?.stop()
    await killChildren()
    db.cleanup()
  })

  it('a revision before the history start is an error naming the recorded revisions (exit 1)', async () => {
    const cases: [string[], RegExp][] = [
      [
        ['diff', '2', '--project', 'p'],
        /^error: Revision 2 of project "p" is not recorded; recorded revisions are 4–5\n$/,
      ],
      [
        ['diff', '0', '5', '--project', 'p'],
        /^error: Revision 0 of project "p" is not recorded; recorded revisions are 4–5\n$/,
      ],
      [
        ['diff', '5', '3', '--project', 'p'],
        /^error: Revision 3 of project "p" is not recorded; recorded revisions are 4–5\n$/,
      ],
      [['diff', '3', '--project', 'p', '--json'], /^error: Revision 3 of project "p" is not recorded/],
    ]
    for (const [args, stderr] of cases) {
      const result = await pctx(args)
      assert.equal(result.code, 1, `${args.join(' ')}: ${describeFailure(result)}`)
      assert.match(result.stderr, stderr, args.join(' '))
      assert.equal(result.stdout, '', args.join(' '))
    }
  })

  it("history --key lists a block's version kept from before the period, marked pruned", async () => {
    const table = await pctx(['history', '--project', 'p', '--key', 'a'])
    assert.equal(table.code, 0, describeFailure(table))
    const rows = table.stdout
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.split(/ {2,}/))
    assert.deepEqual(
      rows.map((row) => [row[0], row[1] === '(pruned)', row.at(-2)]),
      [
        ['5', false, 'draft'],
        ['2', true, 'draft'],
      ],
    )
    const json = await pctx(['history', '--project', 'p', '--key', 'a', '--json'])
    const versions = JSON.parse(json.stdout) as {
      revision: number
      pruned: boolean
      createdAt: string | null
    }[]
    assert.deepEqual(
      versions.map((version) => [version.revision, version.pruned, version.createdAt === null]),
      [
        [5, false, false],
        [2, true, true],
      ],
    )
  })

  it('diffs within the recorded range, each block compared with its state kept from before it', async () => {
    const forward = await pctx(['diff', '4', '5', '--project', 'p'])
    assert.equal(forward.code, 0, describeFailure(forward))
    assert.deepEqual(forward.stdout.split('\n'), [
      'revision 4 → 5',
      '~ brand/a  updated',
      '    value.content: "A2" → "A5"',
      '0 created, 1 updated, 0 deleted',
      '',
    ])
    // Revision 4's changes compare with c as the pruned revision 1 left it.
    const four = await pctx(['diff', '4', '--project', 'p'])
    assert.equal(four.code, 0, describeFailure(four))
    assert.deepEqual(four.stdout.split('\n').slice(1), [
      '+ brand/d  created (text "d")',
      '~ brand/c  updated',
      '    value.content: "C1" → "C4"',
      '1 created, 1 updated, 0 deleted',
      '',
    ])
  })
})

/**
 * `pctx diff` on a database that was made before history was recorded: migration 0003 starts
 * each project's history at its revision then (`history-start`), so older revisions were never
 * recorded.
 */
describe('pctx diff on a database upgraded from before history', { timeout: 300_000 }, () => {
  const db = tempDb()
  let server: ServerProcess
  let key: string
  const pctx = (args: string[]): Promise<CliResult> =>
    runCli(args, { env: { PCTX_URL: server.url, PCTX_API_KEY: key } })

  before(async () => {
    // The schema and rows of a release with only migration 0001: project "old" at revision 3.
    const old = openDatabase(db.url)
    try {
      await runMigrations(old, { '0001_initial': sqliteMigrations['0001_initial'] as never })
      const at = '2026-01-01T00:00:00.000Z'
      await old
        .insertInto('projects')
        .values({
          id: 'old',
          name: 'Old',
          description: '',
          public: 1,
          revision: 3,
          created_at: at,
          updated_at: at,
        })
        .execute()
      await old.insertInto('sections').values({ project_id: 'old', section: 'brand', ordinal: 0 }).execute()
      await sql`INSERT INTO blocks (id, project_id, key, type, section, section_ordinal, name, status,
          value, position, created_at, updated_at)
        VALUES (${randomUUID()}, 'old', 'voice', 'text', 'brand', 0, 'Voice', 'draft',
          ${JSON.stringify({ content: 'Old words' })}, 0, ${at}, ${at})`.execute(old)
    } finally {
      await old.destroy()
    }
    // Opening it upgrades it; then one change after the upgrade.
    key = (
      await runJson<{ key: string }>(
        [
          'key',
          'create',
          '--name',
          'w',
          '--project',
          'old',
          '--access',
          'write',
          '--plan',
          'enterprise',
          '--json',
        ],
        { db: db.url },
      )
    ).key
    server = await startServer({ db: db.url, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
    const start = await pctx(['history', '--project', 'old', '--json'])
    assert.deepEqual(
      (JSON.parse(start.stdout) as { revision: number; kind: string }[]).map((r) => [r.revision, r.kind]),
      [[3, 'history-start']],
    )
    const response = await fetch(`${server.url}/api/v1/projects/old/sync`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ blocks: [{ key: 'voice', value: { content: 'New words' } }] }),
    })
    assert.equal(response.status, 200)
  })
  after(async () => {
    await server?.stop()
    await killChildren()
    db.cleanup()
  })

  it('a revision before the history start is an error naming the recorded revisions (exit 1)', async () => {
    for (const args of [
      ['diff', '1', '--project', 'old'],
      ['diff', '1', '4', '--project', 'old'],
      ['diff', '4', '2', '--project', 'old', '--json'],
    ]) {
      const result = await pctx(args)
      const older = args[1] === '4' ? '2' : '1'
      assert.equal(result.code, 1, `${args.join(' ')}: ${describeFailure(result)}`)
      assert.equal(
        result.stderr,
        `error: Revision ${older} of project "old" is not recorded; recorded revisions are 3–4\n`,
        args.join(' '),
      )
      assert.equal(result.stdout, '', args.join(' '))
    }
    const fromStart = await pctx(['diff', '3', '4', '--project', 'old'])
    assert.equal(fromStart.code, 0, describeFailure(fromStart))
    assert.deepEqual(fromStart.stdout.split('\n'), [
      'revision 3 → 4',
      '~ brand/voice  updated',
      '    value.content: "Old words" → "New words"',
      '0 created, 1 updated, 0 deleted',
      '',
    ])
  })
})
