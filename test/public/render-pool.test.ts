import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { setImmediate as turn } from 'node:timers/promises'
import Fastify from 'fastify'
import { ConfigError, loadConfig } from '../../src/config.js'
import { NotFoundError } from '../../src/domain/errors.js'
import {
  createPublicContextService,
  PUBLIC_FORMATS,
  type PublicRequest,
  type PublicSnapshot,
  renderPublicOutput,
} from '../../src/domain/public-context-service.js'
import { loadTokenCounter } from '../../src/domain/render/token-count.js'
import { registerErrorHandler } from '../../src/http/plugins/error-handler.js'
import { createPublicOutputs } from '../../src/http/public-outputs.js'
import { createRenderPool, type RenderPool } from '../../src/http/render-pool.js'
import { publicRoutes } from '../../src/http/routes/public.js'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const count = await loadTokenCounter()

import { FIXTURE_TIME, fixtureEntries, fixtureProject } from './fixture-project.js'

/**
 * The render pool (src/http/render-pool.ts) against the domain's renderers called directly: the
 * same bytes for every output, the domain's 404 as itself, and a render thread that dies fails
 * the calls it held (never hangs them) and is replaced.
 */

const SECTIONS = ['brand', 'product', 'users', 'drafts', 'optional', 'zeta-notes', 'zeta_notes']

/** ~64 KiB of GFM tables: a render of seconds, long enough to stop a thread in the middle of. */
const SLOW = (() => {
  const table = `| a | b |\n| - | - |\n${'| x | y |\n'.repeat(1900)}`
  return [table, table, table].join('\n')
})()

