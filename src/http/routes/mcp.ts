import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import type { BlockService } from '../../domain/block-service.js'
import { UnauthorizedError } from '../../domain/errors.js'
import type { HistoryService } from '../../domain/history-service.js'
import type { KeyService } from '../../domain/key-service.js'
import type { OauthService } from '../../domain/oauth/oauth-service.js'
import type { AccessService } from '../../domain/people/access-service.js'
import type { ProjectService } from '../../domain/project-service.js'
import type { ContextRenderer } from '../../domain/render/context-documents.js'
import { PROJECT_ID_PATTERN } from '../../domain/rules.js'
import type { RateLimiter } from '../../limits/rate-limiter.js'
import { guardAnswers, INTERNAL_ERROR, REQUEST_TIMED_OUT, requestIds } from '../../mcp/answer-guard.js'
import { createServiceContextApi } from '../../mcp/service-context-api.js'
import { checkBatch } from '../mcp-batch-rules.js'
import { oauthBase, setBearerChallenge } from '../oauth-resources.js'
import { appGrantOf, appToken, authenticateApp, authenticateKey, keyOf } from '../plugins/auth.js'
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
  /** OAuth access tokens of AI apps (docs/oauth.md), accepted besides keys. */
  oauth?: OauthService
  config: Readonly<{
    publicBaseUrl: string | null
    listMaxLimit: number
    searchMaxLimit: number
    searchMaxQueryLength: number
    syncMaxBlocks: number
    mcpMaxBatch: number
    mcpMaxResponseBytes: number
    mcpRequestTimeoutMs: number
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
const JsonRpcBody = Type.Union([JsonRpcMessage, Type.Array(JsonRpcMessage, { minItems: 1 })], {
  description: 'A JSON-RPC request, notification or response, or a batch',
})

/** Request headers the MCP handlers may see; the key stays out of them. */
function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-api-key' || name === 'authorization') continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}

/** The message of a JSON-RPC error body the transport answered with. */
function transportError(body: string, status: number): string {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message
    if (typeof message === 'string' && message !== '') return message
  } catch {
    // not JSON: fall through
  }
  return `The MCP transport refused the request (HTTP ${status})`
}

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
  { blocks, history, keys, access, limiter, oauth, config, renderer },
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
      // A key, or an app's OAuth access token for this resource; without either, the 401 tells
      // an MCP client where to discover how to sign in (RFC 9728 §5.1).
      onRequest: async (request, reply) => {
        const token = appToken(request)
        try {
          if (token !== undefined) {
            await authenticateApp(request, { oauth, limiter, publicBaseUrl: config.publicBaseUrl }, 'mcp')
          } else await authenticateKey(request, keys, limiter)
        } catch (error) {
          if (error instanceof UnauthorizedError && oauth) {
            setBearerChallenge(
              reply,
              oauthBase(config.publicBaseUrl, request),
              'mcp',
              token ? 'invalid_token' : undefined,
            )
          }
          throw error
        }
      },
      // A batch is refused or counted once its body is read: every message costs one request.
      preHandler: async (request) => {
        const app = request.app
        await checkBatch(
          request,
          (units) =>
            app
              ? consumeUnits(() => limiter.consumePerson(app.user.id), units)
              : limiter.consumeKeyUnits(keyOf(request), units),
          config.mcpMaxBatch,
        )
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
      const app = request.app
      const [{ WebStandardStreamableHTTPServerTransport }, { buildMcpServer, mcpLimits }] = await loadSdk()
      const api = createServiceContextApi({
        blocks,
        history,
        access,
        requester: app
          ? { kind: 'app', grant: { ...appGrantOf(app), clientId: app.grant.clientId }, user: app.user }
          : { kind: 'key', key: keyOf(request), owner: request.keyOwner },
        limits: config,
      })
      const server = buildMcpServer(api, {
        ...(request.query.project !== undefined && { defaultProject: request.query.project }),
        limits: mcpLimits(config),
        canWrite: app
          ? app.grant.projects.some((project) => project.access === 'write')
          : keyOf(request).access === 'write',
        publicBaseUrl: publicBaseUrl(config.publicBaseUrl, request, 'the public links of the MCP tools'),
        onUnexpectedError: (error) => request.log.error({ err: error }, 'MCP tool failed'),
        renderer,
        maxResultBytes: config.mcpMaxResponseBytes,
      })
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      })
      // Protocol.connect chains this with the transport's own onerror: both the transport's
      // refusals (answered 4xx below) and the protocol's failures land here, never unseen.
      server.server.onerror = (error) => request.log.warn({ err: error }, 'MCP transport error')
      let timer: NodeJS.Timeout | undefined
      try {
        await server.connect(transport)
        const guard = guardAnswers(transport, { maxBytes: config.mcpMaxResponseBytes })
        const url = new URL(request.url, `${request.protocol}://localhost`)
        // Past the deadline the request is answered without the transport, so neither the
        // client nor a SIGTERM drain (which waits for in-flight requests) waits longer.
        const deadline = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), config.mcpRequestTimeoutMs)
        })
        const outcome = await Promise.race([
          transport.handleRequest(new Request(url, { method: 'POST', headers: webHeaders(request) }), {
            parsedBody: request.body,
          }),
          deadline,
          guard.failed.catch((error: unknown) => ({ error })),
        ])
        if (!(outcome instanceof Response)) {
          const timedOut = outcome === 'timeout'
          if (timedOut) {
            request.log.warn({ timeoutMs: config.mcpRequestTimeoutMs }, 'MCP request timed out')
          } else {
            request.log.error({ err: outcome.error }, 'MCP answer could not be sent')
          }
          const answers = guard.fallback(
            requestIds(request.body),
            timedOut
              ? {
                  code: REQUEST_TIMED_OUT,
                  message: `Not answered within ${config.mcpRequestTimeoutMs} ms (MCP_REQUEST_TIMEOUT_MS); retry, or ask for less`,
                }
              : {
                  code: INTERNAL_ERROR,
                  message: `Internal error while answering; the server logged it (request ${request.id})`,
                },
          )
          if (answers.length === 0) return reply.code(202).send(null)
          return reply
            .code(200)
            .type('application/json')
            .send(JSON.stringify(Array.isArray(request.body) ? answers : answers[0]))
        }
        const response = outcome
        // JSON response mode: the body is complete once handleRequest resolves.
        const body = await response.text()
        if (response.status >= 400) {
          // Refused by the transport (Accept without text/event-stream, not JSON-RPC…): the
          // API's envelope, like every other error; MCP clients read only the status and text.
          return reply
            .code(response.status)
            .send({ data: null, error: transportError(body, response.status) })
        }
        reply.code(response.status)
        response.headers.forEach((value, name) => {
          reply.header(name, value)
        })
        return reply.send(body === '' ? undefined : body)
      } finally {
        clearTimeout(timer)
        await server.close()
      }
    },
  )
}

/** Counts `units` requests one at a time; stops at the first refused, whose decision it returns. */
async function consumeUnits<D extends { allowed: boolean }>(
  consume: () => Promise<D>,
  units: number,
): Promise<D> {
  let decision = await consume()
  for (let unit = 1; unit < units && decision.allowed; unit++) decision = await consume()
  return decision
}
