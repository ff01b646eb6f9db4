import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { guardAnswers, INTERNAL_ERROR, REQUEST_TIMED_OUT, requestIds } from '../mcp/answer-guard.js'

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

/** The server's limits on one MCP exchange. */
export interface McpExchangeLimits {
  mcpMaxResponseBytes: number
  mcpRequestTimeoutMs: number
}

/** A session `initialize` just opened: named in the answer, or ended if the transport refuses. */
export interface OpenedSession {
  id: string
  end(): void
}

/**
 * Answers one stateless MCP request with `server` (closed afterwards), on a fresh transport. The
 * transport gets a web-standard Request built from Fastify's (with the parsed body) and its
 * Response is sent through `reply`, not by hijacking the socket, so Fastify's hooks still add
 * X-Request-Id and the X-RateLimit headers and log the request like any other.
 */
export async function answerMcp(
  request: FastifyRequest,
  reply: FastifyReply,
  server: McpServer,
  config: McpExchangeLimits,
  opened?: OpenedSession,
): Promise<FastifyReply> {
  // Loaded with the SDK on first use, like mcp-server.ts (the routes load both lazily).
  const { WebStandardStreamableHTTPServerTransport } = await import(
    '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
  )
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
      opened?.end()
      // Refused by the transport (Accept without text/event-stream, not JSON-RPC…): the
      // API's envelope, like every other error; MCP clients read only the status and text.
      return reply.code(response.status).send({ data: null, error: transportError(body, response.status) })
    }
    reply.code(response.status)
    response.headers.forEach((value, name) => {
      reply.header(name, value)
    })
    if (opened) reply.header('mcp-session-id', opened.id)
    return reply.send(body === '' ? undefined : body)
  } finally {
    clearTimeout(timer)
    await server.close()
  }
}
