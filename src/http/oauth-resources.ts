import type { FastifyReply, FastifyRequest } from 'fastify'
import { SCOPES } from '../domain/oauth/oauth-service.js'
import { publicBaseUrl } from './public-base-url.js'

/**
 * The protected resources of this server (RFC 8707, RFC 9728; docs/oauth.md): the MCP endpoint,
 * the API, and the whole server (both). A token names one as its audience and is accepted only
 * where that audience covers the endpoint it is shown to.
 */
export type Surface = 'mcp' | 'api'

/** The issuer and resources of the server a request reached (PUBLIC_BASE_URL, else its Host). */
export function oauthBase(configured: string | null, request: FastifyRequest): string {
  return publicBaseUrl(configured, request, 'the OAuth metadata')
}

export function resourceOf(base: string, surface: Surface): string {
  return surface === 'mcp' ? `${base}/mcp` : `${base}/api/v1`
}

/** Every `resource` an app may ask a token for. */
export function knownResources(base: string): string[] {
  return [resourceOf(base, 'mcp'), resourceOf(base, 'api'), base, `${base}/`]
}

/** Whether a token issued for `audience` may be used on `surface`. */
export function audienceCovers(base: string, audience: string, surface: Surface): boolean {
  return audience === resourceOf(base, surface) || audience === base || audience === `${base}/`
}

/** Where the protected-resource metadata of a surface is (RFC 9728 §3.1). */
export function resourceMetadataUrl(base: string, surface: Surface): string {
  return surface === 'mcp'
    ? `${base}/.well-known/oauth-protected-resource/mcp`
    : `${base}/.well-known/oauth-protected-resource/api/v1`
}

/**
 * The challenge of a 401 or 403 to a bearer client (RFC 6750 §3, RFC 9728 §5.1): where to
 * discover how to get a token, and the error when a token was shown.
 */
export function setBearerChallenge(
  reply: FastifyReply,
  base: string,
  surface: Surface,
  error?: 'invalid_token' | 'insufficient_scope',
): void {
  const parts = [`resource_metadata="${resourceMetadataUrl(base, surface)}"`]
  if (error) parts.push(`error="${error}"`)
  reply.header('www-authenticate', `Bearer ${parts.join(', ')}`)
}

/** The authorization server metadata (RFC 8414) of the issuer `issuer`. */
export function authorizationServerMetadata(issuer: string, metadataDocuments: boolean) {
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
    client_id_metadata_document_supported: metadataDocuments,
    authorization_response_iss_parameter_supported: true,
  }
}

/** The protected resource metadata (RFC 9728) of `resource`, whose tokens `issuer` issues. */
export function protectedResourceMetadata(resource: string, issuer: string) {
  return {
    resource,
    authorization_servers: [issuer],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'pctx',
  }
}
