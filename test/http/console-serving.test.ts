import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { type BuiltConsole, buildConsole } from '../../console/build.mjs'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { CONSOLE_CSP } from '../../src/http/routes/console.js'
import { openTempStore, type TempStore } from '../helpers/temp-store.js'

const SECURITY_HEADERS = {
  'content-security-policy': CONSOLE_CSP,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}

function assertSecurityHeaders(headers: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) assert.equal(headers[name], value, name)
}

async function appWithConsole(temp: TempStore, consoleDir: string): Promise<FastifyInstance> {
  const config = loadConfig({ DATABASE_URL: temp.databaseUrl, LOG_LEVEL: 'silent' })
  const app = await buildApp({ config, store: temp.store, logger: false, consoleDir })
  await app.ready()
  return app
}

describe('the web console, served by the API server', () => {
  let dir: string
  let built: BuiltConsole
  let temp: TempStore
  let app: FastifyInstance

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pctx-console-'))
    built = await buildConsole(join(dir, 'console'))
    temp = await openTempStore()
    app = await appWithConsole(temp, built.outdir)
  })
  after(async () => {
    await app?.close()
    await temp?.cleanup()
    rmSync(dir, { recursive: true, force: true })
  })

  it('opens at / with a redirect to /console/', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    assert.equal(res.statusCode, 302)
    assert.equal(res.headers.location, '/console/')
    assertSecurityHeaders(res.headers)
  })

  it('answers index.html at /console/, uncached, with a strict CSP', async () => {
    for (const url of ['/console/', '/console']) {
      const res = await app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 200, url)
      assert.match(String(res.headers['content-type']), /^text\/html; charset=utf-8/)
      assert.equal(res.headers['cache-control'], 'no-cache')
      assertSecurityHeaders(res.headers)
      assert.match(res.body, new RegExp(`<script type="module" src="/console/${built.script}">`))
      assert.match(res.body, new RegExp(`<link rel="stylesheet" href="/console/${built.style}">`))
      // No inline script or style: the CSP would refuse it.
      assert.doesNotMatch(res.body, /<script(?![^>]*\ssrc=)[^>]*>/)
      assert.doesNotMatch(res.body, /<style|\sstyle=/)
    }
  })

  it('answers index.html on deep links, so a page under /console/ reloads', async () => {
    const index = await app.inject({ method: 'GET', url: '/console/' })
    for (const url of [
      '/console/projects',
      '/console/projects/demo/blocks/brand.voice',
      '/console/projects/demo/history/3?x=1',
      '/console/sign-in/',
    ]) {
      const res = await app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 200, url)
      assert.equal(res.body, index.body, url)
      assertSecurityHeaders(res.headers)
    }
  })

  it('serves hashed assets for a year, compressed when asked, and 304 on a matching ETag', async () => {
    const url = `/console/${built.script}`
    const plain = await app.inject({ method: 'GET', url })
    assert.equal(plain.statusCode, 200)
    assert.match(String(plain.headers['content-type']), /^text\/javascript/)
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(plain.headers.vary, 'Accept-Encoding')
    assertSecurityHeaders(plain.headers)
    const etag = String(plain.headers.etag)
    assert.match(etag, /^"console-[A-Za-z0-9_-]+"$/)

    const gzipped = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    assert.equal(gzipped.headers['content-encoding'], 'gzip')
    assert.notEqual(gzipped.headers.etag, etag)
    assert.equal(gunzipSync(gzipped.rawPayload).toString(), plain.body)

    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })
    assert.equal(again.statusCode, 304)
    assert.equal(again.body, '')

    const css = await app.inject({ method: 'GET', url: `/console/${built.style}` })
    assert.equal(css.statusCode, 200)
    assert.match(String(css.headers['content-type']), /^text\/css/)
  })

  it('answers the JSON 404 envelope for files that do not exist and for every other unknown path', async () => {
    // The precompressed copies are served only as codings of their file, never by their own name.
    const gz = `/console/${built.script}.gz`
    for (const url of [
      '/console/nope.js',
      '/console/assets/main-NOPE.js',
      '/console/assets/x',
      gz,
      '/nope',
    ]) {
      const res = await app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 404, url)
      assert.match(String(res.headers['content-type']), /^application\/json/)
      const body = res.json()
      assert.equal(body.data, null)
      assert.match(body.error, /No route GET/)
    }
  })

  it('answers 405 with Allow to other methods, and HEAD like GET', async () => {
    for (const url of ['/', '/console/projects']) {
      const res = await app.inject({ method: 'POST', url })
      assert.equal(res.statusCode, 405, url)
      assert.equal(res.headers.allow, 'GET, HEAD')
      assert.equal(res.json().data, null)
    }
    const head = await app.inject({ method: 'HEAD', url: '/console/projects' })
    assert.equal(head.statusCode, 200)
    assert.equal(head.body, '')
    assertSecurityHeaders(head.headers)
  })

  it('leaves the API as it was', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/projects' })
    assert.equal(res.statusCode, 401)
    assert.equal(res.headers['content-security-policy'], undefined)
  })

  it('says how to build the console when there is none', async () => {
    const bare = await appWithConsole(temp, join(dir, 'missing'))
    try {
      for (const url of ['/console/', '/console/projects/demo']) {
        const res = await bare.inject({ method: 'GET', url })
        assert.equal(res.statusCode, 503, url)
        const body = res.json()
        assert.equal(body.data, null)
        assert.match(body.error, /npm run build/)
      }
      assert.equal((await bare.inject({ method: 'GET', url: '/' })).headers.location, '/console/')
    } finally {
      await bare.close()
    }
  })
})
