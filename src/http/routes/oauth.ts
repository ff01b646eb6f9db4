import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { OauthError } from '../../domain/oauth/oauth-errors.js'
import {
  type AuthorizationParams,
  type OauthService,
  RedirectableError,
} from '../../domain/oauth/oauth-service.js'
import type { WindowCounter } from '../../limits/window-counter.js'
import {
  authorizationServerMetadata,
  knownResources,
  oauthBase,
  protectedResourceMetadata,
  resourceOf,
} from '../oauth-resources.js'
import { documented, noContent } from '../schemas/common.js'
import {
  AuthorizationQuery,
  AuthorizationServerMetadataSchema,
  ClientInformationSchema,
  ClientRegistrationSchema,
  OauthErrorSchema,
  ProtectedResourceMetadataSchema,
  RevocationRequestSchema,
  RevocationResponseSchema,
  TokenRequestSchema,
  TokenResponseSchema,
} from '../schemas/oauth.js'

export interface OauthRouteOptions {
  oauth: OauthService
  /** Where registrations are counted per client IP (the rate-limit store: every instance). */
  counter: WindowCounter
  /** Whether Client ID Metadata Documents are fetched (an https client_id). */
  metadataDocuments: boolean
  config: Readonly<{ publicBaseUrl: string | null }>
}

/** Registrations one IP may make per hour (RFC 7591 leaves abuse control to the server). */
export const REGISTRATIONS_PER_HOUR = 20
/** A form or registration body is small: client metadata, a code, a token. */
const BODY_LIMIT = 16 * 1024

/** The OAuth error body: the RFC's fields, with the API envelope's `data: null`. */
function sendError(reply: FastifyReply, error: OauthError) {
  return reply
    .code(error.status)
    .header('cache-control', 'no-store')
    .send({ data: null, error: error.code, error_description: error.message })
}

/** The query's string parameters: what the service reads (the schema refused repeated ones). */
const strings = (query: Record<string, unknown>): AuthorizationParams =>
  Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )

const OauthErrorResponse = (description: string) => documented(OauthErrorSchema, description)

const tags = ['oauth']
/** Answers any OAuth endpoint may give besides its own (met before the endpoint ran). */
const common = {
  429: OauthErrorResponse("Over the client IP's rate limit; wait Retry-After seconds"),
  500: OauthErrorResponse('Unexpected server error; the message quotes the request id to report'),
  503: OauthErrorResponse('The server is shutting down, or the database cannot answer right now; retry'),
}

type Issue = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }

/**
 * A request that fails its route's schema, as the RFC error the endpoint answers: registration
 * problems are invalid_redirect_uri (the redirect URIs) or invalid_client_metadata (RFC 7591
 * §3.2.2); every other endpoint's are invalid_request (RFC 6749 §5.2). The description names
 * each field, and a parameter sent twice says so (RFC 6749 §3.1 refuses repeated parameters).
 */
function validationError(request: FastifyRequest, issues: Issue[], part: string | undefined): OauthError {
  const source = (part === 'querystring' ? request.query : request.body) as
    | Record<string, unknown>
    | undefined
  const named = issues.map((issue) => {
    const name = issue.instancePath.slice(1).split('/')[0] || String(issue.params.missingProperty ?? '')
    if (name === '')
      return `The ${part === 'querystring' ? 'query' : 'body'} ${issue.message ?? 'is not valid'}`
    if (issue.keyword === 'type' && issue.instancePath === `/${name}` && Array.isArray(source?.[name])) {
      return `${name} is given more than once`
    }
    if (issue.keyword === 'required') return `${name} is missing`
    return `${name} ${issue.message ?? 'is not valid'}`
  })
  const description = [...new Set(named)].join('; ')
  if (request.routeOptions.url !== '/oauth/register') return new OauthError('invalid_request', description)
  const aboutRedirects = issues.some(
    (issue) =>
      issue.instancePath.startsWith('/redirect_uris') || issue.params.missingProperty === 'redirect_uris',
  )
  return new OauthError(aboutRedirects ? 'invalid_redirect_uri' : 'invalid_client_metadata', description)
}

/**
 * pctx as the OAuth 2.1 authorization server of AI apps (docs/oauth.md): discovery (RFC 8414,
 * RFC 9728), authorize (PKCE S256, resource indicators), token, registration (RFC 7591) and
 * revocation (RFC 7009). Errors are the RFCs' codes, never a 500 for bad input.
 */
