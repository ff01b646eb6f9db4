import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { originAllowed } from './mcp-origin.js'

/**
 * CORS for browser-based MCP and OAuth clients (docs/oauth.md, "Browser-based clients"):
 * - `public`: the discovery documents, which say nothing secret: any origin reads them (`*`);
 * - `origins`: the MCP endpoints and the token, registration and revocation endpoints: only the
 *   server's own origin and MCP_ALLOWED_ORIGINS get CORS headers (their own origin back, with
 *   `Vary: Origin`); any other origin gets none, so its page cannot read an answer, and the MCP
 *   endpoints refuse it with 403 as before (mcp-origin.ts).
 * None of these endpoints reads a cookie, so no `Access-Control-Allow-Credentials`.
 */
type Policy = { kind: 'public' | 'origins'; methods: string; expose: string }

const DISCOVERY: Policy = {
  kind: 'public',
  methods: 'GET, HEAD, OPTIONS',
  expose: 'X-Request-Id',
}
const OAUTH: Policy = {
  kind: 'origins',
  methods: 'POST, OPTIONS',
  expose: 'X-Request-Id, Retry-After',
}
const MCP: Policy = {
  kind: 'origins',
  methods: 'GET, POST, DELETE, OPTIONS',
  // A browser client must read the challenge of a 401 to find the metadata, and the session.
  expose: 'WWW-Authenticate, Mcp-Session-Id, Mcp-Protocol-Version, X-Request-Id, Retry-After',
}

/** The routes (as Fastify names them) that answer browsers of other origins, and how. */
const POLICIES = new Map<string, Policy>([
  ['/.well-known/oauth-protected-resource', DISCOVERY],
  ['/.well-known/oauth-protected-resource/mcp', DISCOVERY],
  ['/.well-known/oauth-protected-resource/api/v1', DISCOVERY],
  ['/.well-known/oauth-authorization-server', DISCOVERY],
  ['/.well-known/openid-configuration', DISCOVERY],
  ['/oauth/token', OAUTH],
  ['/oauth/register', OAUTH],
  ['/oauth/revoke', OAUTH],
  ['/mcp', MCP],
  ['/api/projects/:projectId/mcp', MCP],
])

/** The request headers a client may send: what MCP and OAuth clients use. */
const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID, X-Request-Id'
const PREFLIGHT_MAX_AGE = '600'

/**
 * Registers the preflights and the CORS headers of the paths above. At the root and before
 * those routes, so its onSend hook runs for them (errors, 401s and 429s included).
 */
export function registerCors(
  app: FastifyInstance,
  config: Readonly<{ mcpAllowedOrigins: readonly string[]; publicBaseUrl: string | null }>,
): void {
  const allowed = new Set(config.mcpAllowedOrigins)

  /** The Access-Control-Allow-Origin a request earns under `policy`, or null for none. */
  const allowOrigin = (request: FastifyRequest, policy: Policy): string | null => {
    const origin = request.headers.origin
    if (policy.kind === 'public') return '*'
    if (origin === undefined) return null
    return originAllowed(request, allowed, config.publicBaseUrl) ? origin : null
  }

  // Callback hook, not async: it runs on every response (see app.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    const policy = POLICIES.get(request.routeOptions.url ?? '')
    if (policy && request.method !== 'OPTIONS') {
      const origin = allowOrigin(request, policy)
      if (policy.kind === 'origins') reply.header('vary', 'Origin')
      if (origin !== null) {
        reply.header('access-control-allow-origin', origin)
        reply.header('access-control-expose-headers', policy.expose)
      }
    }
    done(null, payload)
  })

  const preflight = (policy: Policy) => async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = allowOrigin(request, policy)
    if (policy.kind === 'origins') reply.header('vary', 'Origin')
    if (origin === null) {
      return reply.code(403).send({
        data: null,
        error: `Origin ${JSON.stringify(request.headers.origin ?? null)} may not call this endpoint from a browser: only the server's own origin (PUBLIC_BASE_URL) or one listed in MCP_ALLOWED_ORIGINS may`,
      })
    }
    return reply
      .code(204)
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-methods', policy.methods)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', PREFLIGHT_MAX_AGE)
      .send()
  }
  for (const [url, policy] of POLICIES) {
    app.options(url, { schema: { hide: true } }, preflight(policy))
  }
}
