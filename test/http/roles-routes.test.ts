import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { fetchDocument, operationsOf } from '../helpers/openapi.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { cookieOf, OWN_ORIGIN, personWithPassword, signIn } from './people-helpers.js'

type Role = 'viewer' | 'editor' | 'admin'
/** The least a person needs: a role on the project, or being an instance admin. */
type Needs = Role | 'instance admin'

/**
 * Every route about one project, with what a person needs to use it (docs/people.md, "Roles").
 * The first test checks this list against the routes the app registers, so a new project route
 * cannot go untested here.
 */
const ROUTES: Record<string, Needs> = {
  'GET /api/v1/projects/{projectId}/blocks': 'viewer',
  'GET /api/v1/projects/{projectId}/blocks/search': 'viewer',
  'GET /api/v1/projects/{projectId}/blocks/{blockKey}': 'viewer',
  'GET /api/v1/projects/{projectId}/blocks/{blockKey}/history': 'viewer',
  'GET /api/v1/projects/{projectId}/export': 'viewer',
  'GET /api/v1/projects/{projectId}/revisions': 'viewer',
  'GET /api/v1/projects/{projectId}/revisions/{revision}': 'viewer',
  'GET /api/v1/projects/{projectId}/changes': 'viewer',
  'GET /api/v1/projects/{projectId}/types': 'viewer',
  'GET /api/v1/projects/{projectId}/types/{type}': 'viewer',
  'GET /api/v1/projects/{projectId}/synonyms': 'viewer',
  'PUT /api/v1/projects/{projectId}/synonyms': 'editor',
  'POST /api/v1/projects/{projectId}/sync': 'editor',
  'DELETE /api/v1/projects/{projectId}/blocks/{blockKey}': 'editor',
  'POST /api/v1/projects/{projectId}/restore': 'editor',
  'PUT /api/v1/projects/{projectId}/types/{type}': 'admin',
  'DELETE /api/v1/projects/{projectId}/types/{type}': 'admin',
  'POST /api/v1/projects/{projectId}/webhooks': 'admin',
  'GET /api/v1/projects/{projectId}/webhooks': 'admin',
  'DELETE /api/v1/projects/{projectId}/webhooks/{webhookId}': 'admin',
  'POST /api/v1/projects/{projectId}/webhooks/{webhookId}/test': 'admin',
  'GET /api/v1/projects/{projectId}/webhooks/{webhookId}/deliveries': 'admin',
  'PATCH /api/v1/projects/{projectId}': 'admin',
  'GET /api/v1/projects/{projectId}/members': 'admin',
  'PUT /api/v1/projects/{projectId}/members/{userId}': 'admin',
  'DELETE /api/v1/projects/{projectId}/members/{userId}': 'admin',
  'DELETE /api/v1/projects/{projectId}': 'instance admin',
}

const RANK = { viewer: 1, editor: 2, admin: 3, 'instance admin': 4 }

/** A concrete URL: parameters that name nothing, so an allowed request changes nothing. */
function urlOf(template: string, projectId: string): string {
  return template
    .replace('{projectId}', projectId)
    .replace('{blockKey}', 'no-such-block')
    .replace('{revision}', '1')
    .replace('{type}', 'no-such-type')
    .replace('{webhookId}', '00000000-0000-4000-8000-000000000000')
    .replace('{userId}', 'no-such-user')
}

