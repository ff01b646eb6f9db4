import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { createBlockService } from '../../src/domain/block-service.js'
import { createProjectService } from '../../src/domain/project-service.js'
import type { Store } from '../../src/domain/store.js'
import { ManualClock } from '../helpers/clock.js'
import { openTempStore, type TempStore } from '../helpers/temp-store.js'

const BLOCKS = 40
const ROUNDS = 6
const READERS = 24

/** Block i of version v: every block of one sync carries the same version. */
function payload(version: number) {
  return {
    blocks: Array.from({ length: BLOCKS }, (_, i) => ({
      key: `k${String(i).padStart(2, '0')}`,
      type: 'text',
      section: ['brand', 'product', 'users', 'extra'][i % 4],
      name: `Block ${i}`,
      value: { content: `version-${version} of block ${i}` },
    })),
  }
}

/** The versions an output shows, and the revision its ETag names. */
function seen(body: string, etag: string | undefined): { versions: Set<number>; revision: number } {
  const versions = new Set([...body.matchAll(/version-(\d+) of block/g)].map((match) => Number(match[1])))
  const revision = Number(/-r(\d+)-/.exec(String(etag))?.[1])
  return { versions, revision }
}

/**
 * Syncs run through a second connection to the same database (another instance, or the CLI)
 * while the app serves public reads: every answer must show one whole revision, labelled with
 * that revision, never part of one sync and part of the next.
 */
describe('public reads during syncs', () => {
  let temp: TempStore
  let writerStore: Store
  let app: FastifyInstance
  before(async () => {
    temp = await openTempStore()
    writerStore = await temp.reopen()
    const clock = new ManualClock()
    await createProjectService({ store: temp.store, clock }).create({ id: 'live', name: 'Live' })
    const config = loadConfig({
      DATABASE_URL: temp.databaseUrl,
      LOG_LEVEL: 'silent',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
      PUBLIC_BASE_URL: 'https://ctx.example.com',
    })
    app = await buildApp({ config, store: temp.store, clock, logger: false })
    await app.ready()
  })
  after(async () => {
    await app.close()
    await temp.cleanup()
  })

  it('never see a half-applied project', async () => {
    const writer = createBlockService({
      store: writerStore,
      clock: new ManualClock(),
      limits: { maxBlocks: 1000 },
    })
    // Revision r holds version r: the first sync makes revision 1.
    await writer.sync('live', payload(1))
    const paths = ['context', 'markdown', 'llms.txt', 'llms-full.txt', 'markdown/brand']
    let checked = 0
    for (let version = 2; version <= ROUNDS + 1; version++) {
      const sync = writer.sync('live', payload(version))
      const reads = Array.from({ length: READERS }, (_, i) =>
        app.inject({ method: 'GET', url: `/api/projects/live/${paths[i % paths.length]}` }),
      )
      const [result, ...responses] = await Promise.all([sync, ...reads])
      assert.equal(result.revision, version)
      for (const [i, response] of responses.entries()) {
        assert.equal(response.statusCode, 200, response.body)
        const { versions, revision } = seen(response.body, response.headers.etag as string | undefined)
        assert.equal(versions.size, 1, `one version per answer, got ${[...versions].join(', ')}`)
        assert.deepEqual([...versions], [revision], 'the ETag names the revision shown')
        assert.ok(revision === version - 1 || revision === version)
        if (paths[i % paths.length] === 'context') {
          assert.equal(response.json().data.project.revision, revision)
        }
        checked++
      }
    }
    assert.equal(checked, ROUNDS * READERS)
    // Once the syncs are done, every output shows the last one.
    const last = await app.inject({ method: 'GET', url: '/api/projects/live/markdown' })
    assert.deepEqual([...seen(last.body, last.headers.etag as string).versions], [ROUNDS + 1])
  })
})
