import { OauthError } from './oauth-errors.js'
import { redirectUriProblem } from './redirect-uris.js'

/** At most this many redirect URIs per client, each at most this long: a registration is small. */
const MAX_REDIRECT_URIS = 10
const MAX_URI_LENGTH = 2000
const MAX_NAME_LENGTH = 100

/** A client's metadata as pctx keeps it, checked (RFC 7591 §2, or a metadata document). */
export interface ClientMetadata {
  clientName: string
  redirectUris: string[]
  clientUri: string | null
  logoUri: string | null
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function optionalHttpsUri(body: Record<string, unknown>, field: string): string | null {
  const value = body[field]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string' || value.length > MAX_URI_LENGTH) {
    throw new OauthError(
      'invalid_client_metadata',
      `${field} must be an https URL of at most ${MAX_URI_LENGTH} characters`,
    )
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new OauthError('invalid_client_metadata', `${field} must be an absolute https URL`)
  }
  if (url.protocol !== 'https:')
    throw new OauthError('invalid_client_metadata', `${field} must be an https URL`)
  return url.href
}

/**
 * Checks a client's metadata: redirect URIs (https, or loopback http), the authorization code
 * grant only, a public client (`token_endpoint_auth_method` none: pctx issues no client secrets,
 * PKCE proves the client). Anything else a client sends is ignored, as RFC 7591 allows.
 */
export function checkClientMetadata(body: unknown): ClientMetadata {
  if (!isObject(body))
    throw new OauthError(
      'invalid_client_metadata',
      'The body must be a JSON object of client metadata (RFC 7591)',
    )
  const uris = body.redirect_uris
  if (!Array.isArray(uris) || uris.length === 0 || uris.length > MAX_REDIRECT_URIS) {
    throw new OauthError(
      'invalid_redirect_uri',
      `redirect_uris must be an array of 1 to ${MAX_REDIRECT_URIS} URLs`,
    )
  }
  const redirectUris: string[] = []
  for (const uri of uris) {
    if (typeof uri !== 'string' || uri.length > MAX_URI_LENGTH) {
      throw new OauthError(
        'invalid_redirect_uri',
        `each redirect URI must be a string of at most ${MAX_URI_LENGTH} characters`,
      )
    }
    const problem = redirectUriProblem(uri)
    if (problem) throw new OauthError('invalid_redirect_uri', problem)
    redirectUris.push(uri)
  }
  const grantTypes = body.grant_types
  if (
    grantTypes !== undefined &&
    (!Array.isArray(grantTypes) ||
      !grantTypes.every((type) => type === 'authorization_code' || type === 'refresh_token'))
  ) {
    throw new OauthError(
      'invalid_client_metadata',
      'grant_types may hold only authorization_code and refresh_token',
    )
  }
  const responseTypes = body.response_types
  if (
    responseTypes !== undefined &&
    (!Array.isArray(responseTypes) || !responseTypes.every((type) => type === 'code'))
  ) {
    throw new OauthError('invalid_client_metadata', 'response_types may hold only code')
  }
  const name = body.client_name
  if (name !== undefined && (typeof name !== 'string' || name.trim() === '')) {
    throw new OauthError('invalid_client_metadata', 'client_name must be a non-empty string')
  }
  // Control characters would let a name pretend to be two lines of the consent page.
  const clientName =
    typeof name === 'string'
      ? [...name.replace(/\p{Cc}/gu, ' ').trim()].slice(0, MAX_NAME_LENGTH).join('')
      : 'Unnamed app'
  return {
    clientName,
    redirectUris,
    clientUri: optionalHttpsUri(body, 'client_uri'),
    logoUri: optionalHttpsUri(body, 'logo_uri'),
  }
}