export const oauthRoutes: FastifyPluginAsyncTypebox<OauthRouteOptions> = async (app, options) => {
  const { oauth, counter, config } = options
  const base = (request: FastifyRequest) => oauthBase(config.publicBaseUrl, request)

  // Token, registration and revocation bodies are forms (RFC 6749) or JSON (RFC 7591).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      const form: Record<string, string | string[]> = {}
      for (const [name, value] of new URLSearchParams(body as string)) {
        const seen = form[name]
        form[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]
      }
      done(null, form)
    },
  )
  // Browser-based MCP clients read the metadata and call these endpoints from their own origin;
  // none of them uses a cookie, so any origin may (the consent is on pctx's own pages).
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof OauthError) return sendError(reply, error)
    const failed = error as { statusCode?: number; validation?: Issue[]; validationContext?: string }
    if (failed.validation)
      return sendError(reply, validationError(request, failed.validation, failed.validationContext))
    // A rate limit keeps its 429 and Retry-After (the API's handler answers it); any other
    // refusal of the request (a body too large, unreadable, of another type) is invalid_request.
    const status = failed.statusCode
    if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
      return sendError(reply, new OauthError('invalid_request', (error as Error).message))
    }
    throw error
  })

  const authorizationServer = (request: FastifyRequest) =>
    authorizationServerMetadata(base(request), options.metadataDocuments)
  const discovery = [
    {
      path: '/.well-known/oauth-authorization-server',
      operationId: 'getAuthorizationServerMetadata',
      summary: 'Authorization server metadata (RFC 8414): the endpoints, PKCE S256, the scopes',
    },
    {
      path: '/.well-known/openid-configuration',
      operationId: 'getOpenIdConfiguration',
      summary: 'The same metadata at the OpenID discovery address, for clients that look there',
    },
  ]
  for (const { path, operationId, summary } of discovery) {
    app.get(
      path,
      {
        schema: {
          operationId,
          tags,
          summary,
          description: 'Readable from any origin (`Access-Control-Allow-Origin: *`).',
          response: {
            200: documented(AuthorizationServerMetadataSchema, 'The metadata'),
            ...common,
          },
        },
      },
      async (request) => authorizationServer(request),
    )
  }

  const protectedResource = (request: FastifyRequest, resource: string) =>
    protectedResourceMetadata(resource, base(request))
  const resources = [
    {
      path: '/.well-known/oauth-protected-resource',
      operationId: 'getProtectedResourceMetadata',
      summary: 'Protected resource metadata (RFC 9728) of the whole server: /mcp and /api/v1',
      resource: (request: FastifyRequest) => base(request),
    },
    {
      path: '/.well-known/oauth-protected-resource/mcp',
      operationId: 'getMcpResourceMetadata',
      summary: 'Protected resource metadata (RFC 9728) of the MCP endpoint, named by its 401s',
      resource: (request: FastifyRequest) => resourceOf(base(request), 'mcp'),
    },
    {
      path: '/.well-known/oauth-protected-resource/api/v1',
      operationId: 'getApiResourceMetadata',
      summary: 'Protected resource metadata (RFC 9728) of the API (/api/v1)',
      resource: (request: FastifyRequest) => resourceOf(base(request), 'api'),
    },
  ]
  for (const { path, operationId, summary, resource } of resources) {
    app.get(
      path,
      {
        schema: {
          operationId,
          tags,
          summary,
          description: 'Readable from any origin (`Access-Control-Allow-Origin: *`).',
          response: {
            200: documented(ProtectedResourceMetadataSchema, 'The metadata'),
            ...common,
          },
        },
      },
      async (request) => protectedResource(request, resource(request)),
    )
  }

  app.get(
    '/oauth/authorize',
    {
      schema: {
        operationId: 'authorizeApp',
        tags,
        summary: 'Start an authorization (RFC 6749 §4.1): on to the console’s consent page',
        description:
          'A browser navigation, not a fetch. PKCE `S256` and `resource` (RFC 8707) are required. A good request answers 302 to `/console/authorize?…` (the person signs in if need be, then Allows or Denies). An unknown client or a redirect URI it did not register answers 400/401 here, never a redirect; any other problem answers 302 to the redirect URI with `error`, `error_description`, `state` and `iss`.',
        querystring: AuthorizationQuery,
        response: {
          302: noContent(
            'To the console’s consent page; or back to the app’s redirect URI with `error=…&error_description=…&state=…&iss=…`',
            ['Location'],
          ),
          400: OauthErrorResponse(
            'invalid_request: a parameter given twice, or a redirect URI the client did not register (never redirected to)',
          ),
          401: OauthErrorResponse(
            'invalid_client: an unknown client_id, or a metadata document that cannot be read or used',
          ),
          ...common,
        },
      },
    },
    async (request, reply) => {
      const issuer = base(request)
      const query = strings(request.query)
      try {
        await oauth.checkAuthorization(query, knownResources(issuer))
      } catch (error) {
        if (error instanceof RedirectableError) {
          const url = new URL(error.redirectUri)
          url.searchParams.set('error', error.code)
          url.searchParams.set('error_description', error.message)
          if (error.state !== undefined) url.searchParams.set('state', error.state)
          url.searchParams.set('iss', issuer)
          return reply.redirect(url.href, 302)
        }
        throw error
      }
      // The person decides in the console (signing in first if need be); it checks it all again.
      const search = new URLSearchParams(query as Record<string, string>).toString()
      return reply.redirect(`/console/authorize?${search}`, 302)
    },
  )

  const form = ['application/x-www-form-urlencoded']
  app.post(
    '/oauth/token',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        operationId: 'requestTokens',
        tags,
        summary: 'Exchange a code, or a refresh token, for tokens (RFC 6749 §4.1.3, §6)',
        description:
          '`authorization_code`: the code once, by its client, with its redirect URI and the PKCE verifier; a code shown twice revokes its grant. `refresh_token`: the refresh token is spent and a new pair issued; a spent one shown again revokes the whole grant. Answers `Cache-Control: no-store`.',
        consumes: form,
        body: TokenRequestSchema,
        response: {
          200: documented(TokenResponseSchema, 'An access token (1 h) and a refresh token'),
          400: OauthErrorResponse(
            'invalid_request (a field missing, malformed or given twice), invalid_grant (a code or refresh token unknown, expired, spent, of another client or redirect URI, or a wrong verifier), unsupported_grant_type, invalid_target',
          ),
          401: OauthErrorResponse('invalid_client: an unknown client_id'),
          ...common,
        },
      },
    },
    async (request, reply) => {
      const body = request.body
      const tokens =
        body.grant_type === 'authorization_code'
          ? await oauth.exchangeCode(body)
          : body.grant_type === 'refresh_token'
            ? await oauth.refresh(body)
            : undefined
      if (!tokens) {
        throw new OauthError(
          'unsupported_grant_type',
          'grant_type must be authorization_code or refresh_token',
        )
      }
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens)
    },
  )

  app.post(
    '/oauth/register',
    {
      bodyLimit: BODY_LIMIT,
      // Counted before the body is checked: a refused registration costs a try too.
      preValidation: async (request, reply) => {
        const count = await counter.increment(`oauth-register:${request.ip}`, 3600, REGISTRATIONS_PER_HOUR)
        if (count <= REGISTRATIONS_PER_HOUR) return
        return reply
          .code(429)
          .header('retry-after', '3600')
          .send({
            data: null,
            error: 'too_many_requests',
            error_description: `At most ${REGISTRATIONS_PER_HOUR} client registrations per hour from one address: try again later`,
          })
      },
      schema: {
        operationId: 'registerClient',
        tags,
        summary: 'Dynamic Client Registration (RFC 7591): a public client, no secret',
        description: `The client proves itself with PKCE at each sign-in, so pctx issues no secret (\`token_endpoint_auth_method: none\`). At most ${REGISTRATIONS_PER_HOUR} registrations per hour per client IP. A client no person grants anything within 30 days is forgotten.`,
        body: ClientRegistrationSchema,
        response: {
          201: documented(ClientInformationSchema, 'Registered'),
          400: OauthErrorResponse(
            'invalid_redirect_uri (missing, more than 10, or not https nor loopback http) or invalid_client_metadata (not a JSON object, another grant or response type, an empty client_name, a client_uri or logo_uri that is not https)',
          ),
          ...common,
          429: OauthErrorResponse(
            `too_many_requests: more than ${REGISTRATIONS_PER_HOUR} registrations in an hour from this address, or over the client IP's rate limit; wait Retry-After seconds`,
          ),
        },
      },
    },
    async (request, reply) => {
      const client = await oauth.register(request.body)
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({
          client_id: client.clientId,
          client_id_issued_at: Math.floor(Date.parse(client.createdAt) / 1000),
          client_name: client.clientName,
          redirect_uris: client.redirectUris,
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          token_endpoint_auth_method: 'none' as const,
          ...(client.clientUri !== null && { client_uri: client.clientUri }),
          ...(client.logoUri !== null && { logo_uri: client.logoUri }),
        })
    },
  )

  app.post(
    '/oauth/revoke',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        operationId: 'revokeToken',
        tags,
        summary: 'Revoke a token (RFC 7009): an access token stops, a refresh token ends its grant',
        description:
          'Answers 200 with `{}` whether the token was known or not (RFC 7009 §2.2), and for a token of another client does nothing.',
        consumes: form,
        body: RevocationRequestSchema,
        response: {
          200: documented(RevocationResponseSchema, 'Revoked, or nothing to revoke'),
          400: OauthErrorResponse('invalid_request: token or client_id missing, or a field given twice'),
          401: OauthErrorResponse('invalid_client: an unknown client_id'),
          ...common,
        },
      },
    },
    async (request, reply) => {
      await oauth.revokeToken(request.body.token, request.body.client_id)
      return reply.code(200).header('cache-control', 'no-store').send({})
    },
  )
}
