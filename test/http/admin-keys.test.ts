import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { KEY_RE } from '../../src/domain/api-keys.js'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { api, detailPaths, fails, ok, textBlock } from '../helpers/api.js'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

describe('admin API: keys', () => {
  let t: TestApp
  let admin: string
  before(async () => {
    t = await createTestApp()
    for (const id of ['acme', 'beta']) await t.project({ id, name: id })
    admin = await t.key({ admin: true, name: 'root' })
  })
  after(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url: `/api/v1${url}`, key: admin, ...(payload && { payload }) })

  async function create(payload: object) {
    return ok(await call('POST', '/keys', payload)).data
  }

  it('creates a key whose secret is shown once and works at once; the list never shows secrets', async () => {
    const created = await create({ name: 'ci', projects: ['beta', 'acme'], access: 'write', plan: 'pro' })
    assert.match(created.key, KEY_RE)
    assert.equal(created.prefix, created.key.slice(0, 12))
    assert.deepEqual(created.projects, ['acme', 'beta'])
    assert.equal(created.admin, false)
    assert.equal(created.allProjects, false)
    assert.equal(created.plan, 'pro')
    ok(await api(t, 'acme', created.key).sync({ blocks: [textBlock('hello')] }))

    const res = await call('GET', '/keys')
    const listed = ok(res).data.find((key: { id: string }) => key.id === created.id)
    const { key: _secret, ...record } = created
    // lastUsedAt is written in the background after a request: compare the rest.
    const settled = (key: object) => ({ ...key, lastUsedAt: null })
    assert.deepEqual(settled(listed), settled(record))
    assert.ok(!res.body.includes(created.key), 'no secret in the list')
    assert.ok(!res.body.includes('hash'), 'no hash in the list')

    assert.deepEqual(settled(ok(await call('GET', `/keys/${created.id}`)).data), settled(listed))
    assert.deepEqual(settled(ok(await call('GET', `/keys/${created.prefix}`)).data), settled(listed))
  })

  it('creates admin keys (every project, write) and keys that expire', async () => {
    const second = await create({ name: 'second admin', admin: true })
    assert.equal(second.admin, true)
    assert.equal(second.allProjects, true)
    assert.equal(second.access, 'write')
    ok(await t.request({ method: 'GET', url: '/api/v1/keys', key: second.key }))

    const expiring = await create({ name: 'temp', allProjects: true, expiresAt: '2999-01-01T00:00:00Z' })
    assert.equal(expiring.expiresAt, '2999-01-01T00:00:00.000Z')
  })

  it('refuses invalid keys with every problem named, and writes nothing', async () => {
    const before = (await t.services.keys.list()).length
    const cases: [object, string[]][] = [
      [{ name: ' ', projects: ['acme'] }, ['name']],
      [{ name: 'k' }, ['projects']],
      [{ name: 'k', projects: ['acme'], allProjects: true }, ['projects']],
      [{ name: 'k', projects: ['acme'], perMinute: 5 }, ['plan']],
      [{ name: 'k', admin: true, projects: ['acme'] }, ['projects']],
      [{ name: 'k', admin: true, access: 'read' }, ['access']],
      [{ name: 'k', allProjects: true, expiresAt: '2001-01-01T00:00:00Z' }, ['expiresAt']],
      [{ name: 'k', allProjects: true, expiresAt: 'soon' }, ['expiresAt']],
      [{ name: 'k', allProjects: true, plan: 'platinum' }, ['plan']],
      [{ name: 'k', allProjects: true, colour: 'red' }, ['colour']],
      [{ name: 'k', projects: ['no spaces!'] }, ['projects[0]']],
      [{ name: 'k', allProjects: true, perMinute: '5', plan: 'enterprise' }, ['perMinute']],
      // Text no database column can hold as sent: refused, not a 500 (PostgreSQL) or altered.
      [{ name: 'nul \u0000 inside', allProjects: true }, ['name']],
      [{ name: 'half \ud800 a pair', allProjects: true }, ['name']],
      // Beyond what the limit columns hold (PostgreSQL INTEGER): refused, not a 500.
      [{ name: 'k', allProjects: true, plan: 'enterprise', perDay: 3_000_000_000 }, ['perDay']],
    ]
    for (const [payload, paths] of cases) {
      const body = fails(await call('POST', '/keys', payload), 400)
      assert.deepEqual(detailPaths(body), paths, JSON.stringify(payload))
    }
    fails(
      await call('POST', '/keys', { name: 'k', projects: ['acme', 'ghost'] }),
      400,
      /Project "ghost" not found/,
    )
    fails(
      await t.request({
        method: 'POST',
        url: '/api/v1/keys',
        key: admin,
        payload: 'name=k',
        headers: { 'content-type': 'text/plain' },
      }),
      415,
    )
    assert.equal((await t.services.keys.list()).length, before)
  })

  it('changes name, plan, limits, access and projects; the change holds on this instance at once', async () => {
    const created = await create({ name: 'agent', projects: ['acme'] })
    const reader = api(t, 'acme', created.key)
    ok(await reader.list())
    fails(await reader.sync({ blocks: [textBlock('x')] }), 403, /read-only/)

    const changed = ok(
      await call('PATCH', `/keys/${created.id}`, { name: 'agent v2', access: 'write', projects: ['beta'] }),
    ).data
    assert.equal(changed.name, 'agent v2')
    assert.equal(changed.access, 'write')
    assert.deepEqual(changed.projects, ['beta'])
    fails(await reader.list(), 403, /no access to project "acme"/)
    ok(await api(t, 'beta', created.key).sync({ blocks: [textBlock('x')] }))

    const enterprise = ok(
      await call('PATCH', `/keys/${created.prefix}`, { plan: 'enterprise', perMinute: 7, perDay: 70 }),
    ).data
    assert.deepEqual([enterprise.plan, enterprise.perMinute, enterprise.perDay], ['enterprise', 7, 70])
    const me = ok(await t.request({ method: 'GET', url: '/api/v1/me', key: created.key })).data
    assert.deepEqual(me.limits, { perMinute: 7, perDay: 70 })
    // Leaving enterprise drops the own limits rather than refusing the change.
    const pro = ok(await call('PATCH', `/keys/${created.id}`, { plan: 'pro' })).data
    assert.deepEqual([pro.plan, pro.perMinute, pro.perDay], ['pro', null, null])
    const all = ok(await call('PATCH', `/keys/${created.id}`, { allProjects: true })).data
    assert.deepEqual([all.allProjects, all.projects], [true, []])
    assert.deepEqual(ok(await call('PATCH', `/keys/${created.id}`, {})).data, all)
  })

  it('refuses invalid changes and unknown keys, and writes nothing', async () => {
    const created = await create({ name: 'steady', projects: ['acme'] })
    const cases: [object, string[]][] = [
      [{ name: '' }, ['name']],
      [{ projects: ['acme'], allProjects: true }, ['projects']],
      [{ projects: [] }, ['projects']],
      [{ name: 'n'.repeat(201) }, ['name']],
      [{ name: 'nul \u0000 inside' }, ['name']],
      [{ plan: 'enterprise', perMinute: 2 ** 31 }, ['perMinute']],
      [{ perMinute: 5 }, ['plan']],
      [{ perMinute: 0 }, ['perMinute']],
      [{ access: 'admin' }, ['access']],
      [{ secret: 'x' }, ['secret']],
    ]
    for (const [payload, paths] of cases) {
      const body = fails(await call('PATCH', `/keys/${created.id}`, payload), 400)
      assert.deepEqual(detailPaths(body), paths, JSON.stringify(payload))
    }
    fails(
      await call('PATCH', `/keys/${created.id}`, { projects: ['acme', 'ghost'] }),
      400,
      /"ghost" not found/,
    )
    const { key: _secret, ...record } = created
    assert.deepEqual(ok(await call('GET', `/keys/${created.id}`)).data, record)

    for (const [method, suffix] of [
      ['GET', ''],
      ['PATCH', ''],
      ['POST', '/revoke'],
      ['DELETE', ''],
    ] as const) {
      const url = `/keys/00000000-0000-0000-0000-000000000000${suffix}`
      fails(await call(method, url, method === 'PATCH' ? { name: 'x' } : undefined), 404, /No key has the id/)
      fails(
        await call(method, `/keys/bad%20id${suffix}`, method === 'PATCH' ? { name: 'x' } : undefined),
        400,
      )
    }
  })

  it('promotes and demotes: a promoted key may use the admin API at once, a demoted one may not', async () => {
    const created = await create({ name: 'ops', projects: ['acme'], access: 'read' })
    fails(await t.request({ method: 'GET', url: '/api/v1/keys', key: created.key }), 403)
    const promoted = ok(await call('PATCH', `/keys/${created.id}`, { admin: true })).data
    assert.deepEqual([promoted.admin, promoted.allProjects, promoted.access], [true, true, 'write'])
    ok(await t.request({ method: 'GET', url: '/api/v1/keys', key: created.key }))
    fails(
      await call('PATCH', `/keys/${created.id}`, { projects: ['acme'] }),
      400,
      /admin key may use every project/,
    )
    const demoted = ok(await call('PATCH', `/keys/${created.id}`, { admin: false })).data
    assert.deepEqual([demoted.admin, demoted.allProjects, demoted.access], [false, true, 'write'])
    fails(await t.request({ method: 'GET', url: '/api/v1/keys', key: created.key }), 403, /not an admin key/)
  })

  it('revokes (idempotently) and deletes: the key answers 401 at once', async () => {
    const created = await create({ name: 'short-lived', projects: ['acme'] })
    const client = api(t, 'acme', created.key)
    ok(await client.list())
    const revoked = ok(await call('POST', `/keys/${created.prefix}/revoke`)).data
    assert.equal(typeof revoked.revokedAt, 'string')
    fails(await client.list(), 401, /was revoked/)
    const again = ok(await call('POST', `/keys/${created.id}/revoke`)).data
    assert.deepEqual({ ...again, lastUsedAt: null }, { ...revoked, lastUsedAt: null })

    const other = await create({ name: 'deleted', projects: ['acme'] })
    ok(await api(t, 'acme', other.key).list())
    assert.deepEqual(ok(await call('DELETE', `/keys/${other.id}`)).data, { deleted: other.id })
    fails(await api(t, 'acme', other.key).list(), 401, /Unknown API key/)
    assert.ok(!ok(await call('GET', '/keys')).data.some((key: { id: string }) => key.id === other.id))
    fails(await call('DELETE', `/keys/${other.id}`), 404)
  })

  it('never leaves no usable admin key: revoking, deleting or demoting the last one is 409', async () => {
    // A fresh app, so this test knows every admin key there is.
    const clock = new ManualClock()
    const solo = await createTestApp({ clock })
    try {
      const only = await solo.key({ admin: true, name: 'only admin' })
      const id = (await solo.services.keys.list())[0]?.id
      const as = (method: 'POST' | 'PATCH' | 'DELETE', url: string, key: string, payload?: object) =>
        solo.request({ method, url: `/api/v1${url}`, key, ...(payload && { payload }) })
      fails(
        await as('POST', `/keys/${id}/revoke`, only),
        409,
        /last usable admin key.*Create another admin key/,
      )
      fails(await as('DELETE', `/keys/${id}`, only), 409, /last usable admin key/)
      fails(await as('PATCH', `/keys/${id}`, only, { admin: false }), 409, /last usable admin key/)
      ok(await as('PATCH', `/keys/${id}`, only, { name: 'still the only admin' }))
      // An expired or revoked admin key does not count as one that can still manage.
      const expiring = ok(
        await as('POST', '/keys', only, {
          name: 'expired',
          admin: true,
          expiresAt: new Date(clock.now().getTime() + 1000).toISOString(),
        }),
      ).data
      clock.advance(2000)
      fails(await as('POST', `/keys/${id}/revoke`, only), 409, /last usable admin key/)
      ok(await as('DELETE', `/keys/${expiring.id}`, only))
      // With a second admin key, the first may go.
      const spare = ok(await as('POST', '/keys', only, { name: 'spare', admin: true })).data
      ok(await as('POST', `/keys/${id}/revoke`, spare.key))
      fails(await as('POST', `/keys/${spare.id}/revoke`, spare.key), 409, /last usable admin key/)
      // The admin CLI (database access) may: it can always make another one.
      await solo.services.keys.revoke(spare.id, SYSTEM_AUDIT)
    } finally {
      await solo.close()
    }
  })

  it('does not count an admin key about to expire: the others stay until one lasts 24 hours', async () => {
    const clock = new ManualClock()
    const solo = await createTestApp({ clock })
    try {
      const root = await solo.key({ admin: true, name: 'root' })
      const rootId = (await solo.services.keys.list())[0]?.id
      const as = (method: 'POST' | 'PATCH' | 'DELETE', url: string, key: string, payload?: object) =>
        solo.request({ method, url: `/api/v1${url}`, key, ...(payload && { payload }) })
      const adminUntil = async (ms: number, name: string, by = root) =>
        ok(
          await as('POST', '/keys', by, {
            name,
            admin: true,
            expiresAt: new Date(clock.now().getTime() + ms).toISOString(),
          }),
        ).data
      const hour = 3_600_000
      // The case: an admin key that expires in 4 s does not let the other one go.
      const soon = await adminUntil(4000, 'soon')
      const leavesOnlyExpiring =
        /would leave only admin keys that expire within 24 hours.*Create another admin key/
      fails(await as('POST', `/keys/${rootId}/revoke`, soon.key), 409, leavesOnlyExpiring)
      fails(await as('DELETE', `/keys/${rootId}`, soon.key), 409, leavesOnlyExpiring)
      fails(await as('PATCH', `/keys/${rootId}`, soon.key, { admin: false }), 409, leavesOnlyExpiring)
      // Nor does one that expires in 23 h.
      const today = await adminUntil(23 * hour, 'today')
      fails(await as('POST', `/keys/${rootId}/revoke`, today.key), 409, leavesOnlyExpiring)
      clock.advance(5000)
      ok(await solo.request({ method: 'GET', url: '/api/v1/keys', key: root }))
      // A key that no longer works may always go.
      ok(await as('POST', `/keys/${soon.id}/revoke`, root))
      // One that lasts more than 24 h is enough.
      const lasting = await adminUntil(25 * hour, 'lasting')
      ok(await as('POST', `/keys/${rootId}/revoke`, lasting.key))
      ok(await as('POST', `/keys/${today.id}/revoke`, lasting.key))
      // Once it is within 24 h of its end itself, it is the last one again.
      clock.advance(2 * hour)
      fails(await as('POST', `/keys/${lasting.id}/revoke`, lasting.key), 409, /last usable admin key/)
      // One expiring before another admin key does may go: that brings no lockout closer.
      const brief = await adminUntil(hour, 'brief', lasting.key)
      ok(await as('POST', `/keys/${brief.id}/revoke`, lasting.key))
    } finally {
      await solo.close()
    }
  })
})
