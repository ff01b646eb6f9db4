import assert from 'node:assert/strict'
import diagnostics from 'node:diagnostics_channel'
import { after, before, describe, it } from 'node:test'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { Validator } from '@seriousme/openapi-schema-validator'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { finishDocument } from '../../src/http/openapi-document.js'
import { fetchDocument, type OpenApiDocument, operationsOf } from '../helpers/openapi.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/** The operationIds are part of the API (client generators name methods after them): stable. */
/**
 * Operations whose security is not "a key or a person's session" under /api/v1 (every route
 * there decides by `can` for both, docs/people.md) and "none" elsewhere.
 */
const SECURITY: Record<string, object[]> = {
  getOpenApiDocument: [],
  signIn: [],
  getAuthMethods: [],
  startOidcSignIn: [],
  finishOidcSignIn: [],
  setPassword: [],
  signOut: [{ SessionCookie: [] }],
  listSessions: [{ SessionCookie: [] }],
  endSession: [{ SessionCookie: [] }],
  getConsent: [{ SessionCookie: [] }],
  answerConsent: [{ SessionCookie: [] }],
  listGrants: [{ SessionCookie: [] }],
  revokeGrant: [{ SessionCookie: [] }],
}

const OPERATION_IDS = [
  'answerConsent',
  'authorizeApp',
  'checkLiveness',
  'checkReadiness',
  'createKey',
  'createProject',
  'createUser',
  'createUserLink',
  'createWebhook',
  'deleteBlock',
  'deleteBlockType',
  'deleteKey',
  'deleteProject',
  'deleteWebhook',
  'endSession',
  'exportProject',
  'finishOidcSignIn',
  'getApiResourceMetadata',
  'getAuthMethods',
  'getAuthorizationServerMetadata',
  'getBlock',
  'getBlockHistory',
  'getBlockType',
  'getConsent',
  'getContext',
  'getKey',
  'getLlmsFullTxt',
  'getLlmsTxt',
  'getMarkdown',
  'getMcpResourceMetadata',
  'getMe',
  'getOpenApiDocument',
  'getOpenIdConfiguration',
  'getProtectedResourceMetadata',
  'getRevision',
  'getSectionMarkdown',
  'getSynonyms',
  'listAuditEvents',
  'listBlockTypes',
  'listBlocks',
  'listChanges',
  'listGrants',
  'listKeys',
  'listMembers',
  'listProjects',
  'listRevisions',
  'listSessions',
  'listUsers',
  'listWebhookDeliveries',
  'listWebhooks',
  'putBlockType',
  'putMember',
  'putSynonyms',
  'registerClient',
  'removeMember',
  'requestTokens',
  'restoreRevision',
  'revokeGrant',
  'revokeKey',
  'revokeToken',
  'searchBlocks',
  'setPassword',
  'signIn',
  'signOut',
  'startOidcSignIn',
  'syncBlocks',
  'testWebhook',
  'updateKey',
  'updateProject',
  'updateUser',
]

/**
 * Routes that are deliberately not operations of the document, and why. Any other route missing
 * from the document fails the coverage test: give it an operationId (see docs/openapi.md).
 */
