import assert from 'node:assert/strict'
import { renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import Fastify from 'fastify'
import { DatabaseFileMissingError, UnavailableError, ValidationError } from '../../src/domain/errors.js'
import { parseQuery } from '../../src/domain/search/query.js'
import type { BlockFilter, Store } from '../../src/domain/store.js'
import { registerErrorHandler } from '../../src/http/plugins/error-handler.js'
import { loadBetterSqlite3 } from '../../src/store/sqlite/load-better-sqlite3.js'
import { fromSearchFailure, toSearchFailure } from '../../src/store/sqlite/search-messages.js'
import { createSearchPool } from '../../src/store/sqlite/search-pool.js'
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js'
import { translateStorageError } from '../../src/store/storage-errors.js'
import { seedProject } from '../store/fixtures.js'
import { generatedBlocks, openHandles, search, tempPath } from './search-threads-fixtures.js'

/**
 * The SQLite search pool (src/store/sqlite/search-pool.ts) when things go wrong: a stopped
 * thread, arguments that cannot cross, close(), a replaced database file, engine errors raised
 * in a thread.
 */
describe('the search pool when a thread or the file goes away', () => {
  const { dir, path } = tempPath()
  let store: Store
  before(async () => {
    store = await openSqliteStore(path, { searchThreads: 0 })
    await seedProject(store, 'big', generatedBlocks(5000))
  })
  after(async () => {
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('a stopped thread fails the searches it held, clearly, and the next search runs on a new thread', async () => {
    const pool = createSearchPool({ path, threads: 1 })
    try {
      const expected = await store.searchBlocks('big', parseQuery('pricing analytics'), {}, 20)
      assert.deepEqual(await pool.search('big', parseQuery('pricing analytics'), {}, 20), expected)
      const [first] = pool.workers
      assert.ok(first)
      const calls = Array.from({ length: 20 }, () =>
        pool.search('big', parseQuery('pricing analytics'), {}, 100),
      )
      assert.equal(pool.pending, 20)
      await first.terminate()
      const settled = await Promise.allSettled(calls)
      const failed = settled.filter((result) => result.status === 'rejected')
      assert.ok(failed.length > 0, 'the thread was stopped with searches queued')
      for (const result of failed) {
        assert.match(
          String(result.reason),
          /Search failed: the search thread stopped \(exit code 1\) before answering/,
        )
      }
      assert.equal(pool.pending, 0)
      assert.deepEqual(pool.workers, [])
      assert.deepEqual(await pool.search('big', parseQuery('pricing analytics'), {}, 20), expected)
      assert.equal(pool.workers.length, 1)
      assert.notEqual(pool.workers[0], first)
    } finally {
      await pool.close()
    }
  })

  it('a search that cannot be sent to a thread fails at once and leaves nothing pending', async () => {
    const pool = createSearchPool({ path, threads: 1 })
    try {
      const unsendable = { section: () => 'brand' } as unknown as BlockFilter
      await assert.rejects(pool.search('big', parseQuery('pricing'), unsendable, 20), /could not be cloned/)
      assert.equal(pool.pending, 0)
      assert.equal((await pool.search('big', parseQuery('pricing'), {}, 20)).hits.length, 20)
    } finally {
      await pool.close()
    }
  })

  it('close() ends the threads and their connections; later searches fail with a 503', async () => {
    // A file of its own: SQLite defers closing a file's descriptors while another connection of
    // the process holds locks on it.
    const { dir: ownDir, path: ownPath } = tempPath()
    try {
      const threaded = await openSqliteStore(ownPath, { searchThreads: 2 })
      await seedProject(threaded, 'p', generatedBlocks(100))
      const opened = openHandles(ownPath).length
      // Two searches at once start both threads, each with its own connection.
      await Promise.all([search(threaded, 'p', 'pricing'), search(threaded, 'p', 'churn')])
      const searched = openHandles(ownPath).length
      assert.ok(searched >= opened + 2, `the threads opened the file: ${opened} → ${searched} handles`)
      await threaded.close()
      assert.deepEqual(openHandles(ownPath), [])
      await assert.rejects(search(threaded, 'p', 'pricing'), (error) => {
        assert.ok(error instanceof UnavailableError, String(error))
        assert.equal(error.status, 503)
        return true
      })
    } finally {
      rmSync(ownDir, { recursive: true, force: true })
    }
  })

  it('a thread is not started on a file deleted or replaced since the store opened it', async () => {
    const { dir: otherDir, path: otherPath } = tempPath()
    try {
      const threaded = await openSqliteStore(otherPath, { searchThreads: 1 })
      try {
        await seedProject(threaded, 'p', generatedBlocks(10))
        const replacement = join(otherDir, 'replacement.db')
        writeFileSync(replacement, '')
        renameSync(replacement, otherPath)
        await assert.rejects(search(threaded, 'p', 'pricing'), (error) => {
          assert.ok(error instanceof DatabaseFileMissingError, String(error))
          assert.equal(error.status, 503)
          return true
        })
      } finally {
        await threaded.close()
      }
    } finally {
      rmSync(otherDir, { recursive: true, force: true })
    }
  })
})

/**
 * Errors raised in a search thread cross as plain data and are raised again on the main thread;
 * the error handler must answer them exactly as it answers the same error raised in-process
 * (where the store's TranslatingDialect has translated engine errors). Real engine errors.
 */
describe('errors of a search thread', () => {
  const { dir, path } = tempPath()
  after(() => rmSync(dir, { recursive: true, force: true }))

  function engineErrors(): Error[] {
    const Sqlite = loadBetterSqlite3()
    const a = new Sqlite(path)
    const b = new Sqlite(path)
    const errors: Error[] = []
    try {
      a.pragma('journal_mode = WAL')
      a.exec('CREATE TABLE IF NOT EXISTS t (x TEXT)')
      // Another connection holds the write lock and this one does not wait: SQLITE_BUSY.
      b.pragma('busy_timeout = 0')
      a.exec('BEGIN IMMEDIATE')
      try {
        b.exec('BEGIN IMMEDIATE')
      } catch (error) {
        errors.push(error as Error)
      }
      a.exec('ROLLBACK')
      // The file may not grow: SQLITE_FULL, as on a full disk.
      a.pragma(`max_page_count = ${a.pragma('page_count', { simple: true })}`)
      try {
        a.prepare('INSERT INTO t VALUES (?)').run('x'.repeat(100_000))
      } catch (error) {
        errors.push(error as Error)
      }
    } finally {
      b.close()
      a.close()
    }
    return errors
  }

  it('answer the same status and body as in-process', async () => {
    const errors: Error[] = [
      ...engineErrors(),
      new ValidationError('q: bad query', [{ path: 'q', message: 'bad query' }]),
      new TypeError("Cannot read properties of undefined (reading 'x')"),
    ]
    assert.deepEqual(
      errors.slice(0, 2).map((error) => (error as { code?: string }).code),
      ['SQLITE_BUSY', 'SQLITE_FULL'],
    )
    const app = Fastify({ logger: false })
    registerErrorHandler(app)
    let raise: Error = new Error('unset')
    app.get('/', async () => {
      throw raise
    })
    try {
      const statuses: number[] = []
      for (const error of errors) {
        raise = translateStorageError(error) as Error
        const inProcess = await app.inject({ method: 'GET', url: '/' })
        raise = fromSearchFailure(structuredClone(toSearchFailure(error)))
        const fromThread = await app.inject({ method: 'GET', url: '/' })
        assert.equal(fromThread.statusCode, inProcess.statusCode, String(error))
        assert.equal(fromThread.headers['retry-after'], inProcess.headers['retry-after'])
        const body = (res: typeof inProcess) => JSON.parse(res.body.replace(/request id \S+/, 'request id …'))
        assert.deepEqual(body(fromThread), body(inProcess))
        statuses.push(fromThread.statusCode)
      }
      assert.deepEqual(statuses, [503, 507, 400, 500])
    } finally {
      await app.close()
    }
  })
})
