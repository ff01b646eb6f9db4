/**
 * An OAuth protocol error (RFC 6749 §5.2, RFC 7591 §3.2.2, RFC 8707 §2, RFC 7009 §2.2.1): the
 * code clients act on, and a sentence saying what to fix. The routes answer it as
 * `{error, error_description}` (with the envelope's `data: null`), or on the redirect URI.
 */
export class OauthError extends Error {
  constructor(
    readonly code:
      | 'invalid_request'
      | 'invalid_client'
      | 'invalid_grant'
      | 'unauthorized_client'
      | 'unsupported_grant_type'
      | 'unsupported_response_type'
      | 'invalid_scope'
      | 'invalid_target'
      | 'access_denied'
      | 'invalid_redirect_uri'
      | 'invalid_client_metadata'
      | 'unsupported_token_type'
      | 'temporarily_unavailable',
    message: string,
    /** 401 for invalid_client (RFC 6749 §5.2); 400 otherwise. */
    readonly status = code === 'invalid_client' ? 401 : 400,
  ) {
    super(message)
    this.name = 'OauthError'
  }
}
