import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { ManualClock } from '../helpers/clock.js'
import { readJson } from '../helpers/server-process.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { connectHttp, MCP_BLOCKS } from './mcp-fixtures.js'

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
}

/** A POST to /mcp as an MCP client sends it. */
function post(baseUrl: string, key: string | undefined, body: unknown = INITIALIZE): Promise<Response> {
  return fetch(`${baseUrl}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(key !== undefined && { 'x-api-key': key }),
    },
    body: JSON.stringify(body),
  })
}

describe('MCP over Streamable HTTP: keys, errors and rate limits', () => {
  let t: TestApp
  afterEach(() => t.close())

  async function start(clock?: ManualClock): Promise<string> {
    t = await createTestApp(clock ? { clock } : {})
    await t.project({ id: 'p1', name: 'Acme' })
    await t.services.blocks.sync('p1', { blocks: MCP_BLOCKS })
    return t.app.listen({ port: 0, host: '127.0.0.1' })
  }

  it('answers 401 with the JSON envelope for a missing, malformed or unknown key', async () => {
    const baseUrl = await start()
    const cases: [string | undefined, RegExp][] = [
      [undefined, /^Missing API key/],
      ['nope', /^Malformed API key/],
      [`pctx_${'A'.repeat(43)}`, /^Unknown API key/],
    ]
    for (const [key, message] of cases) {
      const res = await post(baseUrl, key)
      assert.equal(res.status, 401)
      assert.match(res.headers.get('content-type') ?? '', /^application\/json/)
      const body = await readJson(res)
      assert.equal(body.data, null)
      assert.match(body.error, message)
      assert.ok(res.headers.get('x-request-id'))
    }
    await assert.rejects(connectHttp(baseUrl, undefined), /401|Missing API key|Unauthorized/)
  })

  it('takes the key as Authorization: Bearer, as MCP clients that only send bearer tokens do', async () => {
    const baseUrl = await start()
    const key = await t.key({ projects: ['p1'], access: 'read' })
    const client = await connectHttp(baseUrl, key, 'p1', 'bearer')
    try {
      const { tools } = await client.listTools()
      assert.ok(tools.length > 0)
    } finally {
      await client.close()
    }
    await assert.rejects(
      connectHttp(baseUrl, `pctx_${'A'.repeat(43)}`, 'p1', 'bearer'),
      /401|Unknown API key|Unauthorized/,
    )
  })

  it('answers MCP with the API headers, 405 with Allow for GET and DELETE, and envelopes for bad bodies', async () => {
    const baseUrl = await start()
    const key = await t.key({ projects: ['p1'], access: 'read', plan: 'free' })
    const res = await post(baseUrl, key)
    assert.equal(res.status, 200)
    const body = await readJson(res)
    assert.equal(body.result.serverInfo.name, 'pctx')
    assert.equal(res.headers.get('x-ratelimit-limit'), '60')
    assert.equal(res.headers.get('x-ratelimit-remaining'), '59')
    assert.ok(res.headers.get('x-request-id'))
    // Requests stay stateless; the session only holds subscriptions (http-subscriptions.test.ts).
    assert.match(res.headers.get('mcp-session-id') ?? '', /^[0-9a-f-]{36}$/)

    for (const method of ['GET', 'DELETE']) {
      const refused = await fetch(`${baseUrl}/mcp`, { method, headers: { 'x-api-key': key } })
      assert.equal(refused.status, 405, method)
      assert.equal(refused.headers.get('allow'), 'POST')
      assert.equal((await readJson(refused)).data, null)
    }

    const notJson = await fetch(`${baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-api-key': key },
      body: 'hello',
    })
    assert.equal(notJson.status, 415)
    assert.match((await readJson(notJson)).error, /application\/json/)
    const badProject = await fetch(`${baseUrl}/mcp?project=no%20spaces`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify(INITIALIZE),
    })
    assert.equal(badProject.status, 400)
    assert.match((await readJson(badProject)).error, /project/)

    const notAcceptable = await fetch(`${baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': key },
      body: JSON.stringify(INITIALIZE),
    })
    assert.equal(notAcceptable.status, 406)
    assert.deepEqual(await readJson(notAcceptable), {
      data: null,
      error: 'Not Acceptable: Client must accept both application/json and text/event-stream',
    })
    const notJsonRpc = await post(baseUrl, key, { hello: 'world' })
    assert.equal(notJsonRpc.status, 400)
    const refused = (await readJson(notJsonRpc)) as { data: unknown; error: string }
    assert.equal(refused.data, null)
    assert.equal(refused.error, "Invalid body jsonrpc: must have required property 'jsonrpc'")

    const notification = await post(baseUrl, key, { jsonrpc: '2.0', method: 'notifications/initialized' })
    assert.equal(notification.status, 202)
    assert.equal(await notification.text(), '')
  })

  it('counts every MCP request against the key: a free key gets 429 after 60 in a minute', async () => {
    const baseUrl = await start(new ManualClock('2026-05-04T09:30:05.000Z'))
    const key = await t.key({ projects: ['p1'], access: 'read', plan: 'free' })
    const statuses: number[] = []
    const countingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      // The client's GET notification stream is a request too, counted once when it opens.
      if (['POST', 'GET'].includes(init?.method ?? 'GET')) statuses.push(response.status)
      return response
    }
    const client = new Client({ name: 'pctx-test', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
        requestInit: { headers: { 'X-API-Key': key } },
        fetch: countingFetch,
      }),
    )
    let failure: unknown
    for (let i = 0; i < 70 && failure === undefined; i++) {
      try {
        await client.callTool({ name: 'get_block', arguments: { project_id: 'p1', key: 'brand-voice' } })
      } catch (error) {
        failure = error
      }
    }
    await client.close()
    assert.ok(failure instanceof Error, 'the client saw the refusal')
    assert.match(failure.message, /429|Rate limit/)
    assert.equal(statuses.filter((status) => status === 200 || status === 202).length, 60)
    assert.deepEqual(statuses.slice(60), [429])

    const refused = await post(baseUrl, key)
    assert.equal(refused.status, 429)
    assert.ok(Number(refused.headers.get('retry-after')) > 0)
    const body = await readJson(refused)
    assert.equal(body.data, null)
    assert.match(body.error, /^Rate limit exceeded: .*free.*60/)
  })
})
