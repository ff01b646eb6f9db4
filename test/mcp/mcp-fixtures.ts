import assert from 'node:assert/strict'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'

/** A small project with every kind of block: known types, a custom section, an empty block. */
export const MCP_BLOCKS = [
  {
    key: 'brand-voice',
    type: 'text',
    section: 'brand',
    name: 'Voice and tone',
    status: 'complete' as const,
    value: { content: 'Plain, confident and friendly. Never blame the user.' },
  },
  {
    key: 'brand-values',
    type: 'list',
    section: 'brand',
    name: 'Values',
    status: 'draft' as const,
    value: { items: ['Clarity over cleverness', 'Privacy by default'] },
  },
  {
    key: 'product-overview',
    type: 'text',
    section: 'product',
    name: 'Overview',
    status: 'complete' as const,
    value: { content: 'Answers about product usage for small SaaS teams, from one script tag.' },
  },
  {
    key: 'persona-founder',
    type: 'persona',
    section: 'users',
    name: 'Founder Fiona',
    status: 'complete' as const,
    value: {
      name: 'Fiona',
      description: 'Runs a five-person startup and wants numbers without a data team.',
      goals: 'Know which feature keeps customers',
      pain_points: 'Dashboards that need SQL',
    },
  },
  {
    key: 'glossary-churn',
    type: 'term',
    section: 'glossary',
    name: 'Churn',
    status: 'draft' as const,
    value: { definition: 'Customers who stop paying in a month' },
  },
  { key: 'users-empty', type: 'text', section: 'users', name: 'Not written yet', value: { content: '' } },
]

/** Connects the SDK's own client to `/mcp` of a listening server. */
export async function connectHttp(
  baseUrl: string,
  key: string | undefined,
  project?: string,
  /** How the key travels: X-API-Key, or a bearer token as many MCP clients send it. */
  as: 'x-api-key' | 'bearer' = 'x-api-key',
): Promise<Client> {
  const url = new URL('/mcp', baseUrl)
  if (project !== undefined) url.searchParams.set('project', project)
  const header: Record<string, string> =
    as === 'bearer' ? { Authorization: `Bearer ${key}` } : { 'X-API-Key': `${key}` }
  const transport = new StreamableHTTPClientTransport(url, {
    requestInit: { headers: key === undefined ? {} : header },
  })
  const client = new Client({ name: 'pctx-test', version: '1.0.0' })
  await client.connect(transport)
  return client
}

/** The text of a tool result (every pctx tool answers one text part). */
export function textOf(result: unknown): string {
  const content = (result as CallToolResult).content
  assert.equal(content.length, 1)
  const [part] = content
  assert.equal(part?.type, 'text')
  return part.type === 'text' ? part.text : ''
}

/** Calls a tool that must succeed and parses its JSON answer. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
export async function callJson(client: Client, name: string, args: Record<string, unknown>): Promise<any> {
  const result = await client.callTool({ name, arguments: args })
  assert.notEqual(result.isError, true, `${name} failed: ${textOf(result)}`)
  return JSON.parse(textOf(result))
}

/** Calls a tool that must fail, and returns its error text. */
export async function callError(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<string> {
  const result = await client.callTool({ name, arguments: args })
  assert.equal(result.isError, true, `${name} should have failed, answered: ${textOf(result)}`)
  return textOf(result)
}

/** Tokens as the issue defines them: o200k_base, counted here with the tokenizer itself. */
export function tokensOf(text: string): number {
  return countTokens(text, { disallowedSpecial: new Set() })
}

/** The markdown of a get_context result (its structured content, also sent as JSON text). */
export function markdownOf(result: unknown): string {
  const structured = (result as CallToolResult).structuredContent as { markdown: string } | undefined
  assert.ok(structured, 'get_context answers structured content')
  assert.deepEqual(JSON.parse(textOf(result)), structured, 'the same JSON as text')
  return structured.markdown
}
