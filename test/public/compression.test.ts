import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, afterEach, before, describe, it, mock } from 'node:test'
import zlib from 'node:zlib'
import type { LightMyRequestResponse } from 'fastify'
import { MIN_COMPRESS_BYTES, negotiateCoding } from '../../src/http/compression.js'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const P = '/api/projects'
/** Every public endpoint, each with a body well over MIN_COMPRESS_BYTES. */
const PATHS = ['llms.txt', 'llms-full.txt', 'markdown', 'markdown/users', 'context']
/** A section whose markdown stays under MIN_COMPRESS_BYTES. */
const TINY = 'markdown/tiny'
/** `/context` also answers markdown for `Accept: text/markdown`, so it varies on Accept too. */
const varyOf = (path: string) => (path === 'context' ? 'Accept, Accept-Encoding' : 'Accept-Encoding')

const SENTENCES = [
  'Product managers at mid-size software companies who own a roadmap and report to leadership.',
  'They want to prove the impact of every release with numbers the whole team trusts.',
  'Dashboards take too long to build, and the data they need sits in five different tools.',
  'They read the weekly report on Monday morning and share it in the leadership channel.',
]

function blocks(revision: string) {
  return [
    ...Array.from({ length: 12 }, (_, i) => ({
      key: `persona-${i}`,
      type: 'text',
      section: 'users',
      name: `Persona ${i}`,
      value: { content: `${revision}: ${SENTENCES.join(' ')} (${i})` },
    })),
    {
      key: 'tagline',
      type: 'text',
      section: 'tiny',
      name: 'Tagline',
      value: { content: `Short ${revision}.` },
    },
  ]
}

async function contextApp(): Promise<TestApp> {
  const t = await createTestApp({
    env: { PUBLIC_BASE_URL: 'https://ctx.example.com' },
    clock: new ManualClock('2026-01-15T10:00:00.000Z'),
  })
  await t.project({ id: 'acme', name: 'Acme', description: 'Analytics for product teams.' })
  await t.services.blocks.sync('acme', { blocks: blocks('first') })
  return t
}

function get(t: TestApp, path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return t.request({ method, url: `${P}/acme/${path}`, headers })
}

/** The identity bytes of a response, whatever its Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const coding = res.headers['content-encoding']
  if (coding === 'br') return zlib.brotliDecompressSync(res.rawPayload)
  if (coding === 'gzip') return zlib.gunzipSync(res.rawPayload)
  assert.equal(coding, undefined)
  return res.rawPayload
}

/** The identity ETag with `-coding` added inside the quotes. */
const codedEtag = (etag: unknown, coding: string) => `${String(etag).slice(0, -1)}-${coding}"`

