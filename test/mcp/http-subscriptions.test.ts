import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { connectHttp, MCP_BLOCKS } from './mcp-fixtures.js'
import { listen } from './subscription-fixtures.js'

describe('MCP over Streamable HTTP: resources/subscribe', () => {
  let t: TestApp
  let baseUrl: string
  let key: string
  const clients: Client[] = []

  async function connect(as = key): Promise<Client> {
    const client = await connectHttp(baseUrl, as)
    clients.push(client)
    return client
  }

  async function write(content: string): Promise<void> {
    await t.services.blocks.sync('p1', {
      blocks: [{ key: 'brand-voice', type: 'text', section: 'brand', value: { content } }],
    })
  }

  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'p1', name: 'Acme Analytics' })
    await t.project({ id: 'p2', name: 'Other' })
    await t.services.blocks.sync('p1', { blocks: MCP_BLOCKS })
    key = await t.key({ projects: ['p1'], access: 'read' })
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })

  after(async () => {
    // Streams still open: closing the app must end them, not wait on them.
    await t.close()
    await Promise.all(clients.map((client) => client.close()))
  })

  it('declares resources.subscribe and tells of a new revision until unsubscribed', async () => {
    const client = await connect()
    assert.equal(client.getServerCapabilities()?.resources?.subscribe, true)
    const events = listen(client)
    const llms = 'pctx://projects/p1/llms.txt'
    const brand = 'pctx://projects/p1/sections/brand'
    await client.subscribeResource({ uri: llms })
    await client.subscribeResource({ uri: brand })

    const start = performance.now()
    await write('Plain and warm.')
    const latency = await events.next(llms, start)
    await events.next(brand, start)
    assert.ok(latency < 5000, `told after ${latency} ms`)
    console.log(`subscription latency ${Math.round(latency)} ms`)

    await client.unsubscribeResource({ uri: llms })
    const later = performance.now()
    await write('Plain, warm and short.')
    await events.next(brand, later)
    assert.deepEqual(
      events.told.filter((item) => item.at >= later).map((item) => item.uri),
      [brand],
      'the unsubscribed llms.txt is not told again',
    )
  })

  it('refuses resources the key cannot read, and URIs that name none', async () => {
    const client = await connect()
    const refused = async (uri: string, pattern: RegExp) =>
      assert.rejects(client.subscribeResource({ uri }), (error: Error) => {
        assert.match(error.message, pattern)
        return true
      })
    await refused('pctx://projects/p2/llms.txt', /403|no access|not found/i)
    await refused('pctx://projects/nope/llms.txt', /403|no access|not found/i)
    await refused('pctx://projects/p1/sections/nothing-here', /no section "nothing-here"/)
    await refused('https://example.com/llms.txt', /Unknown resource/)
  })

  it('keeps sessions to their key and process: 405 without one, 404 for another key’s, DELETE ends it', async () => {
    const initialize = (as: string) =>
      fetch(`${baseUrl}/mcp`, {
        method: 'POST',
        headers: {
          'x-api-key': as,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {
            protocolVersion: '2025-06-18',
            capabilities: {},
            clientInfo: { name: 't', version: '1' },
          },
        }),
      })
    const opened = await initialize(key)
    assert.equal(opened.status, 200)
    const session = opened.headers.get('mcp-session-id') ?? ''
    assert.match(session, /^[0-9a-f-]{36}$/)
    const other = await t.key({ projects: ['p1'], access: 'read' })
    const get = (as: string, id?: string) =>
      fetch(`${baseUrl}/mcp`, {
        headers: { 'x-api-key': as, accept: 'text/event-stream', ...(id && { 'mcp-session-id': id }) },
      })
    assert.equal((await get(key)).status, 405)
    const foreign = await get(other, session)
    assert.equal(foreign.status, 404)
    assert.match(((await foreign.json()) as { error: string }).error, /not held by this server/)
    const ended = await fetch(`${baseUrl}/mcp`, {
      method: 'DELETE',
      headers: { 'x-api-key': key, 'mcp-session-id': session },
    })
    assert.equal(ended.status, 204)
    assert.equal((await get(key, session)).status, 404)
  })
})