describe('roles: every project route decides for a person by their role', () => {
  let t: TestApp
  const cookies: Record<string, string> = {}
  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'p' })
    await t.project({ id: 'other' })
    for (const role of ['viewer', 'editor', 'admin'] as const) {
      const id = await personWithPassword(t, `${role}@example.com`)
      await t.services.members.set('p', id, role, SYSTEM_AUDIT)
      // A role on another project gives nothing on this one.
      if (role === 'viewer') await t.services.members.set('other', id, 'admin', SYSTEM_AUDIT)
      cookies[role] = cookieOf(await signIn(t, `${role}@example.com`))
    }
    await personWithPassword(t, 'outsider@example.com')
    cookies.outsider = cookieOf(await signIn(t, 'outsider@example.com'))
    await personWithPassword(t, 'root@example.com', { admin: true })
    cookies.root = cookieOf(await signIn(t, 'root@example.com'))
  })
  after(() => t.close())

  const send = (route: string, cookie: string, projectId: string, origin: string | null = OWN_ORIGIN) => {
    const [method, template] = route.split(' ') as [string, string]
    const unsafe = method !== 'GET'
    return t.request({
      method: method as 'GET',
      url: urlOf(template, projectId),
      headers: { cookie, ...(origin !== null && { origin }) },
      ...(unsafe && method !== 'DELETE' && { payload: {} }),
    })
  }

  it('lists every registered route that names a project', async () => {
    const registered = operationsOf(await fetchDocument(t))
      .filter(({ path }) => path.includes('{projectId}') && path.startsWith('/api/v1/'))
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
      .sort()
    assert.deepEqual(registered, Object.keys(ROUTES).sort())
  })

  for (const [route, needs] of Object.entries(ROUTES)) {
    it(`${route}: ${needs} or more`, async () => {
      for (const who of ['outsider', 'viewer', 'editor', 'admin'] as const) {
        const response = await send(route, cookies[who] as string, 'p')
        const allowed = who !== 'outsider' && RANK[who] >= RANK[needs]
        if (allowed) {
          assert.ok(
            ![401, 403].includes(response.statusCode),
            `${who}: ${response.statusCode} ${response.body}`,
          )
        } else {
          assert.equal(response.statusCode, 403, `${who}: ${response.body}`)
          const error = response.json().error as string
          assert.match(error, new RegExp(`${who}@example\\.com`), 'the 403 names who asked')
          if (needs === 'instance admin') assert.match(error, /is not an instance admin/)
          else if (who === 'outsider') assert.match(error, /has no role on project "p"/)
          else assert.match(error, new RegExp(`needs the ${needs} role`))
        }
      }
      // An instance admin may use every project (one that does not exist answers 404 then).
      const root = await send(route, cookies.root as string, 'absent')
      assert.ok(![401, 403].includes(root.statusCode), `root: ${root.statusCode} ${root.body}`)
    })
  }

  it('refuses a change signed in with the cookie but without Origin, even for the project admin', async () => {
    const response = await send('POST /api/v1/projects/{projectId}/sync', cookies.admin as string, 'p', null)
    assert.equal(response.statusCode, 403)
    assert.match(response.json().error, /must come from this server's own pages/)
    const foreign = await send(
      'POST /api/v1/projects/{projectId}/sync',
      cookies.admin as string,
      'p',
      'https://evil.example',
    )
    assert.equal(foreign.statusCode, 403)
  })

  it('lets an editor sync and a viewer read what was synced, but never sync it', async () => {
    const sync = (cookie: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/projects/p/sync',
        headers: { cookie, origin: OWN_ORIGIN },
        payload: {
          blocks: [{ key: 'goal', type: 'text', section: 'intro', name: 'Goal', value: { content: 'Ship' } }],
        },
      })
    const editor = await sync(cookies.editor as string)
    assert.equal(editor.statusCode, 200, editor.body)
    const viewer = await sync(cookies.viewer as string)
    assert.equal(viewer.statusCode, 403)
    assert.match(
      viewer.json().error,
      /viewer@example\.com is a viewer of project "p": syncing, deleting or restoring needs the editor role/,
    )
    const read = await t.request({
      method: 'GET',
      url: '/api/v1/projects/p/blocks/goal',
      headers: { cookie: cookies.viewer as string },
    })
    assert.equal(read.statusCode, 200, read.body)
  })

  it('lists a person their own projects (GET /projects) and their roles (GET /me)', async () => {
    const projects = await t.request({
      method: 'GET',
      url: '/api/v1/projects',
      headers: { cookie: cookies.viewer as string },
    })
    assert.equal(projects.statusCode, 200, projects.body)
    assert.deepEqual(
      projects.json().data.map((p: { id: string }) => p.id),
      ['other', 'p'],
    )
    const me = await t.request({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: cookies.viewer as string },
    })
    assert.deepEqual(me.json().data.projects, [
      { id: 'other', role: 'admin' },
      { id: 'p', role: 'viewer' },
    ])
    const outsider = await t.request({
      method: 'GET',
      url: '/api/v1/projects',
      headers: { cookie: cookies.outsider as string },
    })
    assert.deepEqual(outsider.json().data, [])
    const root = await t.request({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: cookies.root as string },
    })
    assert.deepEqual(
      root.json().data.projects.map((p: { role: string }) => p.role),
      ['admin', 'admin'],
    )
  })
})
