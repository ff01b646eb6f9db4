import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { StorageFullError } from '../../src/domain/errors.js'
import { createKeyService } from '../../src/domain/key-service.js'
import { createProjectService } from '../../src/domain/project-service.js'
import type { Store } from '../../src/domain/store.js'
import { ManualClock } from '../helpers/clock.js'
import { startTestProvider } from '../helpers/oidc-provider.js'
import { fetchDocument, type OpenApiDocument, operationsOf, ResponseChecker } from '../helpers/openapi.js'
import { openTempStore } from '../helpers/temp-store.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * The OpenAPI document against the server's real behaviour: every operation is called into each
 * of its documented statuses, every answer must be documented (status, media type, body schema,
 * required headers), and every documented status must have been seen.
 */

/** Documented statuses no request here can produce, and why they are documented anyway. */
const NOT_PRODUCIBLE: Record<string, string[]> = {
  // Any route can meet an unexpected error; these handlers touch neither the store nor the input.
  checkLiveness: ['500'],
  checkReadiness: ['500'],
  getOpenApiDocument: ['500'],
  getAuthMethods: ['500'],
  getAuthorizationServerMetadata: ['500'],
  getOpenIdConfiguration: ['500'],
  getProtectedResourceMetadata: ['500'],
  getMcpResourceMetadata: ['500'],
  getApiResourceMetadata: ['500'],
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
const METADATA_PATHS = [
  '/.well-known/oauth-authorization-server',
  '/.well-known/openid-configuration',
  '/.well-known/oauth-protected-resource',
  '/.well-known/oauth-protected-resource/mcp',
  '/.well-known/oauth-protected-resource/api/v1',
]

/** One request of each OAuth protocol endpoint that reaches the store (client `c` is unknown). */
const OAUTH_REQUESTS: (InjectOptions & { url: string })[] = [
  { url: `/oauth/authorize?response_type=code&client_id=c&code_challenge=${CHALLENGE}` },
  {
    method: 'POST',
    url: '/oauth/token',
    headers: FORM,
    payload: `grant_type=authorization_code&code=x&code_verifier=${VERIFIER}&client_id=c`,
  },
  { method: 'POST', url: '/oauth/register', payload: { redirect_uris: ['https://app.example/cb'] } },
  { method: 'POST', url: '/oauth/revoke', headers: FORM, payload: 'token=x&client_id=c' },
]

const START = '2026-05-04T09:30:20.000Z'

/** A session cookie no session has: its check reads the store. */
const SOME_COOKIE = `pctx_session=${'a'.repeat(43)}`
const OWN = { origin: 'http://localhost' }

/** One request of each people operation that reaches the store. */
const PEOPLE_REQUESTS = (key: string): (InjectOptions & { url: string; key?: string })[] => [
  { method: 'POST', url: '/api/v1/auth/sign-in', payload: { email: 'a@b.c', password: 'x' } },
  { method: 'POST', url: '/api/v1/auth/sign-out', headers: { cookie: SOME_COOKIE, ...OWN } },
  {
    method: 'POST',
    url: '/api/v1/auth/password',
    payload: { token: 'tok', password: 'long enough password' },
  },
  { method: 'POST', url: '/api/v1/users', key, payload: { email: 'a@b.c', name: 'A' } },
  { url: '/api/v1/users', key },
  { method: 'PATCH', url: '/api/v1/users/u1', key, payload: { name: 'A' } },
  { method: 'POST', url: '/api/v1/users/u1/link', key },
  { url: '/api/v1/projects/p1/members', key },
  { method: 'PUT', url: '/api/v1/projects/p1/members/u1', key, payload: { role: 'viewer' } },
  { method: 'DELETE', url: '/api/v1/projects/p1/members/u1', key },
  { url: '/api/v1/audit', key },
  { url: '/api/v1/auth/sessions', headers: { cookie: SOME_COOKIE } },
  { method: 'DELETE', url: '/api/v1/auth/sessions/s1', headers: { cookie: SOME_COOKIE, ...OWN } },
  { url: '/api/v1/oauth/consent?client_id=c', headers: { cookie: SOME_COOKIE } },
  {
    method: 'POST',
    url: '/api/v1/oauth/consent',
    headers: { cookie: SOME_COOKIE, ...OWN },
    payload: { request: {}, allow: false, projects: [] },
  },
  { url: '/api/v1/oauth/grants', headers: { cookie: SOME_COOKIE } },
  { method: 'DELETE', url: '/api/v1/oauth/grants/g1', headers: { cookie: SOME_COOKIE, ...OWN } },
]

const BLOCKS = [
  {
    key: 'persona-pm',
    type: 'persona',
    section: 'users',
    name: 'Priya',
    status: 'complete',
    value: { name: 'Priya', description: 'A PM', goals: 'Ship', pain_points: 'Meetings' },
  },
  { key: 'voice', type: 'text', section: 'brand', value: { content: 'Plain and **friendly**.' } },
  { key: 'values', type: 'list', section: 'brand', status: 'complete', value: { items: ['Clarity'] } },
  { key: 'pricing', type: 'pricing', section: 'zeta-notes', value: { plan: 'pro', seats: 5, tags: ['a'] } },
  { key: 'todo', type: 'text', section: 'product' },
]

/** A fetch answer in the shape the checker reads (that of `app.inject`). */
async function fromFetch(response: Response): Promise<LightMyRequestResponse> {
  const body = await response.text()
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body,
    json: () => JSON.parse(body),
  } as unknown as LightMyRequestResponse
}

