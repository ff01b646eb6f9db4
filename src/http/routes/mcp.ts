import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { BlockService } from '../../domain/block-service.js'
import { UnauthorizedError } from '../../domain/errors.js'
import type { HistoryService } from '../../domain/history-service.js'
import type { KeyService } from '../../domain/key-service.js'
import type { OauthService } from '../../domain/oauth/oauth-service.js'
import type { AccessService } from '../../domain/people/access-service.js'
import type { ProjectService } from '../../domain/project-service.js'
import type { ContextRenderer } from '../../domain/render/context-documents.js'
import { PROJECT_ID_PATTERN } from '../../domain/rules.js'
import { consumeUnits, type RateLimiter } from '../../limits/rate-limiter.js'
import { createServiceContextApi } from '../../mcp/service-context-api.js'
import { joinMcpPeers } from '../../mcp/session-peers.js'
import { type ChangeSource, createSubscriptionHub, refusingSink } from '../../mcp/subscriptions-hub.js'
import { createMcpSessions } from '../../mcp/subscriptions-sessions.js'
import { checkBatch } from '../mcp-batch-rules.js'
import { answerMcp } from '../mcp-exchange.js'
import { checkMcpOrigin } from '../mcp-origin.js'
import { closePeerServer, forwardToPeer, servePeerRequests } from '../mcp-peer-forwarding.js'
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
  /** The revisions committed since the last read: what this process's subscriptions poll (docs/mcp.md). */
  changes: ChangeSource
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

/** Whether a body is a lone initialize request: the one that opens a session. */
function isInitialize(body: unknown): boolean {
  return !Array.isArray(body) && (body as { method?: unknown }).method === 'initialize'
}

/** The Mcp-Session-Id a request names, if any. */
function sessionIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['mcp-session-id']
  return typeof value === 'string' && value !== '' ? value : undefined
}

const NO_SESSION =
  'resources/subscribe needs an MCP session: send the Mcp-Session-Id header that initialize answered'
const sessionElsewhere = (id: string) =>
  `Session "${id}" is not held by this server (it ended, or another instance started it): ` +
  'initialize again, and route all requests of a session to one instance (see docs/mcp.md, "Subscriptions")'

/**
 * MCP over Streamable HTTP at POST /mcp, stateless: every request gets a fresh server and
 * transport, so any instance can answer any request. The key is checked and counted like any
 * API request before MCP sees the body (401/403/429 answer the JSON envelope); the tools then
 * check each project they touch. Requests stay stateless even within a session: initialize also
 * opens a session in this process (when its bounds allow), which only `resources/subscribe`, the
 * GET notification stream and DELETE use (docs/mcp.md, "Subscriptions").
 * The transport gets a web-standard Request built from Fastify's (with the parsed body) and its
 * Response is sent through `reply`, not by hijacking the socket, so Fastify's hooks still add
 * X-Request-Id and the X-RateLimit headers and log the request like any other.
 */
