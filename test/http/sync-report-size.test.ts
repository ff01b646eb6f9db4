import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Api, freshProject } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/** A refused sync's answer is sized by what was wrong, not by what was sent. */
describe('POST /projects/:projectId/sync: the size of a refusal', () => {
  let t: TestApp
  let p: Api
  before(async () => {
    t = await createTestApp()
    p = await freshProject(t)
  })
  after(() => t.close())

  it('answers a body of 100,000 unknown fields in a few KB, counting them', async () => {
    const fields = Array.from({ length: 100_000 }, (_, i) => `"f${i}":0`).join(',')
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/projects/${p.projectId}/sync`,
      key: p.key,
      headers: { 'content-type': 'application/json' },
      payload: `{"blocks":[{"key":"k","type":"text","section":"brand",${fields}}],${fields.replaceAll('"f', '"g')}}`,
    })
    assert.equal(response.statusCode, 400)
    assert.ok(response.body.length < 5_000, `${response.body.length} bytes`)
    const body = response.json() as { error: string; details: { path: string; message: string }[] }
    assert.match(body.error, /^Invalid sync body: /)
    assert.ok(body.details.some((problem) => /has 100000 unknown fields/.test(problem.message)))
    assert.ok(
      body.details.some((problem) => problem.path === 'blocks[0]' && /100000 unknown/.test(problem.message)),
    )
  })

  it('quotes a long key or field name only in part', async () => {
    const long = 'x'.repeat(100_000)
    const response = await p.sync({ blocks: [{ key: `${long} `, [long]: 1 }] })
    assert.equal(response.statusCode, 400)
    assert.ok(response.body.length < 2_000, `${response.body.length} bytes`)
  })
})
