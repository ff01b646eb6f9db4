import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { afterEach, describe, it } from 'node:test'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

describe('rate-limit headers on responses made before any route runs', () => {
  let t: TestApp
  afterEach(() => t.close())

  it('puts a consistent X-RateLimit-* window on router, parser and method errors', async () => {
    // A fixed clock: a minute boundary passing mid-test would reset the count.
    const clock = new ManualClock('2026-05-04T09:30:20.000Z')
    t = await createTestApp({ clock, env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '50' } })
    await t.project({ id: 'p1' })
    const requests = [
      { method: 'GET', url: '/api/v1/projects/p1/blocks/%E0%A4%A' },
      { method: 'GET', url: `/api/projects/${'p'.repeat(300)}/llms.txt` },
      { method: 'GET', url: `/api/projects/${'p'.repeat(43)}/llms.txt` },
      { method: 'GET', url: `/api/v1/projects/${'p'.repeat(65)}/blocks` },
      { method: 'GET', url: '/nothing' },
      { method: 'DELETE', url: '/api/v1/projects/p1/export' },
      { method: 'POST', url: '/api/projects/p1/llms.txt', payload: '{' },
    ] as const
    let last = 50
    for (const request of requests) {
      const res = await t.request({ ...request, headers: { 'content-type': 'application/json' } })
      assert.ok(res.statusCode >= 400, `${request.url}: ${res.statusCode}`)
      const where = `${request.method} ${request.url.slice(0, 60)} (${res.statusCode})`
      assert.equal(res.headers['x-ratelimit-limit'], '50', where)
      const remaining = Number(res.headers['x-ratelimit-remaining'])
      assert.equal(remaining, last - 1, `${where} is counted once`)
      assert.ok(Number(res.headers['x-ratelimit-reset']) > 0, where)
      last = remaining
    }
  })

  it('puts the window and a request id on requests the HTTP parser refuses', async () => {
    const clock = new ManualClock('2026-05-04T09:30:20.000Z')
    t = await createTestApp({ clock, env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '50' } })
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const port = Number(new URL(address).port)
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1')
        let answer = ''
        socket.setEncoding('utf8')
        socket.on('data', (chunk: string) => {
          answer += chunk
        })
        socket.on('error', () => undefined)
        socket.on('close', () => resolve(answer))
        socket.setTimeout(5_000, () => socket.destroy())
        socket.write(text)
      })
    const malformed = await raw('GET /nothing HTTP/1.1\r\nHost: x\r\nthis is not a header\r\n\r\n')
    assert.match(malformed, /^HTTP\/1\.1 400 /)
    assert.match(malformed, /\r\nX-RateLimit-Limit: 50\r\n/i)
    assert.match(malformed, /\r\nX-RateLimit-Remaining: 49\r\n/i)
    assert.match(malformed, /\r\nX-RateLimit-Reset: \d+\r\n/i)
    assert.match(malformed, /\r\nX-Request-Id: [0-9a-f-]{36}\r\n/i)
    const oversized = await raw(`GET /nothing HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`)
    assert.match(oversized, /^HTTP\/1\.1 431 /)
    assert.match(oversized, /\r\nX-RateLimit-Remaining: 48\r\n/i)
  })
})
