import type { FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { ValidationError } from '../domain/errors.js'

/** Origins of recent valid Host headers: parsing a URL per request costs more than the lookup. */
const origins = new LRUCache<string, string>({ max: 1000 })

/**
 * The base of the absolute links pctx writes (llms.txt, the MCP tools' public URLs):
 * PUBLIC_BASE_URL, else the request's own origin. Fastify reads X-Forwarded-Proto and
 * X-Forwarded-Host for `protocol` and `host` only when TRUST_PROXY is set; the origin is
 * normalised, so a forged Host can't inject markup. `what` names the links in the 400.
 */
export function publicBaseUrl(configured: string | null, request: FastifyRequest, what: string): string {
  if (configured) return configured
  const host = request.host
  const key = `${request.protocol}://${host}`
  const known = host ? origins.get(key) : undefined
  if (known !== undefined) return known
  let url: URL | undefined
  try {
    url = host ? new URL(key) : undefined
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === 'null') {
    throw new ValidationError(
      `Cannot build ${what}: the Host header is missing or invalid; send a valid Host header, or set PUBLIC_BASE_URL on the server`,
    )
  }
  origins.set(key, url.origin)
  return url.origin
}