const NOT_OPERATIONS: { methods: string[]; url: RegExp; why: string }[] = [
  {
    methods: ['GET'],
    url: /^\/docs(\/.*)?$/,
    why: 'the reference page itself: its HTML, Swagger UI assets, and its own copy of the document (/docs/json, /docs/yaml)',
  },
  {
    methods: ['GET'],
    url: /^\/(console(\/.*)?)?$/,
    why: 'the web console (src/http/routes/console.ts): its page and built files, for browsers, not an API',
  },
  {
    methods: ['GET'],
    url: /^\/metrics$/,
    why: 'Prometheus exposition for the operator’s scraper (METRICS_TOKEN), not part of the JSON API: described in docs/deployment.md, "Metrics"',
  },
  {
    methods: ['OPTIONS'],
    url: /^\/api\/projects\/:projectId\//,
    why: 'CORS preflights of the public outputs: browsers send them, no client calls them (described in the "public" tag)',
  },
  {
    // Owned by the MCP server (src/http/routes/mcp.ts): JSON-RPC over Streamable HTTP, described in
    // docs/mcp.md rather than as REST operations. If its schema gets an operationId it is documented
    // like any route, and this entry is simply unused.
    methods: ['POST', 'GET', 'DELETE'],
    url: /^\/mcp$/,
    why: 'the MCP endpoint (JSON-RPC, see docs/mcp.md)',
  },
  {
    // Like /mcp: a public project's keyless MCP endpoint (src/http/routes/public-mcp.ts).
    methods: ['POST', 'GET', 'DELETE'],
    url: /^\/api\/projects\/:projectId\/mcp$/,
    why: "a public project's MCP endpoint (JSON-RPC, see docs/mcp.md)",
  },
  {
    // src/http/cors.ts: browser-based MCP and OAuth clients of other origins.
    methods: ['OPTIONS'],
    url: /^\/(\.well-known\/(oauth-authorization-server|openid-configuration|oauth-protected-resource(\/.*)?)|oauth\/(token|register|revoke)|mcp|api\/projects\/:projectId\/mcp)$/,
    why: 'CORS preflights of the MCP and OAuth endpoints: browsers send them, no client calls them (docs/oauth.md)',
  },
]

/** `:param` → `{param}`, as in OpenAPI paths. */
const toTemplate = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

describe('finishDocument', () => {
  const documentWith = (a: object, b: object) => ({
    openapi: '3.1.0',
    paths: {
      '/x': {
        get: {
          responses: {
            '200': { description: 'ok', content: { 'application/json': { schema: a } } },
            '404': { description: 'no', content: { 'application/json': { schema: b } } },
          },
        },
      },
    },
    components: {},
  })

  it('turns titled schemas into shared components and literal unions into enums', () => {
    const status = {
      anyOf: [
        { type: 'string', enum: ['a'] },
        { type: 'string', enum: ['b'] },
      ],
    }
    const named = { title: 'Thing', type: 'object', properties: { s: status } }
    const done = finishDocument(documentWith(named, { ...named, description: 'the thing, here' })) as {
      paths: Record<string, { get: { responses: Record<string, { content: object; headers: object }> } }>
      components: { schemas: Record<string, unknown> }
    }
    const responses = done.paths['/x']?.get.responses ?? {}
    assert.deepEqual(responses['200']?.content, {
      'application/json': { schema: { $ref: '#/components/schemas/Thing' } },
    })
    assert.deepEqual(responses['404']?.content, {
      'application/json': { schema: { $ref: '#/components/schemas/Thing' } },
    })
    assert.deepEqual(done.components.schemas.Thing, {
      title: 'Thing',
      description: 'the thing, here',
      type: 'object',
      properties: { s: { type: 'string', enum: ['a', 'b'] } },
    })
    assert.ok('X-Request-Id' in (responses['200']?.headers ?? {}))
  })

  it('refuses two different schemas under one title', () => {
    const one = { title: 'Thing', type: 'object', properties: { a: { type: 'string' } } }
    const other = { title: 'Thing', type: 'object', properties: { a: { type: 'integer' } } }
    assert.throws(() => finishDocument(documentWith(one, other)), /two different schemas are titled "Thing"/)
  })
})

