import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { callError, callJson, connectHttp, MCP_BLOCKS, markdownOf, textOf, tokensOf } from './mcp-fixtures.js'

const READ_TOOLS = [
  'get_block',
  'get_changes',
  'get_context',
  'list_blocks',
  'list_projects',
  'search_blocks',
]

describe('MCP over Streamable HTTP: tools', () => {
  let t: TestApp
  let baseUrl: string
  let readKey: string
  let writeKey: string
  const clients: Client[] = []

  async function connect(key: string, project?: string): Promise<Client> {
    const client = await connectHttp(baseUrl, key, project)
    clients.push(client)
    return client
  }

  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'p1', name: 'Acme Analytics', description: 'Product analytics for small teams.' })
    await t.project({ id: 'secret', name: 'Secret Project', public: false })
    await t.project({ id: 'big', name: 'Big Project' })
    await t.project({ id: 'other', name: 'Other' })
    await t.services.blocks.sync('p1', { blocks: MCP_BLOCKS })
    await t.services.blocks.sync('secret', {
      blocks: [{ key: 'plan', type: 'text', section: 'product', value: { content: 'Launch in May.' } }],
    })
    await t.services.blocks.sync('big', {
      blocks: Array.from({ length: 30 }, (_, i) => ({
        key: `note-${String(i).padStart(2, '0')}`,
        type: 'text',
        section: i < 15 ? 'product' : 'users',
        name: `Note ${i}`,
        value: { content: `Note number ${i}. ${'All work and no play makes a dull block. '.repeat(10)}` },
      })),
    })
    readKey = await t.key({ projects: ['p1', 'secret', 'big'], access: 'read' })
    writeKey = await t.key({ projects: ['p1'], access: 'write' })
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })

  after(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await t.close()
  })

  it('lists the read tools for a read key and adds sync_blocks for a write key', async () => {
    const read = await connect(readKey)
    const readTools = (await read.listTools()).tools
    assert.deepEqual(readTools.map((tool) => tool.name).sort(), READ_TOOLS)
    for (const tool of readTools) {
      assert.ok((tool.description ?? '').length > 80, `${tool.name} has a description written for a model`)
      if (tool.name !== 'list_projects') {
        assert.deepEqual(tool.inputSchema.required?.includes('project_id'), true, 'no default project')
      }
      assert.deepEqual(
        {
          readOnlyHint: tool.annotations?.readOnlyHint,
          destructiveHint: tool.annotations?.destructiveHint,
          idempotentHint: tool.annotations?.idempotentHint,
          openWorldHint: tool.annotations?.openWorldHint,
        },
        { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
        `${tool.name}: all four annotations`,
      )
      const properties = tool.inputSchema.properties as Record<string, { description?: string }>
      for (const [name, property] of Object.entries(properties)) {
        assert.ok(property.description, `${tool.name}.${name} is described`)
      }
      assert.equal(tool.annotations?.readOnlyHint, true)
    }
    const write = await connect(writeKey)
    const writeTools = (await write.listTools()).tools
    assert.deepEqual(writeTools.map((tool) => tool.name).sort(), [...READ_TOOLS, 'sync_blocks'].sort())
    const sync = writeTools.find((tool) => tool.name === 'sync_blocks')
    assert.equal(sync?.annotations?.destructiveHint, true)
  })

  it('list_projects lists the projects the key may read, as structured content', async () => {
    const client = await connect(readKey)
    const result = await client.callTool({ name: 'list_projects', arguments: {} })
    assert.equal(result.isError, undefined)
    const structured = result.structuredContent as {
      projects: { id: string; name: string; revision: number }[]
    }
    assert.deepEqual(
      structured.projects.map((project) => project.id),
      ['big', 'p1', 'secret'],
    )
    assert.equal(structured.projects.find((project) => project.id === 'p1')?.name, 'Acme Analytics')
    assert.deepEqual(JSON.parse(textOf(result)), structured, 'the same JSON as text')
    const write = await connect(writeKey)
    assert.deepEqual(
      (await callJson(write, 'list_projects', {})).projects.map((project: { id: string }) => project.id),
      ['p1'],
    )
  })

  it('answers every tool, get_context included, with an output schema and the same object as structured content and text', async () => {
    const client = await connect(writeKey, 'p1')
    const tools = new Map((await client.listTools()).tools.map((tool) => [tool.name, tool]))
    const calls: [string, Record<string, unknown>][] = [
      ['list_projects', {}],
      ['list_blocks', { limit: 2 }],
      ['get_block', { key: 'brand-voice' }],
      ['search_blocks', { query: 'voice' }],
      ['get_changes', { since: 0, limit: 2 }],
      ['sync_blocks', { blocks: [{ key: 'brand-voice' }], dry_run: true }],
      ['get_context', {}],
      ['get_context', { max_tokens: 120, query: 'who are our users' }],
    ]
    assert.deepEqual([...new Set(calls.map(([name]) => name))].sort(), [...tools.keys()].sort(), 'every tool')
    for (const [name, args] of calls) {
      const schema = tools.get(name)?.outputSchema
      assert.equal(schema?.type, 'object', `${name} has an output schema`)
      // The SDK client checks structuredContent against the tool's output schema on every call.
      const result = await client.callTool({ name, arguments: args })
      assert.equal(result.isError, undefined, `${name}: ${JSON.stringify(result.content)}`)
      assert.ok(result.structuredContent, `${name} answers structured content`)
      assert.deepEqual(JSON.parse(textOf(result)), result.structuredContent, `${name}: the same JSON as text`)
      for (const field of Object.keys(schema?.properties ?? {})) {
        assert.ok(field in (result.structuredContent as object), `${name} answers ${field}`)
      }
    }
  })

  it('makes project_id optional when /mcp?project= names a default project', async () => {
    const client = await connect(readKey, 'p1')
    const tools = (await client.listTools()).tools
    for (const tool of tools) assert.ok(!tool.inputSchema.required?.includes('project_id'), tool.name)
    const block = await callJson(client, 'get_block', { key: 'brand-voice' })
    assert.equal(block.name, 'Voice and tone')
    const other = await callJson(client, 'get_block', { project_id: 'secret', key: 'plan' })
    assert.equal(other.value.content, 'Launch in May.')
    const instructions = client.getInstructions() ?? ''
    assert.match(instructions, /default project is "p1"/)
  })

  it('list_blocks filters and pages in canonical order', async () => {
    const client = await connect(readKey)
    const all = await callJson(client, 'list_blocks', { project_id: 'p1' })
    assert.deepEqual(
      all.blocks.map((block: { key: string }) => block.key),
      ['brand-voice', 'brand-values', 'product-overview', 'persona-founder', 'users-empty', 'glossary-churn'],
    )
    assert.equal(all.nextCursor, null)
    const users = await callJson(client, 'list_blocks', { project_id: 'p1', section: 'users' })
    assert.deepEqual(
      users.blocks.map((block: { key: string }) => block.key),
      ['persona-founder', 'users-empty'],
    )
    const complete = await callJson(client, 'list_blocks', {
      project_id: 'p1',
      status: 'complete',
      type: 'text',
    })
    assert.deepEqual(
      complete.blocks.map((block: { key: string }) => block.key),
      ['brand-voice', 'product-overview'],
    )
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await callJson(client, 'list_blocks', {
        project_id: 'p1',
        limit: 4,
        ...(cursor && { cursor }),
      })
      assert.ok(page.blocks.length <= 4)
      seen.push(...page.blocks.map((block: { key: string }) => block.key))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    assert.deepEqual(
      seen,
      all.blocks.map((block: { key: string }) => block.key),
    )
  })

  it('list_blocks reports a bad cursor, a bad status and an unknown project as tool errors', async () => {
    const client = await connect(writeKey)
    assert.match(
      await callError(client, 'list_blocks', { project_id: 'p1', cursor: 'garbage' }),
      /^Error 400/,
    )
    assert.match(await callError(client, 'list_blocks', { project_id: 'p1', status: 'done' }), /status/)
    assert.match(await callError(client, 'list_blocks', { project_id: 'p1', limit: 0 }), /limit/)
    assert.match(await callError(client, 'list_blocks', {}), /project_id/)
  })

  it('get_changes pages the change feed in revision order, deletions included', async () => {
    await t.project({ id: 'feed', name: 'Feed' })
    const feedKey = await t.key({ allProjects: true, access: 'read' })
    const text = (key: string, content: string) => ({
      key,
      type: 'text',
      section: 'product',
      value: { content },
    })
    const first = await t.services.blocks.sync('feed', {
      blocks: [text('a', 'A'), text('b', 'B'), text('c', 'C')],
    })
    await t.services.blocks.sync('feed', { blocks: [text('b', 'B2')] })
    await t.services.blocks.deleteBlock('feed', 'a')
    const client = await connect(feedKey)
    const all = await callJson(client, 'get_changes', { project_id: 'feed', since: 0 })
    assert.deepEqual(
      all.changes.map((change: { revision: number; key: string; deleted: boolean }) => [
        change.revision - first.revision,
        change.key,
        change.deleted,
      ]),
      [
        [0, 'a', false],
        [0, 'b', false],
        [0, 'c', false],
        [1, 'b', false],
        [2, 'a', true],
      ],
    )
    assert.equal(all.changes[3].block.value.content, 'B2')
    assert.equal(all.changes[4].block, null)
    assert.equal(all.revision, first.revision + 2)
    assert.equal(all.nextCursor, null)

    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await callJson(client, 'get_changes', {
        project_id: 'feed',
        since: first.revision,
        limit: 1,
        ...(cursor && { cursor }),
      })
      for (const change of page.changes) seen.push(change.key)
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    assert.deepEqual(seen, ['b', 'a'], 'pages of one continue where the last stopped')
    assert.deepEqual(
      await callJson(client, 'get_changes', { project_id: 'feed', since: first.revision + 2 }),
      {
        changes: [],
        revision: first.revision + 2,
        nextCursor: null,
      },
    )
  })

  it('get_changes reports a bad cursor, bad arguments and a project of another key as tool errors', async () => {
    const client = await connect(readKey)
    assert.match(
      await callError(client, 'get_changes', { project_id: 'p1', since: 0, cursor: 'garbage' }),
      /^Error 400/,
    )
    assert.match(await callError(client, 'get_changes', { project_id: 'p1', since: -1 }), /since/)
    assert.match(await callError(client, 'get_changes', { project_id: 'p1' }), /since/)
    assert.match(await callError(client, 'get_changes', { project_id: 'p1', since: 0, limit: 0 }), /limit/)
    assert.match(await callError(client, 'get_changes', { project_id: 'other', since: 0 }), /^Error 403 /)
    assert.match(await callError(client, 'get_changes', { since: 0 }), /project_id/)
  })

  it('get_block answers the block, 404 for an unknown key and 403 for a project of another key', async () => {
    const client = await connect(writeKey)
    const block = await callJson(client, 'get_block', { project_id: 'p1', key: 'persona-founder' })
    assert.equal(block.type, 'persona')
    assert.equal(block.value.goals, 'Know which feature keeps customers')
    assert.equal(
      await callError(client, 'get_block', { project_id: 'p1', key: 'nope' }),
      'Error 404 (not found): Block "nope" not found in project "p1"',
    )
    assert.match(
      await callError(client, 'get_block', { project_id: 'other', key: 'x' }),
      /^Error 403 \(forbidden\): API key pctx_[A-Za-z0-9_-]+… has no access to project "other"$/,
    )
    const all = await connect(await t.key({ access: 'read' }))
    assert.match(await callError(all, 'get_block', { project_id: 'ghost', key: 'x' }), /^Error 404.*"ghost"/)
  })

  it('list_blocks, get_block and get_context read a past revision; one not recorded is a tool error', async () => {
    await t.project({ id: 'past', name: 'Past' })
    const text = (key: string, content: string) => ({
      key,
      type: 'text',
      section: 'product',
      value: { content },
    })
    await t.services.blocks.sync('past', { blocks: [text('a', 'First words'), text('b', 'Second block')] }) // 1
    await t.services.blocks.sync('past', { blocks: [text('a', 'Rewritten words')] }) // 2
    await t.services.blocks.deleteBlock('past', 'b') // 3
    const client = await connect(await t.key({ projects: ['past'], access: 'read' }), 'past')
    const contents = (blocks: { key: string; value: { content: string } }[]) =>
      blocks.map((block) => [block.key, block.value.content])

    assert.deepEqual(contents((await callJson(client, 'list_blocks', { revision: 1 })).blocks), [
      ['a', 'First words'],
      ['b', 'Second block'],
    ])
    const paged = await callJson(client, 'list_blocks', { revision: 1, limit: 1 })
    assert.deepEqual(contents(paged.blocks), [['a', 'First words']])
    const rest = await callJson(client, 'list_blocks', { revision: 1, limit: 1, cursor: paged.nextCursor })
    assert.deepEqual(contents(rest.blocks), [['b', 'Second block']])
    assert.deepEqual(contents((await callJson(client, 'list_blocks', {})).blocks), [['a', 'Rewritten words']])
    assert.equal(
      (await callJson(client, 'get_block', { key: 'a', revision: 1 })).value.content,
      'First words',
    )
    assert.equal(
      (await callJson(client, 'get_block', { key: 'b', revision: 2 })).value.content,
      'Second block',
    )
    assert.equal(
      await callError(client, 'get_block', { key: 'b', revision: 3 }),
      'Error 404 (not found): Block "b" not found in project "past"',
    )
    assert.equal(
      await callError(client, 'get_block', { key: 'b', revision: 0 }),
      'Error 404 (not found): Block "b" not found in project "past" at revision 0',
    )
    const then = markdownOf(await client.callTool({ name: 'get_context', arguments: { revision: 1 } }))
    assert.match(then, /First words/)
    assert.match(then, /Second block/)
    const now = markdownOf(await client.callTool({ name: 'get_context', arguments: {} }))
    assert.match(now, /Rewritten words/)
    assert.doesNotMatch(now, /Second block/)
    for (const [tool, args] of [
      ['list_blocks', {}],
      ['get_block', { key: 'a' }],
      ['get_context', {}],
    ] as const) {
      assert.equal(
        await callError(client, tool, { ...args, revision: 9 }),
        'Error 404 (not found): Revision 9 of project "past" is not recorded; recorded revisions are 0–3',
        tool,
      )
      assert.match(await callError(client, tool, { ...args, revision: -1 }), /revision/, tool)
    }
  })

  it('search_blocks ranks hits with snippets; an empty query is an input error', async () => {
    const client = await connect(readKey)
    const { hits, corrections } = await callJson(client, 'search_blocks', {
      project_id: 'p1',
      query: 'fiona',
    })
    assert.equal(hits[0].key, 'persona-founder')
    assert.equal(typeof hits[0].score, 'number')
    assert.match(hits[0].snippet, /\*\*Fiona\*\*/)
    assert.deepEqual(corrections, [])
    const none = await callJson(client, 'search_blocks', {
      project_id: 'p1',
      query: 'fiona',
      section: 'brand',
    })
    assert.deepEqual(none, { hits: [], corrections: [], expansions: [] })
    assert.match(await callError(client, 'search_blocks', { project_id: 'p1', query: '' }), /query/)
  })

  it('search_blocks answers structured content, the same as its text, and says agents may ask in sentences', async () => {
    const client = await connect(readKey)
    const tool = (await client.listTools()).tools.find((candidate) => candidate.name === 'search_blocks')
    assert.ok(tool)
    assert.match(tool.description ?? '', /question|sentence/i)
    assert.doesNotMatch(tool.description ?? '', /every word must match/i)
    const properties = tool.inputSchema.properties as Record<string, { enum?: string[]; maxLength?: number }>
    assert.deepEqual(properties.match?.enum, ['any', 'all'])
    assert.equal(properties.query?.maxLength, 1024)
    assert.deepEqual(tool.outputSchema?.required?.sort(), ['corrections', 'expansions', 'hits'])
    const result = await client.callTool({
      name: 'search_blocks',
      arguments: { project_id: 'p1', query: 'who is our founder?' },
    })
    assert.notEqual(result.isError, true, textOf(result))
    const structured = result.structuredContent as { hits: { key: string }[]; corrections: unknown[] }
    assert.deepEqual(JSON.parse(textOf(result)), structured)
    assert.equal(structured.hits[0]?.key, 'persona-founder')
  })

  it('search_blocks takes match: all needs every word; anything but any or all is an input error', async () => {
    const client = await connect(readKey)
    const search = (query: string, match: string) =>
      callJson(client, 'search_blocks', { project_id: 'p1', query, match })
    const keys = async (query: string, match: string) =>
      (await search(query, match)).hits.map((hit: { key: string }) => hit.key).sort()
    assert.deepEqual(await keys('plain friendly', 'all'), ['brand-voice'])
    assert.deepEqual(await keys('plain fiona', 'all'), [])
    assert.match(
      await callError(client, 'search_blocks', { project_id: 'p1', query: 'x', match: 'some' }),
      /match/,
    )
  })

  // Needs the per-project engine (issue 11): the old FTS search behind the store is AND only.
  it('search_blocks matches any word by default and with match: any', async () => {
    const client = await connect(readKey)
    for (const args of [{}, { match: 'any' }]) {
      const { hits } = await callJson(client, 'search_blocks', {
        project_id: 'p1',
        query: 'plain fiona',
        ...args,
      })
      assert.deepEqual(hits.map((hit: { key: string }) => hit.key).sort(), ['brand-voice', 'persona-founder'])
    }
  })

  // Needs the per-project engine (issue 11): typo correction against the project's vocabulary.
  it('search_blocks corrects a misspelt word and reports it in structured content and text', async () => {
    const client = await connect(readKey)
    const result = await client.callTool({
      name: 'search_blocks',
      arguments: { project_id: 'p1', query: 'dashbords' },
    })
    const structured = result.structuredContent as { hits: { key: string }[]; corrections: unknown[] }
    assert.deepEqual(structured.corrections, [{ from: 'dashbords', to: 'dashboards' }])
    assert.equal(structured.hits[0]?.key, 'persona-founder')
    assert.deepEqual(JSON.parse(textOf(result)).corrections, structured.corrections)
  })

  it('get_context renders the project, a section, complete blocks only, and private projects', async () => {
    const client = await connect(readKey)
    const markdown = markdownOf(
      await client.callTool({ name: 'get_context', arguments: { project_id: 'p1' } }),
    )
    assert.match(markdown, /^# Acme Analytics\n\nProduct analytics for small teams\.\n/)
    for (const heading of [
      '## Brand',
      '### Voice and tone',
      '## Users',
      '### Founder Fiona',
      '## Glossary',
    ]) {
      assert.ok(markdown.includes(`\n${heading}\n`), heading)
    }
    assert.ok(!markdown.includes('Not written yet'), 'empty blocks are left out')
    const publicMarkdown = await (await fetch(`${baseUrl}/api/projects/p1/markdown`)).text()
    assert.equal(markdown, publicMarkdown, 'the same document as the public endpoint')

    const users = markdownOf(
      await client.callTool({ name: 'get_context', arguments: { project_id: 'p1', section: 'users' } }),
    )
    assert.match(users, /^# Users\n\n## Founder Fiona\n/)
    const completeOnly = true
    const complete = markdownOf(
      await client.callTool({
        name: 'get_context',
        arguments: { project_id: 'p1', complete_only: completeOnly },
      }),
    )
    assert.ok(!complete.includes('### Values'), 'drafts are left out')
    assert.ok(complete.includes('### Voice and tone'))

    const secret = markdownOf(
      await client.callTool({ name: 'get_context', arguments: { project_id: 'secret' } }),
    )
    assert.match(secret, /^# Secret Project\n[\s\S]*Launch in May\./)
    assert.equal((await fetch(`${baseUrl}/api/projects/secret/markdown`)).status, 404, 'not public')

    assert.equal(
      await callError(client, 'get_context', { project_id: 'p1', section: 'pricing' }),
      'Error 404 (not found): Section "pricing" not found in project "p1"; sections with content: brand, product, users, glossary',
    )
  })

  it('get_context fits max_tokens (o200k_base), names what it left out, and says so in its structured result', async () => {
    const client = await connect(readKey)
    await client.listTools() // the SDK client validates structured results against the listed output schemas
    const full = markdownOf(await client.callTool({ name: 'get_context', arguments: { project_id: 'big' } }))
    assert.ok(tokensOf(full) > 3000, `the whole project is large (${tokensOf(full)} tokens)`)

    const result = await client.callTool({
      name: 'get_context',
      arguments: { project_id: 'big', max_tokens: 1000 },
    })
    const trimmed = markdownOf(result)
    const structured = result.structuredContent as Record<string, unknown>
    assert.ok(tokensOf(trimmed) <= 1000, `fits the budget: ${tokensOf(trimmed)} tokens`)
    assert.equal(structured.tokens, tokensOf(trimmed))
    assert.equal(structured.truncated, true)
    const shown = [...trimmed.matchAll(/^### Note (\d+)$/gm)].map((match) => Number(match[1]))
    assert.ok(shown.length >= 5 && shown.length < 30, `shows some blocks (${shown.length})`)
    assert.deepEqual(
      shown,
      shown.map((_, i) => i),
      'a prefix in canonical order (every block is a draft: no other order applies)',
    )
    assert.equal(structured.shownBlocks, shown.length)
    assert.equal(structured.totalBlocks, 30)
    assert.equal(structured.omittedCount, 30 - shown.length)
    const note =
      /pctx: cut to fit max_tokens=1000 \(o200k_base\): (\d+) of 30 blocks shown whole\. Left out: (\d+) blocks \((\d+) of product, all 15 of users\): (.*)\n$/.exec(
        trimmed,
      )
    assert.ok(note, `ends with the note:\n${trimmed.slice(-600)}`)
    assert.equal(Number(note[1]), shown.length)
    assert.equal(Number(note[2]), 30 - shown.length)
    assert.equal(Number(note[3]), 15 - shown.length)
    assert.ok(note[4]?.startsWith(`\`note-${String(shown.length).padStart(2, '0')}\``), note[4])
    assert.match(note[4] ?? '', /and \d+ more\. Read them with get_block/)

    const section = markdownOf(
      await client.callTool({
        name: 'get_context',
        arguments: { project_id: 'big', section: 'users', max_tokens: 400 },
      }),
    )
    assert.match(section, /^# Users\n\n## Note 15\n/)
    assert.ok(tokensOf(section) <= 400)

    const tiny = markdownOf(
      await client.callTool({ name: 'get_context', arguments: { project_id: 'big', max_tokens: 10 } }),
    )
    assert.ok(tokensOf(tiny) <= 10)
    assert.match(tiny, /^pctx: max_tokens=10 is/)

    const roomy = await client.callTool({
      name: 'get_context',
      arguments: { project_id: 'p1', max_tokens: 100_000 },
    })
    assert.ok(!markdownOf(roomy).includes('pctx:'), 'no note when everything fits')
    assert.equal((roomy.structuredContent as Record<string, unknown>).truncated, false)
    assert.match(
      await callError(client, 'get_context', { project_id: 'p1', query: 'who are our users' }),
      /query ranks blocks for a token budget: give max_tokens too/,
    )
  })

  it('sync_blocks writes for a write key, dry-runs, and reports every problem as a tool error', async () => {
    const client = await connect(writeKey, 'p1')
    const block = {
      key: 'brand-tagline',
      type: 'text',
      section: 'brand',
      value: { content: 'Answers, not dashboards.' },
    }
    const dry = await callJson(client, 'sync_blocks', { blocks: [block], dry_run: true })
    assert.deepEqual(dry.created, ['brand-tagline'])
    assert.equal(dry.dryRun, true)
    assert.match(await callError(client, 'get_block', { key: 'brand-tagline' }), /^Error 404/)

    const done = await callJson(client, 'sync_blocks', { blocks: [block] })
    assert.deepEqual(done.created, ['brand-tagline'])
    assert.equal(done.dryRun, false)
    assert.equal((await callJson(client, 'get_block', { key: 'brand-tagline' })).status, 'draft')

    // A block read back can be sent as it is (read-only fields are ignored).
    const again = await callJson(client, 'get_block', { key: 'brand-tagline' })
    assert.deepEqual((await callJson(client, 'sync_blocks', { blocks: [again] })).unchanged, [
      'brand-tagline',
    ])

    const invalid = await callError(client, 'sync_blocks', {
      blocks: [
        { key: 'new-one' },
        {
          key: 'persona-founder',
          status: 'complete',
          value: { name: 'F', description: '', goals: 'g', pain_points: 'p' },
        },
      ],
    })
    assert.match(invalid, /^Error 400 \(invalid request\): /)
    assert.match(invalid, /\n- blocks\[0\]\.type: /)
    assert.match(invalid, /\n- blocks\[1\]\.value\.description: /)

    assert.match(
      await callError(client, 'sync_blocks', { blocks: [], expected_revision: 0 }),
      /^Error 409 \(conflict\): Project "p1" is at revision \d+, not the expected 0/,
    )
    assert.match(
      await callError(client, 'sync_blocks', { project_id: 'secret', blocks: [] }),
      /^Error 403 \(forbidden\): .*no access to project "secret"/,
    )

    const read = await connect(readKey, 'p1')
    const refused = await read.callTool({ name: 'sync_blocks', arguments: { blocks: [block] } })
    assert.equal(refused.isError, true)
    assert.match(textOf(refused), /sync_blocks not found/)
  })

  // Last: it gives "big" synonyms, which no test above expects.
  it("search_blocks and get_context search with the project's synonyms and name them", async () => {
    await t.services.synonyms.put('big', { groups: [['memo', 'note']] }, null)
    const client = await connect(readKey)
    const found = (await callJson(client, 'search_blocks', {
      project_id: 'big',
      query: 'memo',
      limit: 3,
    })) as {
      hits: unknown[]
      expansions: unknown
    }
    assert.equal(found.hits.length, 3)
    assert.deepEqual(found.expansions, [{ term: 'memo', with: ['note'] }])
    const result = await client.callTool({
      name: 'get_context',
      arguments: { project_id: 'big', max_tokens: 300, query: 'memo' },
    })
    const structured = result.structuredContent as Record<string, unknown>
    assert.deepEqual(structured.expansions, [{ term: 'memo', with: ['note'] }])
    assert.match(textOf(result), /"expansions":\[\{"term":"memo","with":\["note"\]\}\]/)
  })
})
