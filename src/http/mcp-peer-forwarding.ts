import { rmSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * The client's address as the forwarding worker's socket saw it, honoured only on the private
 * socket: the owner then computes `request.ip` (TRUST_PROXY included) as the first worker would.
 */
const PEER_ADDRESS = 'x-pctx-peer-address'
/** Hop-by-hop headers: each leg of the forward has its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade'])

/**
 * Where a worker answers its siblings: a unix socket in the primary's private directory, never
 * the public listener. A request there goes through the whole app (Origin check, authentication,
 * rate limits, logging) like one from the network.
 */
export async function servePeerRequests(app: FastifyInstance, socketPath: string): Promise<Server> {
  rmSync(socketPath, { force: true })
  const server = createServer((request, response) => {
    const address = request.headers[PEER_ADDRESS]
    delete request.headers[PEER_ADDRESS]
    // One forwarded request per connection, so the connection can carry the client's address.
    if (typeof address === 'string' && address !== '') {
      Object.defineProperty(request.socket, 'remoteAddress', { value: address, configurable: true })
    }
    app.routing(request, response)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    // Exclusive: this worker's own socket, bound here rather than through the cluster primary,
    // whose 'listening' events count the workers that took the public port.
    server.listen({ path: socketPath, exclusive: true }, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return server
}

/** Closes the private socket: forwarded streams end with the sessions, before this runs. */
export function closePeerServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

function forwardedHeaders(request: FastifyRequest): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name) && name !== PEER_ADDRESS) headers[name] = value
  }
  // The body is streamed as it arrives; without a length it goes chunked, as it came.
  if (request.headers['transfer-encoding'] !== undefined) headers['transfer-encoding'] = 'chunked'
  headers[PEER_ADDRESS] = request.raw.socket.remoteAddress ?? ''
  // The owner logs the request under the id this worker gave it (and answers it in X-Request-Id).
  headers['x-request-id'] = request.id
  headers.connection = 'close'
  return headers
}

/**
 * Passes the raw request (its body not yet read) to the worker listening on `socketPath` and
 * pipes the answer back, streams included. False, with nothing sent, when no worker listens
 * there any more (it exited: its sessions are gone): the caller answers as for an unknown session.
 */
export function forwardToPeer(
  request: FastifyRequest,
  reply: FastifyReply,
  socketPath: string,
): Promise<boolean> {
  return new Promise((resolve) => {
    const socket: Socket = connect(socketPath)
    const refused = () => resolve(false)
    socket.once('error', refused)
    socket.once('connect', () => {
      socket.off('error', refused)
      reply.hijack()
      const response = reply.raw
      const upstream = httpRequest({
        createConnection: () => socket,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request),
      })
      upstream.on('response', (answer) => {
        const headers: Record<string, string | string[]> = {}
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value
        }
        // The owner closes after a stream; so does this leg to the client (as an unforwarded one).
        if (answer.headers.connection === 'close' && request.method === 'GET') headers.connection = 'close'
        response.writeHead(answer.statusCode ?? 502, headers)
        response.flushHeaders()
        answer.pipe(response)
        answer.on('error', () => response.destroy())
      })
      upstream.on('error', (error) => {
        request.log.warn({ err: error }, 'the MCP session worker did not answer a forwarded request')
        if (response.headersSent) {
          response.destroy()
          return
        }
        response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
        response.end(
          JSON.stringify({
            data: null,
            error: 'The server process holding this MCP session did not answer; send the request again',
          }),
        )
      })
      // The client went away (a stream it closed): the owner sees its request end too.
      response.once('close', () => {
        if (!response.writableFinished) upstream.destroy()
      })
      request.raw.pipe(upstream)
      resolve(true)
    })
  })
}
