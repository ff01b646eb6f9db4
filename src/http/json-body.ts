import type { Readable } from 'node:stream'
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { ValidationError } from '../domain/errors.js'

/**
 * A route takes a body when it declares a body schema (sync and MCP POST). Every other route —
 * unknown routes, 405s, public routes, preflights, probes — answers without reading one.
 */
function takesBody(request: FastifyRequest): boolean {
  return request.routeOptions.schema?.body !== undefined
}

/**
 * Discards the body of a route that takes none, without buffering or parsing it: the answer
 * goes out at once while the bytes are read and dropped, so the connection stays usable for the
 * next request. A body announced or found larger than the body limit is not worth reading: the
 * connection is closed instead (after the answer, if it is already sent).
 */
function discardBody(request: FastifyRequest, reply: FastifyReply, payload: Readable): void {
  const length = request.headers['content-length']
  if (request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return
  const limit = request.routeOptions.bodyLimit
  if (Number(length) > limit) {
    reply.header('connection', 'close')
    return
  }
  let received = 0
  payload.on('data', (chunk: Buffer | string) => {
    received += chunk.length
    if (received <= limit) return
    if (reply.sent) request.raw.socket?.destroy()
    else reply.header('connection', 'close')
    payload.removeAllListeners('data')
    payload.pause()
  })
  payload.on('error', () => undefined)
  payload.resume()
}

/** Reads the whole body as UTF-8, refusing it as soon as it outgrows the route's body limit. */
function readBody(request: FastifyRequest, payload: Readable): Promise<string> {
  const limit = request.routeOptions.bodyLimit
  const declared = Number(request.headers['content-length'])
  return new Promise((resolve, reject) => {
    if (declared > limit) return reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE())
    const chunks: Buffer[] = []
    let received = 0
    const cleanup = () => {
      payload.off('data', onData)
      payload.off('end', onEnd)
      payload.off('error', onError)
    }
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      received += bytes.length
      if (received > limit) {
        cleanup()
        reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE())
        return
      }
      chunks.push(bytes)
    }
    const onEnd = () => {
      cleanup()
      if (!Number.isNaN(declared) && received !== declared) {
        reject(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH())
        return
      }
      // Decoded once at the end, so a character split across chunks stays whole.
      resolve(Buffer.concat(chunks, received).toString('utf8'))
    }
    const onError = (error: Error & { statusCode?: number }) => {
      cleanup()
      if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400
      reject(error)
    }
    payload.on('data', onData)
    payload.on('end', onEnd)
    payload.on('error', onError)
    payload.resume()
  })
}

/**
 * Only a number literal with 16 or more digits in a row, or with an exponent, can parse to an
 * integer beyond 2^53 − 1; bodies without one skip the walk below.
 */
const MAY_HOLD_UNSAFE_NUMBER = /\d{16}|\d[eE]/

/** `blocks[3].value.goals`, the same path syntax as validation details. */
function formatPath(keys: (string | number)[]): string {
  return keys
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
    .join('')
    .replace(/^\./, '')
}

/**
 * Path of the first number (breadth first) that JSON parsing rounded to a whole number beyond
 * ±(2^53 − 1). Iterative, so nesting depth costs no stack.
 */
export function findUnsafeInteger(root: unknown): string | null {
  const values: unknown[] = [root]
  const parents: number[] = [-1]
  const keys: (string | number)[] = ['']
  for (let i = 0; i < values.length; i++) {
    const value = values[i]
    if (typeof value === 'number') {
      // Infinity (a literal beyond ±1.8e308) is left to the domain, which names it in its terms.
      if (!Number.isInteger(value) || Number.isSafeInteger(value)) continue
      const path: (string | number)[] = []
      for (let at = i; at > 0; at = parents[at] ?? 0) path.push(keys[at] ?? '')
      return formatPath(path.reverse())
    }
    if (value === null || typeof value !== 'object') continue
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value)
    for (const [key, child] of entries) {
      if (typeof child !== 'number' && (child === null || typeof child !== 'object')) continue
      values.push(child)
      parents.push(i)
      keys.push(key)
    }
  }
  return null
}

/**
 * Replaces Fastify's JSON body parser, keeping its protections (body limit, `__proto__` and
 * `constructor.prototype` refused) and adding two:
 * - routes without a body schema never read the body, whatever its type: it is neither
 *   buffered nor parsed, so an unknown route or a 405 costs nothing however large the body;
 * - integers beyond ±(2^53 − 1), which JSON.parse would round silently, are a 400 naming the path.
 * Routes that take a body authenticate in onRequest, which runs before any of this.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  // Callback hook, not async: it runs on every request (see app.ts).
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (!takesBody(request)) discardBody(request, reply, payload)
    done(null, payload)
  })
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser('application/json', (request: FastifyRequest, payload: Readable, done) => {
    if (!takesBody(request)) return done(null, undefined)
    readBody(request, payload).then(
      (text) =>
        parseJson(request, text, (error, body) => {
          if (error) return done(error, undefined)
          const inexact = MAY_HOLD_UNSAFE_NUMBER.test(text) ? findUnsafeInteger(body) : null
          if (inexact === null) return done(null, body)
          const message =
            'is a whole number beyond ±(2^53 − 1) = ±9007199254740991, which cannot be kept exactly; send it as a string'
          done(
            new ValidationError(`Invalid body ${inexact}: ${message}`, [{ path: inexact, message }]),
            undefined,
          )
        }),
      (error: Error) => done(error, undefined),
    )
  })
  // Any other media type: routes without a body ignore it; the ones with one answer 415.
  app.addContentTypeParser('*', (request: FastifyRequest, _payload: Readable, done) => {
    if (takesBody(request)) return done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined)
    done(null, undefined)
  })
}
