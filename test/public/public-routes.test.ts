import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { buildApp } from '../../src/app.js'
import { ManualClock } from '../helpers/clock.js'
import { parseLlmsTxt } from '../helpers/llms-txt-parser.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { FIXTURE_TIME, fixtureEntries, fixtureProject } from './fixture-project.js'
import { assertGolden } from './golden.js'

const BASE = 'https://ctx.example.com'
const P = '/api/projects'

const ENDPOINTS = [
  { path: 'llms.txt', type: 'text/plain; charset=utf-8', golden: 'llms.txt' },
  { path: 'llms-full.txt', type: 'text/plain; charset=utf-8', golden: 'llms-full.txt' },
  { path: 'markdown', type: 'text/markdown; charset=utf-8', golden: 'markdown.md' },
  { path: 'markdown/users', type: 'text/markdown; charset=utf-8', golden: 'markdown-users.md' },
  { path: 'context', type: 'application/json; charset=utf-8', golden: 'context.json' },
] as const

/** An app whose `fixture` project holds the fixture blocks at revision 1, plus a private project. */
async function fixtureApp(env: Record<string, string> = { PUBLIC_BASE_URL: BASE }): Promise<TestApp> {
  const t = await createTestApp({ env, clock: new ManualClock(FIXTURE_TIME) })
  const { id, name, description } = fixtureProject()
  await t.project({ id, name, description })
  await t.services.blocks.sync(id, { blocks: fixtureEntries() })
  await t.project({ id: 'secret', public: false })
  await t.services.blocks.sync('secret', {
    blocks: [{ key: 'a', type: 'text', section: 'brand', value: { content: 'hidden' } }],
  })
  return t
}

function get(t: TestApp, path: string, headers: Record<string, string> = {}) {
  return t.request({ method: 'GET', url: `${P}/${path}`, headers })
}

