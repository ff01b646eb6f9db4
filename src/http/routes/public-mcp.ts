import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { BlockService } from '../../domain/block-service.js'
import { NotFoundError } from '../../domain/errors.js'
import type { HistoryService } from '../../domain/history-service.js'
import type { Project } from '../../domain/model.js'
import type { ProjectService } from '../../domain/project-service.js'
import { projectNotFound } from '../../domain/public-context-service.js'
import type { ContextRenderer } from '../../domain/render/context-documents.js'
import { PROJECT_ID_RE } from '../../domain/rules.js'
import type { RateLimiter } from '../../limits/rate-limiter.js'
import { createPublicContextApi } from '../../mcp/public-context-api.js'
import { checkPublicBatch } from '../mcp-batch-rules.js'
import { answerMcp } from '../mcp-exchange.js'
import { checkMcpOrigin } from '../mcp-origin.js'
import { publicBaseUrl } from '../public-base-url.js'
import { ErrorResponse } from '../schemas/common.js'
import { JsonRpcBody, type McpRouteOptions } from './mcp.js'

export interface PublicMcpRouteOptions {
  renderer: ContextRenderer
  blocks: BlockService
  projects: ProjectService
  history: HistoryService
  limiter: RateLimiter
  config: McpRouteOptions['config']
}

/**
 * Keyless, read-only MCP for one public project at POST /api/projects/:projectId/mcp: its read
 * tools, resources and prompts, with the project fixed (another project_id is a 404). Counted per
 * client IP like the other public endpoints (each batch message too); a private or unknown
 * project answers the public endpoints' 404, word for word, so the two cannot be told apart.
 */
export const publicMcpRoutes: FastifyPluginAsyncTypebox<PublicMcpRouteOptions> = async (
  app,
  { blocks, projects, history, limiter, config, renderer },
) => {
  /** The project when it exists and is public; the same 404 otherwise. */
  const publicProject = async (projectId: string): Promise<Project> => {
    if (!PROJECT_ID_RE.test(projectId)) throw projectNotFound(projectId)
    try {
      const project = await projects.get(projectId)
      if (project.public) return project
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error
    }
    throw projectNotFound(projectId)
  }
  app.post(
    '/api/projects/:projectId/mcp',
    {
      onRequest: checkMcpOrigin(config),
      preHandler: async (request) => {
        await checkPublicBatch(request, limiter, config.mcpMaxBatch)
      },
      schema: {
        summary: "A public project's read-only Model Context Protocol endpoint (no key)",
        description:
          'JSON-RPC messages of the Model Context Protocol (Streamable HTTP, stateless, JSON responses) for one public project: ' +
          'its read tools, resources and prompts, no key; see docs/mcp.md. Counted per client IP (PUBLIC_RATE_LIMIT_PER_MINUTE), each batch message as one request.',
        params: Type.Object({
          projectId: Type.String({
            description: 'Project id. Private and unknown projects answer the same 404',
          }),
        }),
        body: JsonRpcBody,
        response: {
          200: Type.Unknown({ description: 'The JSON-RPC response' }),
          202: Type.Null({ description: 'Accepted: the body held only notifications or responses' }),
          400: ErrorResponse('Not a JSON-RPC message or batch, a batch too large or from MCP 2025-06-18+'),
          403: ErrorResponse(
            "A browser Origin other than the server's own or MCP_ALLOWED_ORIGINS (DNS rebinding)",
          ),
          404: ErrorResponse('Unknown or private project (the two are indistinguishable)'),
          406: ErrorResponse('Accept does not allow both application/json and text/event-stream'),
          429: ErrorResponse(
            "Over the client IP's limit (PUBLIC_RATE_LIMIT_PER_MINUTE); wait Retry-After seconds",
          ),
        },
      },
    },
    async (request, reply) => {
      const project = await publicProject(request.params.projectId)
      const { buildMcpServer, mcpLimits } = await import('../../mcp/mcp-server.js')
      const api = createPublicContextApi({ blocks, history, project, limits: config })
      const server = buildMcpServer(api, {
        defaultProject: project.id,
        limits: mcpLimits(config),
        canWrite: false,
        publicBaseUrl: publicBaseUrl(config.publicBaseUrl, request, 'the public links of the MCP tools'),
        onUnexpectedError: (error) => request.log.error({ err: error }, 'public MCP tool failed'),
        renderer,
        maxResultBytes: config.mcpMaxResponseBytes,
      })
      return answerMcp(request, reply, server, config)
    },
  )
}