describe('OpenAPI document', () => {
  let t: TestApp
  let document: OpenApiDocument
  let source: string
  const routes: { method: string; url: string }[] = []

  before(async () => {
    // Every route the app registers, seen by an onRoute hook added the moment Fastify creates
    // the instance (before buildApp registers anything).
    const onInit = (message: unknown) => {
      const { fastify } = message as { fastify: FastifyInstance }
      fastify.addHook('onRoute', (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method]
        for (const method of methods) routes.push({ method: String(method), url: route.url ?? '' })
      })
    }
    diagnostics.subscribe('fastify.initialization', onInit)
    try {
      t = await createTestApp()
    } finally {
      diagnostics.unsubscribe('fastify.initialization', onInit)
    }
    const response = await t.request({ method: 'GET', url: '/api/v1/openapi.json' })
    source = response.body
    document = await fetchDocument(t)
  })

  after(async () => {
    await t.close()
  })

  it('is a valid OpenAPI 3.1 document (official JSON schema of the specification)', async () => {
    assert.equal(document.openapi, '3.1.0')
    const result = await new Validator().validate(JSON.parse(source))
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2))
  })

  it('lints clean with the Redocly recommended ruleset', async () => {
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lintFromString({ source, absoluteRef: 'http://pctx.test/openapi.json', config })
    const describe = (p: (typeof problems)[number]) =>
      `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`
    assert.deepEqual(problems.filter((p) => p.severity === 'error').map(describe), [], 'no lint errors')
    // The warnings allowed: the health probes take no input, so they have no 4xx answer; SSO's
    // start and callback and OAuth's authorize answer redirects (302), never a 2xx.
    const warnings = problems.filter((p) => p.severity !== 'error')
    for (const warning of warnings) {
      if (warning.ruleId === 'operation-2xx-response') {
        assert.match(
          warning.location[0]?.pointer ?? '',
          /^#\/paths\/(~1api~1v1~1auth~1oidc~1(start|callback)|~1oauth~1authorize)\//,
        )
        continue
      }
      assert.equal(warning.ruleId, 'operation-4xx-response', describe(warning))
      assert.match(warning.location[0]?.pointer ?? '', /^#\/paths\/~1(healthz|readyz)\//, describe(warning))
    }
  })

  it('has stable camelCase operationIds, a summary, tags and security on every operation', () => {
    const operations = operationsOf(document)
    const ids = operations.map(({ operation }) => operation.operationId ?? '')
    assert.deepEqual([...ids].sort(), OPERATION_IDS)
    const tagNames = new Set(((document.tags ?? []) as { name: string }[]).map((tag) => tag.name))
    for (const { method, path, operation } of operations) {
      const where = `${method} ${path}`
      assert.match(operation.operationId ?? '', /^[a-z][A-Za-z0-9]*$/, where)
      assert.ok(operation.summary, `${where}: summary`)
      assert.ok(operation.tags?.length, `${where}: tags`)
      for (const tag of operation.tags ?? []) assert.ok(tagNames.has(tag), `${where}: tag ${tag} is declared`)
      assert.ok(Array.isArray(operation.security), `${where}: security says whether a key is needed`)
      const keys = [{ ApiKeyAuth: [] }, { BearerAuth: [] }, { SessionCookie: [] }]
      assert.deepEqual(
        operation.security,
        SECURITY[operation.operationId ?? ''] ?? (path.startsWith('/api/v1/') ? keys : []),
        where,
      )
    }
    const scheme = document.components.securitySchemes?.ApiKeyAuth as Record<string, unknown> | undefined
    assert.deepEqual(
      { ...scheme, description: undefined },
      {
        type: 'apiKey',
        in: 'header',
        name: 'X-API-Key',
        description: undefined,
      },
    )
  })

  it('documents every registered route, and every documented operation is a route', () => {
    assert.ok(
      routes.some((r) => r.url === '/api/v1/projects/:projectId/sync'),
      'the onRoute hook saw the routes',
    )
    const registered = new Set(routes.map(({ method, url }) => `${method} ${toTemplate(url)}`))
    const documented = new Set(
      operationsOf(document).map(({ method, path }) => `${method.toUpperCase()} ${path}`),
    )
    const missing: string[] = []
    for (const { method, url } of routes) {
      const template = toTemplate(url)
      if (documented.has(`${method} ${template}`)) continue
      // Fastify answers HEAD for every GET (exposeHeadRoutes); the document says so once.
      if (method === 'HEAD' && registered.has(`GET ${template}`)) {
        const getDocumented = documented.has(`GET ${template}`)
        const getExcused = NOT_OPERATIONS.some((r) => r.methods.includes('GET') && r.url.test(url))
        if (getDocumented || getExcused) continue
      }
      if (NOT_OPERATIONS.some((r) => r.methods.includes(method) && r.url.test(url))) continue
      missing.push(`${method} ${url}`)
    }
    assert.deepEqual(missing, [], 'registered routes missing from the OpenAPI document')
    for (const operation of documented) {
      assert.ok(registered.has(operation), `documented operation ${operation} is not a route`)
    }
    // Preflights exist only where a documented operation, or the MCP endpoint, does.
    for (const { method, url } of routes.filter((r) => r.method === 'OPTIONS')) {
      const template = toTemplate(url)
      const served = ['GET', 'POST'].some(
        (other) =>
          documented.has(`${other} ${template}`) ||
          NOT_OPERATIONS.some((r) => r.methods.includes(other) && r.url.test(url)),
      )
      assert.ok(served, `preflight ${method} ${url} has its GET or POST`)
    }
  })

  it('describes every path parameter, with the patterns and ranges the server applies', () => {
    for (const { method, path, operation } of operationsOf(document)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)
      assert.deepEqual(declared.sort(), inPath.sort(), `${method} ${path}: path parameters`)
      for (const parameter of operation.parameters ?? []) {
        if (parameter.$ref) continue
        assert.ok(parameter.schema, `${method} ${path}: ${parameter.name} has a schema`)
      }
    }
    const list = document.paths['/api/v1/projects/{projectId}/blocks']?.get
    const param = (name: string) => list?.parameters?.find((p) => p.name === name)
    assert.deepEqual(param('limit')?.schema, { minimum: 1, maximum: 1000, default: 100, type: 'integer' })
    assert.equal(
      (param('projectId')?.schema as { pattern?: string } | undefined)?.pattern,
      '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$',
    )
    assert.deepEqual(document.components.schemas.BlockStatus, {
      title: 'BlockStatus',
      description: 'empty, draft or complete',
      type: 'string',
      enum: ['empty', 'draft', 'complete'],
    })
  })

  it('shares the error envelope, the rate-limit headers and X-Request-Id across every response', () => {
    for (const { method, path, operation } of operationsOf(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const where = `${method} ${path} ${status}`
        const headers = response.headers ?? {}
        assert.deepEqual(headers['X-Request-Id'], { $ref: '#/components/headers/X-Request-Id' }, where)
        for (const name of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']) {
          assert.ok(headers[name], `${where}: ${name}`)
        }
        if (status === '429')
          assert.deepEqual(headers['Retry-After'], { $ref: '#/components/headers/Retry-After' })
        if (Number(status) >= 400) {
          // The OAuth protocol endpoints answer the RFCs' errors (error_description besides).
          const envelope = operation.tags?.includes('oauth') ? 'OauthError' : 'ErrorEnvelope'
          assert.deepEqual(
            response.content,
            { 'application/json': { schema: { $ref: `#/components/schemas/${envelope}` } } },
            where,
          )
        }
        if (status === '304') {
          assert.equal(response.content, undefined, where)
          assert.deepEqual(headers.ETag, { $ref: '#/components/headers/ETag' }, where)
          assert.ok(
            operation.parameters?.some((p) => p.$ref === '#/components/parameters/If-None-Match'),
            `${where}: If-None-Match`,
          )
        }
      }
    }
  })

  it('gives the public text outputs their media types', () => {
    const media = (path: string) =>
      Object.keys(document.paths[path]?.get?.responses['200']?.content ?? {}).join(', ')
    assert.equal(media('/api/projects/{projectId}/llms.txt'), 'text/plain')
    assert.equal(media('/api/projects/{projectId}/llms-full.txt'), 'text/plain')
    assert.equal(media('/api/projects/{projectId}/markdown'), 'text/markdown')
    assert.equal(media('/api/projects/{projectId}/markdown/{section}'), 'text/markdown')
    // JSON, or the project markdown for an Accept that prefers it.
    assert.equal(media('/api/projects/{projectId}/context'), 'application/json, text/markdown')
    const sync = document.paths['/api/v1/projects/{projectId}/sync']?.post
    assert.deepEqual(Object.keys(sync?.requestBody?.content ?? {}), ['application/json'])
    assert.deepEqual(sync?.requestBody?.content['application/json']?.schema, {
      $ref: '#/components/schemas/SyncRequest',
    })
  })

  it('is generated once and served with a strong ETag (304 on If-None-Match), without a key', async () => {
    const first = await t.request({ method: 'GET', url: '/api/v1/openapi.json' })
    const second = await t.request({ method: 'GET', url: '/api/v1/openapi.json' })
    assert.equal(first.body, second.body)
    assert.match(String(first.headers['content-type']), /^application\/json; charset=utf-8$/)
    const etag = String(first.headers.etag)
    assert.match(etag, /^"openapi-[A-Za-z0-9_-]+"$/)
    assert.equal(first.headers['access-control-allow-origin'], '*')
    const notModified = await t.request({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { 'if-none-match': etag },
    })
    assert.equal(notModified.statusCode, 304)
    assert.equal(notModified.body, '')
    // The reference page's own copies are the same document.
    const copy = await t.request({ method: 'GET', url: '/docs/json' })
    assert.deepEqual(copy.json(), document)
    const yaml = await t.request({ method: 'GET', url: '/docs/yaml' })
    assert.equal(yaml.statusCode, 200)
    assert.match(yaml.body, /^openapi: 3\.1\.0$/m)
  })

  it('names the server: PUBLIC_BASE_URL when set, else the one it came from', async () => {
    assert.deepEqual(document.servers, [{ url: '/', description: 'This server' }])
    const behindProxy = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://ctx.example.com/api' } })
    try {
      const other = await fetchDocument(behindProxy)
      assert.deepEqual(other.servers, [{ url: 'https://ctx.example.com/api', description: 'This server' }])
      // Paths stay absolute from the server's root, whatever the base URL.
      assert.deepEqual(Object.keys(other.paths), Object.keys(document.paths))
    } finally {
      await behindProxy.close()
    }
  })

  it('serves the interactive reference at /docs from the npm package, without a key', async () => {
    const page = await t.request({ method: 'GET', url: '/docs' })
    assert.equal(page.statusCode, 200, page.body)
    assert.match(String(page.headers['content-type']), /^text\/html/)
    assert.match(page.body, /<div id="swagger-ui">/)
    assert.match(String(page.headers['content-security-policy']), /default-src 'self'/)
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '')
    assert.ok(assets.length >= 4, `assets: ${assets.join(', ')}`)
    for (const asset of assets) {
      assert.doesNotMatch(asset, /^(https?:)?\/\//, `${asset}: no CDN, every asset is served here`)
    }
    for (const asset of assets.filter((a) => /\.(js|css)$/.test(a))) {
      const url = new URL(asset, 'http://pctx.test/docs').pathname
      const response = await t.request({ method: 'GET', url })
      assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 200)}`)
      assert.ok(response.body.length > 0, url)
      assert.match(String(response.headers['content-type']), /javascript|css/, url)
    }
    // The page loads the document relative to itself: /docs/json.
    const initializer = await t.request({ method: 'GET', url: '/docs/static/swagger-initializer.js' })
    assert.match(initializer.body, /resolveUrl\('\.\/json'\)/)
    // Unknown assets are the JSON 404 envelope, like any unknown path.
    const missing = await t.request({ method: 'GET', url: '/docs/static/nope.js' })
    assert.equal(missing.statusCode, 404)
    assert.equal(missing.json().data, null)
  })
})
