import type { Command } from 'commander'
import type { StdioSettings } from '../../mcp/stdio-server.js'
import { parseProjectId, resolveRemoteSettings } from '../remote.js'

interface McpFlags {
  url?: string
  apiKey?: string
  project?: string
}

/** `pctx mcp`: the MCP server over stdio. */
export function registerMcpCommand(program: Command): void {
  program
    .command('mcp')
    .description(
      'Serve the Model Context Protocol over stdio for a local AI agent, as a client of a pctx server ' +
        '(PCTX_URL, PCTX_API_KEY); see docs/mcp.md',
    )
    .option('--url <url>', 'pctx server, e.g. https://pctx.example.com (default: $PCTX_URL)')
    .option('--api-key <key>', 'API key (default: $PCTX_API_KEY; prefer the variable, flags show in ps)')
    .option('--project <id>', 'default project of tools called without project_id', parseProjectId)
    .action(async (flags: McpFlags) => {
      const settings: StdioSettings = {
        ...resolveRemoteSettings(flags),
        ...(flags.project !== undefined && { project: flags.project }),
      }
      // Loaded here, so other commands don't pay for loading the MCP SDK.
      const { runStdioServer } = await import('../../mcp/stdio-server.js')
      await runStdioServer(settings)
    })
}
