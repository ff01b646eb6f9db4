import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { PassThrough } from 'node:stream'
import { afterEach, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const JSON_TYPE = { 'content-type': 'application/json' }
/** Not JSON at all: a route that parsed it would answer 400. */
const NOT_JSON = '{"blocks": [ this is not json'

/** A body that starts to arrive and never ends: a route that waits to read it never answers. */
function endlessBody(): PassThrough {
  const stream = new PassThrough()
  stream.write('{"blocks":[')
  return stream
}

describe('only routes that take a body read it, and only after authentication', () => {
  let t: TestApp
  afterEach(() => t.close())

  it('answers unknown routes, wrong methods, probes and preflights without parsing the body', async () => {
    t = await createTestApp()
    await t.project({ id: 'p1' })
    const cases = [
      { method: 'POST', url: '/nothing', status: 404 },
      { method: 'PUT', url: '/api/v1/projects/p1/blocks', status: 405 },
      { method: 'DELETE', url: '/healthz', status: 405 },
      { method: 'POST', url: '/api/projects/p1/llms.txt', status: 405 },
      { method: 'OPTIONS', url: '/api/projects/p1/llms.txt', status: 204 },
    ] as const
    for (const { method, url, status } of cases) {
      const invalid = await t.request({ method, url, headers: JSON_TYPE, payload: NOT_JSON })
      assert.equal(invalid.statusCode, status, `${method} ${url} with invalid JSON: ${invalid.body}`)
      // Not even the body limit applies: the body is never read.
      const oversized = await t.request({
        method,
        url,
        headers: { ...JSON_TYPE, 'content-length': String(t.config.bodyLimitBytes * 2) },
        payload: NOT_JSON,
      })
      assert.equal(oversized.statusCode, status, `${method} ${url} announcing a huge body: ${oversized.body}`)
      const plain = await t.request({ method, url, headers: { 'content-type': 'text/plain' }, payload: 'x' })
      assert.equal(plain.statusCode, status, `${method} ${url} with text/plain: ${plain.body}`)
      const endless = await t.request({ method, url, headers: JSON_TYPE, payload: endlessBody() })
      assert.equal(endless.statusCode, status, `${method} ${url} with a body that never ends`)
    }
  })

  it('discards an unread body of an acceptable size and keeps the connection alive', async () => {
    t = await createTestApp()
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const body = `[${'1,'.repeat(50_000)}1]`
    const requests =
      `POST /nothing HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}` +
      'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(address).port), '127.0.0.1')
      let text = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => {
        text += chunk
      })
      socket.on('error', () => undefined)
      socket.on('close', () => resolve(text))
      socket.setTimeout(5_000, () => socket.destroy())
      socket.write(requests)
    })
    const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1])
    assert.deepEqual(statuses, ['404', '200'], answer.slice(0, 300))
  })

  it('refuses a missing key with 401 before reading the body of sync and MCP', async () => {
    t = await createTestApp()
    await t.project({ id: 'p1' })
    for (const url of ['/api/v1/projects/p1/sync', '/mcp']) {
      const invalid = await t.request({ method: 'POST', url, headers: JSON_TYPE, payload: NOT_JSON })
      assert.equal(invalid.statusCode, 401, `${url}: ${invalid.body}`)
      const endless = await t.request({ method: 'POST', url, headers: JSON_TYPE, payload: endlessBody() })
      assert.equal(endless.statusCode, 401, `${url} with a body that never ends`)
    }
  })

  it('still parses and checks the body of sync once the key is valid', async () => {
    t = await createTestApp()
    await t.project({ id: 'p1' })
    const key = await t.key({ projects: ['p1'] })
    const url = '/api/v1/projects/p1/sync'
    const invalid = await t.request({ method: 'POST', url, key, headers: JSON_TYPE, payload: NOT_JSON })
    assert.equal(invalid.statusCode, 400)
    assert.match(JSON.parse(invalid.body).error, /not valid JSON/)
    const empty = await t.request({ method: 'POST', url, key, headers: JSON_TYPE, payload: '' })
    assert.equal(empty.statusCode, 400)
    const plain = await t.request({
      method: 'POST',
      url,
      key,
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    })
    assert.equal(plain.statusCode, 415)
    const big = await t.request({
      method: 'POST',
      url,
      key,
      headers: JSON_TYPE,
      payload: JSON.stringify({ blocks: [], pad: 'x'.repeat(t.config.bodyLimitBytes) }),
    })
    assert.equal(big.statusCode, 413)
    const short = await t.request({
      method: 'POST',
      url,
      key,
      headers: { ...JSON_TYPE, 'content-length': '100' },
      payload: '{"blocks":[]}',
    })
    assert.equal(short.statusCode, 400)
    const poisoned = await t.request({
      method: 'POST',
      url,
      key,
      headers: JSON_TYPE,
      payload: '{"blocks":[],"__proto__":{"admin":true}}',
    })
    assert.equal(poisoned.statusCode, 400)
    const ok = await t.request({
      method: 'POST',
      url,
      key,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({
        blocks: [{ key: 'u', type: 'text', section: 'brand', value: { content: 'ünï 🙂' } }],
      }),
    })
    assert.equal(ok.statusCode, 200, ok.body)
    const stored = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks/u', key })
    assert.equal(JSON.parse(stored.body).data.value.content, 'ünï 🙂')
  })
})
