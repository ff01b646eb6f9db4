import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { RateDecision, RateLimiter } from '../../limits/rate-limiter.js'
import { countIp, rateHeaders, setRateHeaders } from './rate-limit.js'

/**
 * Requests Fastify rejects before any route or error handler runs still get the spec's
 * envelope. `frameworkErrors` covers URLs the router cannot decode and path segments over
 * maxParamLength; no hook runs for those, so it counts them per client IP and sets the
 * rate-limit headers itself. `clientErrorHandler` covers requests Node's HTTP parser refuses
 * (bad header, headers too large, timeouts).
 */
export function createFrameworkErrors(
  limiter: RateLimiter,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    const message =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A path segment is too long: project ids have at most 64 characters and block keys at most 128'
        : 'The URL is not valid: percent-encode it as UTF-8 (e.g. encodeURIComponent)'
    const send = () =>
      void reply.code(400).header('x-request-id', request.id).send({ data: null, error: message })
    countIp(limiter, request).then((decision) => {
      setRateHeaders(reply, decision)
      send()
    }, send)
  }
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive; send it again' },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: 'Request headers are too large; the whole header block must stay under 16 KiB',
  },
}

/**
 * Node's `clientError` listener. Fastify's default logs the error at trace level with its
 * `rawPacket`, which holds the request's bytes, X-API-Key included: log only code and reason.
 * The answer is written on the socket by hand (no request exists), yet like every other it
 * carries a request id and the client's rate-limit window: the request counts against the
 * connection's address (the headers that could name a forwarded client were not parsed).
 */
export function createClientErrorHandler(
  limiter: RateLimiter,
): (this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) => void {
  return function clientErrorHandler(error, socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined
    const status = known?.status ?? 400
    const message = known?.message ?? 'Malformed HTTP request: check the request line and headers'
    this.log.debug({ code: error.code, reason: (error as { reason?: string }).reason }, 'client error')
    const answer = (decision?: RateDecision) => {
      if (socket.writable) {
        const body = JSON.stringify({ data: null, error: message })
        const window = decision
          ? rateHeaders(decision)
              .map(([name, value]) => `${name}: ${value}\r\n`)
              .join('')
          : ''
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${randomUUID()}\r\n${window}` +
            `Connection: close\r\n\r\n${body}`,
        )
      }
      socket.destroy()
    }
    const address = socket.remoteAddress
    if (address === undefined) return answer()
    limiter.consumeIp(address).then(answer, () => answer())
  }
}
