import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { promisify } from 'node:util'
import { BIN, childEnv, REPO_ROOT, type TempDb, tempDb } from '../helpers/cli.js'
import { bannerKey, type ServerProcess, startServer } from '../helpers/server-process.js'
import { tokensOf } from './mcp-fixtures.js'

const run = promisify(execFile)
/**
 * The MCP Inspector's command-line client: the CLI package of Inspector 1.x, which runs on Node 20
 * (Inspector 2 needs Node 22.19; see docs/decisions.md). Its client itself (`build/index.js`),
 * not its launcher: the launcher's variadic `--tool-arg` swallows a stdio server's command.
 */
const INSPECTOR_BUILD = join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', 'inspector-cli', 'build')
const INSPECTOR = join(INSPECTOR_BUILD, 'index.js')

/** A call of every tool, with arguments as `--tool-arg key=value` pairs (values read as JSON). */
const CALLS: [string, string[]][] = [
  ['list_projects', []],
  ['list_blocks', ['project_id=demo', 'limit=2']],
  ['get_block', ['project_id=demo', 'key=persona-founder']],
  ['search_blocks', ['project_id=demo', 'query=who are our users']],
  ['get_context', ['project_id=demo', 'max_tokens=200', 'query=personas']],
  ['get_changes', ['project_id=demo', 'since=0', 'limit=2']],
  [
    'sync_blocks',
    [
      'project_id=demo',
      'dry_run=true',
      'blocks=[{"key":"brand-tagline","type":"text","section":"brand","value":{"content":"Answers."}}]',
    ],
  ],
]

interface Transport {
  name: string
  /** The inspector's arguments that pick the server and transport. */
  target: string[]
  /** Environment for the inspector, which hands it to a stdio server. */
  env?: Record<string, string>
}

describe('the MCP Inspector CLI lists and calls every tool, over Streamable HTTP and stdio', () => {
  let db: TempDb
  let server: ServerProcess
  let key: string
  const transports: Transport[] = []

  before(async () => {
    db = tempDb()
    server = await startServer({ db: db.url })
    const banner = bannerKey(server.stderr())
    assert.ok(banner, 'the demo banner printed a write key')
    key = banner
    transports.push(
      {
        name: 'http',
        // Bearer: how most MCP clients send a key.
        target: [`${server.url}/mcp`, '--transport', 'http', '--header', `Authorization: Bearer ${key}`],
      },
      {
        name: 'stdio',
        env: { PCTX_URL: server.url, PCTX_API_KEY: key, PCTX_FROM_SOURCE: '1' },
        // The command's first word before `--` (the CLI wants one there), its arguments after.
        target: [
          process.execPath,
          '--',
          BIN,
          'mcp',
          // With its project named, the stdio server can check the key may write it: sync_blocks is offered.
          '--project',
          'demo',
        ],
      },
    )
  })

  after(async () => {
    await server?.stop()
    db?.cleanup()
  })

  /** Runs the inspector with `method` and its options, and parses the JSON it prints. */
  async function inspect(transport: Transport, method: string[]): Promise<Record<string, unknown>> {
    // The target's `--` (stdio) must come last: options after it would go to the server command.
    const split = transport.target.indexOf('--')
    const args =
      split === -1
        ? [...transport.target, ...method]
        : [...transport.target.slice(0, split), ...method, ...transport.target.slice(split)]
    const { stdout } = await run(process.execPath, [INSPECTOR, ...args], {
      // inspector-cli 1.0.3 finds its own package.json as `../package.json` from the working
      // directory: from anywhere but its build folder it fails ("Cannot find module").
      cwd: INSPECTOR_BUILD,
      env: { ...childEnv(), ...transport.env },
      timeout: 60_000,
      maxBuffer: 16 * 1024 * 1024,
    })
    return JSON.parse(stdout) as Record<string, unknown>
  }

  it('tools/list shows every tool with its output schema and annotations', async () => {
    for (const transport of transports) {
      const listed = await inspect(transport, ['--method', 'tools/list'])
      const tools = listed.tools as { name: string; outputSchema?: { type: string }; annotations?: object }[]
      assert.deepEqual(
        tools.map((tool) => tool.name).sort(),
        CALLS.map(([name]) => name).sort(),
        transport.name,
      )
      for (const tool of tools) {
        assert.equal(tool.outputSchema?.type, 'object', `${transport.name} ${tool.name}`)
        assert.deepEqual(
          Object.keys(tool.annotations ?? {}).sort(),
          ['destructiveHint', 'idempotentHint', 'openWorldHint', 'readOnlyHint'],
          `${transport.name} ${tool.name}`,
        )
      }
    }
  })

  it('tools/call answers every tool with structured content, the same over both transports', async () => {
    const answers = new Map<string, unknown>()
    for (const transport of transports) {
      for (const [tool, pairs] of CALLS) {
        const result = await inspect(transport, [
          '--method',
          'tools/call',
          '--tool-name',
          tool,
          ...pairs.flatMap((pair) => ['--tool-arg', pair]),
        ])
        assert.notEqual(result.isError, true, `${transport.name} ${tool}: ${JSON.stringify(result)}`)
        const structured = result.structuredContent as Record<string, unknown> | undefined
        assert.ok(structured, `${transport.name} ${tool} answers structured content`)
        const [text] = result.content as { type: string; text: string }[]
        assert.deepEqual(
          JSON.parse(text?.text ?? ''),
          structured,
          `${transport.name} ${tool}: the same JSON as text`,
        )
        if (tool === 'get_context') {
          assert.ok(Number(structured.tokens) <= 200)
          assert.equal(structured.tokens, tokensOf(String(structured.markdown)))
        }
        const previous = answers.get(tool)
        if (previous === undefined) answers.set(tool, structured)
        else assert.deepEqual(structured, previous, `${tool}: stdio answers as HTTP does`)
      }
    }
  })
})
