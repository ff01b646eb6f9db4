import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const JSON_TYPE = { 'content-type': 'application/json' }

describe('error responses stay small whatever the input', () => {
  let t: TestApp
  afterEach(() => t.close())

  async function sync(payload: string) {
    await t.project({ id: 'p1' })
    const key = await t.key({ projects: ['p1'] })
    return t.request({ method: 'POST', url: '/api/v1/projects/p1/sync', key, headers: JSON_TYPE, payload })
  }

  it('lists at most 100 details and says how many more there are', async () => {
    t = await createTestApp()
    const fields: Record<string, number> = {}
    for (let i = 0; i < 300_000; i++) fields[`f${i}`] = 1
    const res = await sync(JSON.stringify({ blocks: [], ...fields }))
    assert.equal(res.statusCode, 400)
    assert.ok(res.body.length < 32_000, `the 400 is ${res.body.length} bytes`)
    const body = JSON.parse(res.body)
    assert.equal(body.details[0].path, 'f0')
    assert.ok(body.details.length <= 101, `${body.details.length} details`)
  })

  it('caps details at 100 plus one counting the rest, whichever validator found them', async () => {
    t = await createTestApp()
    // One problem per block (an unknown status): the domain reports all 300, the answer lists 100.
    const blocks = Array.from({ length: 300 }, (_, i) => ({
      key: `k${i}`,
      type: 'text',
      section: 'brand',
      status: 'bogus',
      value: { content: 'x' },
    }))
    const res = await sync(JSON.stringify({ blocks }))
    assert.equal(res.statusCode, 400)
    const body = JSON.parse(res.body)
    assert.equal(body.details.length, 101)
    assert.equal(body.details[0].path, 'blocks[0].status')
    assert.equal(body.details[100].path, '')
    assert.match(body.details[100].message, /^200 more problems not listed \(at most 100 are\)/)
  })

  it('truncates an echoed multi-megabyte key in the message and the details', async () => {
    t = await createTestApp()
    const res = await sync(JSON.stringify({ blocks: [], ['k'.repeat(4_900_000)]: 1 }))
    assert.equal(res.statusCode, 400)
    assert.ok(res.body.length < 4_000, `the 400 is ${res.body.length} bytes`)
    const body = JSON.parse(res.body)
    assert.match(body.error, /k…/)
    assert.match(body.details[0].path, /^k+…$/)
  })

  it('truncates a long query value echoed by a path or query error', async () => {
    t = await createTestApp()
    await t.project({ id: 'p1' })
    const key = await t.key({ projects: ['p1'] })
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/projects/p1/blocks?${'z'.repeat(12_000)}=1`,
      key,
    })
    assert.equal(res.statusCode, 400)
    assert.ok(res.body.length < 4_000, `the 400 is ${res.body.length} bytes`)
    const missing = await t.request({ method: 'GET', url: `/${'n'.repeat(12_000)}` })
    assert.equal(missing.statusCode, 404)
    assert.ok(missing.body.length < 4_000, `the 404 is ${missing.body.length} bytes`)
  })
})
