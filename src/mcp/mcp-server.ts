import { createRequire } from 'node:module'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import type { Config } from '../config.js'
import { ValidationError } from '../domain/errors.js'
import type { ContextRenderer } from '../domain/render/context-documents.js'
import { PROJECT_ID_PATTERN } from '../domain/rules.js'
import type { ContextApi } from './context-api.js'
import { registerPrompts } from './prompts/register-prompts.js'
import { registerResources } from './resources.js'
import { registerSubscriptions, type SubscriptionSink } from './subscriptions.js'
import { ResultTooLargeError, toolError } from './tool-errors.js'
import { registerBlockTools } from './tools/block-tools.js'
import { registerChangesTool } from './tools/changes-tool.js'
import { registerContextTool } from './tools/context-tool.js'
import { registerSyncTool } from './tools/sync-tool.js'

/** The server's size limits the tools enforce and advertise (config.ts names and documents them). */
export type McpLimits = Pick<
  Config,
  'listMaxLimit' | 'searchMaxLimit' | 'searchMaxQueryLength' | 'syncMaxBlocks'
>

/** The MCP limits of a config. */
export function mcpLimits(config: McpLimits): McpLimits {
  const { listMaxLimit, searchMaxLimit, searchMaxQueryLength, syncMaxBlocks } = config
  return { listMaxLimit, searchMaxLimit, searchMaxQueryLength, syncMaxBlocks }
}

export interface McpServerOptions {
  /** Project a tool call without `project_id` uses (`pctx mcp --project`, `/mcp?project=`). */
  defaultProject?: string
  /** Largest pages, queries and syncs: the tools' input schemas say and enforce them. */
  limits: McpLimits
  /** Offer sync_blocks: only for keys with write access. */
  canWrite: boolean
  /** Base of the absolute links in llms.txt, e.g. `https://ctx.example.com`. */
  publicBaseUrl: string
  /** Errors that are not the API's (a bug, a dropped database): logged, never shown. */
  onUnexpectedError?: (error: unknown) => void
  /** Renders get_context and the document resources; default: on this thread. */
  renderer?: ContextRenderer
  /**
   * Most bytes of one tool result (`/mcp`: MCP_MAX_RESPONSE_BYTES): a larger one is a 413 tool
   * error instead, before the SDK checks it, copies it and serialises it again. Unset: no cap.
   */
  maxResultBytes?: number
  /** Offers resources/subscribe (docs/mcp.md, "Subscriptions"), watched by this sink. */
  subscriptions?: SubscriptionSink
}

/** What every tool registration needs: the API, the options, and the shared helpers below. */
export interface ToolContext {
  api: ContextApi
  options: McpServerOptions
  /** The `project_id` argument's schema: optional when a default project is configured. */
  projectArg: z.ZodType<string | undefined>
  /** The project of a call: its `project_id`, else the default, else a tool error. */
  projectOf(args: { project_id?: string | undefined }): string
  /** Runs a tool body; errors become `isError` results, values become JSON text. */
  run(body: () => Promise<unknown>): Promise<CallToolResult>
  /**
   * Like `run`, for a tool with an output schema: the object is the structured content, and its
   * JSON the text (for clients that read only text).
   */
  runStructured(body: () => Promise<object>): Promise<CallToolResult>
}

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string }

/** How the server introduces itself to the model, in the initialize result. */
function instructions(options: McpServerOptions): string {
  const project = options.defaultProject
    ? `The default project is "${options.defaultProject}"; pass project_id for another one.`
    : 'Pass the project id as project_id to every tool.'
  const write = options.canWrite
    ? ' sync_blocks creates or updates blocks (dry_run first when unsure).'
    : ' sync_blocks (writing) is not offered to this connection.'
  return (
    "pctx holds a product's context (brand, product, users and custom sections) as blocks: each has " +
    'a key, a type (persona, text, list or custom), a status (empty, draft, complete) and a JSON value. ' +
    `${project} Start with get_context (with max_tokens to bound its size) for the whole picture, ` +
    `search_blocks to find something specific (ask it a question in plain words), and get_block for one block by key.${write}`
  )
}

/**
 * Builds the pctx MCP server over a ContextApi. The same factory serves both transports, so
 * they offer the same tools and resources; the entry point picks the transport (stdio in
 * `pctx mcp`, Streamable HTTP at `/mcp`).
 */
export function buildMcpServer(api: ContextApi, options: McpServerOptions): McpServer {
  const server = new McpServer(
    { name: 'pctx', title: 'pctx product context', version },
    { instructions: instructions(options) },
  )
  const projectId = z
    .string()
    .regex(new RegExp(PROJECT_ID_PATTERN), 'must be a project id: letters, digits, "_" or "-"')
  const projectArg = options.defaultProject
    ? projectId
        .optional()
        .describe(`Project id. Defaults to "${options.defaultProject}" (the configured project).`)
    : projectId.describe('Project id, e.g. "demo". Required: no default project is configured.')
  /** Refuses a result whose answer would hold more than maxResultBytes (`copies` of `text`). */
  const withinCap = (text: string, copies: number) => {
    const max = options.maxResultBytes
    if (max === undefined) return
    const bytes = Buffer.byteLength(text) * copies
    if (bytes > max) {
      throw new ResultTooLargeError(
        `The result would be about ${bytes} bytes, and one answer may hold ${max} (MCP_MAX_RESPONSE_BYTES): ask for less, e.g. a smaller limit or max_tokens`,
      )
    }
  }
  const context: ToolContext = {
    api,
    options,
    projectArg,
    projectOf(args) {
      const project = args.project_id ?? options.defaultProject
      if (project === undefined) {
        throw new ValidationError('project_id is required: no default project is configured')
      }
      return project
    },
    async run(body) {
      try {
        const value = await body()
        const text = typeof value === 'string' ? value : JSON.stringify(value)
        withinCap(text, 1)
        return { content: [{ type: 'text', text }] }
      } catch (error) {
        return toolError(error, options.onUnexpectedError)
      }
    },
    async runStructured(body) {
      try {
        const value = await body()
        const text = JSON.stringify(value)
        withinCap(text, 2)
        return {
          content: [{ type: 'text', text }],
          structuredContent: value as Record<string, unknown>,
        }
      } catch (error) {
        return toolError(error, options.onUnexpectedError)
      }
    },
  }
  registerBlockTools(server, context)
  registerContextTool(server, context)
  registerChangesTool(server, context)
  if (options.canWrite) registerSyncTool(server, context)
  registerResources(server, context)
  registerPrompts(server, context)
  if (options.subscriptions) registerSubscriptions(server, context, options.subscriptions)
  return server
}
