import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import type { Readable } from 'node:stream'
import { after, before, describe, it } from 'node:test'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import {
  BIN,
  childEnv,
  killChildren,
  REPO_ROOT,
  runCli,
  runJson,
  type TempDb,
  tempDb,
  trackChild,
} from '../helpers/cli.js'
import { bannerKey, freePort, type ServerProcess, startServer } from '../helpers/server-process.js'
import { callError, callJson, connectHttp, markdownOf, textOf, tokensOf } from './mcp-fixtures.js'
import { listen } from './subscription-fixtures.js'

interface StdioClient {
  client: Client
  /** What the child wrote on stderr so far. */
  stderr(): string
  /** Errors the client's transport reported, e.g. a stdout line that is not JSON-RPC. */
  errors: Error[]
}

describe('pctx mcp over stdio, against a real server', () => {
  let db: TempDb
  let server: ServerProcess
  let writeKey: string
  let readKey: string
  let freeKey: string
  const clients: Client[] = []

  async function connectStdio(key: string, args: string[] = []): Promise<StdioClient> {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp', ...args],
      env: childEnv({ PCTX_URL: server.url, PCTX_API_KEY: key }) as Record<string, string>,
      cwd: REPO_ROOT,
      stderr: 'pipe',
    })
    let stderr = ''
    // With stderr: 'pipe' the transport exposes the child's stderr as a readable stream.
    const childStderr = transport.stderr as Readable | null
    childStderr?.setEncoding('utf8')
    childStderr?.on('data', (chunk: string) => {
      stderr += chunk
    })
    const client = new Client({ name: 'pctx-test', version: '1.0.0' })
    const errors: Error[] = []
    client.onerror = (error) => errors.push(error)
    await client.connect(transport)
    clients.push(client)
    return { client, stderr: () => stderr, errors }
  }

  before(async () => {
    db = tempDb()
    server = await startServer({ db: db.url })
    const key = bannerKey(server.stderr())
    assert.ok(key, 'the demo banner printed a write key')
    writeKey = key
    const create = (access: string, plan = 'pro') =>
      runJson<{ key: string }>(
        [
          'key',
          'create',
          '--name',
          `mcp ${access}`,
          '--project',
          'demo',
          '--access',
          access,
          '--plan',
          plan,
          '--json',
        ],
        { db: db.url },
      )
    readKey = (await create('read')).key
    freeKey = (await create('read', 'free')).key
  })

  after(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await server.stop()
    await killChildren()
    db.cleanup()
  })

  it('offers exactly the tools, resources and answers of /mcp', async () => {
    const stdio = await connectStdio(writeKey, ['--project', 'demo'])
    const http = await connectHttp(server.url, writeKey, 'demo')
    clients.push(http)
    const names = (await stdio.client.listTools()).tools.map((tool) => tool.name).sort()
    assert.deepEqual(names, [
      'get_block',
      'get_changes',
      'get_context',
      'list_blocks',
      'list_projects',
      'search_blocks',
      'sync_blocks',
    ])
    assert.deepEqual(await stdio.client.listTools(), await http.listTools())
    assert.deepEqual(await stdio.client.listResourceTemplates(), await http.listResourceTemplates())
    assert.deepEqual(await stdio.client.listResources(), await http.listResources())
    assert.equal(stdio.client.getInstructions(), http.getInstructions())
    assert.deepEqual(await stdio.client.listPrompts(), await http.listPrompts())
    for (const [name, args] of [
      ['write_in_our_voice', { task: 'a release note' }],
      ['brief_for_persona', { task: 'an onboarding email', persona: 'persona-founder' }],
    ] as const) {
      const prompt = await stdio.client.getPrompt({ name, arguments: args })
      assert.deepEqual(prompt, await http.getPrompt({ name, arguments: args }), name)
      assert.match(JSON.stringify(prompt.messages), /Task: /)
    }
    for (const args of [{}, { section: 'users' }, { max_tokens: 150 }, { revision: 1 }, { revision: 999 }]) {
      assert.deepEqual(
        await stdio.client.callTool({ name: 'get_context', arguments: args }),
        await http.callTool({ name: 'get_context', arguments: args }),
        JSON.stringify(args),
      )
    }
    // Past revisions read the same over both transports, and so does a revision not recorded.
    for (const [name, args] of [
      ['list_blocks', { revision: 0 }],
      ['list_blocks', { revision: 1, limit: 2 }],
      ['list_blocks', { revision: 999 }],
      ['get_block', { key: 'persona-founder', revision: 1 }],
      ['get_block', { key: 'persona-founder', revision: 0 }],
    ] as const) {
      const answer = await stdio.client.callTool({ name, arguments: args })
      assert.deepEqual(
        answer,
        await http.callTool({ name, arguments: args }),
        `${name} ${JSON.stringify(args)}`,
      )
      if (args.revision === 999)
        assert.match(
          textOf(answer),
          /^Error 404 \(not found\): Revision 999 of project "demo" is not recorded/,
        )
    }
    const uri = 'pctx://projects/demo/llms.txt'
    const llms = (await stdio.client.readResource({ uri })).contents[0] as { text: string }
    assert.equal(llms.text, await (await fetch(`${server.url}/api/projects/demo/llms.txt`)).text())
    assert.match(
      stdio.stderr(),
      /pctx mcp: serving http:\/\/127\.0\.0\.1:\d+ over stdio \(default project "demo"; sync_blocks offered\)/,
    )
    assert.deepEqual(stdio.errors, [], 'stdout carried nothing but protocol')
  })

  it('runs every tool end to end, with API errors as tool errors', async () => {
    const { client, errors } = await connectStdio(writeKey, ['--project', 'demo'])
    const page = await callJson(client, 'list_blocks', { section: 'brand', limit: 1 })
    assert.equal(page.blocks.length, 1)
    assert.equal(typeof page.nextCursor, 'string')
    const next = await callJson(client, 'list_blocks', {
      section: 'brand',
      limit: 1,
      cursor: page.nextCursor,
    })
    assert.notEqual(next.blocks[0].key, page.blocks[0].key)
    assert.equal((await callJson(client, 'get_block', { key: 'brand-voice' })).type, 'text')
    assert.equal(
      await callError(client, 'get_block', { key: 'nope' }),
      'Error 404 (not found): Block "nope" not found in project "demo"',
    )
    assert.match(await callError(client, 'get_block', { project_id: 'elsewhere', key: 'x' }), /^Error 403 /)
    const found = await callJson(client, 'search_blocks', { query: 'analytics' })
    assert.ok(found.hits.length > 0)
    assert.deepEqual(found.corrections, [])
    const strict = await callJson(client, 'search_blocks', { query: 'analytics zzzyx', match: 'all' })
    assert.deepEqual(strict, { hits: [], corrections: [], expansions: [] })
    const trimmed = markdownOf(await client.callTool({ name: 'get_context', arguments: { max_tokens: 200 } }))
    assert.ok(tokensOf(trimmed) <= 200)
    assert.match(trimmed, /pctx: (cut to fit|max_tokens=200 is too small)/)

    const created = await callJson(client, 'sync_blocks', {
      blocks: [
        {
          key: 'brand-tagline',
          type: 'text',
          section: 'brand',
          value: { content: 'Answers, not dashboards.' },
        },
      ],
    })
    assert.deepEqual(created.created, ['brand-tagline'])
    const feed = await callJson(client, 'get_changes', { since: created.revision - 1 })
    assert.deepEqual(
      feed.changes.map((change: { revision: number; key: string }) => [change.revision, change.key]),
      [[created.revision, 'brand-tagline']],
    )
    assert.equal(feed.changes[0].block.value.content, 'Answers, not dashboards.')
    assert.equal(feed.revision, created.revision)
    assert.match(await callError(client, 'get_changes', { since: 0, cursor: 'garbage' }), /^Error 400 /)
    assert.match(await callError(client, 'get_changes', { project_id: 'elsewhere', since: 0 }), /^Error 403 /)
    assert.equal(
      (await callJson(client, 'get_block', { key: 'brand-tagline' })).value.content,
      'Answers, not dashboards.',
    )
    const invalid = await callError(client, 'sync_blocks', { blocks: [{ key: 'no-type' }] })
    assert.match(invalid, /^Error 400 \(invalid request\): [\s\S]*\n- blocks\[0\]\.type: /)
    await assert.rejects(
      client.readResource({ uri: 'pctx://projects/demo/sections/pricing' }),
      /Error 404 \(not found\): Section "pricing"/,
    )
    assert.deepEqual(errors, [])
  })

  // Needs the per-project engine (issue 11): typo correction against the project's vocabulary.
  it('search_blocks over HTTP reports corrections in structured content and text', async () => {
    const { client } = await connectStdio(readKey, ['--project', 'demo'])
    const result = await client.callTool({ name: 'search_blocks', arguments: { query: 'analytcs' } })
    const structured = result.structuredContent as { hits: unknown[]; corrections: unknown[] }
    assert.deepEqual(structured.corrections, [{ from: 'analytcs', to: 'analytics' }])
    assert.ok(structured.hits.length > 0)
    assert.deepEqual(JSON.parse(textOf(result)), structured)
  })

  it('leaves sync_blocks out for a read key, and says why on stderr', async () => {
    const withProject = await connectStdio(readKey, ['--project', 'demo'])
    const names = (await withProject.client.listTools()).tools.map((tool) => tool.name)
    assert.ok(!names.includes('sync_blocks'))
    assert.match(
      withProject.stderr(),
      /sync_blocks not offered: the key cannot sync project "demo": .*read-only/,
    )

    const noProject = await connectStdio(readKey)
    const tools = (await noProject.client.listTools()).tools
    assert.ok(!tools.some((tool) => tool.name === 'sync_blocks'))
    const perProject = tools.filter((tool) => tool.name !== 'list_projects')
    assert.ok(perProject.every((tool) => tool.inputSchema.required?.includes('project_id')))
    assert.match(noProject.stderr(), /no default project; sync_blocks not offered: .*pass --project/)
    assert.equal(
      (await callJson(noProject.client, 'get_block', { project_id: 'demo', key: 'brand-voice' })).key,
      'brand-voice',
    )
  })

  it('reports the server’s 429 as a tool error with the wait', async () => {
    const { client } = await connectStdio(freeKey, ['--project', 'demo'])
    let refused: string | undefined
    // 60 a minute for a free key; a minute boundary in between resets the count, hence the margin.
    for (let i = 0; i < 150 && refused === undefined; i++) {
      const result = await client.callTool({ name: 'get_block', arguments: { key: 'brand-voice' } })
      if (result.isError) refused = textOf(result)
    }
    assert.ok(refused, 'a call was refused')
    assert.match(refused, /^Error 429 \(rate limited\): Rate limit exceeded: .*\nRetry after \d+ s\.$/)
  })

  it('writes only JSON-RPC on stdout, logs on stderr, and exits when stdin closes', async () => {
    const child = spawn(process.execPath, [BIN, 'mcp', '--project', 'demo'], {
      cwd: REPO_ROOT,
      env: childEnv({ PCTX_URL: server.url, PCTX_API_KEY: readKey }),
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    trackChild(child)
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    const send = (message: unknown) => child.stdin.write(`${JSON.stringify(message)}\n`)
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    })
    send({ jsonrpc: '2.0', method: 'notifications/initialized' })
    send({ jsonrpc: '2.0', id: 2, method: 'tools/list' })
    send({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'get_block', arguments: { key: 'nope' } },
    })
    const deadline = Date.now() + 30_000
    while ((stdout.match(/\n/g) ?? []).length < 3) {
      if (Date.now() > deadline) assert.fail(`no answers on stdout:\n${stdout}\n--- stderr ---\n${stderr}`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    child.stdin.end()
    assert.equal(await exited, 0, 'exits cleanly when the client goes away')
    const lines = stdout.split('\n').filter((line) => line !== '')
    assert.equal(lines.length, 3, stdout)
    const messages = lines.map((line) => JSON.parse(line))
    for (const message of messages) assert.equal(message.jsonrpc, '2.0')
    assert.deepEqual(
      messages.map((message) => message.id),
      [1, 2, 3],
    )
    assert.equal(messages[2].result.isError, true)
    assert.match(stderr, /^pctx mcp: serving /m)
  })

  it('starts without a reachable server, and its tools say so', async () => {
    const port = await freePort()
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp', '--project', 'demo'],
      env: childEnv({ PCTX_URL: `http://127.0.0.1:${port}`, PCTX_API_KEY: readKey }) as Record<
        string,
        string
      >,
      cwd: REPO_ROOT,
      stderr: 'pipe',
    })
    const client = new Client({ name: 'pctx-test', version: '1.0.0' })
    await client.connect(transport)
    clients.push(client)
    const names = (await client.listTools()).tools.map((tool) => tool.name)
    assert.ok(!names.includes('sync_blocks'))
    assert.match(
      await callError(client, 'get_block', { key: 'brand-voice' }),
      new RegExp(`^Error 0 \\(pctx unreachable\\): cannot reach pctx at http://127\\.0\\.0\\.1:${port}`),
    )
  })

  it('fails at start, on stderr only, when the key is refused or the settings are missing', async () => {
    const bad = await runCli(['mcp'], {
      env: { PCTX_URL: server.url, PCTX_API_KEY: `pctx_${'A'.repeat(43)}` },
    })
    assert.equal(bad.code, 1)
    assert.equal(bad.stdout, '')
    assert.match(bad.stderr, /^error: http:\/\/127\.0\.0\.1:\d+ refused the API key: Unknown API key/)
    const none = await runCli(['mcp'], { env: { PCTX_API_KEY: readKey } })
    assert.equal(none.code, 1)
    assert.equal(none.stdout, '')
    assert.match(none.stderr, /^error: no pctx server given: set PCTX_URL/)
  })

  it('tells of a new revision of a subscribed resource, polling the server once per interval', async () => {
    const stdio = await connectStdio(readKey, ['--project', 'demo'])
    assert.equal(stdio.client.getServerCapabilities()?.resources?.subscribe, true)
    const events = listen(stdio.client)
    const uri = 'pctx://projects/demo/llms.txt'
    await stdio.client.subscribeResource({ uri })
    const start = performance.now()
    const response = await fetch(`${server.url}/api/v1/projects/demo/sync`, {
      method: 'POST',
      headers: { 'x-api-key': writeKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        blocks: [
          { key: 'stdio-watch', type: 'text', section: 'brand', value: { content: 'Seen over stdio' } },
        ],
      }),
    })
    assert.equal(response.status, 200)
    await events.next(uri, start, 5000)
    await assert.rejects(
      stdio.client.subscribeResource({ uri: 'pctx://projects/other/llms.txt' }),
      /403|404|access/i,
    )
  })
})
