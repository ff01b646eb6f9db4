import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { OauthError } from '../../domain/oauth/oauth-errors.js'
import {
  type AuthorizationParams,
  type OauthService,
  RedirectableError,
  SCOPES,
} from '../../domain/oauth/oauth-service.js'
import type { WindowCounter } from '../../limits/window-counter.js'
import { knownResources, oauthBase, resourceOf } from '../oauth-resources.js'

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

const hidden = { hide: true }
/** A body is read only by routes that declare one (json-body.ts); these check it themselves. */
const withBody = { hide: true, body: Type.Unknown() }
const LooseQuery = Type.Record(Type.String(), Type.Unknown())

/** Strings only: a parameter given twice (an array) is refused, as RFC 6749 §3.1 asks. */
function params(source: unknown): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries((source ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(value)) throw new OauthError('invalid_request', `${name} is given more than once`)
    if (typeof value === 'string') out[name] = value
  }
  return out
}

/** The OAuth error body: the RFC's fields, with the API envelope's `data: null`. */
function sendError(reply: FastifyReply, error: OauthError) {
  return reply
    .code(error.status)
    .header('cache-control', 'no-store')
    .send({ data: null, error: error.code, error_description: error.message })
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
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*')
  })
  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof OauthError) return sendError(reply, error)
    const status = (error as { statusCode?: number }).statusCode
    if (status !== undefined && status >= 400 && status < 500) {
      return sendError(reply, new OauthError('invalid_request', (error as Error).message))
    }
    throw error
  })

  const authorizationServer = (request: FastifyRequest) => {
    const issuer = base(request)
    return {
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      registration_endpoint: `${issuer}/oauth/register`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      revocation_endpoint_auth_methods_supported: ['none'],
      scopes_supported: [...SCOPES],
      client_id_metadata_document_supported: options.metadataDocuments,
      authorization_response_iss_parameter_supported: true,
    }
  }
  for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
    app.get(path, { schema: hidden }, async (request) => authorizationServer(request))
  }

  const protectedResource = (request: FastifyRequest, resource: string) => ({
    resource,
    authorization_servers: [base(request)],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'pctx',
  })
  app.get('/.well-known/oauth-protected-resource', { schema: hidden }, async (request) =>
    protectedResource(request, base(request)),
  )
  app.get('/.well-known/oauth-protected-resource/mcp', { schema: hidden }, async (request) =>
    protectedResource(request, resourceOf(base(request), 'mcp')),
  )
  app.get('/.well-known/oauth-protected-resource/api/v1', { schema: hidden }, async (request) =>
    protectedResource(request, resourceOf(base(request), 'api')),
  )

  app.get('/oauth/authorize', { schema: { ...hidden, querystring: LooseQuery } }, async (request, reply) => {
    const issuer = base(request)
    let query: AuthorizationParams
    try {
      query = params(request.query)
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
  })

  app.post('/oauth/token', { schema: withBody, bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = params(request.body)
    const tokens =
      body.grant_type === 'authorization_code'
        ? await oauth.exchangeCode(body)
        : body.grant_type === 'refresh_token'
          ? await oauth.refresh(body)
          : undefined
    if (!tokens) {
      throw new OauthError(
        body.grant_type === undefined ? 'invalid_request' : 'unsupported_grant_type',
        'grant_type must be authorization_code or refresh_token',
      )
    }
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens)
  })

  app.post('/oauth/register', { schema: withBody, bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const count = await counter.increment(`oauth-register:${request.ip}`, 3600, REGISTRATIONS_PER_HOUR)
    if (count > REGISTRATIONS_PER_HOUR) {
      return reply
        .code(429)
        .header('retry-after', '3600')
        .send({
          data: null,
          error: 'too_many_requests',
          error_description: `At most ${REGISTRATIONS_PER_HOUR} client registrations per hour from one address: try again later`,
        })
    }
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
        token_endpoint_auth_method: 'none',
        ...(client.clientUri !== null && { client_uri: client.clientUri }),
        ...(client.logoUri !== null && { logo_uri: client.logoUri }),
      })
  })

  app.post('/oauth/revoke', { schema: withBody, bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = params(request.body)
    await oauth.revokeToken(body.token, body.client_id)
    return reply.code(200).header('cache-control', 'no-store').send({})
  })
}
