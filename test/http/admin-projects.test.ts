import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, detailPaths, fails, ok, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

describe('admin API: projects', () => {
  let t: TestApp
  let admin: string
  before(async () => {
    t = await createTestApp()
    admin = await t.key({ admin: true, name: 'root' })
  })
  after(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url: `/api/v1${url}`, key: admin, ...(payload && { payload }) })

  it('creates a project that every all-projects key may use at once; the admin key lists them all', async () => {
    const project = ok(
      await call('POST', '/projects', { id: 'acme', name: 'Acme', description: 'Analytics', public: false }),
    ).data
    assert.deepEqual(
      { ...project, createdAt: undefined, updatedAt: undefined },
      {
        id: 'acme',
        name: 'Acme',
        description: 'Analytics',
        public: false,
        revision: 0,
        createdAt: undefined,
        updatedAt: undefined,
      },
    )
    const generated = ok(await call('POST', '/projects', { name: 'No id given' })).data
    assert.match(generated.id, /^[0-9a-f-]{36}$/)
    assert.equal(generated.public, true)

    ok(await api(t, 'acme', admin).sync({ blocks: [textBlock('hello')] }))
    const listed = ok(await call('GET', '/projects')).data.map((p: { id: string }) => p.id)
    assert.deepEqual(listed.sort(), ['acme', generated.id].sort())
    // The revision history says which key made it.
    const revisions = ok(await call('GET', '/projects/acme/revisions')).data
    const created = revisions.find((revision: { revision: number }) => revision.revision === 0)
    assert.equal(created.keyName, 'root')
    assert.deepEqual(created.author, { kind: 'key', id: created.keyId, name: 'root' })
  })

  it('refuses invalid projects with every problem named, and an id that exists with 409', async () => {
    const cases: [object, string[]][] = [
      [{ id: 'no spaces!', name: 'x' }, ['id']],
      [{ id: 'ok' }, ['name']],
      [{ id: 'ok', name: '   ' }, ['name']],
      [{ id: 'ok', name: 'n'.repeat(201) }, ['name']],
      [{ id: 'ok', name: 'x', description: 'd'.repeat(2001) }, ['description']],
      [{ id: 'ok', name: 'x', public: 'yes' }, ['public']],
      [{ id: 'ok', name: 'x', owner: 'me' }, ['owner']],
      [{ id: 'ok', name: 'bad \u0000 name' }, ['name']],
    ]
    for (const [payload, paths] of cases) {
      const body = fails(await call('POST', '/projects', payload), 400)
      assert.deepEqual(detailPaths(body), paths, JSON.stringify(payload))
    }
    ok(await call('POST', '/projects', { id: 'taken', name: 'First' }))
    fails(await call('POST', '/projects', { id: 'taken', name: 'Second' }), 409, /already exists/)
    assert.equal((await t.services.projects.get('taken')).name, 'First')
    await assert.rejects(t.services.projects.get('ok'))
  })

  it('changes name, description and visibility as a new revision; a change to nothing keeps it', async () => {
    ok(await call('POST', '/projects', { id: 'change-me', name: 'Before' }))
    const changed = ok(
      await call('PATCH', '/projects/change-me', {
        name: 'After',
        description: 'Now described',
        public: false,
      }),
    ).data
    assert.deepEqual(
      [changed.name, changed.description, changed.public, changed.revision],
      ['After', 'Now described', false, 1],
    )
    assert.equal(ok(await call('PATCH', '/projects/change-me', { name: 'After' })).data.revision, 1)
    // Now private: the public outputs say 404.
    assert.equal((await t.request({ method: 'GET', url: '/api/projects/change-me/context' })).statusCode, 404)

    const body = fails(await call('PATCH', '/projects/change-me', { name: '', id: 'other' }), 400)
    assert.deepEqual(detailPaths(body).sort(), ['id', 'name'].sort())
    fails(await call('PATCH', '/projects/change-me', { name: ' ' }), 400, /name/)
    fails(await call('PATCH', '/projects/ghost', { name: 'x' }), 404, /not found/)
    fails(await call('PATCH', '/projects/-bad-', { name: 'x' }), 400)
    assert.equal((await t.services.projects.get('change-me')).name, 'After')
  })

  it('deletes an empty project; one with blocks only with force=true, and keys lose it', async () => {
    ok(await call('POST', '/projects', { id: 'empty', name: 'Empty' }))
    assert.deepEqual(ok(await call('DELETE', '/projects/empty')).data, { deleted: 'empty' })
    fails(await call('DELETE', '/projects/empty'), 404)

    ok(await call('POST', '/projects', { id: 'full', name: 'Full' }))
    ok(await call('POST', '/projects', { id: 'kept', name: 'Kept' }))
    ok(await api(t, 'full', admin).sync({ blocks: [textBlock('a'), textBlock('b')] }))
    const scoped = ok(await call('POST', '/keys', { name: 'scoped', projects: ['full', 'kept'] })).data
    fails(await call('DELETE', '/projects/full'), 409, /still has blocks.*force=true/)
    fails(await call('DELETE', '/projects/full?force=false'), 409)
    assert.equal((await api(t, 'full', admin).all()).length, 2, 'nothing was deleted')
    fails(await call('DELETE', '/projects/full?force=maybe'), 400, /force/)
    fails(await call('DELETE', '/projects/full?cascade=true'), 400, /cascade/)
    assert.deepEqual(ok(await call('DELETE', '/projects/full?force=true')).data, { deleted: 'full' })
    fails(await api(t, 'full', admin).list(), 404)
    assert.deepEqual(ok(await call('GET', `/keys/${scoped.id}`)).data.projects, ['kept'])
    fails(await api(t, 'full', scoped.key).list(), 403)
    ok(await api(t, 'kept', scoped.key).list())
  })
})
