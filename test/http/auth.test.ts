import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { api, fails, ok } from '../helpers/api.js'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const WELL_FORMED_UNKNOWN = `pctx_${'A'.repeat(43)}`

describe('authentication (X-API-Key, or Authorization: Bearer)', () => {
  let t: TestApp
  const clock = new ManualClock()
  let n = 0
  const newProject = async () => {
    const id = `auth${++n}`
    await t.project({ id })
    return id
  }
  before(async () => {
    t = await createTestApp({ clock })
  })
  after(() => t.close())

  /** One request per authenticated route. */
  const routes = (projectId: string) =>
    [
      { method: 'GET', url: `/api/v1/projects/${projectId}/blocks` },
      { method: 'GET', url: `/api/v1/projects/${projectId}/blocks/some-key` },
      { method: 'GET', url: `/api/v1/projects/${projectId}/blocks/search?q=x` },
      { method: 'GET', url: `/api/v1/projects/${projectId}/export` },
      { method: 'POST', url: `/api/v1/projects/${projectId}/sync`, payload: { blocks: [] } },
    ] as const

  it('answers 401 without a key, on every route, saying where the key goes', async () => {
    const projectId = await newProject()
    for (const route of routes(projectId)) {
      fails(await t.request({ ...route }), 401, /Missing API key.*X-API-Key/)
      fails(await t.request({ ...route, key: '' }), 401, /Missing API key/)
    }
  })

  it('takes the key as Authorization: Bearer on every route, alone or with the same X-API-Key', async () => {
    const projectId = await newProject()
    const key = await t.key({ projects: [projectId], access: 'write' })
    for (const route of routes(projectId)) {
      const bearer = await t.request({ ...route, headers: { authorization: `Bearer ${key}` } })
      assert.notEqual(bearer.statusCode, 401, `${route.method} ${route.url}: ${bearer.body}`)
      assert.notEqual(bearer.statusCode, 403, `${route.method} ${route.url}: ${bearer.body}`)
      const both = await t.request({ ...route, key, headers: { authorization: `bearer  ${key}` } })
      assert.equal(both.statusCode, bearer.statusCode, `${route.method} ${route.url}: ${both.body}`)
    }
    fails(
      await t.request({
        ...routes(projectId)[0],
        headers: { authorization: `Bearer ${WELL_FORMED_UNKNOWN}` },
      }),
      401,
      /Unknown API key/,
    )
  })

  it('refuses two different keys, and takes another Authorization scheme for no key', async () => {
    const projectId = await newProject()
    const key = await t.key({ projects: [projectId] })
    const other = await t.key({ projects: [projectId] })
    const route = routes(projectId)[0]
    fails(
      await t.request({ ...route, key, headers: { authorization: `Bearer ${other}` } }),
      401,
      /different keys.*send the key once/,
    )
    fails(
      await t.request({ ...route, headers: { authorization: 'Basic dXNlcjpwYXNz' } }),
      401,
      /Missing API key.*Authorization: Bearer/,
    )
    // With a valid X-API-Key, a proxy's Basic credentials are not a second key.
    ok(await t.request({ ...route, key, headers: { authorization: 'Basic dXNlcjpwYXNz' } }))
  })

  it('answers 401 to a malformed key, describing the expected form', async () => {
    const projectId = await newProject()
    for (const key of ['secret', 'pctx_short', `PCTX_${'A'.repeat(43)}`, `pctx_${'A'.repeat(42)}!`]) {
      fails(await api(t, projectId, key).list(), 401, /Malformed API key.*pctx_/)
    }
  })

  it('answers 401 to an unknown key', async () => {
    const projectId = await newProject()
    fails(await api(t, projectId, WELL_FORMED_UNKNOWN).list(), 401, /Unknown API key/)
  })

  it('answers 401 to a revoked key, saying it was revoked, without echoing the secret', async () => {
    const projectId = await newProject()
    const key = await t.key({ projects: [projectId] })
    await t.services.keys.revoke(key.slice(0, 12), SYSTEM_AUDIT)
    const body = fails(await api(t, projectId, key).list(), 401, /revoked/)
    assert.ok(body.error.includes(key.slice(0, 12)))
    assert.ok(!body.error.includes(key), 'the secret is never echoed')
  })

  it('stops accepting a key within 5 seconds of its revocation', async () => {
    const projectId = await newProject()
    const key = await t.key({ projects: [projectId] })
    const p = api(t, projectId, key)
    ok(await p.list())
    await t.services.keys.revoke(key.slice(0, 12), SYSTEM_AUDIT)
    const started = Date.now()
    let status = 200
    while (status === 200 && Date.now() - started < 5000) {
      status = (await p.list()).statusCode
      if (status === 200) await sleep(200)
    }
    assert.equal(status, 401)
  })

  it('answers 401 to an expired key, saying it expired', async () => {
    const projectId = await newProject()
    const key = await t.key({ projects: [projectId], expiresInMs: 60_000 })
    const p = api(t, projectId, key)
    ok(await p.list())
    clock.advance(60_000)
    fails(await p.list(), 401, /expired/)
  })

  it('answers 403 to a key without access to the project, whether the project exists or not', async () => {
    const mine = await newProject()
    const theirs = await newProject()
    const key = await t.key({ projects: [mine] })
    for (const projectId of [theirs, 'does-not-exist']) {
      for (const route of routes(projectId)) {
        fails(await t.request({ ...route, key }), 403, new RegExp(`no access to project "${projectId}"`))
      }
    }
  })

  it('answers 404 for an unknown project to a key that may see all projects', async () => {
    const key = await t.key({ allProjects: true })
    for (const route of routes('does-not-exist')) {
      fails(await t.request({ ...route, key }), 404, /Project "does-not-exist" not found/)
    }
  })

  it('lets an all-projects key read and write any project', async () => {
    const projectId = await newProject()
    const p = api(t, projectId, await t.key({ allProjects: true }))
    await p.syncOk({ blocks: [{ key: 'a', type: 'text', section: 'brand' }] })
    ok(await p.get('a'))
  })

  it('lets a read key read everything but answers 403 to its sync, writing nothing', async () => {
    const projectId = await newProject()
    const writer = api(t, projectId, await t.key({ projects: [projectId] }))
    await writer.syncOk({
      blocks: [{ key: 'a', type: 'text', section: 'brand', value: { content: 'hello' } }],
    })
    const reader = api(t, projectId, await t.key({ projects: [projectId], access: 'read' }))
    ok(await reader.list())
    ok(await reader.get('a'))
    ok(await reader.search({ q: 'hello' }))
    ok(await reader.export())
    fails(
      await reader.sync({ blocks: [{ key: 'a', value: { content: 'changed' } }] }),
      403,
      /read-only.*--access write/,
    )
    assert.deepEqual(ok(await reader.get('a')).data.value, { content: 'hello' })
  })

  it('lets a write key read', async () => {
    const projectId = await newProject()
    const writer = api(t, projectId, await t.key({ projects: [projectId], access: 'write' }))
    ok(await writer.list())
    ok(await writer.export())
  })

  it('checks the key before the input: 401 beats a bad query or body', async () => {
    const projectId = await newProject()
    fails(await t.request({ method: 'GET', url: `/api/v1/projects/${projectId}/blocks?limit=0` }), 401)
    fails(
      await t.request({ method: 'POST', url: `/api/v1/projects/${projectId}/sync`, payload: { nope: 1 } }),
      401,
    )
  })

  it('keeps the X-Request-Id a caller sends, and makes one otherwise', async () => {
    const projectId = await newProject()
    const response = await t.request({
      method: 'GET',
      url: `/api/v1/projects/${projectId}/blocks`,
      headers: { 'x-request-id': 'trace-123' },
    })
    assert.equal(response.headers['x-request-id'], 'trace-123')
    const other = await t.request({ method: 'GET', url: `/api/v1/projects/${projectId}/blocks` })
    assert.match(String(other.headers['x-request-id']), /^[0-9a-f-]{36}$/)
  })
})
