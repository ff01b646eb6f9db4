import type { FastifyReply, FastifyRequest } from 'fastify'

/** Host names a server reached on this machine answers to; a rebinding page cannot send them as its Origin. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/** The origin of `value`, or null when it is not an http(s) origin (`null`, garbage…). */
function originOf(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * Whether a request's `Origin` may call an MCP endpoint (DNS rebinding, MCP's transport
 * security): no Origin (a non-browser client) may; otherwise only the server's own origin or one
 * of MCP_ALLOWED_ORIGINS. The server's own origin is PUBLIC_BASE_URL's. Without it, the origin the
 * request was addressed to counts only for a loopback host: a rebinding page sends the
 * attacker's name as Host and Origin alike, so a Host that matches its Origin proves nothing.
 */
export function originAllowed(
  request: FastifyRequest,
  allowed: ReadonlySet<string>,
  publicBaseUrl: string | null,
): boolean {
  const header = request.headers.origin
  if (header === undefined) return true
  const origin = originOf(header)
  if (origin === null) return false
  if (allowed.has(origin)) return true
  if (publicBaseUrl !== null) return origin === originOf(publicBaseUrl)
  const host = request.hostname.toLowerCase()
  if (!LOOPBACK_HOSTS.has(host)) return false
  return origin === originOf(`${request.protocol}://${request.host}`)
}

/**
 * The onRequest hook of every MCP endpoint: a browser origin that may not call it gets 403 with
 * the API's envelope before anything else runs (no key check, no MCP).
 */
export function checkMcpOrigin(config: {
  mcpAllowedOrigins: readonly string[]
  publicBaseUrl: string | null
}) {
  const allowed = new Set(config.mcpAllowedOrigins)
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (originAllowed(request, allowed, config.publicBaseUrl)) return done()
    reply.code(403).send({
      data: null,
      error: `Origin ${JSON.stringify(request.headers.origin)} may not call this MCP endpoint (DNS rebinding protection): browser pages may call it only from the server's own origin (PUBLIC_BASE_URL) or one listed in MCP_ALLOWED_ORIGINS`,
    })
  }
}
