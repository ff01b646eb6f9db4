import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { callError, callJson, connectHttp } from './mcp-fixtures.js'

interface PropertySchema {
  maximum?: number
  maxLength?: number
  maxItems?: number
  description?: string
}

/** The MCP tools take their limits from the server's config, not from built-in numbers. */
describe('MCP over Streamable HTTP: limits from config', () => {
  let t: TestApp
  let client: Client
  // Above the defaults (100, 256) where a hardcoded limit would refuse, below them (1000) where
  // it would accept too much.
  const SEARCH_MAX = 150
  const QUERY_MAX = 300
  const LIST_MAX = 5
  const SYNC_MAX = 3

  before(async () => {
    t = await createTestApp({
      env: {
        SEARCH_MAX_LIMIT: String(SEARCH_MAX),
        SEARCH_MAX_QUERY_LENGTH: String(QUERY_MAX),
        LIST_MAX_LIMIT: String(LIST_MAX),
        SYNC_MAX_BLOCKS: String(SYNC_MAX),
      },
    })
    await t.project({ id: 'p1' })
    const key = await t.key({ projects: ['p1'], access: 'write' })
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
    client = await connectHttp(baseUrl, key, 'p1')
  })

  after(async () => {
    await client.close()
    await t.close()
  })

  async function property(tool: string, name: string): Promise<PropertySchema> {
    const found = (await client.listTools()).tools.find((candidate) => candidate.name === tool)
    assert.ok(found, `${tool} is offered`)
    const schema = (found.inputSchema.properties as Record<string, PropertySchema>)[name]
    assert.ok(schema, `${tool}.${name} exists`)
    return schema
  }

  it('advertises the configured limits in the tool schemas', async () => {
    const searchLimit = await property('search_blocks', 'limit')
    assert.equal(searchLimit.maximum, SEARCH_MAX)
    assert.match(searchLimit.description ?? '', new RegExp(`1–${SEARCH_MAX}\\b`))
    assert.equal((await property('search_blocks', 'query')).maxLength, QUERY_MAX)
    const listLimit = await property('list_blocks', 'limit')
    assert.equal(listLimit.maximum, LIST_MAX)
    assert.match(listLimit.description ?? '', new RegExp(`1–${LIST_MAX}\\b`))
    const blocks = await property('sync_blocks', 'blocks')
    assert.equal(blocks.maxItems, SYNC_MAX)
    assert.match(blocks.description ?? '', new RegExp(`at most ${SYNC_MAX}\\b`))
  })

  it('accepts calls up to the configured limits and refuses them above', async () => {
    assert.deepEqual(await callJson(client, 'search_blocks', { query: 'x', limit: SEARCH_MAX }), {
      hits: [],
      corrections: [],
      expansions: [],
    })
    assert.match(await callError(client, 'search_blocks', { query: 'x', limit: SEARCH_MAX + 1 }), /limit/)
    assert.deepEqual(await callJson(client, 'search_blocks', { query: 'x'.repeat(QUERY_MAX) }), {
      hits: [],
      corrections: [],
      expansions: [],
    })
    assert.match(await callError(client, 'search_blocks', { query: 'x'.repeat(QUERY_MAX + 1) }), /query/)
    assert.equal((await callJson(client, 'list_blocks', { limit: LIST_MAX })).nextCursor, null)
    assert.match(await callError(client, 'list_blocks', { limit: LIST_MAX + 1 }), /limit/)
    const blocks = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        key: `b${i}`,
        type: 'text',
        section: 'product',
        value: { content: `Block ${i}` },
      }))
    const synced = await callJson(client, 'sync_blocks', { blocks: blocks(SYNC_MAX) })
    assert.equal(synced.created.length, SYNC_MAX)
    assert.match(await callError(client, 'sync_blocks', { blocks: blocks(SYNC_MAX + 1) }), /blocks/)
  })

  it('pages by LIST_MAX_LIMIT when no limit is given and the default page is larger', async () => {
    const blocks = Array.from({ length: 2 * SYNC_MAX }, (_, i) => ({
      key: `page${i}`,
      type: 'text',
      section: 'product',
      value: { content: `Page ${i}` },
    }))
    await callJson(client, 'sync_blocks', { blocks: blocks.slice(0, SYNC_MAX) })
    await callJson(client, 'sync_blocks', { blocks: blocks.slice(SYNC_MAX) })
    const list = await callJson(client, 'list_blocks', {})
    assert.equal(list.blocks.length, LIST_MAX)
    assert.equal(typeof list.nextCursor, 'string')
    const changes = await callJson(client, 'get_changes', { since: 0 })
    assert.equal(changes.changes.length, LIST_MAX)
    assert.equal(typeof changes.nextCursor, 'string')
  })
})
