import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { asPerson, cookieOf, OWN_ORIGIN, personWithPassword, signIn } from './people-helpers.js'

/**
 * pctx as an OAuth authorization and resource server, over app.inject (docs/oauth.md): every
 * rule of the protocol, attacked. The SDK client and the console's consent page are proven end
 * to end in test/mcp/oauth-sdk.test.ts.
 */
const BASE = OWN_ORIGIN
const MCP = `${BASE}/mcp`
const REDIRECT = 'http://127.0.0.1:5555/callback'

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
})

function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

describe('OAuth authorization server', () => {
  let t: TestApp
  let cookie: string
  let clientId: string

  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'granted', name: 'Granted' })
    await t.project({ id: 'other', name: 'Other' })
    const id = await personWithPassword(t, 'ada@example.com')
    await t.services.members.set('granted', id, 'editor', SYSTEM_AUDIT)
    await t.services.members.set('other', id, 'viewer', SYSTEM_AUDIT)
    cookie = cookieOf(await signIn(t, 'ada@example.com'))
    const registered = await t.request({
      method: 'POST',
      url: '/oauth/register',
      payload: { client_name: '<img src=x onerror=alert(1)>', redirect_uris: [REDIRECT] },
    })
    assert.equal(registered.statusCode, 201, registered.body)
    clientId = registered.json().client_id
  })
  after(() => t.close())

  const authorizeQuery = (challenge: string, extra: Record<string, string> = {}) => ({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st4te',
    resource: MCP,
    ...extra,
  })

  /** Consent as the console gives it; returns the code. */
  async function consent(challenge: string, projects = [{ id: 'granted', access: 'write' }]) {
    const answer = await asPerson(t, cookie, {
      method: 'POST',
      url: '/api/v1/oauth/consent',
      payload: { request: authorizeQuery(challenge), allow: true, projects },
    })
    assert.equal(answer.statusCode, 200, answer.body)
    const url = new URL(answer.json().data.redirectTo)
    assert.equal(url.searchParams.get('state'), 'st4te')
    assert.equal(url.searchParams.get('iss'), BASE)
    return url.searchParams.get('code') as string
  }

  async function tokens(code: string, verifier: string, extra: Record<string, string> = {}) {
    return t.request({
      method: 'POST',
      url: '/oauth/token',
      ...form({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        client_id: clientId,
        redirect_uri: REDIRECT,
        resource: MCP,
        ...extra,
      }),
    })
  }

  const mcpCall = (token: string | undefined, method = 'tools/list', params: object = {}) =>
    t.request({
      method: 'POST',
      url: '/mcp',
      headers: {
        accept: 'application/json, text/event-stream',
        ...(token !== undefined && { authorization: `Bearer ${token}` }),
      },
      payload: { jsonrpc: '2.0', id: 1, method, params },
    })

  it('publishes RFC 9728 and RFC 8414 metadata', async () => {
    const resource = (
      await t.request({ method: 'GET', url: '/.well-known/oauth-protected-resource/mcp' })
    ).json()
    assert.equal(resource.resource, MCP)
    assert.deepEqual(resource.authorization_servers, [BASE])
    for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
      const server = (await t.request({ method: 'GET', url: path })).json()
      assert.equal(server.issuer, BASE)
      assert.deepEqual(server.code_challenge_methods_supported, ['S256'])
      assert.equal(server.token_endpoint, `${BASE}/oauth/token`)
    }
  })

  it('answers /mcp without credentials 401 with WWW-Authenticate naming the metadata', async () => {
    const response = await mcpCall(undefined)
    assert.equal(response.statusCode, 401)
    assert.equal(
      response.headers['www-authenticate'],
      `Bearer resource_metadata="${BASE}/.well-known/oauth-protected-resource/mcp"`,
    )
  })

  it('sends a valid authorization request to the console, and refuses bad ones per RFC 6749', async () => {
    const { challenge } = pkce()
    const good = await t.request({
      method: 'GET',
      url: `/oauth/authorize?${new URLSearchParams(authorizeQuery(challenge))}`,
    })
    assert.equal(good.statusCode, 302)
    assert.match(String(good.headers.location), /^\/console\/authorize\?/)

    const redirected = async (extra: Record<string, string>, code: string) => {
      const response = await t.request({
        method: 'GET',
        url: `/oauth/authorize?${new URLSearchParams(authorizeQuery(challenge, extra))}`,
      })
      assert.equal(response.statusCode, 302, JSON.stringify(extra))
      const url = new URL(String(response.headers.location))
      assert.equal(url.origin + url.pathname, REDIRECT)
      assert.equal(url.searchParams.get('error'), code, JSON.stringify(extra))
      assert.equal(url.searchParams.get('state'), 'st4te')
    }
    await redirected({ code_challenge_method: 'plain' }, 'invalid_request')
    await redirected({ code_challenge: 'short' }, 'invalid_request')
    await redirected({ resource: 'https://elsewhere.example/mcp' }, 'invalid_target')
    await redirected({ response_type: 'token' }, 'unsupported_response_type')

    // An unknown client or a redirect URI it did not register is never redirected to.
    const untrusted: Record<string, string>[] = [
      { client_id: 'nobody' },
      { redirect_uri: 'https://attacker.example/cb' },
    ]
    for (const extra of untrusted) {
      const response = await t.request({
        method: 'GET',
        url: `/oauth/authorize?${new URLSearchParams(authorizeQuery(challenge, extra))}`,
      })
      assert.ok(response.statusCode === 400 || response.statusCode === 401, response.body)
      assert.equal(response.headers.location, undefined)
      assert.match(response.json().error, /^invalid_(request|client)$/)
    }
  })

  it('accepts a loopback redirect URI on any port, and refuses http elsewhere at registration', async () => {
    const { challenge } = pkce()
    const response = await t.request({
      method: 'GET',
      url: `/oauth/authorize?${new URLSearchParams(authorizeQuery(challenge, { redirect_uri: 'http://127.0.0.1:6111/callback' }))}`,
    })
    assert.match(String(response.headers.location), /^\/console\/authorize/)
    const refused = await t.request({
      method: 'POST',
      url: '/oauth/register',
      payload: { redirect_uris: ['http://evil.example/cb'] },
    })
    assert.equal(refused.statusCode, 400)
    assert.equal(refused.json().error, 'invalid_redirect_uri')
  })

  it('gives tokens for the code once, with PKCE; a replayed code revokes the grant', async () => {
    const { verifier, challenge } = pkce()
    const code = await consent(challenge)
    const wrongVerifier = await tokens(code, pkce().verifier)
    assert.equal(wrongVerifier.statusCode, 400)
    assert.equal(wrongVerifier.json().error, 'invalid_grant')
    // The code was spent by the failed attempt: a replay, and what it granted stops.
    const replay = await tokens(code, verifier)
    assert.equal(replay.json().error, 'invalid_grant')

    const { verifier: v2, challenge: c2 } = pkce()
    const code2 = await consent(c2)
    const missing = await tokens(code2, '')
    assert.equal(missing.json().error, 'invalid_request')
    const mismatched = await tokens(code2, v2, { redirect_uri: 'http://127.0.0.1:5555/other' })
    assert.equal(mismatched.json().error, 'invalid_grant')
  })

  it('lets a token use the MCP tools of granted projects only, as the person who granted it', async () => {
    const { verifier, challenge } = pkce()
    const issued = await tokens(await consent(challenge), verifier)
    assert.equal(issued.statusCode, 200, issued.body)
    const body = issued.json()
    assert.equal(body.token_type, 'Bearer')
    assert.ok(body.expires_in <= 3600)
    assert.equal(issued.headers['cache-control'], 'no-store')

    const list = await mcpCall(body.access_token, 'tools/call', { name: 'list_projects', arguments: {} })
    assert.equal(list.statusCode, 200, list.body)
    assert.match(list.body, /granted/)
    assert.doesNotMatch(list.body, /"other"/)
    const refused = await mcpCall(body.access_token, 'tools/call', {
      name: 'list_blocks',
      arguments: { project_id: 'other' },
    })
    assert.match(refused.body, /was not granted project/)

    const synced = await mcpCall(body.access_token, 'tools/call', {
      name: 'sync_blocks',
      arguments: {
        project_id: 'granted',
        blocks: [{ key: 'brand.voice', section: 'brand', type: 'text', value: { content: 'Plain words.' } }],
      },
    })
    assert.equal(synced.statusCode, 200, synced.body)
    const history = await asPerson(t, cookie, { method: 'GET', url: '/api/v1/projects/granted/revisions' })
    const author = history.json().data[0]?.author ?? assert.fail(`${synced.body} ${history.body}`)
    assert.deepEqual(author, {
      kind: 'app',
      id: clientId,
      name: '<img src=x onerror=alert(1)>',
      user: { id: author.user.id, name: 'ada' },
    })

    // The API takes only a token issued for it (RFC 8707 audience).
    const api = await t.request({
      method: 'GET',
      url: '/api/v1/projects/granted/blocks',
      headers: { authorization: `Bearer ${body.access_token}` },
    })
    assert.equal(api.statusCode, 401)
    assert.match(String(api.headers['www-authenticate']), /error="invalid_token"/)
  })

  it('answers 403 insufficient_scope on the API beyond the grant', async () => {
    const { verifier, challenge } = pkce()
    const code = await consent(challenge, [{ id: 'granted', access: 'read' }])
    const issued = (await tokens(code, verifier, { resource: `${BASE}/api/v1` })).json()
    assert.equal(issued.error, 'invalid_target', 'the code was for /mcp')
    const { verifier: v2, challenge: c2 } = pkce()
    const answer = await asPerson(t, cookie, {
      method: 'POST',
      url: '/api/v1/oauth/consent',
      payload: {
        request: authorizeQuery(c2, { resource: `${BASE}/api/v1` }),
        allow: true,
        projects: [{ id: 'granted', access: 'read' }],
      },
    })
    const code2 = new URL(answer.json().data.redirectTo).searchParams.get('code') as string
    const token = (await tokens(code2, v2, { resource: `${BASE}/api/v1` })).json().access_token
    const read = await t.request({
      method: 'GET',
      url: '/api/v1/projects/granted/blocks',
      headers: { authorization: `Bearer ${token}` },
    })
    assert.equal(read.statusCode, 200, read.body)
    for (const [method, url] of [
      ['GET', '/api/v1/projects/other/blocks'],
      ['DELETE', '/api/v1/projects/granted/blocks/brand.voice'],
    ] as const) {
      const refused = await t.request({ method, url, headers: { authorization: `Bearer ${token}` } })
      assert.equal(refused.statusCode, 403, `${method} ${url}: ${refused.body}`)
      assert.match(String(refused.headers['www-authenticate']), /error="insufficient_scope"/)
    }
  })

  it('refuses a grant above the person’s role, and answers Deny with access_denied', async () => {
    const { challenge } = pkce()
    const above = await asPerson(t, cookie, {
      method: 'POST',
      url: '/api/v1/oauth/consent',
      payload: {
        request: authorizeQuery(challenge),
        allow: true,
        projects: [{ id: 'other', access: 'write' }],
      },
    })
    assert.equal(above.statusCode, 403)
    const deny = await asPerson(t, cookie, {
      method: 'POST',
      url: '/api/v1/oauth/consent',
      payload: { request: authorizeQuery(challenge), allow: false, projects: [] },
    })
    const url = new URL(deny.json().data.redirectTo)
    assert.equal(url.searchParams.get('error'), 'access_denied')
    assert.equal(url.searchParams.get('code'), null)
  })

  it('rotates refresh tokens; a reused one revokes the whole grant', async () => {
    const { verifier, challenge } = pkce()
    const first = (await tokens(await consent(challenge), verifier)).json()
    const refresh = (token: string) =>
      t.request({
        method: 'POST',
        url: '/oauth/token',
        ...form({ grant_type: 'refresh_token', refresh_token: token, client_id: clientId, resource: MCP }),
      })
    const second = await refresh(first.refresh_token)
    assert.equal(second.statusCode, 200, second.body)
    assert.notEqual(second.json().refresh_token, first.refresh_token)
    assert.equal((await mcpCall(second.json().access_token)).statusCode, 200)

    const reuse = await refresh(first.refresh_token)
    assert.equal(reuse.json().error, 'invalid_grant')
    assert.equal((await mcpCall(second.json().access_token)).statusCode, 401, 'the grant is revoked')
    assert.equal((await refresh(second.json().refresh_token)).json().error, 'invalid_grant')
  })

  it('lists connected apps and revokes one at once; RFC 7009 revocation too', async () => {
    const { verifier, challenge } = pkce()
    const issued = (await tokens(await consent(challenge), verifier)).json()
    const grants = (await asPerson(t, cookie, { method: 'GET', url: '/api/v1/oauth/grants' })).json().data
    assert.ok(grants.length >= 1)
    const revoked = await asPerson(t, cookie, {
      method: 'DELETE',
      url: `/api/v1/oauth/grants/${grants[0].id}`,
    })
    assert.equal(revoked.statusCode, 200, revoked.body)
    assert.equal((await mcpCall(issued.access_token)).statusCode, 401)

    const { verifier: v2, challenge: c2 } = pkce()
    const other = (await tokens(await consent(c2), v2)).json()
    const answer = await t.request({
      method: 'POST',
      url: '/oauth/revoke',
      ...form({ token: other.access_token, client_id: clientId }),
    })
    assert.equal(answer.statusCode, 200)
    assert.equal((await mcpCall(other.access_token)).statusCode, 401)
  })

  it('stops a token at once when its person is disabled', async () => {
    const { verifier, challenge } = pkce()
    const issued = (await tokens(await consent(challenge), verifier)).json()
    assert.equal((await mcpCall(issued.access_token)).statusCode, 200)
    const person = await t.services.users.find('ada@example.com')
    await t.services.users.update(person.id, { disabled: true }, SYSTEM_AUDIT)
    assert.equal((await mcpCall(issued.access_token)).statusCode, 401)
    await t.services.users.update(person.id, { disabled: false }, SYSTEM_AUDIT)
  })

  it('answers bad token requests with RFC codes, never a 500', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ grant_type: 'password' }, 'unsupported_grant_type'],
      [{}, 'invalid_request'],
      [
        { grant_type: 'authorization_code', code: 'x', code_verifier: 'a'.repeat(43), client_id: 'nobody' },
        'invalid_client',
      ],
      [
        { grant_type: 'authorization_code', code: 'nope', code_verifier: 'a'.repeat(43), client_id: '' },
        'invalid_request',
      ],
      [{ grant_type: 'refresh_token', refresh_token: 'pctx_ort_nope', client_id: 'x' }, 'invalid_client'],
    ]
    for (const [fields, code] of cases) {
      const response = await t.request({ method: 'POST', url: '/oauth/token', ...form(fields) })
      assert.ok(response.statusCode < 500, response.body)
      assert.equal(response.json().error, code, JSON.stringify(fields))
    }
    const notJson = await t.request({
      method: 'POST',
      url: '/oauth/register',
      headers: { 'content-type': 'application/json' },
      payload: '[1]',
    })
    assert.equal(notJson.statusCode, 400)
    assert.equal(notJson.json().error, 'invalid_client_metadata')
  })
})
