import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import type { Store } from '../../src/domain/store.js'
import { createServices } from '../../src/services.js'
import { loadBetterSqlite3 } from '../../src/store/sqlite/load-better-sqlite3.js'
import { openSqliteStore, type SqliteOpenOptions } from '../../src/store/sqlite/sqlite-store.js'

/**
 * What the server does when its SQLite file fails under it: disk full, file deleted or replaced,
 * file read-only. Real SQLite files, the real app through app.inject, the log captured.
 */
describe('SQLite storage failures', () => {
  let dir: string
  let path: string
  let stores: Store[]
  let apps: FastifyInstance[]
  let logs: string[]
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pctx-storage-'))
    path = join(dir, 'pctx.db')
    stores = []
    apps = []
    logs = []
  })
  afterEach(async () => {
    for (const app of apps) await app.close()
    for (const store of stores) await store.close().catch(() => {})
    try {
      execFileSync('chattr', ['-i', path], { stdio: 'ignore' })
    } catch {
      // the test deleted or never made the file
    }
    rmSync(dir, { recursive: true, force: true })
  })

  async function open(options: SqliteOpenOptions = {}) {
    const store = await openSqliteStore(path, options)
    stores.push(store)
    return store
  }

  /** A project "p" and a write key for it, written through the services. */
  async function seed(): Promise<string> {
    const store = await open()
    const config = loadConfig({ DATABASE_URL: `sqlite:${path}` })
    const services = createServices({ store, config })
    await services.projects.create({ id: 'p', name: 'P' })
    const { key } = await services.keys.create(
      {
        name: 'w',
        access: 'write',
        allProjects: false,
        projects: ['p'],
        plan: 'enterprise',
        perMinute: 1_000_000,
        perDay: 1_000_000,
      },
      SYSTEM_AUDIT,
    )
    await services.blocks.sync('p', {
      blocks: [{ key: 'a', type: 'text', section: 'brand', value: { content: 'a' } }],
    })
    return key
  }

  async function appOver(store: Store) {
    const config = loadConfig({ DATABASE_URL: `sqlite:${path}`, LOG_LEVEL: 'error' })
    const app = await buildApp({
      config,
      store,
      logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } },
    })
    apps.push(app)
    return app
  }

  /** Syncs `count` text blocks big-0, big-1… holding `content`. */
  const sync = (app: FastifyInstance, key: string, content: string, count = 1) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/projects/p/sync',
      headers: { 'x-api-key': key },
      payload: {
        blocks: Array.from({ length: count }, (_, i) => ({
          key: `big-${i}`,
          type: 'text',
          section: 'product',
          value: { content },
        })),
      },
    })

  it('answers 507 "disk is full" on a full database, logs the SQLite error, writes nothing', async () => {
    const key = await seed()
    await stores.pop()?.close()
    // The build pctx picks for this Node (better-sqlite3 12 aborts on Node 24.19+ when freed).
    const Database = loadBetterSqlite3()
    const check = new Database(path)
    const pages = Number(check.pragma('page_count', { simple: true }))
    check.close()
    const store = await open({ maxPages: pages })
    const app = await appOver(store)

    // 640 KB: far more than the free space left in the file's pages.
    const res = await sync(app, key, 'x'.repeat(60_000), 10)
    assert.equal(res.statusCode, 507, res.body)
    assert.deepEqual(res.json(), {
      data: null,
      error: 'The database disk is full; nothing was written. Free disk space on the server, then retry',
    })
    const log = logs.join('')
    assert.match(log, /database or disk is full/)
    assert.doesNotMatch(log, /cannot rollback/)
    assert.equal(await store.getBlock('p', 'big-0'), undefined)
    assert.equal((await store.getProject('p'))?.revision, 1)
    // Reads still work: the server stays ready.
    const ready = await app.inject({ method: 'GET', url: '/readyz' })
    assert.equal(ready.statusCode, 200)
  })

  it('refuses writes and reports not ready once the file is deleted; never reopens it empty silently', async () => {
    const created: string[] = []
    await seed()
    await stores.pop()?.close()
    rmSync(path)
    rmSync(`${path}.created`, { force: true })
    // First open of a missing file with no trace of an earlier database: created, and said so.
    const store = await open({ onCreate: (message) => created.push(message) })
    assert.deepEqual(created, [`created a new empty database at ${path}`])
    const services = createServices({ store, config: loadConfig({ DATABASE_URL: `sqlite:${path}` }) })
    await services.projects.create({ id: 'p', name: 'P' })
    const { key } = await services.keys.create(
      {
        name: 'w',
        access: 'write',
        allProjects: true,
        projects: [],
      },
      SYSTEM_AUDIT,
    )
    const app = await appOver(store)
    assert.equal((await sync(app, key, 'before')).statusCode, 200)

    rmSync(path)
    const res = await sync(app, key, 'after')
    assert.equal(res.statusCode, 503, res.body)
    assert.match(
      res.json().error,
      /database file was deleted or replaced while the server was running; nothing was written/,
    )
    const ready = await app.inject({ method: 'GET', url: '/readyz' })
    assert.equal(ready.statusCode, 503)
    assert.match(ready.json().error, /database file was deleted or replaced/)
    assert.match(logs.join(''), new RegExp(`the SQLite file ${path} was deleted`))

    // A restart does not create an empty database where this one was.
    await assert.rejects(open({ onCreate: (message) => created.push(message) }), (error: Error) => {
      assert.match(error.message, /is missing, but pctx created a database there before/)
      assert.match(error.message, /Restore the file from a backup, or delete .*pctx\.db\.created/)
      return true
    })
    assert.equal(created.length, 1)
  })

  it('refuses writes once another file is moved over the path', async () => {
    const key = await seed()
    const app = await appOver(stores[0] as Store)
    const other = join(dir, 'other.db')
    writeFileSync(other, '')
    renameSync(other, path)
    const res = await sync(app, key, 'after')
    assert.equal(res.statusCode, 503, res.body)
    assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 503)
  })

  // Tests run as root, where file modes do not stop writes; the immutable attribute (chattr +i)
  // does, as a read-only mount would.
  it('refuses to open a read-only database, and turns not ready when it becomes read-only', async () => {
    const key = await seed()
    const app = await appOver(stores[0] as Store)
    execFileSync('chattr', ['+i', path])
    const res = await sync(app, key, 'after')
    assert.equal(res.statusCode, 503, res.body)
    assert.match(res.json().error, /read-only; nothing was written/)
    const ready = await app.inject({ method: 'GET', url: '/readyz' })
    assert.equal(ready.statusCode, 503)
    assert.match(ready.json().error, /read-only/)

    await app.close()
    apps.pop()
    await stores.pop()?.close()
    await assert.rejects(open(), /does not take writes \(attempt to write a readonly database\)/)
  })
})