describe('public endpoints', () => {
  let t: TestApp
  before(async () => {
    t = await fixtureApp()
  })
  after(() => t.close())

  it('serve the fixture project byte for byte as the renderers render it, with their content types', async () => {
    for (const endpoint of ENDPOINTS) {
      const res = await get(t, `fixture/${endpoint.path}`)
      assert.equal(res.statusCode, 200, `${endpoint.path}: ${res.body}`)
      assert.equal(res.headers['content-type'], endpoint.type)
      assertGolden(endpoint.golden, res.body)
    }
  })

  it('need no key and send the caching and CORS headers', async () => {
    const res = await get(t, 'fixture/llms.txt')
    assert.equal(res.headers['cache-control'], 'public, max-age=60')
    assert.equal(res.headers['access-control-allow-origin'], '*')
    assert.match(String(res.headers['access-control-expose-headers']), /ETag/)
    assert.equal(res.headers['x-content-type-options'], 'nosniff')
    assert.match(String(res.headers.etag), /^"[^"]+"$/, 'a strong ETag')
    assert.ok(res.headers['x-request-id'])
  })

  it('/context answers the markdown to an Accept that prefers it, with its own ETag and Vary: Accept', async () => {
    const json = await get(t, 'fixture/context')
    const markdown = await get(t, 'fixture/markdown')
    for (const accept of [
      'text/markdown',
      'text/markdown, application/json',
      'application/json;q=0.5, text/markdown',
    ]) {
      const res = await get(t, 'fixture/context', { accept })
      assert.equal(res.statusCode, 200, accept)
      assert.equal(res.headers['content-type'], 'text/markdown; charset=utf-8', accept)
      assert.equal(res.body, markdown.body, accept)
      assert.equal(res.headers.etag, markdown.headers.etag, `${accept}: the markdown's own tag`)
      assert.notEqual(res.headers.etag, json.headers.etag, accept)
      assert.equal(res.headers.vary, 'Accept, Accept-Encoding', accept)
    }
    // JSON unless markdown is preferred: no Accept, a tie in the client's own order, anything else.
    for (const accept of [
      'application/json',
      'application/json, text/markdown',
      '*/*',
      'text/html',
      'text/markdown;q=0',
    ]) {
      const res = await get(t, 'fixture/context', { accept })
      assert.equal(res.statusCode, 200, accept)
      assert.equal(res.headers['content-type'], 'application/json; charset=utf-8', accept)
      assert.equal(res.body, json.body, accept)
      assert.equal(res.headers.vary, 'Accept, Accept-Encoding', accept)
    }
    assert.equal(json.headers.vary, 'Accept, Accept-Encoding')
    // 304 only for the tag of the representation the Accept selects.
    const accept = 'text/markdown'
    const mdTag = String(markdown.headers.etag)
    const notModified = await get(t, 'fixture/context', { accept, 'if-none-match': mdTag })
    assert.equal(notModified.statusCode, 304)
    assert.equal(notModified.headers.vary, 'Accept, Accept-Encoding')
    const other = await get(t, 'fixture/context', { accept, 'if-none-match': String(json.headers.etag) })
    assert.equal(other.statusCode, 200)
    assert.equal(other.headers['content-type'], 'text/markdown; charset=utf-8')
  })

  it('link every output to the others (Link: describedby llms.txt, alternate markdown and JSON), same query', async () => {
    const at = (path: string) => `${BASE}/api/projects/fixture/${path}`
    const expected: Record<string, string[]> = {
      'llms.txt': [
        `<${at('markdown')}>; rel="alternate"; type="text/markdown"`,
        `<${at('context')}>; rel="alternate"; type="application/json"`,
      ],
      markdown: [
        `<${at('llms.txt')}>; rel="describedby"; type="text/plain"`,
        `<${at('context')}>; rel="alternate"; type="application/json"`,
      ],
      context: [
        `<${at('llms.txt')}>; rel="describedby"; type="text/plain"`,
        `<${at('markdown')}>; rel="alternate"; type="text/markdown"`,
      ],
    }
    for (const [path, links] of Object.entries(expected)) {
      const res = await get(t, `fixture/${path}`)
      assert.equal(res.headers.link, links.join(', '), path)
      const revalidated = await get(t, `fixture/${path}`, { 'if-none-match': String(res.headers.etag) })
      assert.equal(revalidated.statusCode, 304)
      assert.equal(revalidated.headers.link, res.headers.link, `${path}: the 304 links too`)
    }
    for (const path of ['llms-full.txt', 'markdown/users']) {
      const link = String((await get(t, `fixture/${path}`)).headers.link)
      for (const target of ['llms.txt', 'markdown', 'context'])
        assert.ok(link.includes(`<${at(target)}>`), `${path} → ${target}`)
    }
    const complete = await get(t, 'fixture/markdown?status=complete&revision=1')
    assert.match(String(complete.headers.link), /\/llms\.txt\?status=complete&revision=1>; rel="describedby"/)
    assert.match(String(complete.headers['access-control-expose-headers']), /\bLink\b/)
    const missing = await get(t, 'secret/markdown')
    assert.equal(missing.statusCode, 404)
    assert.equal(missing.headers.link, undefined, 'an error links nowhere')
    const noSection = await get(t, 'fixture/markdown/nope')
    assert.equal(noSection.statusCode, 404)
    assert.equal(noSection.headers.link, undefined, 'an unknown section links nowhere')
    assert.equal(noSection.headers.vary, undefined)
  })

  it('llms.txt parses with the reference grammar and links absolute URLs', async () => {
    const parsed = parseLlmsTxt((await get(t, 'fixture/llms.txt')).body)
    for (const entries of parsed.sections.values()) {
      for (const entry of entries) assert.ok(entry.url.startsWith(`${BASE}/api/projects/fixture/`), entry.url)
    }
  })

  it('render the same bytes and ETag every time, and on another instance', async () => {
    const other = await buildApp({ config: t.config, store: t.store, logger: false })
    try {
      for (const endpoint of ENDPOINTS) {
        const first = await get(t, `fixture/${endpoint.path}`)
        const second = await get(t, `fixture/${endpoint.path}`)
        const elsewhere = await other.inject({ method: 'GET', url: `${P}/fixture/${endpoint.path}` })
        assert.equal(second.body, first.body)
        assert.equal(elsewhere.body, first.body)
        assert.equal(second.headers.etag, first.headers.etag)
        assert.equal(elsewhere.headers.etag, first.headers.etag)
      }
    } finally {
      await other.close()
    }
  })

  it('give every output and query its own ETag', async () => {
    const paths = [
      ...ENDPOINTS.map((endpoint) => `fixture/${endpoint.path}`),
      'fixture/markdown/brand',
      'fixture/markdown?status=complete',
      'fixture/context?status=complete',
    ]
    const etags = await Promise.all(paths.map(async (path) => (await get(t, path)).headers.etag))
    assert.equal(new Set(etags).size, paths.length, etags.join(' '))
  })

  it('ignore unknown query parameters (cache busters), in the bytes and the ETag', async () => {
    const plain = await get(t, 'fixture/context')
    const busted = await get(t, 'fixture/context?v=123&utm_source=x')
    assert.equal(busted.statusCode, 200)
    assert.equal(busted.body, plain.body)
    assert.equal(busted.headers.etag, plain.headers.etag)
  })

  it('HEAD answers like GET without a body', async () => {
    for (const endpoint of ENDPOINTS) {
      const full = await get(t, `fixture/${endpoint.path}`)
      const head = await t.request({ method: 'HEAD', url: `${P}/fixture/${endpoint.path}` })
      assert.equal(head.statusCode, 200)
      assert.equal(head.body, '')
      for (const header of ['content-type', 'etag', 'cache-control', 'access-control-allow-origin']) {
        assert.equal(head.headers[header], full.headers[header], header)
      }
      assert.equal(Number(head.headers['content-length']), Buffer.byteLength(full.body))
    }
    const missing = await t.request({ method: 'HEAD', url: `${P}/nope/markdown` })
    assert.equal(missing.statusCode, 404)
  })

  it('answer the CORS preflight', async () => {
    for (const endpoint of ENDPOINTS) {
      const res = await t.request({
        method: 'OPTIONS',
        url: `${P}/fixture/${endpoint.path}`,
        headers: {
          origin: 'https://app.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'if-none-match, x-request-id',
        },
      })
      assert.equal(res.statusCode, 204, endpoint.path)
      assert.equal(res.body, '')
      assert.equal(res.headers['access-control-allow-origin'], '*')
      assert.equal(res.headers['access-control-allow-methods'], 'GET, HEAD, OPTIONS')
      assert.equal(res.headers['access-control-allow-headers'], 'if-none-match, x-request-id')
      assert.ok(Number(res.headers['access-control-max-age']) > 0)
    }
    // The same answer for a project nobody may see: a preflight reveals nothing.
    const secret = await t.request({
      method: 'OPTIONS',
      url: `${P}/secret/context`,
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
    })
    assert.equal(secret.statusCode, 204)
    assert.equal(secret.headers['access-control-allow-headers'], undefined)
  })

  it('other methods: 405 with Allow, readable cross-origin', async () => {
    const res = await t.request({ method: 'POST', url: `${P}/fixture/context`, payload: {} })
    assert.equal(res.statusCode, 405)
    assert.equal(res.headers.allow, 'GET, HEAD, OPTIONS')
    assert.equal(res.headers['access-control-allow-origin'], '*')
    assert.equal(res.json().data, null)
  })

  it('rate-limited answers are readable cross-origin too', async () => {
    // A clock that stands still: limits count per UTC minute, and a real clock could cross one
    // between the two requests.
    const limited = await createTestApp({
      env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1' },
      clock: new ManualClock(FIXTURE_TIME),
    })
    try {
      await limited.project({ id: 'p1' })
      const answers = [await get(limited, 'p1/context'), await get(limited, 'p1/context')]
      assert.deepEqual(
        answers.map((res) => res.statusCode),
        [200, 429],
      )
      for (const res of answers) assert.equal(res.headers['access-control-allow-origin'], '*')
    } finally {
      await limited.close()
    }
  })

  it('unknown paths under /api/projects: the JSON 404, readable cross-origin', async () => {
    const res = await get(t, 'fixture/llms')
    assert.equal(res.statusCode, 404)
    assert.equal(res.json().data, null)
    assert.equal(res.headers['access-control-allow-origin'], '*')
  })
})