describe('OpenAPI document vs served behaviour', () => {
  let t: TestApp
  let document: OpenApiDocument
  let checker: ResponseChecker
  const cleanups: (() => Promise<void>)[] = []

  /** Sends a request to `app` and checks its answer against the document. */
  async function call(
    app: TestApp,
    options: InjectOptions & { key?: string; url: string },
    expected: number,
  ): Promise<LightMyRequestResponse> {
    const response = await app.request(options)
    const method = options.method ?? 'GET'
    assert.equal(response.statusCode, expected, `${method} ${options.url}: ${response.body.slice(0, 300)}`)
    checker.check(method, options.url, response)
    return response
  }

  before(async () => {
    t = await createTestApp({ clock: new ManualClock(START) })
    cleanups.push(() => t.close())
    document = await fetchDocument(t)
    checker = new ResponseChecker(document)
  })

  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it('describes every answer of the authenticated API', async () => {
    await t.project({ id: 'p1', name: 'Acme', description: 'Analytics' })
    await t.project({ id: 'p2' })
    const write = await t.key({ projects: ['p1'] })
    const read = await t.key({ projects: ['p1'], access: 'read' })
    const all = await t.key({ allProjects: true })
    const other = await t.key({ projects: ['p2'] })
    const tiny = await t.key({ projects: ['p1'], perMinute: 1, perDay: 100 })
    const base = '/api/v1/projects/p1'

    // sync
    const sync = (key: string | undefined, payload: unknown, expected: number, headers = {}) =>
      call(t, { method: 'POST', url: `${base}/sync`, key, payload: payload as object, headers }, expected)
    await sync(write, { blocks: BLOCKS, dryRun: true }, 200)
    await sync(write, { blocks: BLOCKS }, 200)
    await sync(write, { blocks: [{ key: 'voice', status: 'bogus', colour: 1 }] }, 400)
    await sync(write, '{"blocks": [', 400, { 'content-type': 'application/json' })
    await sync(write, { blocks: [], expectedRevision: 0 }, 409)
    await sync(write, 'blocks', 415, { 'content-type': 'text/plain' })
    await sync(undefined, { blocks: [] }, 401)
    await sync(read, { blocks: [] }, 403)
    await call(
      t,
      { method: 'POST', url: '/api/v1/projects/nope/sync', key: all, payload: { blocks: [] } },
      404,
    )

    // list, with paging
    const first = await call(t, { url: `${base}/blocks?limit=2`, key: read }, 200)
    const cursor = first.json().meta.nextCursor as string
    assert.equal(typeof cursor, 'string')
    const last = await call(
      t,
      { url: `${base}/blocks?limit=1000&cursor=${encodeURIComponent(cursor)}`, key: read },
      200,
    )
    assert.equal(last.json().meta.nextCursor, null)
    await call(t, { url: `${base}/blocks?section=users&status=complete&type=persona`, key: read }, 200)
    await call(t, { url: `${base}/blocks?limit=0`, key: read }, 400)
    await call(t, { url: `${base}/blocks?sort=name`, key: read }, 400)
    await call(t, { url: `${base}/blocks?cursor=garbage`, key: read }, 400)
    await call(t, { url: `${base}/blocks`, key: 'pctx_malformed' }, 401)
    await call(t, { url: `${base}/blocks`, key: other }, 403)
    await call(t, { url: '/api/v1/projects/nope/blocks', key: all }, 404)

    // the key itself, and the projects it may read
    for (const key of [read, all]) {
      await call(t, { url: '/api/v1/me', key }, 200)
      await call(t, { url: '/api/v1/projects', key }, 200)
    }
    await call(t, { url: '/api/v1/me?x=1', key: read }, 400)
    await call(t, { url: '/api/v1/projects?limit=1', key: read }, 400)
    await call(t, { url: '/api/v1/me' }, 401)
    await call(t, { url: '/api/v1/projects', key: 'pctx_malformed' }, 401)

    // search
    await call(t, { url: `${base}/blocks/search?q=pri`, key: read }, 200)
    await call(t, { url: `${base}/blocks/search?q=nothing-matches-this`, key: read }, 200)
    await call(t, { url: `${base}/blocks/search`, key: read }, 400)
    await call(t, { url: `${base}/blocks/search?q=a&limit=1000`, key: read }, 400)
    await call(t, { url: `${base}/blocks/search?q=a` }, 401)
    await call(t, { url: `${base}/blocks/search?q=a`, key: other }, 403)
    await call(t, { url: '/api/v1/projects/nope/blocks/search?q=a', key: all }, 404)

    // get
    for (const block of BLOCKS) await call(t, { url: `${base}/blocks/${block.key}`, key: read }, 200)
    await call(t, { url: `${base}/blocks/-bad`, key: read }, 400)
    await call(t, { url: `${base}/blocks/voice` }, 401)
    await call(t, { url: `${base}/blocks/voice`, key: other }, 403)
    await call(t, { url: `${base}/blocks/nope`, key: read }, 404)

    // export, conditional
    const exported = await call(t, { url: `${base}/export`, key: read }, 200)
    const etag = String(exported.headers.etag)
    await call(t, { url: `${base}/export`, key: read, headers: { 'if-none-match': etag } }, 304)
    await call(t, { url: '/api/v1/projects/-x/export', key: all }, 400)
    await call(t, { url: `${base}/export` }, 401)
    await call(t, { url: `${base}/export`, key: other }, 403)
    await call(t, { url: '/api/v1/projects/nope/export', key: all }, 404)

    // point in time: ?revision=N on list, get and export
    const past = await call(t, { url: `${base}/export?revision=0`, key: read }, 200)
    await call(
      t,
      {
        url: `${base}/export?revision=0`,
        key: read,
        headers: { 'if-none-match': String(past.headers.etag) },
      },
      304,
    )
    await call(t, { url: `${base}/export?revision=-1`, key: read }, 400)
    await call(t, { url: `${base}/export?revision=999`, key: read }, 404)
    await call(t, { url: `${base}/blocks?revision=0`, key: read }, 200)
    await call(t, { url: `${base}/blocks?limit=1&revision=1`, key: read }, 200)
    await call(t, { url: `${base}/blocks?revision=x`, key: read }, 400)
    await call(t, { url: `${base}/blocks?revision=999`, key: read }, 404)
    await call(t, { url: `${base}/blocks/voice?revision=1`, key: read }, 200)
    await call(t, { url: `${base}/blocks/voice?revision=0`, key: read }, 404)
    await call(t, { url: `${base}/blocks/voice?revision=1.5`, key: read }, 400)

    // delete one block, as a revision
    const remove = (key: string | undefined, path: string, expected: number) =>
      call(t, { method: 'DELETE', url: `${base}/blocks/${path}`, key }, expected)
    await sync(write, { blocks: [{ key: 'doomed', type: 'text', section: 'brand' }] }, 200)
    await remove(write, 'doomed?expectedRevision=0', 409)
    await remove(write, `doomed?message=${'x'.repeat(501)}`, 400)
    await remove(undefined, 'doomed', 401)
    await remove(read, 'doomed', 403)
    await remove(write, 'nope', 404)
    await call(t, { method: 'DELETE', url: '/api/v1/projects/nope/blocks/doomed', key: all }, 404)
    await remove(write, 'doomed?message=gone', 200)

    // history: revisions, one revision, a block's history, the change feed
    const revisions = await call(t, { url: `${base}/revisions?limit=1`, key: read }, 200)
    const revisionCursor = revisions.json().meta.nextCursor as string
    await call(t, { url: `${base}/revisions?cursor=${encodeURIComponent(revisionCursor)}`, key: read }, 200)
    await call(t, { url: `${base}/revisions?cursor=garbage`, key: read }, 400)
    await call(t, { url: `${base}/revisions` }, 401)
    await call(t, { url: `${base}/revisions`, key: other }, 403)
    await call(t, { url: '/api/v1/projects/nope/revisions', key: all }, 404)
    await call(t, { url: `${base}/revisions/1`, key: read }, 200)
    await call(t, { url: `${base}/revisions/3`, key: read }, 200)
    await call(t, { url: `${base}/revisions/x`, key: read }, 400)
    await call(t, { url: `${base}/revisions/1` }, 401)
    await call(t, { url: `${base}/revisions/1`, key: other }, 403)
    await call(t, { url: `${base}/revisions/999`, key: read }, 404)
    await call(t, { url: `${base}/blocks/doomed/history`, key: read }, 200)
    await call(t, { url: `${base}/blocks/voice/history?limit=0`, key: read }, 400)
    await call(t, { url: `${base}/blocks/voice/history` }, 401)
    await call(t, { url: `${base}/blocks/voice/history`, key: other }, 403)
    await call(t, { url: `${base}/blocks/nope/history`, key: read }, 404)
    await call(t, { url: `${base}/changes?since=0`, key: read }, 200)
    await call(t, { url: `${base}/changes?since=0&limit=1`, key: read }, 200)
    await call(t, { url: `${base}/changes`, key: read }, 400)
    await call(t, { url: `${base}/changes?since=0` }, 401)
    await call(t, { url: `${base}/changes?since=0`, key: other }, 403)
    await call(t, { url: '/api/v1/projects/nope/changes?since=0', key: all }, 404)

    // restore a revision (the whole project, or listed blocks)
    const restore = (key: string | undefined, payload: unknown, expected: number, headers = {}) =>
      call(t, { method: 'POST', url: `${base}/restore`, key, payload: payload as object, headers }, expected)
    await restore(write, { revision: 1, dryRun: true }, 200)
    await restore(write, { revision: 2, keys: ['doomed'], message: 'back' }, 200)
    await restore(write, { revision: '1', keys: 'voice', colour: 1 }, 400)
    await restore(write, '{"revision": ', 400, { 'content-type': 'application/json' })
    await restore(write, 'revision', 415, { 'content-type': 'text/plain' })
    await restore(undefined, { revision: 1 }, 401)
    await restore(read, { revision: 1 }, 403)
    await restore(write, { revision: 999 }, 404)
    await restore(write, { revision: 1, keys: ['never-existed'] }, 404)
    await restore(write, { revision: 1, expectedRevision: 0 }, 409)
    await call(
      t,
      { method: 'POST', url: '/api/v1/projects/nope/restore', key: all, payload: { revision: 0 } },
      404,
    )

    // webhooks (no network needed: a .invalid host never resolves, so the test attempt fails)
    const hooks = `${base}/webhooks`
    const hook = { url: 'https://hooks.example.invalid/pctx', description: 'CI' }
    const created = await call(t, { method: 'POST', url: hooks, key: write, payload: hook }, 200)
    const hookId = created.json().data.id as string
    const spare = (await call(t, { method: 'POST', url: hooks, key: write, payload: hook }, 200)).json().data
      .id as string
    const unknownHook = `${hooks}/wh_${'0'.repeat(32)}`
    await call(t, { method: 'POST', url: hooks, key: write, payload: { url: 'http://127.0.0.1/hook' } }, 400)
    await call(
      t,
      { method: 'POST', url: hooks, key: write, payload: 'url', headers: { 'content-type': 'text/plain' } },
      415,
    )
    await call(t, { method: 'POST', url: hooks, payload: hook }, 401)
    await call(t, { method: 'POST', url: hooks, key: read, payload: hook }, 403)
    await call(t, { method: 'POST', url: '/api/v1/projects/nope/webhooks', key: all, payload: hook }, 404)
    await call(t, { url: hooks, key: write }, 200)
    await call(t, { url: '/api/v1/projects/-bad-/webhooks', key: all }, 400)
    await call(t, { url: hooks }, 401)
    await call(t, { url: hooks, key: read }, 403)
    await call(t, { url: '/api/v1/projects/nope/webhooks', key: all }, 404)
    await call(t, { method: 'POST', url: `${hooks}/${hookId}/test`, key: write }, 200)
    await call(t, { method: 'POST', url: `${hooks}/nope/test`, key: write }, 400)
    await call(t, { method: 'POST', url: `${hooks}/${hookId}/test` }, 401)
    await call(t, { method: 'POST', url: `${hooks}/${hookId}/test`, key: read }, 403)
    await call(t, { method: 'POST', url: `${unknownHook}/test`, key: write }, 404)
    await call(t, { url: `${hooks}/${hookId}/deliveries?limit=5`, key: write }, 200)
    await call(t, { url: `${hooks}/${hookId}/deliveries?limit=0`, key: write }, 400)
    await call(t, { url: `${hooks}/${hookId}/deliveries` }, 401)
    await call(t, { url: `${hooks}/${hookId}/deliveries`, key: read }, 403)
    await call(t, { url: `${unknownHook}/deliveries`, key: write }, 404)
    await call(t, { method: 'DELETE', url: `${hooks}/${spare}`, key: write }, 200)
    await call(t, { method: 'DELETE', url: `${hooks}/nope`, key: write }, 400)
    await call(t, { method: 'DELETE', url: `${hooks}/${hookId}` }, 401)
    await call(t, { method: 'DELETE', url: `${hooks}/${hookId}`, key: read }, 403)
    await call(t, { method: 'DELETE', url: unknownHook, key: write }, 404)

    // custom block types (the block "pricing" of BLOCKS has a string plan)
    const types = `${base}/types`
    const pricing = { schema: { type: 'object', properties: { plan: { type: 'string' } } }, title: 'Pricing' }
    const putType = (
      url: string,
      key: string | undefined,
      payload: unknown,
      expected: number,
      headers = {},
    ) => call(t, { method: 'PUT', url, key, payload: payload as object, headers }, expected)
    await putType(`${types}/pricing`, write, pricing, 201)
    await putType(`${types}/pricing`, write, pricing, 200)
    await putType(`${types}/spare`, write, pricing, 201)
    await putType(`${types}/pricing`, write, { schema: { type: 'string' } }, 400)
    await putType(`${types}/persona`, write, pricing, 400)
    await putType(
      `${types}/pricing`,
      write,
      { schema: { type: 'object', properties: { plan: { type: 'number' } } } },
      409,
    )
    await putType(`${types}/pricing`, write, 'schema', 415, { 'content-type': 'text/plain' })
    await putType(`${types}/pricing`, undefined, pricing, 401)
    await putType(`${types}/pricing`, read, pricing, 403)
    await putType('/api/v1/projects/nope/types/pricing', all, pricing, 404)
    for (const url of [types, `${types}/pricing`]) {
      await call(t, { url, key: read }, 200)
      await call(t, { url: url.replace('/p1/', '/-bad-/'), key: all }, 400)
      await call(t, { url }, 401)
      await call(t, { url, key: other }, 403)
      await call(t, { url: url.replace('/p1/', '/nope/'), key: all }, 404)
    }
    await call(t, { url: `${types}/unknown`, key: read }, 404)
    await call(t, { method: 'DELETE', url: `${types}/spare`, key: write }, 200)
    await call(t, { method: 'DELETE', url: `${types}/Bad.Name`, key: write }, 400)
    await call(t, { method: 'DELETE', url: `${types}/pricing` }, 401)
    await call(t, { method: 'DELETE', url: `${types}/pricing`, key: read }, 403)
    await call(t, { method: 'DELETE', url: `${types}/spare`, key: write }, 404)

    // synonyms (docs/search.md)
    const synonyms = `${base}/synonyms`
    const putSynonyms = (
      url: string,
      key: string | undefined,
      payload: unknown,
      expected: number,
      headers = {},
    ) => call(t, { method: 'PUT', url, key, payload: payload as object, headers }, expected)
    const groups = { groups: [['customer', 'client']] }
    await putSynonyms(synonyms, write, groups, 200)
    await putSynonyms(synonyms, write, { groups: [['the', 'customer']] }, 400)
    await putSynonyms(synonyms, write, 'groups', 415, { 'content-type': 'text/plain' })
    await putSynonyms(synonyms, undefined, groups, 401)
    await putSynonyms(synonyms, read, groups, 403)
    await putSynonyms('/api/v1/projects/nope/synonyms', all, groups, 404)
    await call(t, { url: synonyms, key: read }, 200)
    await call(t, { url: synonyms.replace('/p1/', '/-bad-/'), key: all }, 400)
    await call(t, { url: synonyms }, 401)
    await call(t, { url: synonyms, key: other }, 403)
    await call(t, { url: synonyms.replace('/p1/', '/nope/'), key: all }, 404)

    // 429: a key allowed one request a minute (the clock stands still)
    await call(t, { url: `${base}/blocks`, key: tiny }, 200)
    await call(t, { url: `${base}/blocks`, key: tiny }, 429)
    await call(t, { url: `${base}/blocks/search?q=a`, key: tiny }, 429)
    await call(t, { url: `${base}/blocks/voice`, key: tiny }, 429)
    await call(t, { url: `${base}/export`, key: tiny }, 429)
    await call(t, { method: 'POST', url: `${base}/sync`, key: tiny, payload: { blocks: [] } }, 429)
    await call(t, { method: 'DELETE', url: `${base}/blocks/voice`, key: tiny }, 429)
    await call(t, { url: `${base}/revisions`, key: tiny }, 429)
    await call(t, { url: `${base}/revisions/1`, key: tiny }, 429)
    await call(t, { url: `${base}/blocks/voice/history`, key: tiny }, 429)
    await call(t, { url: `${base}/changes?since=0`, key: tiny }, 429)
    await call(t, { method: 'POST', url: `${base}/restore`, key: tiny, payload: { revision: 0 } }, 429)
    await call(t, { url: '/api/v1/me', key: tiny }, 429)
    await call(t, { url: '/api/v1/projects', key: tiny }, 429)
    await call(t, { method: 'POST', url: hooks, key: tiny, payload: hook }, 429)
    await call(t, { url: hooks, key: tiny }, 429)
    await call(t, { method: 'DELETE', url: `${hooks}/${hookId}`, key: tiny }, 429)
    await call(t, { method: 'POST', url: `${hooks}/${hookId}/test`, key: tiny }, 429)
    await call(t, { url: `${hooks}/${hookId}/deliveries`, key: tiny }, 429)
    await call(t, { url: `${base}/synonyms`, key: tiny }, 429)
    await call(t, { method: 'PUT', url: `${base}/synonyms`, key: tiny, payload: { groups: [] } }, 429)
    await call(t, { url: types, key: tiny }, 429)
    await call(t, { url: `${types}/pricing`, key: tiny }, 429)
    await putType(`${types}/pricing`, tiny, pricing, 429)
    await call(t, { method: 'DELETE', url: `${types}/pricing`, key: tiny }, 429)
  })

  it('describes every answer of the admin API (projects and keys)', async () => {
    const adm = await createTestApp({ clock: new ManualClock(START) })
    cleanups.push(() => adm.close())
    const admin = await adm.key({ admin: true, name: 'root' })
    const plain = await adm.key({ allProjects: true })
    const tiny = await adm.key({ admin: true, perMinute: 1, perDay: 100 })
    const revoked = await adm.key({ admin: true, name: 'revoked' })
    await adm.services.keys.revoke(revoked.slice(0, 12), SYSTEM_AUDIT)
    const as = (key: string | undefined, method: string, url: string, expected: number, payload?: unknown) =>
      call(
        adm,
        {
          method: method as 'GET',
          url: `/api/v1${url}`,
          key,
          ...(payload !== undefined && { payload: payload as object }),
        },
        expected,
      )
    const text = { 'content-type': 'text/plain' }
    // projects
    await as(admin, 'POST', '/projects', 200, { id: 'made', name: 'Made' })
    await as(admin, 'POST', '/projects', 200, { name: 'No id' })
    await as(admin, 'POST', '/projects', 400, { id: 'bad id', name: '' })
    await as(admin, 'POST', '/projects', 409, { id: 'made', name: 'Again' })
    await call(adm, { method: 'POST', url: '/api/v1/projects', key: admin, payload: 'x', headers: text }, 415)
    await as(admin, 'PATCH', '/projects/made', 200, { description: 'Changed' })
    await as(admin, 'PATCH', '/projects/made', 400, { colour: 'red' })
    await as(admin, 'PATCH', '/projects/nope', 404, { name: 'x' })
    await call(
      adm,
      { method: 'PATCH', url: '/api/v1/projects/made', key: admin, payload: 'x', headers: text },
      415,
    )
    await adm.services.blocks.sync('made', { blocks: BLOCKS })
    await as(admin, 'DELETE', '/projects/made', 409)
    await as(admin, 'DELETE', '/projects/made?force=yes', 400)
    await as(admin, 'DELETE', '/projects/made?force=true', 200)
    await as(admin, 'DELETE', '/projects/made', 404)
    // keys
    const made = (await as(admin, 'POST', '/keys', 200, { name: 'made', allProjects: true })).json().data
    await as(admin, 'POST', '/keys', 400, { name: 'made' })
    await call(adm, { method: 'POST', url: '/api/v1/keys', key: admin, payload: 'x', headers: text }, 415)
    await as(admin, 'GET', '/keys', 200)
    await as(admin, 'GET', '/keys?limit=1', 400)
    const unknown = '/keys/00000000-0000-0000-0000-000000000000'
    await as(admin, 'GET', `/keys/${made.id}`, 200)
    await as(admin, 'GET', '/keys/bad%20id', 400)
    await as(admin, 'GET', unknown, 404)
    await as(admin, 'PATCH', `/keys/${made.id}`, 200, { name: 'renamed' })
    await as(admin, 'PATCH', `/keys/${made.id}`, 400, { projects: [] })
    await as(admin, 'PATCH', unknown, 404, { name: 'x' })
    await call(
      adm,
      { method: 'PATCH', url: `/api/v1/keys/${made.id}`, key: admin, payload: 'x', headers: text },
      415,
    )
    await as(admin, 'POST', `/keys/${made.id}/revoke`, 200)
    await as(admin, 'POST', '/keys/bad%20id/revoke', 400)
    await as(admin, 'POST', `${unknown}/revoke`, 404)
    await as(admin, 'DELETE', `/keys/${made.id}`, 200)
    await as(admin, 'DELETE', '/keys/bad%20id', 400)
    await as(admin, 'DELETE', unknown, 404)
    // The last usable admin key (a fresh app: there, root is the only one).
    const solo = await createTestApp({ clock: new ManualClock(START) })
    cleanups.push(() => solo.close())
    const only = await solo.key({ admin: true })
    const onlyId = only.slice(0, 12)
    for (const [method, url, payload] of [
      ['PATCH', `/keys/${onlyId}`, { admin: false }],
      ['POST', `/keys/${onlyId}/revoke`, undefined],
      ['DELETE', `/keys/${onlyId}`, undefined],
    ] as const) {
      await call(solo, { method, url: `/api/v1${url}`, key: only, ...(payload && { payload }) }, 409)
    }
    // 401, 403 and 429 on every route
    const routes: [string, string, unknown?][] = [
      ['POST', '/projects', { name: 'x' }],
      ['PATCH', '/projects/p', { name: 'x' }],
      ['DELETE', '/projects/p'],
      ['GET', '/keys'],
      ['POST', '/keys', { name: 'x', allProjects: true }],
      ['GET', unknown],
      ['PATCH', unknown, { name: 'x' }],
      ['POST', `${unknown}/revoke`],
      ['DELETE', unknown],
    ]
    await as(tiny, 'GET', '/keys', 200)
    for (const [method, url, payload] of routes) {
      await as(undefined, method, url, 401, payload)
      await as(revoked, method, url, 401, payload)
      await as(plain, method, url, 403, payload)
      await as(tiny, method, url, 429, payload)
    }
  })

  it('describes every answer of the public outputs, the probes and the document', async () => {
    await t.project({ id: 'pub' })
    await t.project({ id: 'hidden', public: false })
    await t.services.blocks.sync('pub', { blocks: BLOCKS })
    await t.services.blocks.sync('hidden', { blocks: BLOCKS })
    const paths = ['llms.txt', 'llms-full.txt', 'markdown', 'markdown/users', 'context']
    for (const path of paths) {
      const url = `/api/projects/pub/${path}`
      const ok = await call(t, { url }, 200)
      await call(t, { url: `${url}?status=complete`, key: undefined }, 200)
      await call(t, { url, headers: { 'if-none-match': String(ok.headers.etag) } }, 304)
      await call(t, { url: `${url}?status=draft` }, 400)
      await call(t, { url: url.replace('/pub/', '/hidden/') }, 404)
      await call(t, { url: url.replace('/pub/', '/nope/') }, 404)
    }
    await call(t, { url: '/api/projects/pub/markdown/nope' }, 404)
    await t.services.blocks.sync('pub', { blocks: [{ key: 'later', type: 'text', section: 'brand' }] })
    for (const path of paths) {
      const url = `/api/projects/pub/${path}?revision=1`
      const past = await call(t, { url }, 200)
      await call(t, { url, headers: { 'if-none-match': String(past.headers.etag) } }, 304)
      await call(t, { url: `/api/projects/pub/${path}?revision=-1` }, 400)
      await call(t, { url: `/api/projects/pub/${path}?revision=99` }, 404)
    }
    await call(t, { url: '/api/projects/pub/llms.txt', headers: { host: 'bad host' } }, 400)

    await call(t, { url: '/healthz' }, 200)
    await call(t, { url: '/readyz' }, 200)
    const spec = await call(t, { url: '/api/v1/openapi.json' }, 200)
    await call(
      t,
      { url: '/api/v1/openapi.json', headers: { 'if-none-match': String(spec.headers.etag) } },
      304,
    )
  })

  it('answers 429 on the routes counted per client IP, and 413 for a body over the limit', async () => {
    const small = await createTestApp({
      clock: new ManualClock(START),
      env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1', BODY_LIMIT_BYTES: '1024' },
    })
    cleanups.push(() => small.close())
    await small.project({ id: 'pub' })
    const key = await small.key({ projects: ['pub'] })
    const adminKey = await small.key({ admin: true })
    const long = 'x'.repeat(2000)
    for (const [method, url, payload] of [
      ['POST', '/api/v1/projects', { name: 'x', description: long }],
      ['PATCH', '/api/v1/projects/pub', { description: long }],
      ['POST', '/api/v1/keys', { name: long, allProjects: true }],
      ['PATCH', `/api/v1/keys/${adminKey.slice(0, 12)}`, { name: long }],
    ] as const) {
      await call(small, { method, url, key: adminKey, payload }, 413)
    }
    const big = {
      blocks: [{ key: 'big', type: 'text', section: 'brand', value: { content: 'x'.repeat(2000) } }],
    }
    await call(small, { method: 'POST', url: '/api/v1/projects/pub/sync', key, payload: big }, 413)
    await call(
      small,
      {
        method: 'POST',
        url: '/api/v1/projects/pub/restore',
        key,
        payload: { revision: 0, message: 'x'.repeat(2000) },
      },
      413,
    )
    await call(
      small,
      {
        method: 'POST',
        url: '/api/v1/projects/pub/webhooks',
        key,
        payload: { url: 'https://example.com/hook', description: 'x'.repeat(2000) },
      },
      413,
    )
    await call(
      small,
      {
        method: 'PUT',
        url: '/api/v1/projects/pub/synonyms',
        key,
        payload: { groups: Array.from({ length: 200 }, () => ['customer', 'client']) },
      },
      413,
    )
    await call(
      small,
      {
        method: 'PUT',
        url: '/api/v1/projects/pub/types/big',
        key,
        payload: { schema: { type: 'object', description: 'x'.repeat(2000) } },
      },
      413,
    )
    // The client IP's one request of the minute, then 429 everywhere it is counted.
    await call(small, { url: '/api/projects/pub/llms.txt' }, 200)
    for (const path of ['llms.txt', 'llms-full.txt', 'markdown', 'markdown/brand', 'context']) {
      await call(small, { url: `/api/projects/pub/${path}` }, 429)
    }
    await call(small, { url: '/api/v1/openapi.json' }, 429)
    // An invalid key is counted per IP too.
    await call(small, { url: '/api/v1/projects/pub/blocks', key: 'pctx_malformed' }, 429)
    // The OAuth endpoints keep the 429 (not an OAuth error code).
    for (const url of METADATA_PATHS) await call(small, { url }, 429)
    for (const request of OAUTH_REQUESTS) await call(small, request, 429)
    // Probes are never counted.
    await call(small, { url: '/healthz' }, 200)
  })

  it('describes every answer of the people API (sign-in, sessions, passwords, users)', async () => {
    const people = await createTestApp({ clock: new ManualClock(START), env: { BODY_LIMIT_BYTES: '1024' } })
    cleanups.push(() => people.close())
    const adminKey = await people.key({ admin: true })
    const readKey = await people.key({ access: 'read' })
    const long = 'x'.repeat(2000)
    const post = (url: string, payload: unknown, expected: number, headers: Record<string, string> = {}) =>
      call(people, { method: 'POST', url, payload: payload as object, headers }, expected)

    // users
    const made = await call(
      people,
      {
        method: 'POST',
        url: '/api/v1/users',
        key: adminKey,
        payload: { email: 'ada@example.com', name: 'Ada', admin: true },
      },
      200,
    )
    const id = made.json().data.id as string
    const token = String(made.json().data.inviteUrl).split('token=')[1] as string
    await call(
      people,
      {
        method: 'POST',
        url: '/api/v1/users',
        key: adminKey,
        payload: { email: 'ADA@example.com', name: 'A' },
      },
      409,
    )
    await call(
      people,
      { method: 'POST', url: '/api/v1/users', key: adminKey, payload: { email: 'nope', name: 'A' } },
      400,
    )
    await call(
      people,
      { method: 'POST', url: '/api/v1/users', key: adminKey, payload: { email: 'b@c.d', name: long } },
      413,
    )
    await call(
      people,
      {
        method: 'POST',
        url: '/api/v1/users',
        key: adminKey,
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      },
      415,
    )
    await call(people, { method: 'POST', url: '/api/v1/users', payload: { email: 'b@c.d', name: 'B' } }, 401)
    await call(
      people,
      { method: 'POST', url: '/api/v1/users', key: readKey, payload: { email: 'b@c.d', name: 'B' } },
      403,
    )
    await call(people, { url: '/api/v1/users?limit=1', key: adminKey }, 200)
    await call(people, { url: '/api/v1/users?cursor=bm9wZQ', key: adminKey }, 400)
    await call(people, { url: '/api/v1/users' }, 401)
    await call(people, { url: '/api/v1/users', key: readKey }, 403)
    await call(people, { url: '/api/v1/audit?limit=1', key: adminKey }, 200)
    await call(people, { url: '/api/v1/audit?cursor=bm9wZQ', key: adminKey }, 400)
    await call(people, { url: '/api/v1/audit' }, 401)
    await call(people, { url: '/api/v1/audit', key: readKey }, 403)
    const patch = (
      userId: string,
      payload: unknown,
      expected: number,
      key: string | null = adminKey,
      headers = {},
    ) =>
      call(
        people,
        {
          method: 'PATCH',
          url: `/api/v1/users/${userId}`,
          key: key ?? undefined,
          payload: payload as object,
          headers,
        },
        expected,
      )
    await patch(id, { name: 'Ada L.' }, 200)
    await patch(id, { admin: false }, 409)
    await patch('ghost', { name: 'x' }, 404)
    await patch(id, {}, 400)
    await patch(id, { name: long }, 413)
    await patch(id, 'x', 415, adminKey, { 'content-type': 'text/plain' })
    await patch(id, { name: 'x' }, 401, null)
    await patch(id, { name: 'x' }, 403, readKey)
    const link = (userId: string, expected: number, key: string | null = adminKey) =>
      call(people, { method: 'POST', url: `/api/v1/users/${userId}/link`, key: key ?? undefined }, expected)
    await link(id, 200)
    await link('ghost', 404)
    await link('x'.repeat(101), 400)
    await link(id, 401, null)
    await link(id, 403, readKey)

    // members
    await people.project({ id: 'm1' })
    const members = '/api/v1/projects/m1/members'
    const member = (
      method: 'PUT' | 'DELETE',
      userId: string,
      payload: unknown,
      expected: number,
      key: string | null = adminKey,
      headers = {},
    ) =>
      call(
        people,
        {
          method,
          url: `${members}/${userId}`,
          key: key ?? undefined,
          ...(payload !== undefined && { payload: payload as object }),
          headers,
        },
        expected,
      )
    await member('PUT', id, { role: 'admin' }, 200)
    await member('PUT', id, { role: 'editor' }, 409)
    await member('PUT', id, { role: 'owner' }, 400)
    await member('PUT', 'ghost', { role: 'viewer' }, 404)
    await member('PUT', id, { role: long }, 413)
    await member('PUT', id, 'x', 415, adminKey, { 'content-type': 'text/plain' })
    await member('PUT', id, { role: 'viewer' }, 401, null)
    await member('PUT', id, { role: 'viewer' }, 403, readKey)
    await call(people, { url: members, key: adminKey }, 200)
    await call(people, { url: '/api/v1/projects/Not_An_Id!/members', key: adminKey }, 400)
    await call(people, { url: members }, 401)
    await call(people, { url: members, key: readKey }, 403)
    await call(people, { url: '/api/v1/projects/absent/members', key: adminKey }, 404)
    await member('DELETE', id, undefined, 409)
    await member('DELETE', 'x'.repeat(101), undefined, 400)
    await member('DELETE', 'ghost', undefined, 404)
    await member('DELETE', id, undefined, 401, null)
    await member('DELETE', id, undefined, 403, readKey)
    const other = await call(
      people,
      {
        method: 'POST',
        url: '/api/v1/users',
        key: adminKey,
        payload: { email: 'bo@example.com', name: 'Bo' },
      },
      200,
    )
    await member('PUT', other.json().data.id, { role: 'viewer' }, 200)
    await member('DELETE', other.json().data.id, undefined, 200)
    // a disabled user gets no new link
    await patch(other.json().data.id, { disabled: true }, 200)
    await link(other.json().data.id, 409)

    // passwords and sign-in
    await post('/api/v1/auth/password', { token, password: 'short' }, 400)
    await post('/api/v1/auth/password', { token, password: long }, 413)
    await post('/api/v1/auth/password', 'x', 415, { 'content-type': 'text/plain' })
    await post('/api/v1/auth/password', { token, password: 'long enough password' }, 403, {
      origin: 'https://evil.example',
    })
    await post(
      '/api/v1/auth/password',
      { currentPassword: 'long enough password', password: 'another long password' },
      401,
    )
    await post('/api/v1/auth/password', { token, password: 'long enough password' }, 200)
    await post('/api/v1/auth/sign-in', { email: 'ada@example.com' }, 400)
    await post('/api/v1/auth/sign-in', { email: 'ada@example.com', password: long }, 413)
    await post('/api/v1/auth/sign-in', 'x', 415, { 'content-type': 'text/plain' })
    await post('/api/v1/auth/sign-in', { email: 'ada@example.com', password: 'long enough password' }, 403, {
      origin: 'https://evil.example',
    })
    const signedIn = await post(
      '/api/v1/auth/sign-in',
      { email: 'ada@example.com', password: 'long enough password' },
      200,
    )
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] as string

    // your sessions: list them, end another one of one's own
    await post('/api/v1/auth/sign-in', { email: 'ada@example.com', password: 'long enough password' }, 200)
    const listed = await call(people, { url: '/api/v1/auth/sessions', headers: { cookie } }, 200)
    const otherId = (listed.json().data as { id: string; current: boolean }[]).find((s) => !s.current)?.id
    assert.ok(otherId, 'a second session')
    await call(people, { url: '/api/v1/auth/sessions' }, 401)
    await call(people, { url: '/api/v1/auth/sessions', key: adminKey }, 403)
    const end = (sessionId: string, expected: number, headers: Record<string, string>, key?: string) =>
      call(people, { method: 'DELETE', url: `/api/v1/auth/sessions/${sessionId}`, headers, key }, expected)
    await end(otherId, 403, { cookie, origin: 'https://evil.example' })
    await end(otherId, 200, { cookie, ...OWN })
    await end(otherId, 404, { cookie, ...OWN })
    await end(otherId, 401, OWN)
    await end(otherId, 403, {}, adminKey)
    await post('/api/v1/auth/sign-out', { everywhere: 'yes' }, 400, { cookie, ...OWN })

    // AI apps: consent and connected apps (docs/oauth.md)
    const registered = await people.request({
      method: 'POST',
      url: '/oauth/register',
      payload: { client_name: 'App', redirect_uris: ['http://127.0.0.1:9/cb'] },
    })
    const authorization = {
      response_type: 'code',
      client_id: registered.json().client_id,
      redirect_uri: 'http://127.0.0.1:9/cb',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      resource: 'http://localhost/mcp',
    }
    const consentUrl = `/api/v1/oauth/consent?${new URLSearchParams(authorization)}`
    await call(people, { url: consentUrl, headers: { cookie } }, 200)
    await call(people, { url: '/api/v1/oauth/consent?client_id=nobody', headers: { cookie } }, 400)
    await call(people, { url: consentUrl }, 401)
    await call(people, { url: consentUrl, key: adminKey }, 403)
    const consent = (
      payload: object,
      expected: number,
      headers: Record<string, string> = { cookie, ...OWN },
    ) => call(people, { method: 'POST', url: '/api/v1/oauth/consent', headers, payload }, expected)
    await consent({ request: authorization, allow: false, projects: [] }, 200)
    await consent({ request: authorization, allow: true, projects: [{ id: 'm1', access: 'write' }] }, 200)
    await consent({ request: authorization, allow: 'yes', projects: [] }, 400)
    await consent({ request: authorization, allow: false, projects: [] }, 401, OWN)
    await consent({ request: authorization, allow: false, projects: [] }, 403, {
      cookie,
      origin: 'https://evil.example',
    })
    const grants = await call(people, { url: '/api/v1/oauth/grants', headers: { cookie } }, 200)
    await call(people, { url: '/api/v1/oauth/grants' }, 401)
    await call(people, { url: '/api/v1/oauth/grants', key: adminKey }, 403)
    const revoke = (
      grantId: string,
      expected: number,
      headers: Record<string, string> = { cookie, ...OWN },
    ) => call(people, { method: 'DELETE', url: `/api/v1/oauth/grants/${grantId}`, headers }, expected)
    const grantId = (grants.json().data as { id: string }[])[0]?.id ?? assert.fail('a grant')
    await revoke(grantId, 200)
    await revoke(grantId, 404)
    await revoke('g'.repeat(101), 400)
    await revoke(grantId, 401, OWN)
    await revoke(grantId, 403, { cookie, origin: 'https://evil.example' })
    await post('/api/v1/auth/sign-out', { everywhere: long }, 413, { cookie, ...OWN })
    await post('/api/v1/auth/sign-out', 'x', 415, { cookie, ...OWN, 'content-type': 'text/plain' })

    for (let i = 0; i < 5; i++)
      await post('/api/v1/auth/sign-in', { email: 'ada@example.com', password: 'wrong' }, 401)
    await post('/api/v1/auth/sign-in', { email: 'ada@example.com', password: 'long enough password' }, 429)

    // sign-out
    await post('/api/v1/auth/sign-out', undefined, 403, { cookie, origin: 'https://evil.example' })
    await post('/api/v1/auth/sign-out', undefined, 200, { cookie, ...OWN })
    await post('/api/v1/auth/sign-out', undefined, 401, { cookie, ...OWN })

    // 429 per client IP, on a server that admits one request a minute from it
    const strict = await createTestApp({
      clock: new ManualClock(START),
      env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1' },
    })
    cleanups.push(() => strict.close())
    await call(strict, { url: '/api/projects/none/llms.txt' }, 404)
    // Sign-in and the link's password are counted per IP; a dead cookie and a malformed key too.
    for (const request of PEOPLE_REQUESTS('pctx_malformed')) await call(strict, request, 429)
  })

  it('describes every answer of the OAuth protocol endpoints (docs/oauth.md)', async () => {
    for (const url of METADATA_PATHS) await call(t, { url }, 200)
    const redirect = 'http://127.0.0.1:5555/cb'
    const registered = await call(
      t,
      { method: 'POST', url: '/oauth/register', payload: { client_name: 'Doc', redirect_uris: [redirect] } },
      201,
    )
    const clientId = String(registered.json().client_id)
    await call(
      t,
      { method: 'POST', url: '/oauth/register', payload: { redirect_uris: ['http://x.example/cb'] } },
      400,
    )
    const authorize = (query: Record<string, string>) =>
      `/oauth/authorize?${new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirect,
        code_challenge: CHALLENGE,
        code_challenge_method: 'S256',
        resource: 'http://localhost/mcp',
        ...query,
      })}`
    await call(t, { url: authorize({}) }, 302)
    await call(t, { url: authorize({ code_challenge_method: 'plain' }) }, 302)
    await call(t, { url: authorize({ redirect_uri: 'http://127.0.0.1:5555/other' }) }, 400)
    await call(t, { url: authorize({ client_id: 'nobody' }) }, 401)
    const token = (payload: string, expected: number) =>
      call(t, { method: 'POST', url: '/oauth/token', headers: FORM, payload }, expected)
    await token('grant_type=password', 400)
    await token(`grant_type=authorization_code&code=x&code_verifier=${VERIFIER}&client_id=nobody`, 401)
    const revoke = (payload: string, expected: number) =>
      call(t, { method: 'POST', url: '/oauth/revoke', headers: FORM, payload }, expected)
    await revoke(`token=pctx_ort_unknown&client_id=${clientId}`, 200)
    await revoke(`client_id=${clientId}`, 400)
    await revoke('token=x&client_id=nobody', 401)
    // Tokens of a real grant (the consent itself is the people test's).
    const person = await t.services.users.create({ email: 'oauth-doc@example.com', name: 'O' }, SYSTEM_AUDIT)
    await t.project({ id: 'oauth-doc' })
    await t.services.members.set('oauth-doc', person.user.id, 'viewer', SYSTEM_AUDIT)
    const asked = await t.services.oauth.checkAuthorization(
      {
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirect,
        code_challenge: CHALLENGE,
        code_challenge_method: 'S256',
        resource: 'http://localhost/mcp',
        scope: 'read',
      },
      ['http://localhost/mcp'],
    )
    const { user } = person
    const back = await t.services.oauth.decide(
      user,
      asked,
      { allow: true, projects: [{ id: 'oauth-doc', access: 'read' }] },
      'http://localhost',
      SYSTEM_AUDIT,
    )
    const code = new URL(back).searchParams.get('code') as string
    await token(
      new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: VERIFIER,
        client_id: clientId,
        redirect_uri: redirect,
      }).toString(),
      200,
    )
  })

  it('describes every answer of single sign-on (OIDC)', async () => {
    const provider = await startTestProvider()
    cleanups.push(() => provider.close())
    // `app.inject` requests come from Host localhost.
    provider.register('http://localhost/api/v1/auth/oidc/callback')
    const oidc = {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ALLOWED_DOMAINS: 'example.com',
    }
    const start = '/api/v1/auth/oidc/start'
    const callback = '/api/v1/auth/oidc/callback?code=c&state=s'
    await call(t, { url: '/api/v1/auth/methods' }, 200)
    await call(t, { url: start }, 404)
    await call(t, { url: callback }, 404)

    const sso = await createTestApp({ env: oidc })
    cleanups.push(() => sso.close())
    await call(sso, { url: '/api/v1/auth/methods' }, 200)
    const started = await call(sso, { url: start }, 302)
    await call(sso, { url: `${start}?returnTo=https%3A%2F%2Fevil.example%2F` }, 400)
    await call(sso, { url: callback }, 302)
    const binding = String(started.headers['set-cookie']).split(';')[0] as string
    await call(sso, { url: callback, headers: { cookie: binding } }, 302)

    const gone = await startTestProvider()
    await gone.close()
    const down = await createTestApp({ env: { ...oidc, OIDC_ISSUER: gone.issuer } })
    cleanups.push(() => down.close())
    await call(down, { url: start }, 502)

    const strict = await createTestApp({
      clock: new ManualClock(START),
      env: { ...oidc, PUBLIC_RATE_LIMIT_PER_MINUTE: '1' },
    })
    cleanups.push(() => strict.close())
    await call(strict, { url: '/api/v1/auth/methods' }, 200)
    for (const url of ['/api/v1/auth/methods', start, callback]) await call(strict, { url }, 429)

    // The people tables fail: the start stores the sign-in, the callback takes it.
    const temp = await openTempStore()
    cleanups.push(() => temp.cleanup())
    let failure: Error | undefined
    const store = new Proxy(temp.store, {
      get(target, property) {
        const value = Reflect.get(target, property, target)
        if (property !== 'people') return typeof value === 'function' ? value.bind(target) : value
        return new Proxy(value as object, {
          get(people, name) {
            const method = Reflect.get(people, name, people)
            if (typeof method !== 'function') return method
            return (...args: unknown[]) => (failure ? Promise.reject(failure) : method.apply(people, args))
          },
        })
      },
    }) as Store
    const config = loadConfig({ DATABASE_URL: temp.databaseUrl, LOG_LEVEL: 'silent', ...oidc })
    const app = await buildApp({ config, store, clock: new ManualClock(START), logger: false })
    cleanups.push(() => app.close())
    const failingApp = { request: (options: InjectOptions) => app.inject(options) } as TestApp
    const requests = [{ url: start }, { url: callback, headers: { cookie: binding } }]
    failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    for (const request of requests) await call(failingApp, request, 503)
    failure = new Error('boom: a bug')
    for (const request of requests) {
      const response = await call(failingApp, request, 500)
      assert.doesNotMatch(response.body, /boom/, 'no internals in a 500')
    }
  })

  it('answers 500 and 503 with the envelope when the database fails', async () => {
    const temp = await openTempStore()
    cleanups.push(() => temp.cleanup())
    let failure: Error | undefined
    // Fails every store call while `failure` is set, the people and OAuth tables' too (sub-stores).
    const failing = <T extends object>(inner: T): T =>
      new Proxy(inner, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver)
          if (property === 'people' || property === 'oauth') return failing(value as object)
          if (typeof value !== 'function') return value
          return (...args: unknown[]) =>
            failure ? Promise.reject(failure) : (value as (...a: unknown[]) => unknown).apply(target, args)
        },
      })
    const store = failing(temp.store) as Store
    const clock = new ManualClock(START)
    const config = loadConfig({ DATABASE_URL: temp.databaseUrl, LOG_LEVEL: 'silent' })
    const app = await buildApp({ config, store, clock, logger: false })
    cleanups.push(() => app.close())
    await createProjectService({ store: temp.store, clock }).create({ id: 'p1', name: 'p1' })
    const { key } = await createKeyService({ store: temp.store, clock }).create(
      {
        name: 'k',
        access: 'write',
        allProjects: true,
        projects: [],
        plan: 'enterprise',
        perMinute: 1_000_000,
        perDay: 1_000_000,
      },
      SYSTEM_AUDIT,
    )
    const failingApp: TestApp = {
      request: ({ key: apiKey, headers, ...rest }) =>
        app.inject({ ...rest, headers: { ...(apiKey && { 'x-api-key': apiKey }), ...headers } }),
    } as TestApp
    const requests: (InjectOptions & { url: string; key?: string })[] = [
      { url: '/api/v1/me', key },
      { url: '/api/v1/projects', key },
      { url: '/api/v1/projects/p1/blocks', key },
      { url: '/api/v1/projects/p1/blocks/search?q=a', key },
      { url: '/api/v1/projects/p1/blocks/voice', key },
      { url: '/api/v1/projects/p1/export', key },
      { method: 'POST', url: '/api/v1/projects/p1/sync', key, payload: { blocks: [] } },
      { method: 'DELETE', url: '/api/v1/projects/p1/blocks/voice', key },
      { url: '/api/v1/projects/p1/revisions', key },
      { url: '/api/v1/projects/p1/revisions/0', key },
      { url: '/api/v1/projects/p1/blocks/voice/history', key },
      { url: '/api/v1/projects/p1/changes?since=0', key },
      { method: 'POST', url: '/api/v1/projects/p1/restore', key, payload: { revision: 0 } },
      {
        method: 'POST',
        url: '/api/v1/projects/p1/webhooks',
        key,
        payload: { url: 'https://example.com/hook' },
      },
      { url: '/api/v1/projects/p1/webhooks', key },
      { method: 'DELETE', url: `/api/v1/projects/p1/webhooks/wh_${'0'.repeat(32)}`, key },
      { method: 'POST', url: `/api/v1/projects/p1/webhooks/wh_${'0'.repeat(32)}/test`, key },
      { url: `/api/v1/projects/p1/webhooks/wh_${'0'.repeat(32)}/deliveries`, key },
      { url: '/api/v1/projects/p1/types', key },
      { url: '/api/v1/projects/p1/types/pricing', key },
      {
        method: 'PUT',
        url: '/api/v1/projects/p1/types/pricing',
        key,
        payload: { schema: { type: 'object' } },
      },
      { method: 'DELETE', url: '/api/v1/projects/p1/types/pricing', key },
      { url: '/api/v1/projects/p1/synonyms', key },
      { method: 'PUT', url: '/api/v1/projects/p1/synonyms', key, payload: { groups: [] } },
      { method: 'POST', url: '/api/v1/projects', key, payload: { name: 'x' } },
      { method: 'PATCH', url: '/api/v1/projects/p1', key, payload: { name: 'x' } },
      { method: 'DELETE', url: '/api/v1/projects/p1', key },
      { url: '/api/v1/keys', key },
      { method: 'POST', url: '/api/v1/keys', key, payload: { name: 'x', allProjects: true } },
      { url: '/api/v1/keys/k', key },
      { method: 'PATCH', url: '/api/v1/keys/k', key, payload: { name: 'x' } },
      { method: 'POST', url: '/api/v1/keys/k/revoke', key },
      { method: 'DELETE', url: '/api/v1/keys/k', key },
      { url: '/api/projects/p1/llms.txt' },
      { url: '/api/projects/p1/llms-full.txt' },
      { url: '/api/projects/p1/markdown' },
      { url: '/api/projects/p1/markdown/brand' },
      { url: '/api/projects/p1/context' },
      ...PEOPLE_REQUESTS(key),
      ...OAUTH_REQUESTS,
    ]
    failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    for (const request of requests) {
      const response = await call(failingApp, request, 503)
      assert.equal(response.headers['retry-after'], '2')
    }
    await call(failingApp, { url: '/readyz' }, 503)
    failure = new Error('boom: a bug')
    for (const request of requests) {
      const response = await call(failingApp, request, 500)
      assert.doesNotMatch(response.body, /boom/, 'no internals in a 500')
    }
    // The store adapters translate a full disk into this error (test/server/storage-failures.test.ts
    // fills a real SQLite file); here it only has to reach the documented answer.
    failure = new StorageFullError()
    await call(
      failingApp,
      { method: 'POST', url: '/api/v1/projects/p1/sync', key, payload: { blocks: [] } },
      507,
    )
    await call(failingApp, { method: 'DELETE', url: '/api/v1/projects/p1/blocks/voice', key }, 507)
    await call(
      failingApp,
      { method: 'POST', url: '/api/v1/projects/p1/restore', key, payload: { revision: 0 } },
      507,
    )
    await call(
      failingApp,
      {
        method: 'POST',
        url: '/api/v1/projects/p1/webhooks',
        key,
        payload: { url: 'https://example.com/hook' },
      },
      507,
    )
    await call(
      failingApp,
      { method: 'DELETE', url: `/api/v1/projects/p1/webhooks/wh_${'0'.repeat(32)}`, key },
      507,
    )
    await call(
      failingApp,
      {
        method: 'PUT',
        url: '/api/v1/projects/p1/types/pricing',
        key,
        payload: { schema: { type: 'object' } },
      },
      507,
    )
    await call(failingApp, { method: 'DELETE', url: '/api/v1/projects/p1/types/pricing', key }, 507)
    await call(
      failingApp,
      { method: 'PUT', url: '/api/v1/projects/p1/synonyms', key, payload: { groups: [] } },
      507,
    )

    // The admin API's writes (every request above with a method is a write).
    const adminWrites = requests.filter(
      (request) =>
        request.method !== undefined &&
        (request.url.startsWith('/api/v1/keys') || /^\/api\/v1\/projects(\/p1)?$/.test(request.url)),
    )
    assert.equal(adminWrites.length, 7)
    for (const request of adminWrites) await call(failingApp, request, 507)
    await call(
      failingApp,
      { method: 'POST', url: '/api/v1/users', key, payload: { email: 'a@b.c', name: 'A' } },
      507,
    )
    await call(failingApp, { method: 'PATCH', url: '/api/v1/users/u1', key, payload: { name: 'A' } }, 507)
    await call(failingApp, { method: 'POST', url: '/api/v1/users/u1/link', key }, 507)
    await call(
      failingApp,
      { method: 'PUT', url: '/api/v1/projects/p1/members/u1', key, payload: { role: 'viewer' } },
      507,
    )
    await call(failingApp, { method: 'DELETE', url: '/api/v1/projects/p1/members/u1', key }, 507)
  })

  it('answers 503 with the envelope on every route while shutting down', async () => {
    const temp = await openTempStore()
    cleanups.push(() => temp.cleanup())
    const config = loadConfig({ DATABASE_URL: temp.databaseUrl, LOG_LEVEL: 'silent' })
    const app = await buildApp({ config, store: temp.store, logger: false })
    const answers: { method: string; url: string; response: LightMyRequestResponse }[] = []
    let origin = ''
    // Runs after the app's own preClose hook (which starts refusing requests), while the
    // server still listens.
    app.addHook('preClose', async () => {
      for (const { method, path } of operationsOf(document)) {
        const url = path
          .replace('{projectId}', 'p1')
          .replace('{blockKey}', 'voice')
          .replace('{section}', 'brand')
          .replace('{revision}', '0')
          .replace('{webhookId}', `wh_${'0'.repeat(32)}`)
          .replace('{type}', 'pricing')
          .replace('{keyId}', 'k')
        const init: RequestInit = { method: method.toUpperCase() }
        if (method === 'post')
          Object.assign(init, { body: '{"blocks":[]}', headers: { 'content-type': 'application/json' } })
        answers.push({
          method: method.toUpperCase(),
          url,
          response: await fromFetch(await fetch(`${origin}${url}`, init)),
        })
      }
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    await app.close()
    assert.equal(answers.length, operationsOf(document).length)
    for (const { method, url, response } of answers) {
      assert.equal(response.statusCode, 503, `${method} ${url}: ${response.body}`)
      checker.check(method, url, response)
    }
  })

  it('gives unknown paths and wrong methods the documented error envelope', async () => {
    const unknown = await t.request({ method: 'GET', url: '/api/v1/nothing' })
    assert.equal(unknown.statusCode, 404)
    checker.assertMatches(unknown.json(), 'ErrorEnvelope', 'unknown path')
    const wrongMethod = await t.request({ method: 'DELETE', url: '/api/v1/projects/p1/blocks' })
    assert.equal(wrongMethod.statusCode, 405)
    assert.equal(wrongMethod.headers.allow, 'GET, HEAD')
    checker.assertMatches(wrongMethod.json(), 'ErrorEnvelope', 'wrong method')
    assert.match(String(document.info.description), /405/)
  })

  it('fails answers the document does not describe (the checker is not a rubber stamp)', async () => {
    const real = await t.request({ method: 'GET', url: '/api/projects/pub/context' })
    assert.equal(real.statusCode, 200)
    const fake = (changes: { statusCode?: number; headers?: object; body?: string }) =>
      ({
        ...real,
        statusCode: changes.statusCode ?? real.statusCode,
        headers: { ...real.headers, ...changes.headers },
        body: changes.body ?? real.body,
        json: () => JSON.parse(changes.body ?? real.body),
      }) as LightMyRequestResponse
    const url = '/api/projects/pub/context'
    const scratch = new ResponseChecker(document)
    assert.doesNotThrow(() => scratch.check('GET', url, real))
    assert.throws(() => scratch.check('GET', url, fake({ statusCode: 418 })), /not documented/)
    assert.throws(
      () => scratch.check('GET', url, fake({ body: '{"data":{"project":{}},"error":null}' })),
      /does not match/,
    )
    assert.throws(
      () => scratch.check('GET', url, fake({ headers: { 'content-type': 'text/html' } })),
      /media type/,
    )
    assert.throws(() => scratch.check('GET', url, fake({ headers: { etag: undefined } })), /ETag is missing/)
    assert.throws(
      () => scratch.check('GET', url, fake({ headers: { 'x-ratelimit-limit': 'many' } })),
      /X-RateLimit-Limit/,
    )
    assert.throws(() => scratch.check('DELETE', url, real), /no operation/)
  })

  it('saw every documented status of every operation', () => {
    const missing: string[] = []
    for (const { operation } of operationsOf(document)) {
      const id = operation.operationId ?? ''
      const seen = checker.seen.get(id) ?? new Set()
      for (const status of Object.keys(operation.responses)) {
        if (!seen.has(status) && !NOT_PRODUCIBLE[id]?.includes(status)) missing.push(`${id} ${status}`)
      }
    }
    assert.deepEqual(missing, [], 'documented answers no request produced')
  })
})
