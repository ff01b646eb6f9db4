import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { cookieOf, OWN_ORIGIN, personWithPassword, signIn } from './people-helpers.js'

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
const BLOCK = { key: 'goal', type: 'text', section: 'intro', name: 'Goal', value: { content: 'Ship' } }

describe('roles: the members API and personal keys', () => {
  let t: TestApp
  let adminKey: string
  const ids: Record<string, string> = {}
  const cookies: Record<string, string> = {}
  before(async () => {
    t = await createTestApp()
    adminKey = await t.key({ admin: true })
    await t.project({ id: 'p' })
    await t.project({ id: 'q' })
    for (const who of ['ann', 'ben', 'cat', 'dan']) {
      ids[who] = await personWithPassword(t, `${who}@example.com`)
      cookies[who] = cookieOf(await signIn(t, `${who}@example.com`))
    }
    ids.gone = await personWithPassword(t, 'gone@example.com')
    await t.services.users.update(ids.gone as string, { disabled: true }, SYSTEM_AUDIT)
  })
  after(() => t.close())

  /** A request as one of the people, with the cookie and the server's own Origin. */
  const as = (who: string, method: string, url: string, payload?: object) =>
    t.request({
      method: method as 'GET',
      url,
      headers: { cookie: cookies[who] as string, origin: OWN_ORIGIN },
      ...(payload && { payload }),
    })
  const withKey = (key: string, method: string, url: string, payload?: object) =>
    t.request({ method: method as 'GET', url, key, ...(payload && { payload }) })
  const member = (projectId: string, who: string) => `/api/v1/projects/${projectId}/members/${ids[who]}`

  it('lets an admin key make the first project admin, who then manages the members; others may not', async () => {
    const first = await withKey(adminKey, 'PUT', member('p', 'ann'), { role: 'admin' })
    assert.equal(first.statusCode, 200, first.body)
    assert.deepEqual(first.json().data, {
      userId: ids.ann,
      email: 'ann@example.com',
      name: 'ann',
      role: 'admin',
    })
    assert.equal((await as('ann', 'PUT', member('p', 'ben'), { role: 'editor' })).statusCode, 200)
    assert.equal((await as('ann', 'PUT', member('p', 'cat'), { role: 'viewer' })).statusCode, 200)
    const list = await as('ann', 'GET', '/api/v1/projects/p/members')
    assert.deepEqual(
      list.json().data.map((m: { email: string; role: string }) => `${m.email} ${m.role}`),
      ['ann@example.com admin', 'ben@example.com editor', 'cat@example.com viewer'],
    )
    // An editor tries to make themselves admin, or to list who else is there: 403.
    const selfPromotion = await as('ben', 'PUT', member('p', 'ben'), { role: 'admin' })
    assert.equal(selfPromotion.statusCode, 403)
    assert.match(
      selfPromotion.json().error,
      /ben@example\.com is an editor of project "p": managing the project's members needs the admin role/,
    )
    assert.equal((await as('ben', 'GET', '/api/v1/projects/p/members')).statusCode, 403)
    // The admin of p is nobody on q.
    assert.equal((await as('ann', 'PUT', member('q', 'ann'), { role: 'admin' })).statusCode, 403)
    // A write key of the project is not enough: it could make its holder a project admin.
    const writeKey = await t.key({ projects: ['p'], access: 'write' })
    const byKey = await withKey(writeKey, 'PUT', member('p', 'dan'), { role: 'admin' })
    assert.equal(byKey.statusCode, 403)
    assert.match(byKey.json().error, /not an admin key: managing a project's members needs an admin key/)
  })

  it('answers 400 naming the roles, 404 for an unknown user or project, 409 for a disabled user', async () => {
    await withKey(adminKey, 'PUT', member('p', 'ann'), { role: 'admin' })
    const bad = await as('ann', 'PUT', member('p', 'dan'), { role: 'owner' })
    assert.equal(bad.statusCode, 400)
    assert.match(bad.json().error, /Invalid role "owner": give one of viewer, editor, admin/)
    assert.equal((await as('ann', 'PUT', member('p', 'dan'), {})).statusCode, 400)
    assert.equal((await as('ann', 'PUT', member('p', 'dan'), { role: 'viewer', extra: 1 })).statusCode, 400)
    const unknown = await as('ann', 'PUT', '/api/v1/projects/p/members/nobody', { role: 'viewer' })
    assert.equal(unknown.statusCode, 404)
    assert.match(unknown.json().error, /No user has the id "nobody"/)
    const noProject = await withKey(adminKey, 'PUT', member('absent', 'dan'), { role: 'viewer' })
    assert.equal(noProject.statusCode, 404)
    assert.equal((await withKey(adminKey, 'GET', '/api/v1/projects/absent/members')).statusCode, 404)
    const disabled = await as('ann', 'PUT', member('p', 'gone'), { role: 'viewer' })
    assert.equal(disabled.statusCode, 409)
    assert.match(disabled.json().error, /gone@example\.com is disabled/)
    assert.equal((await as('ann', 'DELETE', member('p', 'dan'))).statusCode, 404, 'not a member')
  })

  it("refuses a member change signed in with the cookie but without this server's Origin (403)", async () => {
    await withKey(adminKey, 'PUT', member('p', 'ann'), { role: 'admin' })
    for (const headers of [{}, { origin: 'https://evil.example' }]) {
      const response = await t.request({
        method: 'PUT',
        url: member('p', 'dan'),
        headers: { cookie: cookies.ann as string, ...headers },
        payload: { role: 'admin' },
      })
      assert.equal(response.statusCode, 403)
      assert.match(response.json().error, /must come from this server's own pages/)
    }
    assert.equal(await t.store.people.getRole('p', ids.dan as string), undefined, 'nothing changed')
  })

  it("refuses to demote or remove a project's last admin (409), and two admins demoting each other leave one", async () => {
    for (const backendRun of [1, 2, 3]) {
      const project = `race${backendRun}`
      await t.project({ id: project })
      await withKey(adminKey, 'PUT', member(project, 'ann'), { role: 'admin' })
      const alone = await as('ann', 'PUT', member(project, 'ann'), { role: 'editor' })
      assert.equal(alone.statusCode, 409)
      assert.match(alone.json().error, /last admin of project "race\d" would leave it none/)
      assert.equal((await as('ann', 'DELETE', member(project, 'ann'))).statusCode, 409)
      await as('ann', 'PUT', member(project, 'dan'), { role: 'admin' })
      const [one, two] = await Promise.all([
        as('ann', 'PUT', member(project, 'dan'), { role: 'viewer' }),
        as('dan', 'DELETE', member(project, 'ann')),
      ])
      // One wins. The other is refused: 409 when its change found the winner's done (the last
      // admin), or 403 when its own role was gone before its request was authorized.
      const statuses = [one.statusCode, two.statusCode].sort()
      assert.equal(statuses[0], 200, `${one.body} ${two.body}`)
      assert.ok([403, 409].includes(statuses[1] as number), `${one.body} ${two.body}`)
      const admins = (await t.services.members.list(project)).filter((m) => m.role === 'admin')
      assert.equal(admins.length, 1, 'exactly one admin is left')
    }
  })

  it('takes a role change into account on the next request', async () => {
    await withKey(adminKey, 'PUT', member('p', 'cat'), { role: 'viewer' })
    const sync = () => as('cat', 'POST', '/api/v1/projects/p/sync', { blocks: [BLOCK] })
    assert.equal((await sync()).statusCode, 403)
    await withKey(adminKey, 'PUT', member('p', 'cat'), { role: 'editor' })
    assert.equal((await sync()).statusCode, 200)
    await withKey(adminKey, 'DELETE', member('p', 'cat'))
    assert.equal((await as('cat', 'GET', '/api/v1/projects/p/blocks')).statusCode, 403)
  })

  it('lets a person create, list and revoke their own keys, within their roles', async () => {
    await withKey(adminKey, 'PUT', member('p', 'dan'), { role: 'viewer' })
    const made = await as('dan', 'POST', '/api/v1/keys', { name: 'laptop', projects: ['p'], access: 'write' })
    assert.equal(made.statusCode, 200, made.body)
    const key = made.json().data
    assert.deepEqual(key.owner, { id: ids.dan, email: 'dan@example.com', name: 'dan' })
    assert.equal(key.admin, false)
    assert.equal(key.plan, 'pro')
    const refusals: [object, number, RegExp][] = [
      [{ name: 'x', admin: true }, 400, /a personal key is never an admin key/],
      [
        { name: 'x', allProjects: true },
        400,
        /only an instance admin may make a personal key for every project/,
      ],
      [
        { name: 'x', projects: ['p'], plan: 'enterprise' },
        400,
        /plan and limits are an instance admin's choice/,
      ],
      [{ name: 'x', projects: ['q'] }, 403, /dan@example\.com has no role on project "q"/],
    ]
    for (const [body, status, message] of refusals) {
      const refused = await as('dan', 'POST', '/api/v1/keys', body)
      assert.equal(refused.statusCode, status, refused.body)
      assert.match(refused.json().error, message)
    }
    const mine = await as('dan', 'GET', '/api/v1/keys?owner=me')
    assert.deepEqual(
      mine.json().data.map((k: { id: string }) => k.id),
      [key.id],
    )
    const everyKey = await as('dan', 'GET', '/api/v1/keys')
    assert.equal(everyKey.statusCode, 403)
    assert.match(everyKey.json().error, /not an instance admin/)
    assert.equal((await withKey(adminKey, 'GET', '/api/v1/keys?owner=me')).statusCode, 400)
    assert.equal((await as('dan', 'PATCH', `/api/v1/keys/${key.id}`, { name: 'mine' })).statusCode, 403)
    // The key itself is no admin key: it can't reach the admin API.
    assert.equal((await withKey(made.json().data.key, 'GET', '/api/v1/keys')).statusCode, 403)
    // Somebody else's key answers as if unknown; one's own is revoked.
    const annKey = await as('ann', 'POST', '/api/v1/keys', { name: 'ann', projects: ['p'] })
    assert.equal(annKey.statusCode, 200, annKey.body)
    const other = await as('dan', 'POST', `/api/v1/keys/${annKey.json().data.id}/revoke`)
    assert.equal(other.statusCode, 404)
    assert.match(other.json().error, /No key of yours/)
    const revoked = await as('dan', 'POST', `/api/v1/keys/${key.id}/revoke`)
    assert.equal(revoked.statusCode, 200, revoked.body)
    assert.ok(revoked.json().data.revokedAt)
    assert.equal((await withKey(made.json().data.key, 'GET', '/api/v1/projects/p/blocks')).statusCode, 401)
  })

  it("limits a personal key to its owner's current role, over HTTP and MCP", async () => {
    await withKey(adminKey, 'PUT', member('p', 'ben'), { role: 'viewer' })
    const secret = (
      await as('ben', 'POST', '/api/v1/keys', { name: 'ci', projects: ['p'], access: 'write' })
    ).json().data.key as string
    const sync = () => withKey(secret, 'POST', '/api/v1/projects/p/sync', { blocks: [BLOCK] })
    const refused = await sync()
    assert.equal(refused.statusCode, 403)
    assert.match(refused.json().error, /belongs to ben@example\.com, who is a viewer of project "p"/)
    assert.equal((await withKey(secret, 'GET', '/api/v1/projects/p/blocks')).statusCode, 200)
    const mcp = (name: string, args: object) =>
      t.request({
        method: 'POST',
        url: '/mcp',
        key: secret,
        headers: MCP_HEADERS,
        payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
      })
    const mcpSync = await mcp('sync_blocks', { project_id: 'p', blocks: [BLOCK] })
    assert.equal(mcpSync.statusCode, 200, mcpSync.body)
    assert.equal(mcpSync.json().result.isError, true)
    assert.match(mcpSync.json().result.content[0].text, /who is a viewer of project "p"/)
    // Promoted: the same key syncs at once (the role is read on every request, not cached).
    await withKey(adminKey, 'PUT', member('p', 'ben'), { role: 'editor' })
    assert.equal((await sync()).statusCode, 200)
    assert.equal(
      (await mcp('sync_blocks', { project_id: 'p', blocks: [BLOCK] })).json().result.isError,
      undefined,
    )
    // Removed from the project: not even a read.
    await withKey(adminKey, 'DELETE', member('p', 'ben'))
    assert.equal((await withKey(secret, 'GET', '/api/v1/projects/p/blocks')).statusCode, 403)
    assert.equal((await mcp('get_block', { project_id: 'p', key: 'goal' })).json().result.isError, true)
    const projects = await withKey(secret, 'GET', '/api/v1/projects')
    assert.deepEqual(projects.json().data, [], "a personal key lists only its owner's projects")
  })

  it('stops a personal key with 401 the moment its owner is disabled, requests in flight included', async () => {
    const owner = await personWithPassword(t, 'eve@example.com')
    await t.services.members.set('p', owner, 'editor', SYSTEM_AUDIT)
    const eve = cookieOf(await signIn(t, 'eve@example.com'))
    const made = await t.request({
      method: 'POST',
      url: '/api/v1/keys',
      headers: { cookie: eve, origin: OWN_ORIGIN },
      payload: { name: 'eve', projects: ['p'] },
    })
    const secret = made.json().data.key as string
    const read = () => withKey(secret, 'GET', '/api/v1/projects/p/blocks')
    assert.equal((await read()).statusCode, 200, 'and now the key is in the 2 s cache')
    let disabled = false
    const inFlight: Promise<{ status: number; afterDisable: boolean }>[] = []
    const disabling = withKey(adminKey, 'PATCH', `/api/v1/users/${owner}`, { disabled: true }).then((r) => {
      disabled = true
      return r
    })
    for (let i = 0; i < 30; i++) {
      const afterDisable = disabled
      inFlight.push(read().then((r) => ({ status: r.statusCode, afterDisable })))
      await new Promise((resolve) => setImmediate(resolve))
    }
    assert.equal((await disabling).statusCode, 200)
    for (const { status, afterDisable } of await Promise.all(inFlight)) {
      assert.ok([200, 401].includes(status), String(status))
      if (afterDisable) assert.equal(status, 401, 'a request sent after the disable answered is refused')
    }
    const after = await read()
    assert.equal(after.statusCode, 401)
    assert.match(after.json().error, /belongs to a person who is disabled/)
    assert.equal(
      (await t.request({ method: 'POST', url: '/mcp', key: secret, headers: MCP_HEADERS, payload: {} }))
        .statusCode,
      401,
      'MCP too',
    )
  })
})
