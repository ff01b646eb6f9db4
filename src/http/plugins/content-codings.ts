import type { FastifyInstance } from 'fastify'
import { MAX_MESSAGE_LENGTH, truncate } from '../bounded-text.js'

/** Splits a coding list (`gzip, chunked`) into lower-case codings. */
function codings(header: string | string[] | undefined): string[] {
  if (header === undefined) return []
  const joined = Array.isArray(header) ? header.join(',') : header
  return joined
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter(Boolean)
}

/**
 * Bodies are read as sent: nothing decompresses them. A body declared compressed
 * (`Transfer-Encoding: gzip, chunked`, `Content-Encoding: gzip`) would otherwise be parsed as
 * if it were not, so it is refused with 415 before anything reads it.
 */
export function registerContentCodings(app: FastifyInstance): void {
  // Callback hook, not async: it runs on every request (see app.ts).
  app.addHook('onRequest', (request, reply, done) => {
    const { headers } = request
    if (headers['transfer-encoding'] === undefined && headers['content-encoding'] === undefined) return done()
    const transfer = codings(headers['transfer-encoding']).filter((coding) => coding !== 'chunked')
    // A Content-Encoding only matters when there is a body it would apply to.
    const hasBody =
      headers['transfer-encoding'] !== undefined ||
      (headers['content-length'] !== undefined && headers['content-length'] !== '0')
    const content = hasBody
      ? codings(headers['content-encoding']).filter((coding) => coding !== 'identity')
      : []
    if (transfer.length === 0 && content.length === 0) return done()
    const message =
      transfer.length > 0
        ? `Transfer-Encoding ${transfer.join(', ')} is not supported: send the body uncompressed, with Content-Length or Transfer-Encoding: chunked`
        : `Content-Encoding ${content.join(', ')} is not supported: send the body uncompressed (or Content-Encoding: identity)`
    reply
      .code(415)
      .header('connection', 'close')
      .send({ data: null, error: truncate(message, MAX_MESSAGE_LENGTH) })
  })
}
