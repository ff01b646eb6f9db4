/**
 * Copy-paste configuration for the Connect page: MCP clients (docs/mcp.md has the shapes)
 * and curl lines. Pure, so the texts are tested (test/console/snippets.test.ts). The key is a
 * placeholder unless the person asks to see theirs in the snippets.
 */

export const KEY_PLACEHOLDER = 'YOUR_PCTX_KEY'

export interface Snippet {
  title: string
  /** Where the text goes, in a sentence. */
  where: string
  text: string
}

export interface SnippetTarget {
  /** The server's origin, e.g. http://127.0.0.1:3000. */
  origin: string
  project: string
  /** The key to show, or null for the placeholder. */
  key: string | null
}

/** VS Code's own placeholder syntax for the input above, written out literally. */
const VSCODE_KEY_INPUT = `Bearer $${'{'}input:pctx-key}`

const json = (value: unknown) => JSON.stringify(value, null, 2)

/** Shell single quotes: safe for any text. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`
}

/** MCP configuration for Claude Desktop (stdio), Cursor and VS Code (Streamable HTTP). */
export function mcpSnippets({ origin, project, key }: SnippetTarget): Snippet[] {
  const shown = key ?? KEY_PLACEHOLDER
  const url = `${origin}/mcp?project=${encodeURIComponent(project)}`
  return [
    {
      title: 'Claude Desktop',
      where:
        'In claude_desktop_config.json (Settings → Developer → Edit Config). It runs the pctx command on your computer (installed from the pctx package with npm install -g), talking to this server; from a clone of pctx, use "node" with "/path/to/pctx/bin/pctx.js" first in "args".',
      text: json({
        mcpServers: {
          pctx: {
            // Not `npx pctx`: that would fetch whatever the public registry has under the name.
            command: 'pctx',
            args: ['mcp', '--project', project],
            env: { PCTX_URL: origin, PCTX_API_KEY: shown },
          },
        },
      }),
    },
    {
      title: 'Cursor',
      where: 'In ~/.cursor/mcp.json, or .cursor/mcp.json in a project (keep the key out of version control).',
      text: json({ mcpServers: { pctx: { url, headers: { 'X-API-Key': shown } } } }),
    },
    {
      title: 'VS Code',
      where: 'In .vscode/mcp.json: VS Code asks for the key once and keeps it, so the file holds no secret.',
      text: json({
        inputs: [{ type: 'promptString', id: 'pctx-key', description: 'pctx API key', password: true }],
        servers: {
          pctx: { type: 'http', url, headers: { Authorization: VSCODE_KEY_INPUT } },
        },
      }),
    },
  ]
}

/** curl lines that read the project through the API, and its public llms.txt. */
export function curlSnippets({ origin, project, key }: SnippetTarget): Snippet[] {
  const header = shellQuote(`X-API-Key: ${key ?? KEY_PLACEHOLDER}`)
  const api = `${origin}/api/v1/projects/${encodeURIComponent(project)}`
  const publicBase = `${origin}/api/projects/${encodeURIComponent(project)}`
  return [
    {
      title: 'List the blocks',
      where: 'The blocks as JSON, in order.',
      text: `curl -s -H ${header} ${shellQuote(`${api}/blocks`)}`,
    },
    {
      title: 'Search',
      where: 'A question or keywords; the best blocks first, with snippets.',
      text: `curl -s -H ${header} ${shellQuote(`${api}/blocks/search?q=who+are+our+users`)}`,
    },
    {
      title: 'Export',
      where: 'Every block, by section.',
      text: `curl -s -H ${header} ${shellQuote(`${api}/export`)}`,
    },
    {
      title: 'llms.txt',
      where: 'What agents read; no key needed while the project is public.',
      text: `curl -s ${shellQuote(`${publicBase}/llms.txt`)}`,
    },
  ]
}

/**
 * MCP by URL with OAuth (docs/mcp.md, "Connecting by URL with OAuth"): the app is given the
 * server's /mcp and nothing else; it signs the person in through the console, where they choose
 * the projects it may use. No key is written anywhere.
 */
export function oauthSnippets(origin: string): Snippet[] {
  const url = `${origin}/mcp`
  return [
    {
      title: 'Claude and ChatGPT',
      where:
        'Claude: Settings → Connectors → Add custom connector. ChatGPT: Settings → Connectors (developer mode) → Create, authentication OAuth. Paste this URL; the app opens this console to ask which projects it may use.',
      text: url,
    },
    {
      title: 'Claude Code',
      where: 'In a terminal; then /mcp in a session to sign in.',
      text: `claude mcp add --transport http pctx ${shellQuote(url)}`,
    },
    {
      title: 'Cursor (OAuth)',
      where: 'In ~/.cursor/mcp.json: Cursor shows "Needs login" and opens the browser.',
      text: json({ mcpServers: { pctx: { url } } }),
    },
    {
      title: 'VS Code (OAuth)',
      where: 'In .vscode/mcp.json: VS Code asks to authenticate when the server starts.',
      text: json({ servers: { pctx: { type: 'http', url } } }),
    },
  ]
}