describe('public endpoints: 404 and 400', () => {
  let t: TestApp
  before(async () => {
    t = await fixtureApp()
  })
  after(() => t.close())

  it('private and unknown projects answer 404 alike on every endpoint', async () => {
    for (const endpoint of ENDPOINTS) {
      const secret = await get(t, `secret/${endpoint.path}`)
      const unknown = await get(t, `s3cret/${endpoint.path}`)
      assert.equal(secret.statusCode, 404)
      assert.equal(unknown.statusCode, 404)
      assert.equal(secret.body.replace('secret', 'ID'), unknown.body.replace('s3cret', 'ID'))
      assert.deepEqual(secret.json(), {
        data: null,
        error: 'Project "secret" not found: no public project has this id',
      })
      for (const header of ['content-type', 'cache-control', 'access-control-allow-origin', 'etag']) {
        assert.equal(secret.headers[header], unknown.headers[header], header)
      }
      assert.doesNotMatch(secret.body, /hidden/)
    }
    // Ids that can't exist are simply unknown.
    const odd = await get(t, 'no%20such.project/context')
    assert.equal(odd.statusCode, 404)
  })

  it('a private project stays 404 even with a matching If-None-Match', async () => {
    const res = await get(t, 'secret/context', { 'if-none-match': '*' })
    assert.equal(res.statusCode, 404)
  })

  it('an unknown section answers 404 naming the sections with content', async () => {
    const res = await get(t, 'fixture/markdown/pricing')
    assert.equal(res.statusCode, 404)
    assert.equal(res.headers['access-control-allow-origin'], '*')
    assert.match(
      res.json().error,
      /Section "pricing" not found in project "fixture"; sections with content: brand, product, users/,
    )
  })

  it('a section with only empty blocks answers 404 and shows nowhere', async () => {
    const res = await get(t, 'fixture/markdown/only-empty')
    assert.equal(res.statusCode, 404)
    assert.match(
      res.json().error,
      /^Section "only-empty" of project "fixture" has nothing to show \(all its blocks are empty, and empty blocks are left out\); sections with content: brand, product, users/,
    )
    for (const endpoint of ENDPOINTS) {
      const body = (await get(t, `fixture/${endpoint.path}`)).body
      assert.doesNotMatch(body, /only-empty|Only Empty|Ghost/, endpoint.path)
    }
  })

  it('a section with no complete block answers 404 under ?status=complete only', async () => {
    assert.equal((await get(t, 'fixture/markdown/drafts')).statusCode, 200)
    const res = await get(t, 'fixture/markdown/drafts?status=complete')
    assert.equal(res.statusCode, 404)
    assert.match(res.json().error, /none of its blocks is complete/)
  })

  it('?status accepts only complete', async () => {
    for (const query of [
      'status=draft',
      'status=empty',
      'status=',
      'status=COMPLETE',
      'status=complete&status=draft',
    ]) {
      for (const endpoint of ENDPOINTS) {
        const res = await get(t, `fixture/${endpoint.path}?${query}`)
        assert.equal(res.statusCode, 400, `${endpoint.path}?${query}`)
        assert.equal(res.json().data, null)
        assert.match(res.json().error, /status/)
        assert.equal(res.headers['access-control-allow-origin'], '*')
        assert.equal(res.headers['cache-control'], 'no-store')
      }
    }
  })
})

