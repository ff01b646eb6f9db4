import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Store } from '../../src/domain/store.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/** Issue 28, item 3: a JSON-RPC batch costs what it holds, and its answer has a byte cap. */

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }

/** `count` tools/call messages of `tool`, ids 0…count-1. */
function batchOf(count: number, tool: string, args: Record<string, unknown> = {}) {
  return Array.from({ length: count }, (_, id) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: tool, arguments: args },
  }))
}

interface Answer {
  id: number
  result?: { isError?: boolean; content: { text: string }[] }
  error?: { code: number; message: string }
}

describe('MCP batches: every message counts against the key', () => {
  let t: TestApp
  // Inside one UTC minute, so no window rolls over between the requests.
  const clock = { now: () => new Date('2026-03-02T10:00:05Z') }

  before(async () => {
    t = await createTestApp({ clock })
    await t.project({ id: 'p1' })
  })
  after(() => t.close())

  const post = (key: string, payload: object, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/mcp', key, headers: { ...HEADERS, ...headers }, payload })

  it('a batch of N costs N, and a batch larger than what is left is a 429', async () => {
    const key = await t.key({ projects: ['p1'], plan: 'free', access: 'read' }) // 60 per minute
    const first = await post(key, batchOf(10, 'list_projects'))
    assert.equal(first.statusCode, 200, first.body)
    assert.equal((first.json() as Answer[]).length, 10)
    assert.equal(first.headers['x-ratelimit-remaining'], '50')
    for (const left of ['30', '10']) {
      const next = await post(key, batchOf(20, 'list_projects'))
      assert.equal(next.statusCode, 200, next.body)
      assert.equal(next.headers['x-ratelimit-remaining'], left)
    }
    const over = await post(key, batchOf(20, 'list_projects'))
    assert.equal(over.statusCode, 429, over.body)
    assert.match(over.json().error, /free plan allows 60 requests per minute/)
    assert.ok(Number(over.headers['retry-after']) > 0)
    assert.equal(over.json().data, null)
  })

  it('refuses a batch above MCP_MAX_BATCH (20) with a 400 naming the cap, before counting it', async () => {
    const key = await t.key({ projects: ['p1'], plan: 'free', access: 'read' })
    const response = await post(key, batchOf(21, 'list_projects'))
    assert.equal(response.statusCode, 400, response.body)
    assert.match(response.json().error, /at most 20 messages .*MCP_MAX_BATCH.*got 21/)
    assert.equal(response.headers['x-ratelimit-remaining'], '59', 'only the HTTP request counted')
  })

  it('refuses a batch from a client on MCP 2025-06-18 or later, which has no batching', async () => {
    const key = await t.key({ projects: ['p1'], access: 'read' })
    for (const version of ['2025-06-18', '2025-11-25']) {
      const response = await post(key, batchOf(2, 'list_projects'), { 'mcp-protocol-version': version })
      assert.equal(response.statusCode, 400, response.body)
      assert.match(response.json().error, new RegExp(`not part of MCP ${version}.*one message per request`))
    }
    // 2025-03-26 still batches, and so does a client that sends no version (the SDK's default).
    const old = await post(key, batchOf(2, 'list_projects'), { 'mcp-protocol-version': '2025-03-26' })
    assert.equal(old.statusCode, 200, old.body)
    assert.equal((old.json() as Answer[]).length, 2)
  })
})

describe('MCP answers: a byte cap on the whole answer', () => {
  let t: TestApp
  let key: string
  let listed = 0
  const CAP = 64 * 1024

  before(async () => {
    t = await createTestApp({ env: { MCP_MAX_RESPONSE_BYTES: String(CAP) } })
    await t.project({ id: 'p1' })
    // 40 blocks of ~420 characters: one list_blocks answer is ~50 KB, so one fits and two do not.
    await t.services.blocks.sync('p1', {
      blocks: Array.from({ length: 40 }, (_, i) => ({
        key: `note-${i}`,
        type: 'text',
        section: 'product',
        value: { content: `Note ${i}. ${'All work and no play makes a dull block. '.repeat(10)}` },
      })),
    })
    key = await t.key({ projects: ['p1'], access: 'read' })
    // Counts the pages the app reads, to show that calls past the cap never run.
    const store = t.store as Store
    const listBlocks = store.listBlocks.bind(store)
    store.listBlocks = (...args) => {
      listed += 1
      return listBlocks(...args)
    }
  })
  after(() => t.close())

  const post = (payload: object) => t.request({ method: 'POST', url: '/mcp', key, headers: HEADERS, payload })

  it('answers a batch up to the cap, then a JSON-RPC error per message, without running the rest', async () => {
    listed = 0
    const response = await post(batchOf(20, 'list_blocks', { project_id: 'p1', limit: 1000 }))
    assert.equal(response.statusCode, 200, response.body.slice(0, 300))
    const answers = response.json() as Answer[]
    assert.equal(answers.length, 20)
    assert.deepEqual(
      answers.map((answer) => answer.id),
      answers.map((_, i) => i),
    )
    assert.ok(answers[0]?.result && !answers[0].result.isError, 'the first page fits')
    const refused = answers[1]?.error
    assert.equal(refused?.code, -32010)
    assert.match(refused?.message ?? '', /The result is \d+ bytes.*65536 bytes \(MCP_MAX_RESPONSE_BYTES/)
    for (const answer of answers.slice(2)) {
      assert.equal(answer.error?.code, -32010)
      assert.match(answer.error?.message ?? '', /^Not run: .*MCP_MAX_RESPONSE_BYTES/)
    }
    assert.ok(Buffer.byteLength(response.body) <= CAP, `${Buffer.byteLength(response.body)} bytes answered`)
    assert.equal(listed, 2, 'two pages were read: the one answered and the one that passed the cap')
  })

  it('caps a single tool result too, with a 413 tool error naming the cap', async () => {
    await t.services.blocks.sync('p1', {
      blocks: Array.from({ length: 200 }, (_, i) => ({
        key: `more-${i}`,
        type: 'text',
        section: 'users',
        value: { content: `More ${i}. ${'All work and no play makes a dull block. '.repeat(10)}` },
      })),
    })
    const [single = {}] = batchOf(1, 'list_blocks', { project_id: 'p1', limit: 1000 })
    const response = await post(single)
    assert.equal(response.statusCode, 200)
    const answer = response.json() as Answer
    assert.equal(answer.result?.isError, true)
    assert.match(
      answer.result?.content[0]?.text ?? '',
      /^Error 413 \(too large\): The result would be about \d+ bytes, and one answer may hold 65536 \(MCP_MAX_RESPONSE_BYTES\)/,
    )
    assert.ok(Buffer.byteLength(response.body) < 1024)
  })

  it('caps a single answer that is not a tool result with the JSON-RPC error', async () => {
    const response = await post({
      jsonrpc: '2.0',
      id: 7,
      method: 'resources/read',
      params: { uri: 'pctx://projects/p1/sections/users' },
    })
    assert.equal(response.statusCode, 200)
    const answer = response.json() as Answer
    assert.equal(answer.id, 7)
    assert.equal(answer.error?.code, -32010, response.body.slice(0, 300))
    assert.match(answer.error?.message ?? '', /MCP_MAX_RESPONSE_BYTES/)
  })
})
