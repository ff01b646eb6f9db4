import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ManualClock } from '../helpers/clock.js'
import { fetchDocument, type OpenApiDocument } from '../helpers/openapi.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * The OAuth protocol endpoints as OpenAPI operations whose schemas validate them, still answering
 * the RFCs' errors (docs/oauth.md); and CORS for browser-based MCP and OAuth clients: the
 * discovery documents to any origin, the MCP, token, registration and revocation endpoints to
 * MCP_ALLOWED_ORIGINS only.
 */
const ALLOWED = 'https://app.example.com'
const EVIL = 'https://evil.example'

const form = (fields: [string, string][]) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
})

describe('OAuth endpoints: OpenAPI, validation and CORS', () => {
  let t: TestApp
  let document: OpenApiDocument
  before(async () => {
    // A clock that stands still: limits count per UTC minute, and a real one could cross a
    // minute's end during the 101 token requests of the rate-limit test.
    t = await createTestApp({
      env: { MCP_ALLOWED_ORIGINS: ALLOWED, PUBLIC_RATE_LIMIT_PER_MINUTE: '100' },
      clock: new ManualClock(),
    })
    document = await fetchDocument(t)
  })
  after(() => t.close())

  it('documents every OAuth endpoint as an operation, forms and RFC errors included', () => {
    const operation = (path: string, method: 'get' | 'post') => document.paths[path]?.[method]
    for (const path of [
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/mcp',
      '/.well-known/oauth-protected-resource/api/v1',
      '/.well-known/oauth-authorization-server',
      '/.well-known/openid-configuration',
      '/oauth/authorize',
    ]) {
      assert.ok(operation(path, 'get')?.operationId, `GET ${path}`)
    }
    for (const path of ['/oauth/token', '/oauth/revoke']) {
      const post = operation(path, 'post')
      assert.deepEqual(
        Object.keys(post?.requestBody?.content ?? {}),
        ['application/x-www-form-urlencoded'],
        path,
      )
      assert.deepEqual(post?.responses['400']?.content, {
        'application/json': { schema: { $ref: '#/components/schemas/OauthError' } },
      })
    }
    assert.deepEqual(Object.keys(operation('/oauth/register', 'post')?.responses ?? {}).sort(), [
      '201',
      '400',
      '429',
      '500',
      '503',
    ])
  })

  it('answers requests that fail the schemas with the RFC codes, naming the field', async () => {
    const cases: [string, ReturnType<typeof form> | { payload: object }, string, RegExp][] = [
      [
        '/oauth/token',
        form([
          ['grant_type', 'refresh_token'],
          ['grant_type', 'authorization_code'],
        ]),
        'invalid_request',
        /grant_type is given more than once/,
      ],
      ['/oauth/token', form([['code', 'x']]), 'invalid_request', /grant_type is missing/],
      ['/oauth/revoke', form([['client_id', 'x']]), 'invalid_request', /token is missing/],
      [
        '/oauth/register',
        { payload: { redirect_uris: 'https://app.example.com/cb' } },
        'invalid_redirect_uri',
        /redirect_uris must be array/,
      ],
      [
        '/oauth/register',
        { payload: { redirect_uris: ['https://app.example.com/cb'], logo_uri: 7 } },
        'invalid_client_metadata',
        /logo_uri must be string/,
      ],
    ]
    for (const [url, request, code, description] of cases) {
      const response = await t.request({ method: 'POST', url, ...request })
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`)
      assert.equal(response.json().error, code, response.body)
      assert.match(response.json().error_description, description)
      assert.equal(response.json().data, null)
    }
    const twice = await t.request({ method: 'GET', url: '/oauth/authorize?state=a&state=b&client_id=x' })
    assert.equal(twice.statusCode, 400, twice.body)
    assert.deepEqual(twice.json(), {
      data: null,
      error: 'invalid_request',
      error_description: 'state is given more than once',
    })
  })

  it('keeps 429 and Retry-After for a rate-limited token request (not invalid_request)', async () => {
    const remoteAddress = '10.24.0.1'
    let last: Awaited<ReturnType<TestApp['request']>> | undefined
    for (let i = 0; i <= 100; i++) {
      last = await t.request({ method: 'POST', url: '/oauth/token', remoteAddress, ...form([]) })
    }
    assert.equal(last?.statusCode, 429, last?.body)
    assert.ok(Number(last?.headers['retry-after']) > 0)
  })

  it('answers preflights of the allowed origins, and none of another', async () => {
    for (const url of [
      '/oauth/token',
      '/oauth/register',
      '/oauth/revoke',
      '/mcp',
      '/api/projects/demo/mcp',
    ]) {
      const allowed = await t.request({
        method: 'OPTIONS',
        url,
        headers: {
          origin: ALLOWED,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization, mcp-protocol-version',
        },
      })
      assert.equal(allowed.statusCode, 204, `${url}: ${allowed.body}`)
      assert.equal(allowed.headers['access-control-allow-origin'], ALLOWED, url)
      assert.match(String(allowed.headers['access-control-allow-methods']), /\bPOST\b/, url)
      assert.match(String(allowed.headers['access-control-allow-headers']), /Authorization/, url)
      assert.match(String(allowed.headers['access-control-allow-headers']), /Mcp-Protocol-Version/, url)
      assert.match(String(allowed.headers.vary), /Origin/, url)

      const refused = await t.request({
        method: 'OPTIONS',
        url,
        headers: { origin: EVIL, 'access-control-request-method': 'POST' },
      })
      assert.equal(refused.statusCode, 403, url)
      assert.equal(refused.headers['access-control-allow-origin'], undefined, url)
      assert.equal(refused.headers['access-control-allow-methods'], undefined, url)
    }
  })

  it('lets any origin read the discovery documents', async () => {
    for (const url of [
      '/.well-known/oauth-protected-resource/mcp',
      '/.well-known/oauth-authorization-server',
    ]) {
      const preflight = await t.request({
        method: 'OPTIONS',
        url,
        headers: { origin: EVIL, 'access-control-request-method': 'GET' },
      })
      assert.equal(preflight.statusCode, 204, url)
      assert.equal(preflight.headers['access-control-allow-origin'], '*')
      const read = await t.request({
        method: 'GET',
        url,
        headers: { origin: EVIL, 'mcp-protocol-version': '2025-11-25' },
      })
      assert.equal(read.statusCode, 200, url)
      assert.equal(read.headers['access-control-allow-origin'], '*')
    }
  })

  it('gives CORS headers to the answers of an allowed origin only, 401 challenge readable', async () => {
    const mcp = (origin: string) =>
      t.request({
        method: 'POST',
        url: '/mcp',
        headers: { origin, accept: 'application/json, text/event-stream' },
        payload: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
      })
    const challenged = await mcp(ALLOWED)
    assert.equal(challenged.statusCode, 401)
    assert.equal(challenged.headers['access-control-allow-origin'], ALLOWED)
    assert.match(String(challenged.headers['access-control-expose-headers']), /WWW-Authenticate/)
    assert.match(String(challenged.headers['access-control-expose-headers']), /Mcp-Session-Id/)
    const rebinding = await mcp(EVIL)
    assert.equal(rebinding.statusCode, 403, 'MCP still refuses another origin')
    assert.equal(rebinding.headers['access-control-allow-origin'], undefined)

    const token = (origin: string) =>
      t.request({
        method: 'POST',
        url: '/oauth/token',
        headers: { ...form([]).headers, origin },
        payload: 'grant_type=x',
      })
    const fromAllowed = await token(ALLOWED)
    assert.equal(fromAllowed.json().error, 'unsupported_grant_type')
    assert.equal(fromAllowed.headers['access-control-allow-origin'], ALLOWED)
    const fromEvil = await token(EVIL)
    assert.equal(fromEvil.headers['access-control-allow-origin'], undefined)
  })
})