describe('public endpoints: ?status=complete', () => {
  let t: TestApp
  before(async () => {
    t = await fixtureApp()
  })
  after(() => t.close())

  it('shows only complete blocks in every output', async () => {
    const context = (await get(t, 'fixture/context?status=complete')).json()
    const statuses = context.data.sections.flatMap((s: { blocks: { status: string }[] }) =>
      s.blocks.map((b) => b.status),
    )
    assert.ok(statuses.length > 0)
    assert.ok(statuses.every((status: string) => status === 'complete'))
    assertGolden('llms-complete.txt', (await get(t, 'fixture/llms.txt?status=complete')).body)
    assertGolden('markdown-complete.md', (await get(t, 'fixture/markdown?status=complete')).body)
    const full = (await get(t, 'fixture/llms-full.txt?status=complete')).body
    assert.doesNotMatch(full, /Work in progress|Product manager Priya/)
  })

  it('without it shows drafts and complete blocks, never empty ones', async () => {
    const context = (await get(t, 'fixture/context')).json()
    const keys = context.data.sections.flatMap((s: { blocks: { key: string }[] }) =>
      s.blocks.map((b) => b.key),
    )
    assert.ok(keys.includes('priya'))
    assert.ok(!keys.includes('unused'))
    assert.ok(!keys.includes('ghost'))
  })
})

