import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  curlSnippets,
  KEY_PLACEHOLDER,
  mcpSnippets,
  oauthSnippets,
  shellQuote,
} from '../../console/src/lib/snippets.js'

const target = { origin: 'http://127.0.0.1:3000', project: 'demo', key: null }

describe('copy-paste snippets of the Connect page', () => {
  it('gives valid JSON for Claude Desktop, Cursor and VS Code, in the shapes of docs/mcp.md', () => {
    const [claude, cursor, vscode] = mcpSnippets(target).map((s) => JSON.parse(s.text))
    assert.equal(claude.mcpServers.pctx.command, 'pctx')
    assert.deepEqual(claude.mcpServers.pctx.args, ['mcp', '--project', 'demo'])
    assert.deepEqual(claude.mcpServers.pctx.env, {
      PCTX_URL: 'http://127.0.0.1:3000',
      PCTX_API_KEY: KEY_PLACEHOLDER,
    })
    assert.deepEqual(cursor.mcpServers.pctx, {
      url: 'http://127.0.0.1:3000/mcp?project=demo',
      headers: { 'X-API-Key': KEY_PLACEHOLDER },
    })
    assert.equal(vscode.servers.pctx.headers.Authorization, `Bearer $${'{'}input:pctx-key}`)
  })

  it('shows the key only when asked, and never in the VS Code file', () => {
    const withKey = mcpSnippets({ ...target, key: 'pctx_abc' })
    assert.match(withKey[0]?.text ?? '', /pctx_abc/)
    assert.match(withKey[1]?.text ?? '', /pctx_abc/)
    assert.doesNotMatch(withKey[2]?.text ?? '', /pctx_abc/)
    assert.ok(mcpSnippets(target).every((s) => !s.text.includes('pctx_abc')))
  })

  it('quotes curl arguments for the shell', () => {
    const [list, , , llms] = curlSnippets({ ...target, key: 'pctx_abc' })
    assert.equal(
      list?.text,
      "curl -s -H 'X-API-Key: pctx_abc' 'http://127.0.0.1:3000/api/v1/projects/demo/blocks'",
    )
    assert.equal(llms?.text, "curl -s 'http://127.0.0.1:3000/api/projects/demo/llms.txt'")
    assert.equal(shellQuote("it's"), `'it'\\''s'`)
  })
  it('gives OAuth apps the MCP URL and nothing secret', () => {
    const snippets = oauthSnippets('http://127.0.0.1:3000')
    assert.equal(snippets[0]?.text, 'http://127.0.0.1:3000/mcp')
    assert.equal(snippets[1]?.text, "claude mcp add --transport http pctx 'http://127.0.0.1:3000/mcp'")
    assert.deepEqual(JSON.parse(snippets[2]?.text ?? ''), {
      mcpServers: { pctx: { url: 'http://127.0.0.1:3000/mcp' } },
    })
    assert.deepEqual(JSON.parse(snippets[3]?.text ?? ''), {
      servers: { pctx: { type: 'http', url: 'http://127.0.0.1:3000/mcp' } },
    })
    assert.ok(snippets.every((s) => !/key|Bearer/i.test(s.text)))
  })
})
