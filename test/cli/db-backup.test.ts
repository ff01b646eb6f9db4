import assert from 'node:assert/strict'
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import { createServices } from '../../src/services.js'
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js'
import { describeFailure, runCli } from '../helpers/cli.js'
import { startServer } from '../helpers/server-process.js'
import { type Remote, startRemote } from './remote-fixture.js'

interface BackupJson {
  file: string
  bytes: number
  projects: { id: string; revision: number }[]
}

/** A sync that rewrites every block of the project, so each revision differs from the last. */
function syncBody(round: number) {
  return {
    blocks: Array.from({ length: 40 }, (_, i) => ({
      key: `note-${i}`,
      type: 'text',
      section: i % 2 ? 'brand' : 'product',
      value: { content: `Round ${round} of note ${i}: ${'words that fill the page '.repeat(20)}` },
    })),
  }
}

describe('pctx db backup (real server, real CLI processes)', { timeout: 600_000 }, () => {
  let remote: Remote
  const PROJECTS = ['alpha', 'beta']

  before(async () => {
    remote = await startRemote(PROJECTS)
  })
  after(() => remote?.close())

  it('taken while syncs run, the backup opens and equals one revision of each project', async () => {
    const file = join(remote.tempDir(), 'backups', 'pctx.db')
    let backupRunning = false
    let backupDone = false
    let syncsDuringBackup = 0
    // One writer per project, each syncing until the backup has finished.
    const writer = async (project: string) => {
      for (let round = 0; !backupDone; round++) {
        const started = backupRunning
        await remote.client.sync(project, syncBody(round))
        if (started && !backupDone) syncsDuringBackup++
      }
    }
    const firstRounds = Promise.all(PROJECTS.map((p) => remote.client.sync(p, syncBody(-1))))
    await firstRounds
    const writers = Promise.all(PROJECTS.map(writer))

    backupRunning = true
    const result = await runCli(['db', 'backup', file, '--json'], { db: remote.dbUrl })
    backupDone = true
    await writers
    assert.equal(result.code, 0, describeFailure(result))
    const backup = JSON.parse(result.stdout) as BackupJson
    assert.equal(backup.file, file)
    assert.deepEqual(readdirSync(join(file, '..')), ['pctx.db'], 'no temporary file left beside it')
    // Not a requirement (a fast copy may see none), but says whether the run overlapped.
    process.stderr.write(`# syncs acknowledged while the backup ran: ${syncsDuringBackup}\n`)

    const store = await openSqliteStore(file)
    try {
      const services = createServices({ store, config: loadConfig({}) })
      for (const { id, revision } of backup.projects) {
        const copied = await services.blocks.export(id)
        assert.equal(copied.project.revision, revision)
        assert.ok(revision >= 2, `${id}: the backup holds the syncs made before it started`)
        const res = await fetch(`${remote.server.url}/api/v1/projects/${id}/export?revision=${revision}`, {
          headers: { 'x-api-key': remote.readKey },
        })
        assert.equal(res.status, 200)
        const live = ((await res.json()) as { data: unknown }).data
        assert.deepEqual(JSON.parse(JSON.stringify(copied)), live, `${id} at revision ${revision}`)
      }
      assert.deepEqual(
        backup.projects.map((p) => p.id),
        PROJECTS,
      )
      assert.equal((await services.keys.list()).length, 2, 'the keys are in the backup too')
    } finally {
      await store.close()
    }
  })

  it('refuses to overwrite a file without --force, and leaves it untouched', async () => {
    const file = join(remote.tempDir(), 'existing.db')
    writeFileSync(file, 'keep me')
    const refused = await runCli(['db', 'backup', file], { db: remote.dbUrl })
    assert.equal(refused.code, 1, describeFailure(refused))
    assert.equal(refused.stderr, `error: ${file} already exists; pass --force to replace it\n`)
    assert.equal(readFileSync(file, 'utf8'), 'keep me')

    const folder = remote.tempDir()
    const intoFolder = await runCli(['db', 'backup', folder, '--force'], { db: remote.dbUrl })
    assert.equal(intoFolder.code, 1, describeFailure(intoFolder))
    assert.equal(
      intoFolder.stderr,
      `error: ${folder} is a folder; name the backup file, e.g. ${join(folder, 'pctx-backup.db')}\n`,
    )
    assert.deepEqual(readdirSync(folder), [])

    const forced = await runCli(['db', 'backup', file, '--force'], { db: remote.dbUrl })
    assert.equal(forced.code, 0, describeFailure(forced))
    assert.match(
      forced.stderr,
      /^Backed up .* to .*existing\.db \(.*; 2 projects: alpha@\d+, beta@\d+\)\.\n$/,
    )
    assert.equal(readFileSync(file).subarray(0, 15).toString(), 'SQLite format 3')
  })

  it('refuses a missing database, a file that is not pctx, and PostgreSQL (pointing to pg_dump)', async () => {
    const dir = remote.tempDir()
    const missing = await runCli(['db', 'backup', join(dir, 'b.db')], {
      db: `sqlite:${join(dir, 'none.db')}`,
    })
    assert.equal(missing.code, 1)
    assert.match(missing.stderr, /^error: no pctx database at .*none\.db/)
    assert.equal(existsSync(join(dir, 'none.db')), false)

    const other = join(remote.tempDir(), 'other.db')
    writeFileSync(other, '')
    const notPctx = await runCli(['db', 'backup', join(dir, 'sub', 'b.db')], { db: `sqlite:${other}` })
    assert.equal(notPctx.code, 1)
    assert.match(notPctx.stderr, /^error: .*other\.db is not a pctx database/)

    const text = join(remote.tempDir(), 'notes.txt')
    writeFileSync(text, 'these are notes, not SQLite\n'.repeat(200))
    const notSqlite = await runCli(['db', 'backup', join(dir, 'sub', 'b.db')], { db: `sqlite:${text}` })
    assert.equal(notSqlite.code, 1)
    assert.match(notSqlite.stderr, /^error: cannot read .*notes\.txt: file is not a database\n$/)

    const postgres = await runCli(['db', 'backup', join(dir, 'b.db')], {
      db: 'postgres://pctx:secret@127.0.0.1:1/pctx',
    })
    assert.equal(postgres.code, 1)
    assert.match(
      postgres.stderr,
      /^error: pctx db backup copies SQLite databases; back up PostgreSQL with pg_dump/,
    )
    assert.doesNotMatch(postgres.stderr, /secret/)
    assert.deepEqual(readdirSync(dir), [], 'nothing written')
  })

  it('restored as docs/deployment.md says (stop, move the file and its WAL aside, copy), a server serves the backup', async () => {
    const file = join(remote.tempDir(), 'before-mistake.db')
    const taken = await runCli(['db', 'backup', file, '--json'], { db: remote.dbUrl })
    assert.equal(taken.code, 0, describeFailure(taken))
    const backup = JSON.parse(taken.stdout) as BackupJson
    const exportOf = async (url: string, id: string) => {
      const res = await fetch(`${url}/api/v1/projects/${id}/export`, {
        headers: { 'x-api-key': remote.readKey },
      })
      assert.equal(res.status, 200)
      return ((await res.json()) as { data: unknown }).data
    }
    const saved = await Promise.all(PROJECTS.map((id) => exportOf(remote.server.url, id)))
    // The mistake the backup undoes.
    await remote.client.sync('alpha', { blocks: [], mode: 'replace' })

    await remote.server.stop()
    const path = remote.dbUrl.slice('sqlite:'.length)
    renameSync(path, `${path}.old`)
    for (const suffix of ['-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true })
    copyFileSync(file, path)
    const restored = await startServer({ db: remote.dbUrl, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
    try {
      const served = await Promise.all(PROJECTS.map((id) => exportOf(restored.url, id)))
      assert.deepEqual(served, saved)
      assert.deepEqual(
        served.map((data) => (data as { project: { revision: number } }).project.revision),
        backup.projects.map((p) => p.revision),
      )
    } finally {
      await restored.stop()
    }
  })
})