describe('negotiateCoding', () => {
  const cases: [string | undefined, string][] = [
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['br;q=0.4, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0.1, *;q=0.5', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['identity, gzip;q=0.5', 'identity'],
    ['identity;q=0, gzip;q=0.1', 'gzip'],
    ['deflate, x-unknown', 'identity'],
  ]
  for (const [header, expected] of cases) {
    it(`${JSON.stringify(header)} → ${expected}`, () => assert.equal(negotiateCoding(header), expected))
  }
})

describe('public endpoints: compression', () => {
  let t: TestApp
  before(async () => {
    t = await contextApp()
  })
  after(() => t.close())
  afterEach(() => mock.restoreAll())

  it('gzip and br decode to the identity bytes on every endpoint, each with its own ETag', async () => {
    for (const path of PATHS) {
      const identity = await get(t, path)
      assert.equal(identity.statusCode, 200, path)
      assert.equal(identity.headers['content-encoding'], undefined, path)
      assert.equal(identity.headers.vary, varyOf(path), `${path}: Vary on identity answers too`)
      assert.ok(identity.rawPayload.length >= MIN_COMPRESS_BYTES, path)
      for (const coding of ['gzip', 'br']) {
        const res = await get(t, path, { 'accept-encoding': coding })
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['content-encoding'], coding, path)
        assert.equal(res.headers.vary, varyOf(path))
        assert.equal(res.headers['content-type'], identity.headers['content-type'])
        assert.equal(Number(res.headers['content-length']), res.rawPayload.length)
        assert.ok(res.rawPayload.length < identity.rawPayload.length, `${path} ${coding} is smaller`)
        assert.deepEqual(decoded(res), identity.rawPayload, `${path} ${coding}`)
        assert.equal(res.headers.etag, codedEtag(identity.headers.etag, coding))
        // CORS and caching as on every public answer.
        assert.equal(res.headers['access-control-allow-origin'], '*')
        assert.equal(res.headers['cache-control'], 'public, max-age=60')
      }
    }
  })

  it('a typical client (gzip, deflate, br) gets brotli', async () => {
    const res = await get(t, 'llms.txt', { 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(res.headers['content-encoding'], 'br')
  })

  it('honours q-values, * and q=0; identity when nothing else is acceptable', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['gzip;q=0, br;q=0', undefined],
      ['identity', undefined],
      ['*;q=0', undefined],
      ['deflate', undefined],
    ]
    const identity = await get(t, 'context')
    for (const [header, coding] of cases) {
      const res = await get(t, 'context', { 'accept-encoding': header })
      assert.equal(res.statusCode, 200, header)
      assert.equal(res.headers['content-encoding'], coding, header)
      assert.equal(res.headers.vary, varyOf('context'), header)
      assert.equal(
        res.headers.etag,
        coding ? codedEtag(identity.headers.etag, coding) : identity.headers.etag,
      )
      assert.deepEqual(decoded(res), identity.rawPayload, header)
    }
  })

  it('304 for the ETag of the representation that would be sent, per coding', async () => {
    for (const path of PATHS) {
      const identity = String((await get(t, path)).headers.etag)
      for (const coding of ['identity', 'gzip', 'br']) {
        const etag = coding === 'identity' ? identity : codedEtag(identity, coding)
        const res = await get(t, path, { 'accept-encoding': coding, 'if-none-match': etag })
        assert.equal(res.statusCode, 304, `${path} ${coding}`)
        assert.equal(res.rawPayload.length, 0)
        assert.equal(res.headers.etag, etag)
        assert.equal(res.headers.vary, varyOf(path))
        assert.equal(res.headers['content-encoding'], undefined)
        assert.equal(res.headers['cache-control'], 'public, max-age=60')
        assert.equal(res.headers['access-control-allow-origin'], '*')
      }
      // Another coding's tag is another representation: the full answer.
      const other = await get(t, path, {
        'accept-encoding': 'gzip',
        'if-none-match': codedEtag(identity, 'br'),
      })
      assert.equal(other.statusCode, 200)
      assert.equal(other.headers['content-encoding'], 'gzip')
      const plain = await get(t, path, { 'accept-encoding': 'br', 'if-none-match': identity })
      assert.equal(plain.statusCode, 200)
      assert.equal(plain.headers['content-encoding'], 'br')
      const listed = await get(t, path, {
        'accept-encoding': 'br',
        'if-none-match': `${identity}, ${codedEtag(identity, 'br')}`,
      })
      assert.equal(listed.statusCode, 304)
    }
  })

  it('does not compress a body under 1 KiB: identity, its ETag and its 304, Vary all the same', async () => {
    const identity = await get(t, TINY)
    assert.equal(identity.statusCode, 200)
    assert.ok(identity.rawPayload.length < MIN_COMPRESS_BYTES)
    const res = await get(t, TINY, { 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(res.headers['content-encoding'], undefined)
    assert.equal(res.headers.vary, 'Accept-Encoding')
    assert.equal(res.headers.etag, identity.headers.etag)
    assert.deepEqual(res.rawPayload, identity.rawPayload)
    const again = await get(t, TINY, {
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': String(identity.headers.etag),
    })
    assert.equal(again.statusCode, 304)
    assert.equal(again.headers.etag, identity.headers.etag)
    assert.equal(again.headers.vary, 'Accept-Encoding')
  })

  it('HEAD answers like GET in each coding, without the body', async () => {
    for (const path of PATHS) {
      for (const coding of ['identity', 'gzip', 'br']) {
        const headers = { 'accept-encoding': coding }
        const full = await get(t, path, headers)
        const head = await get(t, path, headers, 'HEAD')
        assert.equal(head.statusCode, 200)
        assert.equal(head.rawPayload.length, 0)
        for (const name of ['content-type', 'content-encoding', 'content-length', 'etag', 'vary']) {
          assert.equal(head.headers[name], full.headers[name], `${path} ${coding} ${name}`)
        }
        assert.equal(Number(head.headers['content-length']), full.rawPayload.length)
        const conditional = await get(
          t,
          path,
          { ...headers, 'if-none-match': String(full.headers.etag) },
          'HEAD',
        )
        assert.equal(conditional.statusCode, 304)
        assert.equal(conditional.headers.vary, varyOf(path))
      }
    }
  })

  it('compresses each output once per coding, concurrent first requests included', async () => {
    await t.services.blocks.sync('acme', {
      blocks: [{ key: 'persona-0', value: { content: 'Fresh revision.' } }],
    })
    const brotli = mock.method(zlib, 'brotliCompress')
    const gzip = mock.method(zlib, 'gzip')
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => get(t, 'markdown', { 'accept-encoding': 'br' })),
    )
    assert.equal(brotli.mock.callCount(), 1, 'one compression for the burst')
    assert.equal(new Set(burst.map((res) => res.rawPayload.toString('base64'))).size, 1)
    for (let i = 0; i < 3; i++) await get(t, 'markdown', { 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(brotli.mock.callCount(), 1, 'later requests reuse the cached bytes')
    assert.equal(gzip.mock.callCount(), 0, 'gzip is computed only when asked for')
    await get(t, 'markdown', { 'accept-encoding': 'gzip' })
    await get(t, 'markdown', { 'accept-encoding': 'gzip' })
    assert.equal(gzip.mock.callCount(), 1)
    // Small bodies are never handed to zlib.
    await get(t, TINY, { 'accept-encoding': 'br' })
    await get(t, TINY, { 'accept-encoding': 'gzip' })
    assert.equal(brotli.mock.callCount(), 1)
    assert.equal(gzip.mock.callCount(), 1)
  })

  it('a sync changes every representation', async () => {
    const before = new Map<string, LightMyRequestResponse>()
    for (const path of PATHS) {
      for (const coding of ['identity', 'gzip', 'br']) {
        before.set(`${path} ${coding}`, await get(t, path, { 'accept-encoding': coding }))
      }
    }
    await t.services.blocks.sync('acme', { blocks: blocks('second') })
    for (const path of PATHS) {
      const identity = await get(t, path)
      for (const coding of ['identity', 'gzip', 'br']) {
        const old = before.get(`${path} ${coding}`)
        assert.ok(old)
        const res = await get(t, path, {
          'accept-encoding': coding,
          'if-none-match': String(old.headers.etag),
        })
        assert.equal(res.statusCode, 200, `${path} ${coding}`)
        assert.notEqual(res.headers.etag, old.headers.etag)
        assert.deepEqual(decoded(res), identity.rawPayload)
        assert.match(decoded(res).toString(), /second: /)
        assert.doesNotMatch(decoded(res).toString(), /first: /)
      }
    }
  })

  it("errors and other routes don't vary on Accept-Encoding and are not compressed", async () => {
    const missing = await t.request({ url: `${P}/nope/llms.txt`, headers: { 'accept-encoding': 'br' } })
    assert.equal(missing.statusCode, 404)
    assert.equal(missing.headers['content-encoding'], undefined)
    assert.equal(missing.headers.vary, undefined)
    const preflight = await t.request({
      method: 'OPTIONS',
      url: `${P}/acme/llms.txt`,
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
    })
    assert.equal(preflight.headers.vary, 'Access-Control-Request-Headers')
    const health = await t.request({ url: '/healthz', headers: { 'accept-encoding': 'br' } })
    assert.equal(health.headers['content-encoding'], undefined)
    assert.equal(health.headers.vary, undefined)
  })

  it('fetch (undici, as agents use it) gets a compressed answer and decodes it to the identity bytes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    const url = `http://127.0.0.1:${port}${P}/acme/llms.txt`
    const identity = (await get(t, 'llms.txt')).rawPayload.toString()
    // Its own Accept-Encoding: `gzip, deflate` on Node 20, with `br` on later versions.
    const plain = await fetch(url)
    assert.match(String(plain.headers.get('content-encoding')), /^(br|gzip)$/)
    assert.equal(plain.headers.get('vary'), 'Accept-Encoding')
    assert.equal(await plain.text(), identity)
    const brotli = await fetch(url, { headers: { 'accept-encoding': 'br' } })
    assert.equal(brotli.headers.get('content-encoding'), 'br')
    assert.equal(await brotli.text(), identity)
  })
})
