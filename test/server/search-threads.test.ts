import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { setTimeout as sleep, setImmediate as turn } from 'node:timers/promises'
import Fastify from 'fastify'
import { ConfigError, loadConfig } from '../../src/config.js'
import { DatabaseFileMissingError, UnavailableError, ValidationError } from '../../src/domain/errors.js'
import type { Block } from '../../src/domain/model.js'
import { parseQuery } from '../../src/domain/search/query.js'
import type { BlockFilter, SearchResult, Store } from '../../src/domain/store.js'
import { registerErrorHandler } from '../../src/http/plugins/error-handler.js'
import { openStore } from '../../src/store/open-store.js'
import { loadBetterSqlite3 } from '../../src/store/sqlite/load-better-sqlite3.js'
import { fromSearchFailure, toSearchFailure } from '../../src/store/sqlite/search-messages.js'
import { createSearchPool } from '../../src/store/sqlite/search-pool.js'
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js'
import { translateStorageError } from '../../src/store/storage-errors.js'
import { createTestApp } from '../helpers/test-app.js'
import { blockRecord, seedProject } from '../store/fixtures.js'

/**
 * SQLite searches in worker threads (src/store/sqlite/search-pool.ts) on real database files:
 * the same answers as a search on the event loop, committed writes seen at once, a stopped
 * thread failing its searches (never hanging them) and replaced, close() ending the threads and
 * their connections, and the event loop left free while searches run.
 */

const WORDS = (
  'onboarding pricing persona analytics dashboard export import retention churn activation ' +
  'billing invoice team workspace integration webhook report chart funnel cohort segment ' +
  'campaign email notification mobile desktop browser security audit compliance'
).split(' ')

/** `count` text blocks of 30 words each from WORDS, the same every run. */
function generatedBlocks(count: number): Block[] {
  let seed = 1
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
  return Array.from({ length: count }, (_, i) =>
    blockRecord(`k${i}`, {
      name: `${WORDS[i % WORDS.length]} note ${i}`,
      section: ['brand', 'product', 'users'][i % 3] as string,
      status: i % 4 === 0 ? 'complete' : 'draft',
      position: i,
      value: {
        content: Array.from({ length: 30 }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' '),
      },
    }),
  )
}

function tempPath(): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pctx-search-threads-'))
  return { dir, path: join(dir, 'pctx.db') }
}

