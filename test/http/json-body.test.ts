import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const JSON_TYPE = { 'content-type': 'application/json' }

function syncBody(value: string): string {
  return `{"blocks":[{"key":"n","type":"metrics","section":"product","value":{"count":${value}}}]}`
}

describe('JSON bodies: numbers and transfer codings', () => {
  let t: TestApp
  afterEach(() => t.close())

  it('refuses integers beyond 2^53 - 1 with a 400 naming the path, and keeps safe ones exactly', async () => {
    t = await createTestApp()
    await t.project({ id: 'p1' })
    const key = await t.key({ projects: ['p1'] })
    const url = '/api/v1/projects/p1/sync'
    for (const big of [
      '12345678901234567890',
      '-9007199254740993',
      '9007199254740992',
      '1e300',
      '9.1e15',
      '12345678901234567890.5',
    ]) {
      const res = await t.request({ method: 'POST', url, key, headers: JSON_TYPE, payload: syncBody(big) })
      assert.equal(res.statusCode, 400, `${big}: ${res.body}`)
      const body = JSON.parse(res.body)
      assert.match(body.error, /blocks\[0\]\.value\.count/, big)
      assert.match(body.error, /2\^53/, big)
      assert.deepEqual(body.details?.[0]?.path, 'blocks[0].value.count')
    }
    for (const safe of [
      '9007199254740991',
      '-9007199254740991',
      '1.5',
      '-0.000001',
      '1e15',
      '"12345678901234567890"',
    ]) {
      const res = await t.request({ method: 'POST', url, key, headers: JSON_TYPE, payload: syncBody(safe) })
      assert.equal(res.statusCode, 200, `${safe}: ${res.body}`)
      const stored = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks/n', key })
      assert.equal(JSON.stringify(JSON.parse(stored.body).data.value.count), JSON.stringify(JSON.parse(safe)))
    }
  })

  it('finds an unsafe integer at any depth without recursion, and answers a bounded 400', async () => {
    t = await createTestApp()
    await t.project({ id: 'p1' })
    const key = await t.key({ projects: ['p1'] })
    const depth = 500_000
    const payload = `{"blocks":${'['.repeat(depth)}12345678901234567890${']'.repeat(depth)}}`
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/projects/p1/sync',
      key,
      headers: JSON_TYPE,
      payload,
    })
    assert.equal(res.statusCode, 400)
    assert.ok(res.body.length < 2_000, `the 400 is ${res.body.length} bytes`)
    assert.match(JSON.parse(res.body).details[0].path, /^blocks\[0\]\[0\]\[0\].*…$/)
  })

  it('refuses a transfer coding other than chunked with 415 and the envelope', async () => {
    t = await createTestApp()
    await t.project({ id: 'p1' })
    const key = await t.key({ projects: ['p1'] })
    for (const coding of ['gzip, chunked', 'deflate, chunked', 'br, chunked']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/projects/p1/sync',
        key,
        headers: { ...JSON_TYPE, 'transfer-encoding': coding, 'x-request-id': 'te-test' },
        payload: '{"blocks":[]}',
      })
      assert.equal(res.statusCode, 415, `${coding}: ${res.body}`)
      assert.equal(res.headers['x-request-id'], 'te-test')
      assert.ok(res.headers['x-ratelimit-remaining'] !== undefined)
      const body = JSON.parse(res.body)
      assert.equal(body.data, null)
      assert.match(body.error, /Transfer-Encoding/)
    }
    const encoded = await t.request({
      method: 'POST',
      url: '/api/v1/projects/p1/sync',
      key,
      headers: { ...JSON_TYPE, 'content-encoding': 'gzip' },
      payload: '{"blocks":[]}',
    })
    assert.equal(encoded.statusCode, 415, encoded.body)
    assert.match(JSON.parse(encoded.body).error, /Content-Encoding/)
    const plain = await t.request({
      method: 'POST',
      url: '/api/v1/projects/p1/sync',
      key,
      headers: { ...JSON_TYPE, 'transfer-encoding': 'chunked', 'content-encoding': 'identity' },
      payload: '{"blocks":[]}',
    })
    assert.equal(plain.statusCode, 200, plain.body)
    // Without a body, a Content-Encoding applies to nothing.
    const bodyless = await t.request({
      method: 'GET',
      url: '/healthz',
      headers: { 'content-encoding': 'gzip' },
    })
    assert.equal(bodyless.statusCode, 200, bodyless.body)
  })
})
