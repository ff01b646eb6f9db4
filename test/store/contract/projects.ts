import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import type { Store } from '../../../src/domain/store.js'
import type { TempStore } from '../../helpers/temp-store.js'
import type { StoreBackend } from '../backends.js'
import { blockRecord, keyRecord, projectRecord, searchHits, seedProject } from '../fixtures.js'

/** Projects, sections, transactions, cascades and migrations. */
export function projectsContract(backend: StoreBackend): void {
  describe('projects and sections', () => {
    let handle: TempStore
    let store: Store
    beforeEach(async () => {
      handle = await backend.open()
      store = handle.store
    })
    afterEach(() => handle.cleanup())

    it('inserts, reads, lists (by id) and counts projects', async () => {
      const beta = projectRecord('beta', { name: 'Beta', description: 'Second', public: false, revision: 3 })
      await store.insertProject(beta)
      await store.insertProject(projectRecord('alpha'))
      assert.deepEqual(await store.getProject('beta'), beta)
      assert.equal(await store.getProject('gamma'), undefined)
      assert.deepEqual(await store.getProjectHead('beta'), {
        id: 'beta',
        revision: 3,
        public: false,
        createdAt: beta.createdAt,
      })
      assert.equal(await store.getProjectHead('gamma'), undefined)
      assert.deepEqual(
        (await store.listProjects()).map((p) => p.id),
        ['alpha', 'beta'],
      )
      assert.equal(await store.countProjects(), 2)
    })

    it('updates only the fields of a patch', async () => {
      await store.insertProject(projectRecord('p', { name: 'Old', description: 'Keep me' }))
      await store.updateProject('p', { name: 'New', revision: 7, updatedAt: '2026-03-01T00:00:00.000Z' })
      const project = await store.getProject('p')
      assert.equal(project?.name, 'New')
      assert.equal(project?.description, 'Keep me')
      assert.equal(project?.public, true)
      assert.equal(project?.revision, 7)
      assert.equal(project?.updatedAt, '2026-03-01T00:00:00.000Z')
      await store.updateProject('p', { public: false })
      assert.equal((await store.getProject('p'))?.public, false)
    })

    it('deletes a project and says whether one was there', async () => {
      await store.insertProject(projectRecord('p'))
      assert.equal(await store.deleteProject('p'), true)
      assert.equal(await store.getProject('p'), undefined)
      assert.equal(await store.deleteProject('p'), false)
    })

    it('stores sections per project and lists them by ordinal', async () => {
      await store.insertProject(projectRecord('p'))
      await store.insertProject(projectRecord('q'))
      await store.insertSections('p', [
        { section: 'zeta', ordinal: 100 },
        { section: 'brand', ordinal: 0 },
        { section: 'users', ordinal: 2 },
      ])
      await store.insertSections('p', [])
      await store.insertSections('q', [{ section: 'faq', ordinal: 100 }])
      assert.deepEqual(await store.listSections('p'), [
        { section: 'brand', ordinal: 0 },
        { section: 'users', ordinal: 2 },
        { section: 'zeta', ordinal: 100 },
      ])
      assert.deepEqual(await store.listSections('q'), [{ section: 'faq', ordinal: 100 }])
    })

    it('commits a transaction as a whole', async () => {
      const result = await store.transaction(async (tx) => {
        await tx.insertProject(projectRecord('p'))
        await tx.insertBlocks('p', [blockRecord('a')], new Map([['brand', 0]]))
        return 'done'
      })
      assert.equal(result, 'done')
      assert.ok(await store.getBlock('p', 'a'))
    })

    it('rolls back every write of a transaction that throws', async () => {
      await seedProject(store, 'p', [blockRecord('keep', { value: { content: 'before' } })])
      await assert.rejects(
        store.transaction(async (tx) => {
          await tx.updateProject('p', { revision: 9 })
          await tx.updateBlocks(
            'p',
            [blockRecord('keep', { value: { content: 'after' } })],
            new Map([['brand', 0]]),
          )
          await tx.insertBlocks('p', [blockRecord('new')], new Map([['brand', 0]]))
          await tx.deleteBlocks('p', ['keep'])
          throw new Error('boom')
        }),
        /boom/,
      )
      assert.equal((await store.getProject('p'))?.revision, 0)
      assert.deepEqual((await store.getBlock('p', 'keep'))?.value, { content: 'before' })
      assert.equal(await store.getBlock('p', 'new'), undefined)
      assert.deepEqual(await searchHits(store, 'p', 'after', {}, 10), [])
    })

    it('deleting a project removes its sections, blocks and key links, but not the keys', async () => {
      await seedProject(store, 'p', [blockRecord('a', { value: { content: 'zebra' } })])
      await seedProject(store, 'q', [blockRecord('a', { value: { content: 'zebra' } })])
      const key = keyRecord('pctx_secret-one', { projects: ['p', 'q'] })
      await store.insertKey(key)
      assert.equal(await store.transaction((tx) => tx.deleteProject('p')), true)
      assert.equal(await store.getBlock('p', 'a'), undefined)
      assert.deepEqual(await store.listSections('p'), [])
      assert.deepEqual(await store.listBlockKeys('p'), [])
      assert.deepEqual((await store.findKeyByHash(key.hash))?.projects, ['q'])
      assert.equal((await searchHits(store, 'q', 'zebra', {}, 10)).length, 1)
    })

    it('forgets a deleted project completely when the id is used again', async () => {
      await seedProject(store, 'p', [blockRecord('a', { value: { content: 'zebra' } })])
      await store.deleteProject('p')
      await seedProject(store, 'p', [blockRecord('b', { value: { content: 'lion' } })])
      assert.deepEqual(await store.listBlockKeys('p'), ['b'])
      assert.deepEqual(await searchHits(store, 'p', 'zebra', {}, 10), [])
      assert.deepEqual(
        (await searchHits(store, 'p', 'lion', {}, 10)).map((hit) => hit.block.key),
        ['b'],
      )
    })

    it('migrates idempotently: opening the same database again keeps the data', async () => {
      await seedProject(store, 'p', [blockRecord('a', { value: { content: 'kept' } })])
      const again = await handle.reopen()
      const third = await handle.reopen()
      assert.equal((await again.getProject('p'))?.id, 'p')
      assert.deepEqual((await third.getBlock('p', 'a'))?.value, { content: 'kept' })
      assert.equal((await searchHits(again, 'p', 'kept', {}, 10)).length, 1)
    })

    it('answers ping while open', async () => {
      await store.ping()
    })
  })
}
