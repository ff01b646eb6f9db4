import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { InjectOptions } from 'fastify'
import { fails, ok } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/** One malformed request (query, path, method or header) and the 4xx it must answer. */
interface Bad {
  name: string
  request: InjectOptions
  status: number
  error: RegExp
  /** The Allow header a 405 must carry. */
  allow?: RegExp
}

const BLOCKS = '/api/v1/projects/mal/blocks'
const get = (url: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'GET',
  url,
  headers,
})
const list = (query: string) => get(`${BLOCKS}?${query}`)
const search = (query: string) => get(`${BLOCKS}/search?${query}`)

const BAD: Bad[] = [
  // List parameters.
  { name: 'limit=0', request: list('limit=0'), status: 400, error: /limit: must be >= 1/ },
  { name: 'limit=-1', request: list('limit=-1'), status: 400, error: /limit/ },
  {
    name: 'limit=abc',
    request: list('limit=abc'),
    status: 400,
    error: /limit: must be a whole number in plain digits/,
  },
  { name: 'limit=1.5', request: list('limit=1.5'), status: 400, error: /limit/ },
  { name: 'limit=1001', request: list('limit=1001'), status: 400, error: /limit: must be <= 1000/ },
  { name: 'limit given twice', request: list('limit=1&limit=2'), status: 400, error: /limit/ },
  {
    name: 'status=bogus',
    request: list('status=bogus'),
    status: 400,
    error: /status: must be one of empty, draft, complete$/,
  },
  { name: 'section with capitals', request: list('section=Brand'), status: 400, error: /section/ },
  { name: 'type with a space', request: list('type=a%20b'), status: 400, error: /type/ },
  { name: 'cursor of garbage', request: list('cursor=%25%25not-a-cursor'), status: 400, error: /cursor/i },
  {
    name: 'cursor of base64 JSON it never issued',
    request: list('cursor=eyJ4IjoxfQ'),
    status: 400,
    error: /cursor/i,
  },
  {
    name: 'cursor over 1024 characters',
    request: list(`cursor=${'c'.repeat(1100)}`),
    status: 400,
    error: /cursor/,
  },
  {
    name: 'an unknown query parameter',
    request: list('colour=red'),
    status: 400,
    error: /colour: is not a known parameter/,
  },
  // Search parameters.
  { name: 'q missing', request: search(''), status: 400, error: /\bq\b.*required/ },
  { name: 'q empty', request: search('q='), status: 400, error: /\bq\b/ },
  {
    name: 'q of 1025 characters',
    request: search(`q=${'a'.repeat(1025)}`),
    status: 400,
    error: /q: must NOT have more than 1024/,
  },
  {
    name: 'search match given twice',
    request: search('q=a&match=any&match=all'),
    status: 400,
    error: /\bmatch\b/,
  },
  {
    name: 'search match=either',
    request: search('q=a&match=either'),
    status: 400,
    error: /match: must be one of any, all/,
  },
  { name: 'q given twice', request: search('q=a&q=b'), status: 400, error: /\bq\b/ },
  { name: 'search limit=101', request: search('q=a&limit=101'), status: 400, error: /limit: must be <= 100/ },
  { name: 'search limit=0', request: search('q=a&limit=0'), status: 400, error: /limit/ },
  {
    name: 'search status=bogus',
    request: search('q=a&status=bogus'),
    status: 400,
    error: /status: must be one of/,
  },
  // Paths.
  {
    name: 'a project id with invalid characters',
    request: get('/api/v1/projects/bad!id/blocks'),
    status: 400,
    error: /path parameter projectId/,
  },
  {
    name: 'a project id of 65 characters',
    request: get(`/api/v1/projects/${'p'.repeat(65)}/blocks`),
    status: 400,
    error: /projectId/,
  },
  {
    name: 'a block key of 129 characters',
    request: get(`${BLOCKS}/${'k'.repeat(129)}`),
    status: 400,
    error: /blockKey/,
  },
  {
    name: 'a block key of 300 characters',
    request: get(`${BLOCKS}/${'k'.repeat(300)}`),
    status: 400,
    error: /too long/,
  },
  { name: 'a block key with a space', request: get(`${BLOCKS}/two%20words`), status: 400, error: /blockKey/ },
  {
    name: 'a broken percent-encoding',
    request: get(`${BLOCKS}/%E0%A4%A`),
    status: 400,
    error: /URL is not valid/,
  },
  {
    name: 'an unknown route under the API',
    request: get('/api/v1/nothing-here'),
    status: 404,
    error: /No route GET \/api\/v1\/nothing-here/,
  },
  { name: 'an unknown route at the root', request: get('/wp-admin.php'), status: 404, error: /No route/ },
  { name: 'an unknown block', request: get(`${BLOCKS}/never-made`), status: 404, error: /never-made/ },
  // Methods.
  {
    name: 'DELETE on sync',
    request: { method: 'DELETE', url: '/api/v1/projects/mal/sync' },
    status: 405,
    error: /DELETE is not allowed/,
    allow: /^POST$/,
  },
  {
    name: 'GET on sync',
    request: get('/api/v1/projects/mal/sync'),
    status: 405,
    error: /use POST/,
    allow: /^POST$/,
  },
  {
    name: 'PUT on the block list',
    request: { method: 'PUT', url: BLOCKS, payload: {} },
    status: 405,
    error: /PUT is not allowed/,
    allow: /\bGET\b/,
  },
  {
    name: 'PATCH on a block',
    request: { method: 'PATCH', url: `${BLOCKS}/b1`, payload: {} },
    status: 405,
    error: /PATCH/,
    allow: /\bGET\b/,
  },
  {
    name: 'POST on export',
    request: { method: 'POST', url: '/api/v1/projects/mal/export', payload: {} },
    status: 405,
    error: /POST/,
    allow: /\bGET\b/,
  },
  // Headers.
  { name: 'no API key', request: { method: 'GET', url: BLOCKS }, status: 401, error: /Missing API key/ },
  {
    name: 'a 20 KB API key',
    request: get(BLOCKS, { 'x-api-key': `pctx_${'a'.repeat(20_000)}` }),
    status: 401,
    error: /Malformed API key/,
  },
  {
    name: 'an API key of the right shape that does not exist',
    request: get(BLOCKS, { 'x-api-key': `pctx_${'A'.repeat(43)}` }),
    status: 401,
    error: /Unknown API key/,
  },
]