describe('public endpoints: ETag and 304 across a sync', () => {
  let t: TestApp
  before(async () => {
    t = await fixtureApp()
  })
  after(() => t.close())

  it('304 while nothing changed; 200 with a new ETag after a sync; 304 again after a no-op sync', async () => {
    for (const endpoint of ENDPOINTS) {
      const path = `fixture/${endpoint.path}`
      const first = await get(t, path)
      const etag = String(first.headers.etag)

      const same = await get(t, path, { 'if-none-match': etag })
      assert.equal(same.statusCode, 304, path)
      assert.equal(same.body, '')
      assert.equal(same.headers.etag, etag)
      assert.equal(same.headers['cache-control'], 'public, max-age=60')
      assert.equal(same.headers['access-control-allow-origin'], '*')

      const listed = await get(t, path, { 'if-none-match': `"other", ${etag}` })
      assert.equal(listed.statusCode, 304)
      const head = await t.request({
        method: 'HEAD',
        url: `${P}/${path}`,
        headers: { 'if-none-match': etag },
      })
      assert.equal(head.statusCode, 304)
    }

    const before = new Map<string, string>()
    for (const endpoint of ENDPOINTS) {
      before.set(endpoint.path, String((await get(t, `fixture/${endpoint.path}`)).headers.etag))
    }
    const synced = await t.services.blocks.sync('fixture', {
      blocks: [{ key: 'priya', value: { goals: 'Prove impact, revised.' } }],
    })
    assert.equal(synced.revision, 2)
    for (const endpoint of ENDPOINTS) {
      const res = await get(t, `fixture/${endpoint.path}`, {
        'if-none-match': before.get(endpoint.path) ?? '',
      })
      assert.equal(res.statusCode, 200, endpoint.path)
      assert.notEqual(res.headers.etag, before.get(endpoint.path))
      assert.match(res.body, /Prove impact, revised\./)
    }

    const noop = await t.services.blocks.sync('fixture', {
      blocks: [{ key: 'priya', value: { goals: 'Prove impact, revised.' } }],
    })
    assert.equal(noop.revision, 2)
    const current = await get(t, 'fixture/context')
    const again = await get(t, 'fixture/context', { 'if-none-match': String(current.headers.etag) })
    assert.equal(again.statusCode, 304)
  })

  it('a project change (name, visibility) is a new revision too', async () => {
    const before = await get(t, 'fixture/markdown')
    await t.services.projects.update('fixture', { name: 'Renamed' })
    const after = await get(t, 'fixture/markdown', { 'if-none-match': String(before.headers.etag) })
    assert.equal(after.statusCode, 200)
    assert.match(after.body, /^# Renamed\n/)
    await t.services.projects.update('fixture', { public: false })
    assert.equal((await get(t, 'fixture/markdown')).statusCode, 404)
    await t.services.projects.update('fixture', { public: true })
    assert.equal((await get(t, 'fixture/markdown')).statusCode, 200)
  })
})

describe('public endpoints: absolute URLs', () => {
  function links(body: string): string[] {
    return [...parseLlmsTxt(body).sections.values()].flat().map((entry) => entry.url)
  }

  it('come from PUBLIC_BASE_URL whatever the request says', async () => {
    const t = await fixtureApp({ PUBLIC_BASE_URL: 'https://docs.example.com/ctx(v1)/', TRUST_PROXY: 'true' })
    try {
      const res = await get(t, 'fixture/llms.txt', {
        host: 'other.example',
        'x-forwarded-host': 'evil.example',
      })
      for (const url of links(res.body)) {
        assert.ok(url.startsWith('https://docs.example.com/ctx%28v1%29/api/projects/fixture/'), url)
      }
    } finally {
      await t.close()
    }
  })

  it('Link is relative to the server root without PUBLIC_BASE_URL, under its path with it', async () => {
    const bare = await fixtureApp({})
    try {
      const res = await get(bare, 'fixture/markdown', { host: 'other.example' })
      assert.match(String(res.headers.link), /^<\/api\/projects\/fixture\/llms\.txt>; rel="describedby"/)
    } finally {
      await bare.close()
    }
    const prefixed = await fixtureApp({ PUBLIC_BASE_URL: 'https://docs.example.com/ctx/' })
    try {
      const res = await get(prefixed, 'fixture/markdown')
      assert.match(
        String(res.headers.link),
        /^<https:\/\/docs\.example\.com\/ctx\/api\/projects\/fixture\/llms\.txt>/,
      )
    } finally {
      await prefixed.close()
    }
  })

  it('else come from the request Host, and each host has its own ETag', async () => {
    const t = await fixtureApp({})
    try {
      const a = await get(t, 'fixture/llms.txt', { host: 'a.example:8080' })
      const b = await get(t, 'fixture/llms.txt', { host: 'b.example' })
      for (const url of links(a.body))
        assert.ok(url.startsWith('http://a.example:8080/api/projects/fixture/'), url)
      for (const url of links(b.body))
        assert.ok(url.startsWith('http://b.example/api/projects/fixture/'), url)
      assert.notEqual(a.headers.etag, b.headers.etag)
      const again = await get(t, 'fixture/llms.txt', {
        host: 'a.example:8080',
        'if-none-match': String(b.headers.etag),
      })
      assert.equal(again.statusCode, 200)
      // Outputs without links do not depend on the host.
      const ma = await get(t, 'fixture/markdown', { host: 'a.example' })
      const mb = await get(t, 'fixture/markdown', { host: 'b.example' })
      assert.equal(ma.headers.etag, mb.headers.etag)
    } finally {
      await t.close()
    }
  })

  it('ignore X-Forwarded-Proto and -Host unless TRUST_PROXY is set', async () => {
    const forwarded = {
      host: 'internal:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'public.example',
    }
    const untrusted = await fixtureApp({})
    try {
      const res = await get(untrusted, 'fixture/llms.txt', forwarded)
      for (const url of links(res.body)) assert.ok(url.startsWith('http://internal:3000/'), url)
    } finally {
      await untrusted.close()
    }
    const trusted = await fixtureApp({ TRUST_PROXY: 'true' })
    try {
      const res = await get(trusted, 'fixture/llms.txt', forwarded)
      for (const url of links(res.body)) assert.ok(url.startsWith('https://public.example/'), url)
    } finally {
      await trusted.close()
    }
  })

  it('a Host that is no host answers 400, never markup in the links', async () => {
    const t = await fixtureApp({})
    try {
      const res = await get(t, 'fixture/llms.txt', { host: 'evil.example)](javascript:x)' })
      assert.equal(res.statusCode, 400)
      assert.match(res.json().error, /Host header/)
      const odd = await get(t, 'fixture/llms.txt', { host: 'odd.example)' })
      if (odd.statusCode === 200) {
        for (const url of links(odd.body)) assert.ok(!url.includes(')'), url)
      }
    } finally {
      await t.close()
    }
  })
})
