import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { fails, ok } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/** Every route of the admin API, with a request that an admin key would make succeed. */
const ROUTES = [
  { method: 'GET', url: '/api/v1/keys' },
  { method: 'POST', url: '/api/v1/keys', payload: { name: 'made', allProjects: true } },
  { method: 'GET', url: '/api/v1/keys/KEY' },
  { method: 'PATCH', url: '/api/v1/keys/KEY', payload: { name: 'renamed' } },
  { method: 'POST', url: '/api/v1/keys/KEY/revoke' },
  { method: 'DELETE', url: '/api/v1/keys/KEY' },
  { method: 'POST', url: '/api/v1/projects', payload: { id: 'made', name: 'Made' } },
  { method: 'PATCH', url: '/api/v1/projects/acme', payload: { name: 'Renamed' } },
  { method: 'DELETE', url: '/api/v1/projects/acme?force=true' },
] as const

describe('admin API: only admin keys', () => {
  let t: TestApp
  let victim: string
  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'acme', name: 'Acme' })
    // A key the routes above would change, so a refusal is visibly not for want of a target.
    victim = (
      await t.services.keys.create({ name: 'victim', projects: ['acme'], allProjects: false }, SYSTEM_AUDIT)
    ).record.id
  })
  after(() => t.close())

  const send = (route: (typeof ROUTES)[number], key: string | undefined) =>
    t.request({
      method: route.method,
      url: route.url.replace('KEY', victim),
      key,
      ...('payload' in route && { payload: route.payload }),
    })

  /** Nothing any refused request could have changed has changed. */
  async function unchanged(): Promise<void> {
    const keys = await t.services.keys.list()
    const target = keys.find((key) => key.id === victim)
    assert.equal(target?.name, 'victim')
    assert.equal(target?.revokedAt, null)
    assert.ok(!keys.some((key) => key.name === 'made'))
    assert.equal((await t.services.projects.get('acme')).name, 'Acme')
    assert.deepEqual(
      (await t.services.projects.list()).map((project) => project.id),
      ['acme'],
    )
  }

  for (const access of ['read', 'write'] as const) {
    it(`answers 403 to a ${access} key of every project on every route, saying an admin key is needed`, async () => {
      const key = await t.key({ allProjects: true, access })
      for (const route of ROUTES) {
        fails(await send(route, key), 403, /not an admin key.*pctx key create --admin/)
      }
      await unchanged()
    })
  }

  it('answers 401 without a key, with an unknown key, and with a revoked admin key', async () => {
    const admin = await t.key({ admin: true })
    ok(await send(ROUTES[0], admin))
    const other = await t.key({ admin: true, name: 'spare admin' })
    ok(await t.request({ method: 'POST', url: `/api/v1/keys/${admin.slice(0, 12)}/revoke`, key: other }))
    for (const route of ROUTES) {
      fails(await send(route, undefined), 401, /Missing API key/)
      fails(await send(route, `pctx_${'A'.repeat(43)}`), 401, /Unknown API key/)
      fails(await send(route, admin), 401, /was revoked/)
    }
    await unchanged()
  })

  it('answers 401 before it looks at the body: a bad body with no key is still 401', async () => {
    fails(
      await t.request({ method: 'POST', url: '/api/v1/keys', payload: { nonsense: true } }),
      401,
      /Missing API key/,
    )
  })

  it('GET /me says whether the key is an admin key', async () => {
    const admin = await t.key({ admin: true })
    const me = ok(await t.request({ method: 'GET', url: '/api/v1/me', key: admin })).data
    assert.equal(me.admin, true)
    assert.equal(me.allProjects, true)
    assert.equal(me.access, 'write')
    const plain = await t.key({ allProjects: true })
    assert.equal(ok(await t.request({ method: 'GET', url: '/api/v1/me', key: plain })).data.admin, false)
  })
})
