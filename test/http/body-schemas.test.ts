import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }

/**
 * Route body schemas are applied (Ajv, nothing coerced); only the sync body opts out, so the
 * domain reports every problem of a sync at once.
 */
describe('request bodies are validated against their route schema', () => {
  let t: TestApp
  let key: string
  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'p1' })
    key = await t.key({})
  })
  after(() => t.close())

  it('POST /mcp: a message that is not JSON-RPC 2.0 is a 400 naming the field', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/mcp',
      key,
      headers: MCP_HEADERS,
      payload: { jsonrpc: '1.0', method: 'tools/list', id: 1 },
    })
    assert.equal(response.statusCode, 400)
    const body = response.json() as { data: null; error: string; details?: { path: string }[] }
    assert.equal(body.data, null)
    assert.match(body.error, /^Invalid body jsonrpc: /)
    assert.ok(body.details?.some((problem) => problem.path === 'jsonrpc'))
  })

  it('POST /mcp: an empty batch is a 400, not an accepted no-op', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/mcp',
      key,
      headers: MCP_HEADERS,
      payload: '[]',
    })
    assert.equal(response.statusCode, 400)
    assert.match((response.json() as { error: string }).error, /^Invalid body/)
  })

  it('POST /mcp: a valid message still reaches the MCP server', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/mcp',
      key,
      headers: MCP_HEADERS,
      payload: { jsonrpc: '2.0', method: 'ping', id: 'a' },
    })
    assert.equal(response.statusCode, 200)
    assert.deepEqual(response.json(), { jsonrpc: '2.0', id: 'a', result: {} })
  })

  it('sync opts out: the domain reports every problem at once, and nothing is coerced', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/projects/p1/sync',
      key,
      payload: {
        blocks: [
          { key: 'a', type: 'text', section: 'brand', value: { content: 'x' }, position: '5' },
          { key: 'b b', type: 'text', section: 'brand', value: { content: 'y' } },
        ],
      },
    })
    assert.equal(response.statusCode, 400)
    const body = response.json() as { error: string; details: { path: string }[] }
    assert.match(body.error, /^Invalid sync body: /)
    assert.deepEqual(
      body.details.map((problem) => problem.path),
      ['blocks[0].position', 'blocks[1].key'],
    )
  })
})