export const mcpRoutes: FastifyPluginAsyncTypebox<McpRouteOptions> = async (
  app,
  { blocks, history, keys, access, limiter, oauth, config, renderer, changes },
) => {
  // One hub per process (one app per process): it tails the revision feed, whichever instance
  // wrote the revisions, and notifies this process's sessions.
  const hub = createSubscriptionHub({ source: changes, log: app.log })
  // WORKERS > 1: a session's id names its worker; a request of it that another worker receives
  // is passed to that one over a private socket (docs/decisions.md, "MCP subscriptions from a revision feed").
  const peers = await joinMcpPeers()
  const sessions = createMcpSessions({ hub, ...(peers && { idPrefix: peers.idPrefix }) })
  if (peers) {
    const peerServer = await servePeerRequests(app, peers.ownSocket)
    app.addHook('onClose', () => closePeerServer(peerServer))
  }
  /** Hands a request of a sibling worker's session to that worker, before anything reads it. */
  const forward = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const sessionId = sessionIdOf(request)
    const socketPath = sessionId === undefined ? undefined : peers?.socketOf(sessionId)
    if (socketPath !== undefined) await forwardToPeer(request, reply, socketPath)
  }
  // Connections that never carried a request. A client whose notification stream ends opens a
  // new connection at once (undici does, before its reconnect is even due); such a connection
  // sends nothing, is not "idle" to Node, and held a graceful close until its keep-alive timeout.
  const requestless = new Set<Socket>()
  app.server.on('connection', (socket: Socket) => {
    requestless.add(socket)
    socket.once('close', () => requestless.delete(socket))
  })
  app.server.on('request', (request: IncomingMessage) => {
    requestless.delete(request.socket)
  })
  // Before the server stops listening: open streams never end on their own, and would hold it.
  app.addHook('preClose', async () => {
    sessions.closeAll()
    await hub.stop()
    for (const socket of requestless) socket.destroy()
  })
  // A key, or an app's OAuth access token for this resource; without either, the 401 tells an MCP
  // client where to discover how to sign in (RFC 9728 §5.1).
  const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
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
  }
  /** Whose MCP sessions a request may use: its key's, or its app grant's. */
  const sessionOwner = (request: FastifyRequest): string =>
    request.app ? `app:${request.app.grant.id}` : keyOf(request).id
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
      // A key, or an app's OAuth access token for this resource; without either, the 401 tells
      // an MCP client where to discover how to sign in (RFC 9728 §5.1).
      onRequest: [forward, checkMcpOrigin(config), authenticate],
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
      const [, { buildMcpServer, mcpLimits }] = await loadSdk()
      // Sessions belong to the key, or to the app's grant: another caller's session id is unknown.
      const owner = sessionOwner(request)
      const sessionId = sessionIdOf(request)
      const held = sessionId === undefined ? undefined : sessions.get(sessionId, owner)
      // Past the bounds an initialize is answered without a session: tools work, subscribe does not.
      const opened = held === undefined && isInitialize(request.body) ? sessions.open(owner) : undefined
      const session = held ?? opened
      const api = createServiceContextApi({
        blocks,
        history,
        access,
        requester: app
          ? { kind: 'app', grant: appGrantOf(app), user: app.user }
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
        subscriptions:
          session?.subscriber ??
          refusingSink(sessionId === undefined || opened ? NO_SESSION : sessionElsewhere(sessionId)),
      })
      return answerMcp(
        request,
        reply,
        server,
        config,
        opened && { id: opened.id, end: () => sessions.end(opened.id, owner) },
      )
    },
  )
  const sessionRoute = {
    onRequest: [forward, checkMcpOrigin(config), authenticate],
    config: { authenticated: true },
  }
  app.get(
    '/mcp',
    {
      ...sessionRoute,
      schema: {
        summary: 'The notification stream of an MCP session (Server-Sent Events)',
        description:
          'Send the Mcp-Session-Id that initialize answered and Accept: text/event-stream: the stream carries ' +
          'notifications/resources/updated for the resources the session subscribed to. Without a session header: 405.',
        response: {
          200: Type.Unknown({ description: 'text/event-stream of JSON-RPC notifications' }),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const owner = sessionOwner(request)
      const sessionId = sessionIdOf(request)
      if (sessionId === undefined) {
        return reply.code(405).header('allow', 'POST').send({
          data: null,
          error:
            'GET /mcp opens the notification stream of a session: send the Mcp-Session-Id header that initialize answered',
        })
      }
      const session = sessions.get(sessionId, owner)
      if (!session) return reply.code(404).send({ data: null, error: sessionElsewhere(sessionId) })
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        return reply
          .code(406)
          .send({ data: null, error: 'Send Accept: text/event-stream to open the stream' })
      }
      const stream = sessions.stream(session)
      // The client went away: the session keeps its subscriptions until it idles out.
      request.raw.once('close', () => stream.destroy())
      return (
        reply
          .code(200)
          .header('content-type', 'text/event-stream')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // The stream ends only at DELETE, a newer stream or shutdown: then the connection goes
          // too, rather than idling in keep-alive for as long as Fastify lets one (which holds close).
          .header('connection', 'close')
          .header('mcp-session-id', session.id)
          .send(stream)
      )
    },
  )
  app.delete(
    '/mcp',
    {
      ...sessionRoute,
      schema: {
        summary: 'Ends an MCP session: its subscriptions and notification stream',
        response: {
          204: Type.Null({ description: 'Ended' }),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const owner = sessionOwner(request)
      const sessionId = sessionIdOf(request)
      if (sessionId === undefined) {
        return reply.code(405).header('allow', 'POST').send({
          data: null,
          error: 'DELETE /mcp ends a session: send the Mcp-Session-Id header that initialize answered',
        })
      }
      if (!sessions.end(sessionId, owner)) {
        return reply.code(404).send({ data: null, error: sessionElsewhere(sessionId) })
      }
      return reply.code(204).send(null)
    },
  )
}
