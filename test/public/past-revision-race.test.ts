import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { type BlockService, createBlockService } from '../../src/domain/block-service.js'
import { createProjectService } from '../../src/domain/project-service.js'
import type { Store } from '../../src/domain/store.js'
import { ManualClock } from '../helpers/clock.js'
import { openTempStore, type TempStore } from '../helpers/temp-store.js'

/** Every block of one sync carries the same version, so an output shows which sync it is from. */
function payload(version: number) {
  return {
    blocks: Array.from({ length: 8 }, (_, i) => ({
      key: `k${i}`,
      type: 'text',
      section: ['brand', 'product', 'users', 'extra'][i % 4],
      name: `Block ${i}`,
      value: { content: `version-${version} of block ${i}` },
    })),
  }
}

function versionsIn(body: string): number[] {
  return [...new Set([...body.matchAll(/version-(\d+) of block/g)].map((match) => Number(match[1])))]
}

/**
 * The public outputs at `?revision=N` while N is the current revision, with a sync landing
 * through a second connection (another instance, or the CLI) right after the app read the
 * project's head: the answer is N's, as test/http/past-revision-race.test.ts checks for the
 * authenticated reads, never the newer revision's.
 */
describe('public outputs at a revision during a sync', () => {
  let temp: TempStore
  let writerStore: Store
  let writer: BlockService
  let app: FastifyInstance
  /** Set by a test: runs once, right after the app's next read of the project's head. */
  let afterHead: (() => Promise<void>) | null = null

  before(async () => {
    temp = await openTempStore()
    writerStore = await temp.reopen()
    writer = createBlockService({ store: writerStore, clock: new ManualClock(), limits: { maxBlocks: 1000 } })
    const clock = new ManualClock()
    await createProjectService({ store: temp.store, clock }).create({ id: 'live', name: 'Live' })
    const config = loadConfig({
      DATABASE_URL: temp.databaseUrl,
      LOG_LEVEL: 'silent',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
      PUBLIC_BASE_URL: 'https://ctx.example.com',
    })
    const store = new Proxy(temp.store, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver)
        if (name !== 'getProjectHead' || typeof value !== 'function') return value
        return async (...args: unknown[]) => {
          const head = await value.apply(target, args)
          const hook = afterHead
          afterHead = null
          if (hook) await hook()
          return head
        }
      },
    })
    app = await buildApp({ config, store, clock, logger: false })
    await app.ready()
  })
  after(async () => {
    await app.close()
    await writerStore.close()
    await temp.cleanup()
  })

  const read = (path: string) => app.inject({ method: 'GET', url: `/api/projects/live/${path}` })

  it('answers ?revision=N with N when a sync lands during the read of N as the current revision', async () => {
    let asked = (await writer.sync('live', payload(100))).revision
    for (const path of ['context', 'markdown', 'markdown/brand', 'llms-full.txt', 'context?tokens=1000']) {
      const sep = path.includes('?') ? '&' : '?'
      // A fresh revision whose outputs nothing has read yet: the race read is the first.
      const revision = asked
      let synced = 0
      afterHead = async () => {
        synced = (await writer.sync('live', payload(1000 + revision))).revision
      }
      const response = await read(`${path}${sep}revision=${revision}`)
      assert.equal(synced, revision + 1, `${path}: the sync landed during the read`)
      assert.equal(response.statusCode, 200, response.body)
      assert.deepEqual(versionsIn(response.body), [revision === 1 ? 100 : 1000 + revision - 1], path)
      assert.match(String(response.headers.etag), new RegExp(`-r${revision}-`), path)
      // The revision is past now: it answers the same bytes, and the current one the sync.
      assert.equal((await read(`${path}${sep}revision=${revision}`)).body, response.body, path)
      assert.deepEqual(versionsIn((await read(path)).body), [1000 + revision], path)
      asked = synced
    }
  })
})
