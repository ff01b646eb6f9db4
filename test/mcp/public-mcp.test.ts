import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { callError, callJson, MCP_BLOCKS } from './mcp-fixtures.js'

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' })

describe('public MCP at /api/projects/:projectId/mcp', () => {
  let t: TestApp
  let limited: TestApp
  let baseUrl: string
  let limitedUrl: string
  let client: Client

  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'pub', name: 'Acme Analytics' })
    await t.project({ id: 'priv', name: 'Secret', public: false })
    await t.services.blocks.sync('pub', { blocks: MCP_BLOCKS })
    await t.services.blocks.sync('priv', { blocks: MCP_BLOCKS })
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
    client = new Client({ name: 'pctx-test', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(new URL('/api/projects/pub/mcp', baseUrl)))
    // A clock that stands still: limits count per UTC minute, and a real one could cross a
    // minute's end between the five requests of the counting test.
    limited = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '4' }, clock: new ManualClock() })
    await limited.project({ id: 'pub', name: 'Acme Analytics' })
    limitedUrl = await limited.app.listen({ port: 0, host: '127.0.0.1' })
  })

  after(async () => {
    await client.close()
    await t.close()
    await limited.close()
  })

  it('offers the read tools, resources and prompts of that project without a key', async () => {
    const tools = (await client.listTools()).tools.map((tool) => tool.name).sort()
    assert.deepEqual(tools, [
      'get_block',
      'get_changes',
      'get_context',
      'list_blocks',
      'list_projects',
      'search_blocks',
    ])
    assert.deepEqual(
      (await callJson(client, 'list_projects', {})).projects.map((project: { id: string }) => project.id),
      ['pub'],
    )
    assert.equal((await callJson(client, 'get_block', { key: 'persona-founder' })).name, 'Founder Fiona')
    const { resources } = await client.listResources()
    assert.ok(resources.some((resource) => resource.uri === 'pctx://projects/pub/llms.txt'))
    const llms = (await client.readResource({ uri: 'pctx://projects/pub/llms.txt' })).contents[0] as {
      text: string
    }
    assert.equal(llms.text, await (await fetch(`${baseUrl}/api/projects/pub/llms.txt`)).text())
    const prompt = await client.getPrompt({ name: 'write_in_our_voice', arguments: { task: 'a tweet' } })
    assert.match(JSON.stringify(prompt.messages), /Never blame the user/)
  })

  it('refuses every other project as not found, a private one included', async () => {
    for (const project_id of ['priv', 'nope']) {
      const text = await callError(client, 'get_block', { project_id, key: 'persona-founder' })
      assert.equal(
        text,
        `Error 404 (not found): Project "${project_id}" not found: no public project has this id`,
      )
    }
    await assert.rejects(client.readResource({ uri: 'pctx://projects/priv/llms.txt' }), /not found/)
    const sync = await client.callTool({ name: 'sync_blocks', arguments: { blocks: [] } })
    assert.equal(sync.isError, true, 'no sync tool')
  })

  it('answers a private or unknown project with the public endpoints’ 404, alike', async () => {
    const answers = []
    for (const id of ['priv', 'nope', 'bad id!']) {
      const response = await fetch(`${baseUrl}/api/projects/${encodeURIComponent(id)}/mcp`, {
        method: 'POST',
        headers: MCP_HEADERS,
        body: JSON.stringify(ping(1)),
      })
      assert.equal(response.status, 404)
      answers.push((await response.json()) as { data: null; error: string })
    }
    assert.deepEqual(answers[0], {
      data: null,
      error: 'Project "priv" not found: no public project has this id',
    })
    assert.deepEqual(answers[1], {
      data: null,
      error: 'Project "nope" not found: no public project has this id',
    })
    const llms = await fetch(`${baseUrl}/api/projects/priv/llms.txt`)
    assert.deepEqual(await llms.json(), answers[0], 'the same body as the public outputs')
  })

  it('counts every request and batch message against the client IP', async () => {
    const post = (body: unknown) =>
      fetch(`${limitedUrl}/api/projects/pub/mcp`, {
        method: 'POST',
        headers: MCP_HEADERS,
        body: JSON.stringify(body),
      })
    const first = await post(ping(1))
    assert.equal(first.status, 200)
    assert.equal(first.headers.get('x-ratelimit-limit'), '4')
    assert.equal(first.headers.get('x-ratelimit-remaining'), '3')
    const batch = await post([ping(2), ping(3)])
    assert.equal(batch.status, 200)
    assert.equal(batch.headers.get('x-ratelimit-remaining'), '1')
    assert.equal((await post(ping(4))).status, 200)
    const over = await post(ping(5))
    assert.equal(over.status, 429)
    assert.match(((await over.json()) as { error: string }).error, /per minute per client IP/)
  })
})