/** Requests made without the suite's key (its own header wins). */
const ANONYMOUS = new Set([
  'no API key',
  'a 20 KB API key',
  'an API key of the right shape that does not exist',
])

describe('malformed queries, paths, methods and headers: a 4xx envelope, never a 500', () => {
  let t: TestApp
  let key: string
  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'mal' })
    // A key for every project, so path validation (not project access) answers.
    key = await t.key({ allProjects: true })
    ok(
      await t.request({
        method: 'POST',
        url: '/api/v1/projects/mal/sync',
        key,
        payload: { blocks: [{ key: 'b1', type: 'text', section: 'brand', value: { content: 'x' } }] },
      }),
    )
  })
  after(() => t.close())

  for (const bad of BAD) {
    it(`${bad.name} → ${bad.status}`, async () => {
      const response = await t.request({ ...bad.request, key: ANONYMOUS.has(bad.name) ? undefined : key })
      const body = fails(response, bad.status, bad.error)
      assert.ok(!/<html|<!doctype/i.test(response.body), 'never HTML')
      if (bad.allow) assert.match(String(response.headers.allow), bad.allow)
      if (bad.status === 400 && body.details) assert.ok(body.details.length >= 1)
    })
  }

  it('a huge unrelated header is ignored, odd but valid queries are answered', async () => {
    ok(await t.request({ ...get(BLOCKS, { 'x-padding': 'p'.repeat(20_000) }), key }))
    // Full-text query syntax is matched as words, never run as a query language.
    for (const q of ['"* OR NEAR(', 'a AND -b', "'; DROP TABLE blocks; --", '🎉 ünïcödé', '%00']) {
      ok(await t.request({ ...search(`q=${encodeURIComponent(q)}`), key }))
    }
  })

  it('the app still answers afterwards, and the data is intact', async () => {
    ok(await t.request({ method: 'GET', url: '/healthz' }))
    const blocks = ok(await t.request({ method: 'GET', url: BLOCKS, key })).data as { key: string }[]
    assert.deepEqual(
      blocks.map((b) => b.key),
      ['b1'],
    )
  })
})
