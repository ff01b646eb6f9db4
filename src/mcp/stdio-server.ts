import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { PctxClient } from '../client/pctx-client.js'
import { loadConfig } from '../config.js'
import { createHttpContextApi, detectWriteAccess } from './http-context-api.js'
import { buildMcpServer, mcpLimits } from './mcp-server.js'
import { createSubscriptionHub } from './subscriptions-hub.js'

/** Where `pctx mcp` connects (its flags and PCTX_URL, PCTX_API_KEY; src/cli/commands/mcp.ts). */
export interface StdioSettings {
  /** Base URL of the pctx server, without a trailing slash or `/api/v1`. */
  url: string
  apiKey: string
  /** Default project of tools called without project_id. */
  project?: string
}

/**
 * How often `pctx mcp` asks the server for the revisions of its subscribed projects: a client
 * of the server over the network, polling less often than the server's own processes do.
 */
export const STDIO_POLL_MS = 2000

/** Everything but protocol goes to stderr: stdout belongs to the MCP client. */
function log(message: string): void {
  process.stderr.write(`pctx mcp: ${message}\n`)
}

/**
 * Serves MCP over stdio for a local agent, as a client of a pctx server. Resolves once
 * connected; the process then lives until stdin closes or a signal arrives.
 */
export async function runStdioServer(settings: StdioSettings): Promise<void> {
  const client = new PctxClient({ baseUrl: settings.url, apiKey: settings.apiKey })
  const access = await detectWriteAccess(client, settings.project)
  if ('fatal' in access) throw new Error(`${settings.url} refused the API key: ${access.fatal}`)
  const api = createHttpContextApi(client)
  // One client, one connection: its subscriptions poll the server's project list (one request,
  // with every readable project's revision) every STDIO_POLL_MS while anything is subscribed.
  const hub = createSubscriptionHub({
    // The project list tells revisions, not which blocks changed: every watch of a project that
    // moved is told.
    source: async (watched) => {
      if (watched.size === 0) return []
      const projects = await api.listProjects()
      return projects
        .filter((project) => watched.has(project.id))
        .map((project) => ({ projectId: project.id, revision: project.revision, changes: null }))
    },
    pollIntervalMs: STDIO_POLL_MS,
    log: {
      warn: (details, message) => log(`${message}${'err' in details ? `: ${String(details.err)}` : ''}`),
    },
  })
  const subscriptions = hub.open((uri) => {
    server.server.sendResourceUpdated({ uri }).catch(() => {
      // The client went away: the process ends with its stdin.
    })
  })
  const server = buildMcpServer(api, {
    ...(settings.project !== undefined && { defaultProject: settings.project }),
    // A client of a remote server, whose limits it cannot read: the documented defaults. The
    // server applies its own too, so over stdio the lower of the two holds.
    limits: mcpLimits(loadConfig({})),
    canWrite: access.write,
    publicBaseUrl: settings.url,
    onUnexpectedError: (error) => log(`tool failed: ${error instanceof Error ? error.stack : String(error)}`),
    subscriptions,
  })
  const transport = new StdioServerTransport()
  let closing = false
  const shutdown = () => {
    if (closing) return
    closing = true
    void hub.stop()
    void server.close().finally(() => process.exit(0))
  }
  process.stdin.once('end', shutdown)
  process.stdin.once('close', shutdown)
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
  await server.connect(transport)
  const project = settings.project ? `default project "${settings.project}"` : 'no default project'
  const sync = access.write ? 'sync_blocks offered' : `sync_blocks not offered: ${access.reason}`
  log(`serving ${settings.url} over stdio (${project}; ${sync})`)
}
