import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { type RunningServer, startServer } from '../../src/server.js'
import { createServices } from '../../src/services.js'
import { openTempStore, type TempStore } from '../helpers/temp-store.js'

/**
 * Issue 28, item 3: an `/mcp` request that fails while answering is logged and answered, and
 * one that does not finish answers within MCP_REQUEST_TIMEOUT_MS, so a drain never waits longer.
 */

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }

const listBlocks = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'list_blocks', arguments: { project_id: 'p1' } },
})

/** A project p1 with one block, and a read key for it. */
async function seed(temp: TempStore): Promise<string> {
  const services = createServices({
    store: temp.store,
    config: loadConfig({ DATABASE_URL: temp.databaseUrl }),
  })
  await services.projects.create({ id: 'p1', name: 'p1' })
  await services.blocks.sync('p1', {
    blocks: [{ key: 'b', type: 'text', section: 'product', value: { content: 'One block' } }],
  })
  const { key } = await services.keys.create(
    {
      name: 'test key',
      access: 'read',
      allProjects: false,
      projects: ['p1'],
      plan: 'enterprise',
      perMinute: 1_000_000,
      perDay: 1_000_000,
    },
    SYSTEM_AUDIT,
  )
  return key
}

/** Settles with the promise, or with 'stuck' after `ms`: the bound a hung request would pass. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'stuck'> {
  let timer: NodeJS.Timeout | undefined
  const stuck = new Promise<'stuck'>((resolve) => {
    timer = setTimeout(() => resolve('stuck'), ms)
  })
  return Promise.race([promise, stuck]).finally(() => clearTimeout(timer))
}

describe('MCP: a request that fails while answering is logged and answered', () => {
  let temp: TempStore
  let app: FastifyInstance
  let key: string
  let url: string
  const logs: string[] = []
  const originalSend = WebStandardStreamableHTTPServerTransport.prototype.send
  let failNextResult = false

  before(async () => {
    temp = await openTempStore()
    key = await seed(temp)
    const config = loadConfig({ DATABASE_URL: temp.databaseUrl, LOG_LEVEL: 'warn' })
    app = await buildApp({
      config,
      store: temp.store,
      logger: { level: 'warn', stream: { write: (line: string) => logs.push(line) } },
    })
    url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/mcp`
    // What the SDK does when a batch's answer passes V8's string limit: its send throws.
    WebStandardStreamableHTTPServerTransport.prototype.send = async function (
      message: JSONRPCMessage,
      options,
    ) {
      if (failNextResult && 'result' in message) {
        failNextResult = false
        throw new RangeError('Invalid string length')
      }
      return originalSend.call(this, message, options)
    }
  })

  after(async () => {
    WebStandardStreamableHTTPServerTransport.prototype.send = originalSend
    await app.close()
    await temp.cleanup()
  })

  it('answers each request a JSON-RPC error instead of hanging, and logs the failure as JSON', async () => {
    failNextResult = true
    const answered = await within(
      fetch(url, {
        method: 'POST',
        headers: { ...HEADERS, 'x-api-key': key },
        body: JSON.stringify([listBlocks(1), listBlocks(2)]),
      }),
      10_000,
    )
    assert.notEqual(answered, 'stuck', 'the request was answered')
    if (answered === 'stuck') return
    assert.equal(answered.status, 200)
    const requestId = answered.headers.get('x-request-id')
    const answers = (await answered.json()) as { id: number; error?: { code: number; message: string } }[]
    assert.deepEqual(
      answers.map((answer) => answer.id),
      [1, 2],
    )
    for (const answer of answers) {
      assert.equal(answer.error?.code, -32603)
      assert.match(answer.error?.message ?? '', new RegExp(`server logged it \\(request ${requestId}\\)`))
    }
    const line = logs
      .map((text) => JSON.parse(text))
      .find((entry) => entry.msg === 'MCP answer could not be sent')
    assert.ok(line, `logged: ${logs.join('')}`)
    assert.equal(line.level, 50)
    assert.equal(line.reqId, requestId)
    assert.match(line.err.message, /Invalid string length/)
    // The next request is answered as usual.
    const next = await fetch(url, {
      method: 'POST',
      headers: { ...HEADERS, 'x-api-key': key },
      body: JSON.stringify(listBlocks(3)),
    })
    assert.equal(next.status, 200)
    assert.equal(((await next.json()) as { result?: unknown }).result !== undefined, true)
  })
})

describe('MCP: a request that never finishes is bounded by MCP_REQUEST_TIMEOUT_MS', () => {
  let temp: TempStore
  let server: RunningServer
  let key: string
  let reading: Promise<void>

  before(async () => {
    temp = await openTempStore()
    key = await seed(temp)
    // A page read that never returns: a database stuck on a lock, a query that runs forever.
    let started: () => void = () => {}
    reading = new Promise((resolve) => {
      started = resolve
    })
    temp.store.listBlocks = () => {
      started()
      return new Promise(() => {})
    }
    const config = loadConfig({
      DATABASE_URL: temp.databaseUrl,
      PORT: '0',
      LOG_LEVEL: 'silent',
      MCP_REQUEST_TIMEOUT_MS: '1000',
    })
    server = await startServer(config, temp.store)
  })

  after(async () => {
    await server.close()
    await temp.cleanup()
  })

  it('answers a timeout error, and the drain (what SIGTERM runs) waits no longer than that', async () => {
    const pending = fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { ...HEADERS, 'x-api-key': key },
      body: JSON.stringify(listBlocks(1)),
    })
    await reading
    const closed = await within(
      Promise.all([pending, server.close()]).then(([response]) => response),
      10_000,
    )
    assert.notEqual(closed, 'stuck', 'the drain finished')
    if (closed === 'stuck') return
    assert.equal(closed.status, 200)
    const answer = (await closed.json()) as { id: number; error?: { code: number; message: string } }
    assert.equal(answer.id, 1)
    assert.equal(answer.error?.code, -32001)
    assert.match(answer.error?.message ?? '', /Not answered within 1000 ms \(MCP_REQUEST_TIMEOUT_MS\)/)
  })
})
