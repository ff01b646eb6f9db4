import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import type { Block } from '../../../src/domain/model.js'
import type { Store } from '../../../src/domain/store.js'
import type { TempStore } from '../../helpers/temp-store.js'
import type { StoreBackend } from '../backends.js'
import { blockRecord, seedProject } from '../fixtures.js'

const keys = (blocks: Block[]) => blocks.map((block) => block.key)

/** Block rows: writes, reads, canonical order, filters and keyset paging. */
export function blocksContract(backend: StoreBackend): void {
  describe('blocks', () => {
    let handle: TempStore
    let store: Store
    beforeEach(async () => {
      handle = await backend.open()
      store = handle.store
    })
    afterEach(() => handle.cleanup())

    it('round-trips every field, nested and non-ASCII values included', async () => {
      const block = blockRecord('persona.ana_1', {
        type: 'persona',
        section: 'users',
        name: 'Ana «Ops» Ñúñez',
        status: 'complete',
        value: { name: 'Ana', list: [1, 'two', { three: [true, null] }], emoji: '🚀', quote: 'a "b" \\ c' },
        position: -4,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
      })
      await seedProject(store, 'p', [block])
      assert.deepEqual(await store.getBlock('p', 'persona.ana_1'), block)
      assert.equal(await store.getBlock('p', 'missing'), undefined)
    })

    it('keeps keys unique per project and case-sensitive, and separates projects', async () => {
      await seedProject(store, 'p', [blockRecord('a'), blockRecord('A')])
      await seedProject(store, 'q', [blockRecord('a', { name: 'other' })])
      assert.equal((await store.getBlock('p', 'a'))?.name, 'a')
      assert.equal((await store.getBlock('q', 'a'))?.name, 'other')
      await assert.rejects(store.insertBlocks('p', [blockRecord('a')], new Map([['brand', 0]])))
    })

    it('reads blocks by keys, ignoring unknown keys, beyond one statement worth of keys', async () => {
      const many = Array.from({ length: 450 }, (_, i) => blockRecord(`k${i}`, { position: i }))
      await seedProject(store, 'p', many)
      const found = await store.getBlocksByKeys('p', ['k0', 'nope', ...many.slice(100).map((b) => b.key)])
      assert.equal(found.length, 351)
      assert.deepEqual(await store.getBlocksByKeys('p', []), [])
      assert.equal((await store.listBlockKeys('p')).length, 450)
    })

    it('reports the highest position per section', async () => {
      await seedProject(store, 'p', [
        blockRecord('a', { position: 3 }),
        blockRecord('b', { position: 11 }),
        blockRecord('c', { section: 'users', position: -2 }),
      ])
      assert.deepEqual(
        await store.maxPositions('p'),
        new Map([
          ['brand', 11],
          ['users', -2],
        ]),
      )
      assert.deepEqual(await store.maxPositions('none'), new Map())
    })

    it('updates blocks by key, keeping id and createdAt, and moves them between sections', async () => {
      const a = blockRecord('a', { position: 0 })
      await seedProject(store, 'p', [a, blockRecord('b', { section: 'product' })])
      const changed: Block = {
        ...a,
        id: 'ignored-id',
        createdAt: '2030-01-01T00:00:00.000Z',
        section: 'users',
        name: 'Moved',
        status: 'complete',
        value: { content: 'new' },
        position: 5,
        updatedAt: '2026-02-01T00:00:00.000Z',
      }
      await store.updateBlocks('p', [changed], new Map([['users', 2]]))
      assert.deepEqual(await store.getBlock('p', 'a'), { ...changed, id: a.id, createdAt: a.createdAt })
      assert.deepEqual(keys(await store.listBlocks('p', {}, null, null)), ['b', 'a'])
    })

    it('deletes blocks by key and leaves the others', async () => {
      await seedProject(store, 'p', [blockRecord('a'), blockRecord('b'), blockRecord('c')])
      await store.deleteBlocks('p', ['a', 'c', 'missing'])
      await store.deleteBlocks('p', [])
      assert.deepEqual(await store.listBlockKeys('p'), ['b'])
    })

    it('lists in canonical order: section ordinal, then position, then key', async () => {
      await seedProject(store, 'p', [
        blockRecord('z-custom', { section: 'zeta', position: 0 }),
        blockRecord('u2', { section: 'users', position: 1 }),
        blockRecord('b-b', { section: 'brand', position: 2 }),
        blockRecord('u1', { section: 'users', position: 0 }),
        blockRecord('b-a', { section: 'brand', position: 2 }),
        blockRecord('b-first', { section: 'brand', position: -1 }),
        blockRecord('p1', { section: 'product', position: 9 }),
        blockRecord('a-custom', { section: 'alpha', position: 0 }),
      ])
      assert.deepEqual(keys(await store.listBlocks('p', {}, null, null)), [
        'b-first',
        'b-a',
        'b-b',
        'p1',
        'u1',
        'u2',
        'z-custom',
        'a-custom',
      ])
    })

    it('orders keys by byte order, upper case before lower case, on every engine', async () => {
      await seedProject(
        store,
        'p',
        ['b', 'B', 'a', 'A.2', 'A-1', '9z'].map((key) => blockRecord(key)),
      )
      const listed = keys(await store.listBlocks('p', {}, null, null))
      assert.deepEqual(listed, ['9z', 'A-1', 'A.2', 'B', 'a', 'b'])
      const after = await store.listBlocks('p', {}, { ordinal: 0, position: 0, key: 'B' }, null)
      assert.deepEqual(keys(after), ['a', 'b'])
    })

    it('filters by section, status and type, alone and together', async () => {
      await seedProject(store, 'p', [
        blockRecord('a', { section: 'users', type: 'persona', status: 'draft', value: {} }),
        blockRecord('b', { section: 'users', type: 'persona', status: 'complete', value: {} }),
        blockRecord('c', { section: 'users', type: 'text', status: 'complete' }),
        blockRecord('d', { section: 'brand', type: 'persona', status: 'complete', value: {} }),
      ])
      const list = (filter: Parameters<Store['listBlocks']>[1]) => store.listBlocks('p', filter, null, null)
      assert.deepEqual(keys(await list({ section: 'users' })), ['a', 'b', 'c'])
      assert.deepEqual(keys(await list({ status: 'complete' })), ['d', 'b', 'c'])
      assert.deepEqual(keys(await list({ type: 'persona' })), ['d', 'a', 'b'])
      assert.deepEqual(keys(await list({ section: 'users', status: 'complete', type: 'persona' })), ['b'])
      assert.deepEqual(keys(await list({ section: 'product' })), [])
    })

    it('continues strictly after a cursor, across sections, with a limit', async () => {
      await seedProject(store, 'p', [
        blockRecord('b0', { position: 0 }),
        blockRecord('b1a', { position: 1 }),
        blockRecord('b1b', { position: 1 }),
        blockRecord('u0', { section: 'users', position: 0 }),
        blockRecord('x0', { section: 'extra', position: -5 }),
      ])
      const after = (ordinal: number, position: number, key: string, limit: number | null = null) =>
        store.listBlocks('p', {}, { ordinal, position, key }, limit).then(keys)
      assert.deepEqual(await after(0, 1, 'b1a'), ['b1b', 'u0', 'x0'])
      assert.deepEqual(await after(0, 1, 'b1a', 2), ['b1b', 'u0'])
      assert.deepEqual(await after(0, 1, 'b1b'), ['u0', 'x0'])
      assert.deepEqual(await after(0, 0, 'zzz'), ['b1a', 'b1b', 'u0', 'x0'])
      assert.deepEqual(await after(2, 0, 'u0'), ['x0'])
      assert.deepEqual(await after(100, -5, 'x0'), [])
      assert.deepEqual(keys(await store.listBlocks('p', {}, null, 2)), ['b0', 'b1a'])
    })

    it('applies filters and the cursor together', async () => {
      await seedProject(store, 'p', [
        blockRecord('a', { status: 'draft', position: 0 }),
        blockRecord('b', { status: 'empty', position: 1 }),
        blockRecord('c', { status: 'draft', position: 2 }),
        blockRecord('d', { status: 'draft', section: 'users', position: 0 }),
      ])
      const page = await store.listBlocks('p', { status: 'draft' }, { ordinal: 0, position: 0, key: 'a' }, 10)
      assert.deepEqual(keys(page), ['c', 'd'])
    })
  })
}
