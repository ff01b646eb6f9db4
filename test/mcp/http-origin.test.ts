import assert from 'node:assert/strict'
import { request as httpRequest } from 'node:http'
import { after, before, describe, it } from 'node:test'
import type { FastifyRequest } from 'fastify'
import { ConfigError, loadConfig } from '../../src/config.js'
import { originAllowed } from '../../src/http/mcp-origin.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

interface Answer {
  status: number
  body: string
}

/** A POST with any Host and Origin (fetch would not send a Host of our choosing). */
function post(url: string, headers: Record<string, string>, body: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-11-25',
    capabilities: {},
    clientInfo: { name: 'origin-test', version: '1' },
  },
}

describe('MCP endpoints check Origin (DNS rebinding)', () => {
  let t: TestApp
  let port: number
  let key: string

  before(async () => {
    t = await createTestApp({
      env: { MCP_ALLOWED_ORIGINS: 'https://app.example.com, http://localhost:5173' },
    })
    await t.project({ id: 'pub', name: 'Public' })
    key = await t.key({ projects: ['pub'], access: 'read' })
    const url = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }))
    port = Number(url.port)
  })

  after(() => t.close())

  for (const path of ['/mcp', '/api/projects/pub/mcp']) {
    it(`${path}: a foreign Origin is 403 with the envelope, before the key is looked at`, async () => {
      const url = `http://127.0.0.1:${port}${path}`
      // The rebinding request: the attacker's name as Host and Origin alike.
      for (const headers of [
        { host: 'evil.example.com', origin: 'http://evil.example.com' },
        { host: `localhost:${port}`, origin: 'http://evil.example.com' },
        { host: `localhost:${port}`, origin: 'null' },
        { host: `localhost:${port}`, origin: `https://localhost:${port}` },
      ]) {
        const answer = await post(url, headers, initialize)
        assert.equal(answer.status, 403, JSON.stringify(headers))
        const body = JSON.parse(answer.body) as { data: unknown; error: string }
        assert.equal(body.data, null)
        assert.match(
          body.error,
          /may not call this MCP endpoint \(DNS rebinding protection\).*MCP_ALLOWED_ORIGINS/,
        )
      }
    })

    it(`${path}: no Origin, the server's own loopback origin and MCP_ALLOWED_ORIGINS are answered`, async () => {
      const url = `http://127.0.0.1:${port}${path}`
      const cases: Record<string, string>[] = [
        {},
        { host: `localhost:${port}`, origin: `http://localhost:${port}` },
        { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` },
        { origin: 'https://app.example.com' },
        { origin: 'http://localhost:5173' },
      ]
      for (const headers of cases) {
        const answer = await post(url, { 'x-api-key': key, ...headers }, initialize)
        assert.equal(answer.status, 200, `${JSON.stringify(headers)}: ${answer.body}`)
        assert.match(answer.body, /"protocolVersion"/)
      }
    })
  }

  it('with PUBLIC_BASE_URL, its origin is the server’s own and the Host proves nothing', () => {
    const request = (host: string, origin: string) =>
      ({
        headers: { origin },
        hostname: host.split(':')[0],
        host,
        protocol: 'http',
      }) as unknown as FastifyRequest
    const none = new Set<string>()
    const base = 'https://ctx.example.com/'
    assert.equal(originAllowed(request('ctx.example.com', 'https://ctx.example.com'), none, base), true)
    assert.equal(originAllowed(request('ctx.example.com', 'http://ctx.example.com'), none, base), false)
    assert.equal(originAllowed(request('localhost:3000', 'http://localhost:3000'), none, base), false)
    // Without it, a host that is not loopback is not trusted to name the server's origin.
    assert.equal(originAllowed(request('ctx.example.com', 'http://ctx.example.com'), none, null), false)
  })

  it('MCP_ALLOWED_ORIGINS takes origins only', () => {
    const env = { DATABASE_URL: 'sqlite::memory:' }
    assert.deepEqual(
      loadConfig({ ...env, MCP_ALLOWED_ORIGINS: ' https://A.example.com/ ,http://x:81' }).mcpAllowedOrigins,
      ['https://a.example.com', 'http://x:81'],
    )
    assert.deepEqual(loadConfig(env).mcpAllowedOrigins, [])
    for (const bad of ['app.example.com', 'https://app.example.com/path', 'ftp://x', '*']) {
      assert.throws(() => loadConfig({ ...env, MCP_ALLOWED_ORIGINS: bad }), ConfigError, bad)
    }
  })
})