/** File descriptors this process holds on the database file or its WAL and shared-memory files. */
function openHandles(path: string): string[] {
  const handles: string[] = []
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`)
      if (target.startsWith(path)) handles.push(target)
    } catch {
      // closed between the listing and the read
    }
  }
  return handles
}

const search = (store: Store, projectId: string, q: string, filter: BlockFilter = {}, limit = 20) =>
  store.searchBlocks(projectId, parseQuery(q), filter, limit)

describe('SQLite searches in worker threads', () => {
  const { dir, path } = tempPath()
  let onLoop: Store
  let threaded: Store
  before(async () => {
    onLoop = await openSqliteStore(path, { searchThreads: 0 })
    threaded = await openSqliteStore(path, { searchThreads: 2 })
    await seedProject(onLoop, 'p', generatedBlocks(600))
    await seedProject(onLoop, 'other', generatedBlocks(50))
  })
  after(async () => {
    await threaded.close()
    await onLoop.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('answer exactly what a search on the event loop answers', async () => {
    const cases: [string, string, BlockFilter, number][] = [
      ['p', 'pricing analytics', {}, 20],
      ['p', 'onboarding', { section: 'users' }, 5],
      ['p', 'retention churn cohort', { status: 'complete' }, 100],
      ['p', 'webhook integ', { type: 'text' }, 10],
      ['p', '"email notification"', {}, 20],
      ['p', 'note 42', {}, 1],
      ['p', 'nothingmatcheshere', {}, 20],
      ['other', 'security audit', {}, 20],
      ['missing', 'security', {}, 20],
    ]
    let hits = 0
    for (const [projectId, q, filter, limit] of cases) {
      const expected = await search(onLoop, projectId, q, filter, limit)
      const actual = await search(threaded, projectId, q, filter, limit)
      assert.deepEqual(actual, expected, `${projectId} ${q} ${JSON.stringify(filter)}`)
      hits += actual.hits.length
    }
    assert.ok(hits > 50, `only ${hits} hits compared`)
  })

  it('see every committed write at once: insert, update, delete', async () => {
    const find = async (q: string) => (await search(threaded, 'p', q)).hits.map((hit) => hit.block.key)
    assert.deepEqual(await find('zanzibar'), [])
    await threaded.transaction(async (tx) => {
      await tx.insertBlocks(
        'p',
        [blockRecord('fresh', { value: { content: 'zanzibar spices' } })],
        new Map([['brand', 0]]),
      )
    })
    assert.deepEqual(await find('zanzibar'), ['fresh'])
    await threaded.transaction(async (tx) => {
      const [block] = await tx.getBlocksByKeys('p', ['fresh'])
      assert.ok(block)
      await tx.updateBlocks(
        'p',
        [{ ...block, value: { content: 'kilimanjaro coffee' } }],
        new Map([['brand', 0]]),
      )
    })
    assert.deepEqual(await find('zanzibar'), [])
    assert.deepEqual(await find('kilimanjaro'), ['fresh'])
    await threaded.transaction((tx) => tx.deleteBlocks('p', ['fresh']))
    assert.deepEqual(await find('kilimanjaro'), [])
  })

  it('inside a transaction, search on it and see its own uncommitted writes', async () => {
    await assert.rejects(
      threaded.transaction(async (tx) => {
        await tx.insertBlocks(
          'p',
          [blockRecord('draft-only', { value: { content: 'xylophone' } })],
          new Map([['brand', 0]]),
        )
        const inside = await tx.searchBlocks('p', parseQuery('xylophone'), {}, 10)
        assert.deepEqual(
          inside.hits.map((hit) => hit.block.key),
          ['draft-only'],
        )
        // Outside the transaction nothing of it is visible yet, in a thread or not.
        assert.deepEqual((await search(threaded, 'p', 'xylophone')).hits, [])
        throw new Error('roll back')
      }),
      /roll back/,
    )
    assert.deepEqual((await search(threaded, 'p', 'xylophone')).hits, [])
  })
})

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

describe('SEARCH_THREADS', () => {
  it('is 1 by default; 0 searches on the event loop', () => {
    assert.equal(loadConfig({}).searchThreads, 1)
    assert.equal(loadConfig({ SEARCH_THREADS: '0' }).searchThreads, 0)
    assert.equal(loadConfig({ SEARCH_THREADS: '4' }).searchThreads, 4)
    assert.throws(() => loadConfig({ SEARCH_THREADS: '-1' }), ConfigError)
    assert.throws(
      () => loadConfig({ SEARCH_THREADS: 'some' }),
      /SEARCH_THREADS must be a whole number from 0 to 64, got "some"/,
    )
  })

  it('over HTTP, a search through the threads answers like one on the event loop', async () => {
    const { dir, path } = tempPath()
    const seeded = await openSqliteStore(path)
    await seedProject(seeded, 'p', generatedBlocks(200))
    await seeded.close()
    const bodies: unknown[] = []
    try {
      for (const threads of ['1', '0']) {
        const t = await createTestApp({ databaseUrl: `sqlite:${path}`, env: { SEARCH_THREADS: threads } })
        try {
          const key = await t.key({ access: 'read' })
          const res = await t.request({
            method: 'GET',
            url: '/api/v1/projects/p/blocks/search?q=pricing%20funnel&limit=10',
            key,
          })
          assert.equal(res.statusCode, 200, res.body)
          bodies.push(res.json())
        } finally {
          await t.close()
        }
      }
      assert.deepEqual(bodies[0], bodies[1])
      assert.equal((bodies[0] as { data: unknown[] }).data.length, 10)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

/**
 * better-sqlite3 answers synchronously, so searches on the event loop run back to back in one
 * stretch of microtasks: nothing else is answered until the last one ends. In threads, the
 * event loop only receives the answers. A probe reading one block by key, then yielding to the
 * event loop, records the longest wait between two of its reads while a batch of searches runs:
 * on the event loop that wait is the whole batch; in threads it is a small fraction of it.
 * Compared in the same run and as fractions of the batch, so a slow machine slows both sides.
 */
describe('a search does not stall the event loop', () => {
  const { dir, path } = tempPath()
  let onLoop: Store
  let threaded: Store
  before(async () => {
    const config = loadConfig({ DATABASE_URL: `sqlite:${path}` })
    onLoop = await openStore({ ...config, searchThreads: 0 })
    threaded = await openStore(config)
    await seedProject(onLoop, 'big', generatedBlocks(20_000))
  })
  after(async () => {
    await threaded.close()
    await onLoop.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const SEARCHES = 64
  const QUERIES = [
    'pricing analytics',
    'onboarding persona',
    'retention churn cohort',
    'email notification mobile',
  ]

  async function longestWait(
    store: Store,
  ): Promise<{ wait: number; batch: number; results: SearchResult[] }> {
    let done = false
    let wait = 0
    const probe = (async () => {
      let last = performance.now()
      while (!done) {
        assert.ok(await store.getBlock('big', 'k7'))
        // A timer, not a busy loop: the probe leaves the cores to the searches.
        await sleep(1)
        const now = performance.now()
        wait = Math.max(wait, now - last)
        last = now
      }
    })()
    await turn()
    const started = performance.now()
    const results = await Promise.all(
      Array.from({ length: SEARCHES }, (_, i) =>
        search(store, 'big', QUERIES[i % QUERIES.length] as string, {}, 100),
      ),
    )
    const batch = performance.now() - started
    done = true
    await probe
    return { wait, batch, results }
  }

  it('a read on the main thread keeps answering while 64 searches run', async (t) => {
    // Warm both up (statement caches; the thread's start-up) before measuring.
    await search(onLoop, 'big', 'pricing')
    await search(threaded, 'big', 'pricing')
    const loop = await longestWait(onLoop)
    const threads = await longestWait(threaded)
    t.diagnostic(
      `longest wait for a read: ${threads.wait.toFixed(1)} ms with threads (batch ${threads.batch.toFixed(0)} ms), ` +
        `${loop.wait.toFixed(1)} ms on the event loop (batch ${loop.batch.toFixed(0)} ms)`,
    )
    assert.deepEqual(threads.results, loop.results)
    assert.ok(
      loop.wait > loop.batch / 2,
      `on the event loop the probe waits for most of the batch (${loop.wait.toFixed(1)} of ${loop.batch.toFixed(1)} ms)`,
    )
    assert.ok(
      threads.wait < threads.batch / 5,
      `with threads the probe keeps reading through the batch (longest wait ${threads.wait.toFixed(1)} of ${threads.batch.toFixed(1)} ms)`,
    )
    assert.ok(
      threads.wait * 3 < loop.wait,
      `longest wait for a read: ${threads.wait.toFixed(1)} ms with threads, ${loop.wait.toFixed(1)} ms on the event loop`,
    )
  })
})
