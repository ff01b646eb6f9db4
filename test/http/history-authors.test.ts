import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { keyAuthor, userAuthor } from '../../src/domain/author.js'
import type { User } from '../../src/domain/people/people.js'
import { authorOf } from '../../src/http/author.js'
import { freshProject, ok, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

interface Listed {
  revision: number
  author: unknown
  keyId: string | null
  keyName: string | null
}

describe('attribution: every revision names its author', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  async function keyIdOf(secret: string | undefined): Promise<string> {
    const [key] = (await t.services.keys.list()).filter((k) => secret?.startsWith(k.prefix))
    assert.ok(key)
    return key.id
  }

  it("names the key of a sync, a delete and a restore in the list, the revision's diff and block history", async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a'), textBlock('b')], message: 'first' })
    ok(await t.request({ method: 'DELETE', url: `/api/v1/projects/${p.projectId}/blocks/b`, key: p.key }))
    ok(
      await t.request({
        method: 'POST',
        url: `/api/v1/projects/${p.projectId}/restore`,
        key: p.key,
        payload: { revision: 1, keys: ['b'] },
      }),
    )
    const byKey = { kind: 'key', id: await keyIdOf(p.key), name: 'test key' }
    const get = async (path: string) =>
      ok(await t.request({ method: 'GET', url: `/api/v1/projects/${p.projectId}${path}`, key: p.key })).data
    const revisions: Listed[] = await get('/revisions')
    assert.deepEqual(
      revisions.map((r) => [r.revision, r.author, r.keyId, r.keyName]),
      [
        [3, byKey, byKey.id, 'test key'],
        [2, byKey, byKey.id, 'test key'],
        [1, byKey, byKey.id, 'test key'],
        [0, null, null, null],
      ],
      'the project was created with the admin CLI: no author',
    )
    assert.deepEqual((await get('/revisions/1')).author, byKey)
    const versions: Listed[] = await get('/blocks/b/history')
    assert.deepEqual(
      versions.map((v) => [v.revision, v.author]),
      [
        [3, byKey],
        [2, byKey],
        [1, byKey],
      ],
    )
  })

  it("names a signed-in person for their changes, with keyId and keyName null (the services' session path)", async () => {
    const p = await freshProject(t)
    const { user } = await t.services.users.create(
      {
        email: `ana-${p.projectId}@example.com`,
        name: 'Ana Lima',
      },
      SYSTEM_AUDIT,
    )
    const ana = userAuthor(user)
    await t.services.blocks.sync(p.projectId, { blocks: [textBlock('a'), textBlock('b')] }, ana)
    await t.services.blocks.deleteBlock(p.projectId, 'b', {}, ana)
    await t.services.restore.restore(p.projectId, { revision: 1, keys: ['b'] }, ana)
    await t.services.projects.update(p.projectId, { description: 'by Ana' }, ana)
    const byAna = { kind: 'user', id: user.id, name: 'Ana Lima' }
    const revisions: Listed[] = ok(
      await t.request({ method: 'GET', url: `/api/v1/projects/${p.projectId}/revisions`, key: p.key }),
    ).data
    assert.deepEqual(
      revisions.map((r) => [r.revision, r.author, r.keyId, r.keyName]),
      [
        [4, byAna, null, null],
        [3, byAna, null, null],
        [2, byAna, null, null],
        [1, byAna, null, null],
        [0, null, null, null],
      ],
    )
    const detail = ok(
      await t.request({ method: 'GET', url: `/api/v1/projects/${p.projectId}/revisions/2`, key: p.key }),
    ).data
    assert.deepEqual(detail.author, byAna)
    assert.deepEqual(detail.changes[0].key, 'b')
  })

  it('names the person who owns a personal key with the key', async () => {
    const p = await freshProject(t)
    const personal = keyAuthor({ id: 'key-1', name: 'laptop', owner: { id: 'user-1', name: 'Ana Lima' } })
    await t.services.blocks.sync(p.projectId, { blocks: [textBlock('a')] }, personal)
    const [latest] = ok(
      await t.request({
        method: 'GET',
        url: `/api/v1/projects/${p.projectId}/revisions?limit=1`,
        key: p.key,
      }),
    ).data as Listed[]
    assert.deepEqual(latest?.author, {
      kind: 'key',
      id: 'key-1',
      name: 'laptop',
      user: { id: 'user-1', name: 'Ana Lima' },
    })
    assert.equal(latest?.keyName, 'laptop')
  })
})

describe('authorOf (the one place a request becomes an author)', () => {
  const key = { id: 'k1', name: 'ci' }
  const person = { user: { id: 'u1', name: 'Ana Lima', email: 'ana@example.com' } as User }

  it('is the key when a key authenticated the request, else the signed-in person, else nobody', () => {
    assert.deepEqual(authorOf({ apiKey: key, person: null }), { kind: 'key', id: 'k1', name: 'ci' })
    assert.deepEqual(authorOf({ apiKey: null, person }), { kind: 'user', id: 'u1', name: 'Ana Lima' })
    assert.deepEqual(authorOf({ apiKey: key, person }), { kind: 'key', id: 'k1', name: 'ci' })
    assert.equal(authorOf({ apiKey: null, person: null }), null)
  })

  it("names a personal key's owner, and only their id and name", () => {
    // The key JSON's owner carries an email too: the revision does not record it.
    const owner = { id: 'u1', name: 'Ana Lima', email: 'ana@example.com' }
    assert.deepEqual(authorOf({ apiKey: { ...key, owner }, person: null }), {
      kind: 'key',
      id: 'k1',
      name: 'ci',
      user: { id: 'u1', name: 'Ana Lima' },
    })
    assert.deepEqual(authorOf({ apiKey: { ...key, owner: null }, person: null }), {
      kind: 'key',
      id: 'k1',
      name: 'ci',
    })
  })
})
