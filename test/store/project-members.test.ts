import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { generateKeySecret } from '../../src/domain/api-keys.js'
import type { StoredUser } from '../../src/domain/people/people.js'
import { copyDatabase } from '../../src/store/copy-database.js'
import { openTempSqliteStore } from '../helpers/temp-store.js'
import { BACKENDS } from './backends.js'
import { keyRecord, projectRecord } from './fixtures.js'

const AT = '2026-11-26T10:00:00.000Z'
const LATER = '2026-11-26T11:00:00.000Z'

function user(id: string, email: string): StoredUser {
  return {
    id,
    email,
    emailKey: email.toLowerCase(),
    name: id,
    admin: false,
    disabled: false,
    passwordHash: null,
    createdAt: AT,
    lastSignInAt: null,
  }
}

const member = (projectId: string, userId: string, role: 'viewer' | 'editor' | 'admin', at = AT) => ({
  projectId,
  userId,
  role,
  createdAt: at,
  updatedAt: at,
})

for (const backend of BACKENDS) {
  describe(`project members and personal keys (${backend.name})`, () => {
    it('keep one role per person and project, list both ways, and go with the project or the user', async () => {
      const { store, cleanup } = await backend.open()
      try {
        await store.insertProject(projectRecord('p1'))
        await store.insertProject(projectRecord('p2'))
        await store.people.insertUser(user('u1', 'bob@example.com'))
        await store.people.insertUser(user('u2', 'Ada@example.com'))
        await store.people.putMembership(member('p1', 'u1', 'viewer'))
        await store.people.putMembership(member('p1', 'u2', 'admin'))
        await store.people.putMembership(member('p2', 'u1', 'editor'))
        // A second put changes the role and keeps when the person was added.
        await store.people.putMembership(member('p1', 'u1', 'editor', LATER))
        assert.equal(await store.people.getRole('p1', 'u1'), 'editor')
        assert.equal(await store.people.getRole('p1', 'nobody'), undefined)
        assert.deepEqual(await store.people.listMembers('p1'), [
          { userId: 'u2', email: 'Ada@example.com', name: 'u2', role: 'admin' },
          { userId: 'u1', email: 'bob@example.com', name: 'u1', role: 'editor' },
        ])
        assert.deepEqual(await store.people.listMembershipsOfUser('u1'), [
          { ...member('p1', 'u1', 'editor'), updatedAt: LATER },
          member('p2', 'u1', 'editor'),
        ])
        assert.deepEqual(await store.people.lockProjectAdmins('p1'), ['u2'])
        assert.equal(await store.people.deleteMembership('p2', 'u1'), true)
        assert.equal(await store.people.deleteMembership('p2', 'u1'), false)
        await store.transaction((tx) => tx.deleteProject('p1'))
        assert.deepEqual(await store.people.listAllMemberships(), [], "a deleted project's roles go with it")
      } finally {
        await cleanup()
      }
    })

    it("read a personal key with its owner's email and name, and list a person's own keys", async () => {
      const { store, cleanup } = await backend.open()
      try {
        await store.people.insertUser(user('u1', 'ada@example.com'))
        const secret = generateKeySecret()
        const owned = keyRecord(secret, {
          owner: { id: 'u1', email: 'ada@example.com', name: 'u1' },
        })
        await store.insertKey(owned)
        await store.insertKey(keyRecord(generateKeySecret()))
        assert.deepEqual((await store.findKeyByHash(owned.hash))?.owner, owned.owner)
        const mine = await store.listKeysOwnedBy('u1')
        assert.deepEqual(
          mine.map((key) => key.id),
          [owned.id],
        )
        assert.equal((await store.listKeys()).filter((key) => key.owner === null).length, 1)
        // The owner must exist: a key can't name a user that is not there.
        await assert.rejects(
          store.insertKey(keyRecord(generateKeySecret(), { owner: { id: 'ghost', email: '', name: '' } })),
        )
      } finally {
        await cleanup()
      }
    })

    it('travel with `pctx db copy`: roles, and personal keys with their owner', async () => {
      const source = await backend.open()
      const target = await openTempSqliteStore()
      try {
        await source.store.insertProject(projectRecord('p1'))
        await source.store.people.insertUser(user('u1', 'ada@example.com'))
        await source.store.people.putMembership(member('p1', 'u1', 'admin'))
        const owned = keyRecord(generateKeySecret(), {
          owner: { id: 'u1', email: 'ada@example.com', name: 'u1' },
        })
        await source.store.insertKey(owned)
        await copyDatabase(source.store, target.store)
        assert.deepEqual(await target.store.people.listAllMemberships(), [member('p1', 'u1', 'admin')])
        assert.deepEqual((await target.store.findKeyByHash(owned.hash))?.owner, owned.owner)
      } finally {
        await target.cleanup()
        await source.cleanup()
      }
    })
  })
}
