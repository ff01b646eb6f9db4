import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { fails, ok } from '../helpers/api.js'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

describe('GET /api/v1/me and GET /api/v1/projects', () => {
  let t: TestApp
  const clock = new ManualClock('2026-05-04T09:30:20.000Z')
  before(async () => {
    t = await createTestApp({ clock })
    for (const id of ['beta', 'alpha', 'gamma']) await t.project({ id, name: `Project ${id}` })
  })
  after(() => t.close())

  const get = (url: string, key?: string) => t.request({ method: 'GET', url, key })

  it('describes the key that asks, never its secret', async () => {
    const key = await t.key({
      name: 'ci',
      projects: ['beta'],
      access: 'read',
      plan: 'free',
      expiresInMs: 86_400_000,
    })
    const res = await get('/api/v1/me', key)
    const me = ok(res).data
    assert.deepEqual(me, {
      name: 'ci',
      prefix: key.slice(0, me.prefix.length),
      access: 'read',
      plan: 'free',
      limits: { perMinute: 60, perDay: 1000 },
      allProjects: false,
      admin: false,
      projects: ['beta'],
      createdAt: '2026-05-04T09:30:20.000Z',
      expiresAt: '2026-05-05T09:30:20.000Z',
    })
    assert.ok(me.prefix.length >= 8 && me.prefix.length < key.length)
    assert.ok(!res.body.includes(key), 'the secret is never echoed')
  })

  it("gives an enterprise key's own limits, and every project to an all-projects key", async () => {
    const key = await t.key({ allProjects: true, plan: 'enterprise', perMinute: 7, perDay: 70 })
    const me = ok(await get('/api/v1/me', key)).data
    assert.deepEqual(me.limits, { perMinute: 7, perDay: 70 })
    assert.equal(me.allProjects, true)
    assert.deepEqual(me.projects, ['alpha', 'beta', 'gamma'])
    assert.equal(me.expiresAt, null)
  })

  it('lists the projects a key may read, by id: all of them, or those of its list', async () => {
    const all = await t.key({ allProjects: true })
    const listed = ok(await get('/api/v1/projects', all)).data
    assert.deepEqual(
      listed.map((project: { id: string }) => project.id),
      ['alpha', 'beta', 'gamma'],
    )
    assert.deepEqual(Object.keys(listed[0]).sort(), [
      'createdAt',
      'description',
      'id',
      'name',
      'public',
      'revision',
      'updatedAt',
    ])
    assert.equal(listed[0].name, 'Project alpha')

    const some = await t.key({ projects: ['gamma', 'alpha'], access: 'read' })
    assert.deepEqual(
      ok(await get('/api/v1/projects', some)).data.map((project: { id: string }) => project.id),
      ['alpha', 'gamma'],
    )
    // A project deleted since the key was made leaves its list.
    await t.project({ id: 'doomed' })
    const doomedKey = await t.key({ projects: ['doomed', 'beta'] })
    await t.services.projects.remove('doomed')
    assert.deepEqual(
      ok(await get('/api/v1/projects', doomedKey)).data.map((project: { id: string }) => project.id),
      ['beta'],
    )
    assert.deepEqual(ok(await get('/api/v1/me', doomedKey)).data.projects, ['beta'])
  })

  it('needs a valid key, and takes no query parameters', async () => {
    const key = await t.key({ projects: ['alpha'] })
    for (const url of ['/api/v1/me', '/api/v1/projects']) {
      fails(await get(url), 401, /Missing API key/)
      fails(await get(`${url}?project=alpha`, key), 400, /project/)
    }
    fails(await get('/api/v1/me', `${key}x`), 401, /Malformed API key/)
  })
})