describe('public renders in worker threads', () => {
  let t: TestApp
  let pool: RenderPool
  let snapshot: PublicSnapshot
  before(async () => {
    t = await createTestApp({ clock: new ManualClock(FIXTURE_TIME) })
    const { id, name, description } = fixtureProject()
    await t.project({ id, name, description })
    await t.services.blocks.sync(id, { blocks: fixtureEntries() })
    await t.project({ id: 'slow' })
    await t.services.blocks.sync('slow', {
      blocks: ['a', 'b'].map((key) => ({ key, type: 'text', section: 'brand', value: { content: SLOW } })),
    })
    snapshot = await createPublicContextService({ store: t.store }).snapshot(id)
    pool = createRenderPool({ threads: 2 })
  })
  after(async () => {
    await pool.close()
    await t.close()
  })

  it('every output is byte-identical to rendering on this thread', async () => {
    const outputs = createPublicOutputs({ store: t.store, renderer: pool })
    const version = await outputs.currentVersion('fixture')
    const requests: PublicRequest[] = []
    for (const completeOnly of [false, true]) {
      for (const format of PUBLIC_FORMATS) {
        if (format === 'llms.txt') {
          for (const baseUrl of ['https://ctx.example.com', 'http://127.0.0.1:3000/under/a path'])
            requests.push({ projectId: 'fixture', format, completeOnly, baseUrl })
        } else requests.push({ projectId: 'fixture', format, completeOnly })
      }
      for (const section of SECTIONS)
        requests.push({ projectId: 'fixture', format: 'markdown', section, completeOnly })
    }
    let compared = 0
    for (const request of requests) {
      let expected: string
      try {
        expected = (await renderPublicOutput(snapshot, request, count)).text
      } catch (error) {
        // Sections with nothing to show under this filter: the same 404 from the pool.
        assert.ok(error instanceof NotFoundError, String(error))
        await assert.rejects(outputs.render(request, version), (thrown) => {
          assert.ok(thrown instanceof NotFoundError, String(thrown))
          assert.equal(thrown.status, 404)
          assert.equal(thrown.message, error.message)
          return true
        })
        continue
      }
      const output = await outputs.render(request, version)
      assert.equal(output.body.toString('utf8'), expected, JSON.stringify(request))
      compared++
    }
    assert.ok(compared >= 20, `only ${compared} outputs compared`)
  })

  it('a thread stopped mid-render fails its call, and the next render works on a new thread', async () => {
    const outputs = createPublicOutputs({ store: t.store, renderer: pool })
    const version = await outputs.currentVersion('slow')
    const markdown: PublicRequest = { projectId: 'slow', format: 'markdown', completeOnly: false }
    const pending = outputs.render(markdown, version)
    // The call reaches a thread once its snapshot is read; the render then takes seconds.
    while (pool.pending === 0) await turn()
    const stopped = pool.workers
    await Promise.all(stopped.map((worker) => worker.terminate()))
    await assert.rejects(pending, (error) => {
      assert.ok(!(error instanceof NotFoundError))
      assert.match(String(error), /Rendering failed: the render thread stopped/)
      return true
    })
    assert.ok(
      pool.workers.every((worker) => !stopped.includes(worker)),
      'the stopped threads are no longer used',
    )
    const snapshotSlow = await createPublicContextService({ store: t.store }).snapshot('slow')
    const again = await outputs.render(markdown, version)
    assert.equal(again.body.toString('utf8'), (await renderPublicOutput(snapshotSlow, markdown, count)).text)
  })

  it('over HTTP: a 500 without internals for the stopped render, then 200s', async () => {
    const app = Fastify({ logger: false })
    registerErrorHandler(app)
    await app.register(publicRoutes, {
      prefix: '/api/projects',
      store: t.store,
      config: t.config,
      renderPool: pool,
    })
    try {
      const pending = app.inject({ method: 'GET', url: '/api/projects/slow/llms-full.txt' })
      while (pool.pending === 0) await turn()
      await Promise.all(pool.workers.map((worker) => worker.terminate()))
      const failed = await pending
      assert.equal(failed.statusCode, 500, failed.body)
      const envelope = JSON.parse(failed.body)
      assert.equal(envelope.data, null)
      assert.doesNotMatch(envelope.error, /thread|exit code/)
      const res = await app.inject({ method: 'GET', url: '/api/projects/slow/llms-full.txt' })
      assert.equal(res.statusCode, 200, res.body.slice(0, 300))
      const empty = await app.inject({ method: 'GET', url: '/api/projects/fixture/markdown/zzz' })
      assert.equal(empty.statusCode, 404)
    } finally {
      await app.close()
    }
  })

  it('copies a snapshot to a thread once per version, then names it by key; the bytes stay the same', async () => {
    const single = createRenderPool({ threads: 1 })
    try {
      const budgeted = (tokens: number): PublicRequest => ({
        projectId: 'fixture',
        format: 'markdown',
        completeOnly: false,
        budget: { tokens },
      })
      const expected = async (request: PublicRequest, from: PublicSnapshot) =>
        (await renderPublicOutput(from, request, count)).text
      for (const tokens of [200, 300, 400, 500]) {
        const request = budgeted(tokens)
        assert.equal((await single.render(snapshot, request)).text, await expected(request, snapshot))
      }
      assert.equal(single.snapshotsSent, 1, 'four budgets of one version copy its snapshot once')

      // Three other versions age the first out of the thread (it keeps two): the render by key
      // is refused there, and the pool sends the snapshot again instead of failing.
      const others = [7, 8, 9].map((revision) => ({
        ...snapshot,
        version: { ...snapshot.version, revision },
      }))
      for (const other of others) await single.render(other, budgeted(250))
      assert.equal(single.snapshotsSent, 4)
      const again = budgeted(350)
      assert.equal((await single.render(snapshot, again)).text, await expected(again, snapshot))
      assert.equal(single.snapshotsSent, 5)

      // With two threads the call may land on the one that has not got it: still the same bytes.
      const before = pool.snapshotsSent
      for (const tokens of [210, 310, 410, 510, 610, 710]) {
        const request = budgeted(tokens)
        assert.equal((await pool.render(snapshot, request)).text, await expected(request, snapshot))
      }
      const copies = pool.snapshotsSent - before
      assert.ok(copies <= 2, `each of the two threads got it at most once (${copies} copies)`)
    } finally {
      await single.close()
    }
  })

  it('takes its size from RENDER_THREADS: 1 by default, at least 1', () => {
    assert.equal(loadConfig({}).renderThreads, 1)
    assert.equal(loadConfig({ RENDER_THREADS: '3' }).renderThreads, 3)
    assert.throws(() => loadConfig({ RENDER_THREADS: '0' }), ConfigError)
    assert.throws(
      () => loadConfig({ RENDER_THREADS: 'many' }),
      /RENDER_THREADS must be a whole number from 1 to 64/,
    )
  })
})
