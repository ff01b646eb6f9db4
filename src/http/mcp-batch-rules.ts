import type { FastifyRequest } from 'fastify'
import { ValidationError } from '../domain/errors.js'
import { consumeUnits, type RateDecision, type RateLimiter } from '../limits/rate-limiter.js'
import { enforce } from './plugins/rate-limit.js'

/** The first MCP version without JSON-RPC batching (its changelog: "Remove support for JSON-RPC batching"). */
export const NO_BATCH_VERSION = '2025-06-18'

/**
 * The rules of a JSON-RPC batch at `/mcp`, checked once the body is read (`requireKey` has
 * counted the request as one):
 *
 * - a client that declares MCP 2025-06-18 or later (`MCP-Protocol-Version`) may not batch: that
 *   version removed batching, so a batch is a 400 saying so;
 * - at most `maxBatch` messages (MCP_MAX_BATCH), else a 400;
 * - every message counts as one request against the key: the other `length - 1` are counted
 *   here, and a batch the key's remaining allowance cannot hold is a 429 like any request over
 *   the limit.
 */
export async function checkBatch(
  request: FastifyRequest,
  /** Counts `units` more requests against the caller: the key, or an app's person. */
  consume: (units: number) => Promise<RateDecision>,
  maxBatch: number,
): Promise<void> {
  const { body } = request
  if (!Array.isArray(body)) return
  batchShape(request, body.length, maxBatch)
  if (body.length > 1) enforce(request, await consume(body.length - 1))
}

/** Refuses a batch from an MCP version without batching, or longer than `maxBatch`. */
function batchShape(request: FastifyRequest, length: number, maxBatch: number): void {
  const version = request.headers['mcp-protocol-version']
  if (typeof version === 'string' && version >= NO_BATCH_VERSION) {
    throw new ValidationError(
      `JSON-RPC batches are not part of MCP ${version} (MCP-Protocol-Version): batching was removed in ${NO_BATCH_VERSION}; send one message per request`,
    )
  }
  if (length > maxBatch) {
    throw new ValidationError(
      `A JSON-RPC batch may hold at most ${maxBatch} messages on this server (MCP_MAX_BATCH), got ${length}; send the rest in further requests`,
    )
  }
}

/**
 * The same rules for the keyless public MCP endpoint: every message past the first (which the
 * per-IP limit already counted) counts against the client IP.
 */
export async function checkPublicBatch(
  request: FastifyRequest,
  limiter: RateLimiter,
  maxBatch: number,
): Promise<void> {
  const { body } = request
  if (!Array.isArray(body)) return
  batchShape(request, body.length, maxBatch)
  if (body.length > 1)
    enforce(request, await consumeUnits(() => limiter.consumeIp(request.ip), body.length - 1))
}
