import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { type BlockService, createBlockService } from '../../src/domain/block-service.js'
import type { Store } from '../../src/domain/store.js'
import { ManualClock } from '../helpers/clock.js'
import { openTempSqliteStore, type TempStore } from '../helpers/temp-store.js'

/**
 * The real store, with a hook that runs once right after the n-th store call made through it:
 * it lets a test put a concurrent sync at every point between the reads of one list request.
 */
function interleaving(store: Store, afterCall: number, hook: () => Promise<unknown>): Store {
  let calls = 0
  return new Proxy(store, {
    get(target, property) {
      const member = Reflect.get(target, property, target)
      if (typeof member !== 'function') return member
      return async (...args: unknown[]) => {
        const result = await member.apply(target, args)
        if (++calls === afterCall) await hook()
        return result
      }
    },
  })
}

describe('block service: a page read while a sync commits', () => {
  let temp: TempStore
  let writer: BlockService
  const clock = new ManualClock()
  const limits = { maxBlocks: 1000 }
  beforeEach(async () => {
    temp = await openTempSqliteStore()
    writer = createBlockService({ store: temp.store, clock, limits })
    await temp.store.insertProject({
      id: 'p',
      name: 'P',
      description: '',
      public: true,
      revision: 0,
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    })
    await writer.sync('p', {
      blocks: ['b0', 'b1', 'b2'].map((key) => ({ key, type: 'text', section: 'brand' })),
    })
  })
  afterEach(() => temp.cleanup())

  // A sync that adds a new custom section lands between any two reads of the first page.
  for (const afterCall of [1, 2, 3, 4]) {
    it(`neither skips nor repeats a block when the sync lands after store call ${afterCall}`, async () => {
      const concurrentSync = () =>
        writer.sync('p', { blocks: ['z0', 'z1', 'z2'].map((key) => ({ key, type: 'text', section: 'zzz' })) })
      const reader = createBlockService({
        store: interleaving(temp.store, afterCall, concurrentSync),
        clock,
        limits,
      })
      const seen: string[] = []
      let cursor: string | undefined
      for (let pages = 0; pages < 10; pages++) {
        const page = await reader.list('p', {}, 4, cursor)
        seen.push(...page.blocks.map((block) => block.key))
        if (!page.nextCursor) break
        cursor = page.nextCursor
      }
      assert.equal(new Set(seen).size, seen.length, `repeated: ${seen.join(',')}`)
      for (const key of ['b0', 'b1', 'b2']) assert.ok(seen.includes(key), `${key} skipped: ${seen.join(',')}`)
      const all = (await writer.list('p', {}, 1000)).blocks.map((block) => block.key)
      assert.deepEqual(seen, all.slice(0, seen.length))
    })
  }

  // A sync that empties (and so deletes) the section of the first page's last block: the cursor
  // must not fall back into an earlier section and repeat its blocks.
  for (const afterCall of [1, 2, 3, 4]) {
    it(`neither skips nor repeats when the sync deleting the last block's section lands after call ${afterCall}`, async () => {
      await writer.sync('p', {
        blocks: ['f0', 'f1', 'g0'].map((key) => ({ key, type: 'text', section: key < 'g' ? 'faq' : 'gg' })),
      })
      // Deletes f0 and f1 (keys not listed in a replace sync), so faq holds no block any more.
      const emptyFaq = () =>
        writer.sync('p', { mode: 'replace', blocks: ['b0', 'b1', 'b2', 'g0'].map((key) => ({ key })) })
      const reader = createBlockService({
        store: interleaving(temp.store, afterCall, emptyFaq),
        clock,
        limits,
      })
      const seen: string[] = []
      let cursor: string | undefined
      for (let pages = 0; pages < 10; pages++) {
        const page = await reader.list('p', {}, 4, cursor)
        for (const block of page.blocks) seen.push(block.key)
        if (!page.nextCursor) break
        cursor = page.nextCursor
      }
      assert.equal(new Set(seen).size, seen.length, `repeated: ${seen.join(',')}`)
      for (const key of ['b0', 'b1', 'b2', 'g0'])
        assert.ok(seen.includes(key), `${key} skipped: ${seen.join(',')}`)
    })
  }
})
