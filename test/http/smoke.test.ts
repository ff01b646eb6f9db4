import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

describe('app smoke', () => {
  let t: TestApp
  let key: string
  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'p1' })
    key = await t.key({ projects: ['p1'] })
  })
  after(() => t.close())

  it('syncs then lists a block', async () => {
    const sync = await t.request({
      method: 'POST',
      url: '/api/v1/projects/p1/sync',
      key,
      payload: { blocks: [{ key: 'a', type: 'text', section: 'brand', value: { content: 'hi' } }] },
    })
    assert.equal(sync.statusCode, 200, sync.body)
    assert.deepEqual(sync.json().data.created, ['a'])
    const list = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks', key })
    assert.equal(list.statusCode, 200)
    assert.equal(list.json().data[0].key, 'a')
    assert.equal(list.json().data[0].status, 'draft')
    assert.ok(list.headers['x-request-id'])
  })
})
