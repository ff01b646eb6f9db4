import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { BlockService } from '../../domain/block-service.js'
import type { HistoryService } from '../../domain/history-service.js'
import type { KeyService } from '../../domain/key-service.js'
import type { AccessService } from '../../domain/people/access-service.js'
import type { ProjectService } from '../../domain/project-service.js'
import type { ContextRenderer } from '../../domain/render/context-documents.js'
import { PROJECT_ID_PATTERN } from '../../domain/rules.js'
import type { RateLimiter } from '../../limits/rate-limiter.js'
import { createServiceContextApi } from '../../mcp/service-context-api.js'
import { checkBatch } from '../mcp-batch-rules.js'
import { answerMcp } from '../mcp-exchange.js'
import { checkMcpOrigin } from '../mcp-origin.js'
import { keyOf, requireKey } from '../plugins/auth.js'
import { publicBaseUrl } from '../public-base-url.js'
import { authErrorResponses } from '../schemas/common.js'

export interface McpRouteOptions {
  /** Renders get_context and the document resources off the event loop. */
  renderer: ContextRenderer
  blocks: BlockService
  projects: ProjectService
  history: HistoryService
  keys: KeyService
  access: AccessService
  limiter: RateLimiter
  config: Readonly<{
    publicBaseUrl: string | null
    listMaxLimit: number
    searchMaxLimit: number
    searchMaxQueryLength: number
    syncMaxBlocks: number
    mcpMaxBatch: number
    mcpMaxResponseBytes: number
    mcpRequestTimeoutMs: number
    mcpAllowedOrigins: readonly string[]
  }>
}

/**
 * What the transport accepts: a JSON-RPC 2.0 message or a non-empty batch of them. Checked here
 * so a body that is not one gets a 400 naming the field, like any other route; the SDK checks
 * the rest of each message.
 */
const JsonRpcMessage = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    method: Type.Optional(Type.String({ minLength: 1 })),
    id: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()])),
  },
  { additionalProperties: true, description: 'A JSON-RPC 2.0 request, notification or response' },
)
export const JsonRpcBody = Type.Union([JsonRpcMessage, Type.Array(JsonRpcMessage, { minItems: 1 })], {
  description: 'A JSON-RPC request, notification or response, or a batch',
})

/**
 * MCP over Streamable HTTP at POST /mcp, stateless: every request gets a fresh server and
 * transport, so any instance can answer any request. The key is checked and counted like any
 * API request before MCP sees the body (401/403/429 answer the JSON envelope); the tools then
 * check each project they touch. GET and DELETE answer 405: there are no sessions to resume or end.
 * The transport gets a web-standard Request built from Fastify's (with the parsed body) and its
 * Response is sent through `reply`, not by hijacking the socket, so Fastify's hooks still add
 * X-Request-Id and the X-RateLimit headers and log the request like any other.
 */
export const mcpRoutes: FastifyPluginAsyncTypebox<McpRouteOptions> = async (
  app,
  { blocks, history, keys, access, limiter, config, renderer },
) => {
  // The MCP SDK (and zod) take long to load next to the server itself: they load on the first
  // /mcp request, or in the background once the server listens, never before it can answer. The
  // admin CLI, which builds the app through `serve` only, never loads them.
  let sdk:
    | Promise<
        [
          typeof import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
          typeof import('../../mcp/mcp-server.js'),
        ]
      >
    | undefined
  const loadSdk = () => {
    sdk ??= Promise.all([
      import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
      import('../../mcp/mcp-server.js'),
    ])
    return sdk
  }
  app.addHook('onListen', async () => {
    loadSdk().catch((error: unknown) => app.log.error({ err: error }, 'could not load the MCP SDK'))
  })
  app.post(
    '/mcp',
    {
      // The Origin first: a page of another site is refused before its key is even looked at.
      onRequest: [checkMcpOrigin(config), requireKey(keys, limiter)],
      // A batch is refused or counted once its body is read: every message costs one request.
      preHandler: async (request) => {
        await checkBatch(request, keyOf(request), limiter, config.mcpMaxBatch)
      },
      config: { authenticated: true },
      schema: {
        summary: 'Model Context Protocol endpoint (Streamable HTTP, stateless, JSON responses)',
        description:
          'JSON-RPC messages of the Model Context Protocol; see docs/mcp.md. Send X-API-Key (or Authorization: Bearer), ' +
          'Content-Type: application/json and Accept: application/json, text/event-stream.',
        querystring: Type.Object(
          {
            project: Type.Optional(
              Type.String({
                pattern: PROJECT_ID_PATTERN,
                description: 'Default project of tools called without project_id',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        body: JsonRpcBody,
        response: {
          200: Type.Unknown({ description: 'The JSON-RPC response' }),
          202: Type.Null({ description: 'Accepted: the body held only notifications or responses' }),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const key = keyOf(request)
      const [, { buildMcpServer, mcpLimits }] = await loadSdk()
      const api = createServiceContextApi({
        blocks,
        history,
        access,
        requester: { kind: 'key', key, owner: request.keyOwner },
        limits: config,
      })
      const server = buildMcpServer(api, {
        ...(request.query.project !== undefined && { defaultProject: request.query.project }),
        limits: mcpLimits(config),
        canWrite: key.access === 'write',
        publicBaseUrl: publicBaseUrl(config.publicBaseUrl, request, 'the public links of the MCP tools'),
        onUnexpectedError: (error) => request.log.error({ err: error }, 'MCP tool failed'),
        renderer,
        maxResultBytes: config.mcpMaxResponseBytes,
      })
      return answerMcp(request, reply, server, config)
    },
  )
}
