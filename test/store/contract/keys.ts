import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import type { Store } from '../../../src/domain/store.js'
import type { TempStore } from '../../helpers/temp-store.js'
import type { StoreBackend } from '../backends.js'
import { keyRecord, projectRecord } from '../fixtures.js'

/** API keys: stored by hash, listed without it. */
export function keysContract(backend: StoreBackend): void {
  describe('api keys', () => {
    let handle: TempStore
    let store: Store
    beforeEach(async () => {
      handle = await backend.open()
      store = handle.store
      await store.insertProject(projectRecord('p'))
      await store.insertProject(projectRecord('q'))
    })
    afterEach(() => handle.cleanup())

    it('finds a key by the hash of its secret, with its projects', async () => {
      const key = keyRecord('pctx_aaaaaaaaaaaa', {
        plan: 'enterprise',
        perMinute: 50,
        perDay: 5000,
        access: 'write',
        projects: ['p', 'q'],
        expiresAt: '2027-01-01T00:00:00.000Z',
      })
      await store.insertKey(key)
      assert.deepEqual(await store.findKeyByHash(key.hash), key)
      assert.equal(await store.findKeyByHash('0'.repeat(64)), undefined)
    })

    it('stores an all-projects key without project links', async () => {
      const key = keyRecord('pctx_bbbbbbbbbbbb', { allProjects: true })
      await store.insertKey(key)
      const found = await store.findKeyByHash(key.hash)
      assert.equal(found?.allProjects, true)
      assert.deepEqual(found?.projects, [])
    })

    it('lists keys by creation time without their hashes', async () => {
      const later = keyRecord('pctx_cccccccccccc', { createdAt: '2026-02-01T00:00:00.000Z', projects: ['q'] })
      const earlier = keyRecord('pctx_dddddddddddd', { createdAt: '2026-01-01T00:00:00.000Z' })
      await store.insertKey(later)
      await store.insertKey(earlier)
      const listed = await store.listKeys()
      assert.deepEqual(
        listed.map((key) => key.id),
        [earlier.id, later.id],
      )
      for (const key of listed) assert.equal('hash' in key, false)
      const { hash: _hash, ...laterPublic } = later
      assert.deepEqual(listed[1], laterPublic)
    })

    it('finds keys by id or by display prefix', async () => {
      const one = keyRecord('pctx_sameprefix-1')
      const two = keyRecord('pctx_sameprefix-2')
      const other = keyRecord('pctx_otherprefix')
      for (const key of [one, two, other]) await store.insertKey(key)
      assert.equal(one.prefix, two.prefix)
      assert.deepEqual(
        (await store.findKeys(one.id)).map((key) => key.id),
        [one.id],
      )
      assert.deepEqual(
        (await store.findKeys(one.prefix)).map((key) => key.id).sort(),
        [one.id, two.id].sort(),
      )
      assert.deepEqual(await store.findKeys('pctx_nothing'), [])
      for (const key of await store.findKeys(other.prefix)) assert.equal('hash' in key, false)
    })

    it('revokes and touches a key', async () => {
      const key = keyRecord('pctx_eeeeeeeeeeee')
      await store.insertKey(key)
      await store.revokeKey(key.id, '2026-03-01T00:00:00.000Z')
      await store.touchKey(key.id, '2026-03-02T00:00:00.000Z')
      const found = await store.findKeyByHash(key.hash)
      assert.equal(found?.revokedAt, '2026-03-01T00:00:00.000Z')
      assert.equal(found?.lastUsedAt, '2026-03-02T00:00:00.000Z')
    })

    it("rewrites a key's fields and project list, keeping its secret and dates", async () => {
      const key = keyRecord('pctx_ffffffffffff', { projects: ['p'], lastUsedAt: '2026-03-02T00:00:00.000Z' })
      await store.insertKey(key)
      const { hash: _hash, ...record } = key
      const changed = {
        ...record,
        name: 'renamed',
        plan: 'enterprise' as const,
        perMinute: 9,
        perDay: 90,
        access: 'write' as const,
        allProjects: false,
        admin: false,
        projects: ['q'],
      }
      assert.equal(await store.transaction((tx) => tx.updateKey(changed)), true)
      assert.deepEqual(await store.findKeyByHash(key.hash), { ...changed, hash: key.hash })
      const admin = { ...changed, allProjects: true, admin: true, projects: [] }
      await store.updateKey(admin)
      assert.deepEqual(await store.findKeyByHash(key.hash), { ...admin, hash: key.hash })
    })

    it('deletes a key with its project list', async () => {
      const key = keyRecord('pctx_gggggggggggg', { projects: ['p', 'q'] })
      await store.insertKey(key)
      assert.equal(await store.deleteKey(key.id), true)
      assert.equal(await store.findKeyByHash(key.hash), undefined)
      assert.equal(await store.deleteKey(key.id), false)
      const { hash: _hash, ...record } = key
      assert.equal(await store.updateKey({ ...record, name: 'gone' }), false)
      // Its project rows went with it: the projects can go too.
      assert.equal(await store.deleteProject('p'), true)
    })

    it('lists the admin keys usable at a time: not revoked, not expired', async () => {
      const now = '2026-06-01T00:00:00.000Z'
      const make = (secret: string, fields: object) => keyRecord(secret, { allProjects: true, ...fields })
      const usable = make('pctx_hhhhhhhhhhhh', { admin: true })
      const later = make('pctx_iiiiiiiiiiii', { admin: true, expiresAt: '2026-06-02T00:00:00.000Z' })
      const expired = make('pctx_jjjjjjjjjjjj', { admin: true, expiresAt: '2026-05-31T00:00:00.000Z' })
      const revoked = make('pctx_kkkkkkkkkkkk', { admin: true, revokedAt: '2026-05-01T00:00:00.000Z' })
      const plain = make('pctx_llllllllllll', {})
      for (const key of [usable, later, expired, revoked, plain]) await store.insertKey(key)
      const admins = await store.transaction((tx) => tx.lockUsableAdminKeys(now))
      assert.deepEqual(
        admins,
        [
          { id: usable.id, expiresAt: null },
          { id: later.id, expiresAt: later.expiresAt },
        ].sort((a, b) => (a.id < b.id ? -1 : 1)),
      )
    })
  })
}
