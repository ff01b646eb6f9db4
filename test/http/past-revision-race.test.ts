import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { type BlockService, createBlockService } from '../../src/domain/block-service.js'
import type { Store } from '../../src/domain/store.js'
import { createServices } from '../../src/services.js'
import { ManualClock } from '../helpers/clock.js'
import { openTempStore, type TempStore } from '../helpers/temp-store.js'

const BLOCKS = 12
const ROUNDS = 5
const READERS = 24

/** Every block of one sync carries the same version, so an answer shows which sync it is from. */
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

function versionsIn(body: string): number[] {
  return [...new Set([...body.matchAll(/version-(\d+) of block/g)].map((match) => Number(match[1])))]
}

/**
 * The authenticated export and list at `?revision=N`, read while syncs run through a second
 * connection to the same database (another instance, or the CLI), as test/public/concurrency
 * does for the public outputs: a past revision always answers the same bytes, a revision that is
 * current when asked for answers that revision even when a sync lands during the read, and after
 * a sync is acknowledged no read without `revision` answers an older one.
 */
describe('export and list at a revision during syncs', () => {
  let temp: TempStore
  let writerStore: Store
  let writer: BlockService
  let app: FastifyInstance
  let key: string
  /** Set by a test: runs once, right after the app's next read of the project's head. */
  let afterHead: (() => Promise<void>) | null = null

  before(async () => {
    temp = await openTempStore()
    writerStore = await temp.reopen()
    writer = createBlockService({ store: writerStore, clock: new ManualClock(), limits: { maxBlocks: 1000 } })
    const clock = new ManualClock()
    const config = loadConfig({
      DATABASE_URL: temp.databaseUrl,
      LOG_LEVEL: 'silent',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
    })
    const services = createServices({ store: temp.store, config, clock })
    await services.projects.create({ id: 'live', name: 'Live' })
    key = (
      await services.keys.create(
        {
          name: 'reader',
          access: 'read',
          allProjects: true,
          projects: [],
          plan: 'enterprise',
          perMinute: 1_000_000,
          perDay: 1_000_000,
        },
        SYSTEM_AUDIT,
      )
    ).key
    // The app's own store, with a hook that lets a test land a sync exactly between the app's
    // read of the project's head and its read of the blocks: the window a concurrent sync can
    // hit by chance, made certain.
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

  const read = (path: string): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'GET', url: `/api/v1/projects/live/${path}`, headers: { 'x-api-key': key } })
  const bodyOf = async (path: string) => {
    const response = await read(path)
    assert.equal(response.statusCode, 200, `${path}: ${response.body}`)
    return response.body
  }
  const revisionOf = async () =>
    (JSON.parse(await bodyOf('export')) as { data: { project: { revision: number } } }).data.project.revision

  it('answers ?revision=N with N when a sync lands during the read of N as the current revision', async () => {
    await writer.sync('live', payload(100))
    for (const path of ['export', 'blocks?limit=5', 'blocks?section=brand', 'blocks/k00']) {
      const asked = await revisionOf()
      const sep = path.includes('?') ? '&' : '?'
      const expected = await bodyOf(`${path}${sep}revision=${asked}`)
      assert.equal(versionsIn(expected).length, 1, `${path}: one sync's blocks`)
      let synced = 0
      afterHead = async () => {
        synced = (await writer.sync('live', payload(1000 + asked))).revision
      }
      const response = await read(`${path}${sep}revision=${asked}`)
      assert.equal(synced, asked + 1, `${path}: the sync landed during the read`)
      assert.equal(response.statusCode, 200, response.body)
      assert.equal(response.body, expected, `${path} at revision ${asked} answers revision ${asked}`)
      if (path === 'export') assert.match(String(response.headers.etag), new RegExp(`-r${asked}"$`))
      // The revision is past now: it still answers the same bytes, and the current one the sync.
      assert.equal(await bodyOf(`${path}${sep}revision=${asked}`), expected)
      assert.deepEqual(versionsIn(await bodyOf(path)), [1000 + asked])
    }
    // A block the landing change deletes still answers at N, not 404.
    const asked = await revisionOf()
    const expected = await bodyOf(`blocks/k11?revision=${asked}`)
    afterHead = async () => {
      await writer.deleteBlock('live', 'k11')
    }
    const response = await read(`blocks/k11?revision=${asked}`)
    assert.equal(response.statusCode, 200, response.body)
    assert.equal(response.body, expected)
    assert.equal((await read('blocks/k11')).statusCode, 404)
  })

  it('reads at a past revision always answer the same bytes; none without revision is stale after a sync', async () => {
    const past = await revisionOf()
    const pastPaths = ['export', 'blocks?limit=5', 'blocks?section=users'].map((path) => ({
      path: `${path}${path.includes('?') ? '&' : '?'}revision=${past}`,
      body: '',
    }))
    for (const entry of pastPaths) entry.body = await bodyOf(entry.path)
    const currentPaths = ['export', 'blocks?limit=5', 'blocks?section=users']
    let checked = 0
    for (let round = 1; round <= ROUNDS; round++) {
      const before = await revisionOf()
      const then = new Map<string, string>()
      for (const path of currentPaths) {
        then.set(path, await bodyOf(path))
        then.set(`${path}${path.includes('?') ? '&' : '?'}revision=${before}`, await bodyOf(path))
      }
      const sync = writer.sync('live', payload(2000 + round))
      const paths = [...pastPaths.map((entry) => entry.path), ...then.keys()]
      const reads = Array.from({ length: READERS }, (_, i) => {
        const path = paths[i % paths.length] as string
        return read(path).then((response) => ({ path, response }))
      })
      const [result, ...answers] = await Promise.all([sync, ...reads])
      assert.equal(result.revision, before + 1)
      const now = new Map(
        await Promise.all(currentPaths.map(async (path) => [path, await bodyOf(path)] as const)),
      )
      for (const { path, response } of answers) {
        assert.equal(response.statusCode, 200, `${path}: ${response.body}`)
        const fixed = pastPaths.find((entry) => entry.path === path)
        if (fixed) assert.equal(response.body, fixed.body, `${path}: the same bytes as before`)
        else if (/revision=/.test(path))
          assert.equal(response.body, then.get(path), `${path}: revision ${before}`)
        else assert.ok(response.body === then.get(path) || response.body === now.get(path), path)
        checked++
      }
      // Acknowledged: every read without revision, and at the new revision, shows the sync.
      for (const path of currentPaths) {
        assert.deepEqual(versionsIn(now.get(path) ?? ''), [2000 + round], path)
        const sep = path.includes('?') ? '&' : '?'
        assert.equal(await bodyOf(`${path}${sep}revision=${before + 1}`), now.get(path), path)
      }
    }
    assert.equal(checked, ROUNDS * READERS)
  })
})
