import assert from 'node:assert/strict'
import { rmSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { ConfigError, loadConfig } from '../../src/config.js'
import { parseQuery } from '../../src/domain/search/query.js'
import type { BlockFilter, Store } from '../../src/domain/store.js'
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js'
import { createTestApp } from '../helpers/test-app.js'
import { blockRecord, seedProject } from '../store/fixtures.js'
import { generatedBlocks, search, tempPath } from './search-threads-fixtures.js'

/**
 * SQLite searches in worker threads (src/store/sqlite/search-pool.ts) on real database files:
 * the same answers as a search on the event loop, committed writes seen at once, a stopped
 * thread failing its searches (never hanging them) and replaced, close() ending the threads and
 * their connections (search-threads-failures.test.ts), and the event loop left free while searches
 * run (search-threads-event-loop.test.ts).
 */

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
