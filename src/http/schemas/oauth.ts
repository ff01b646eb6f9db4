import { Type } from '@sinclair/typebox'

const text = (description: string) => Type.Optional(Type.String({ maxLength: 4000, description }))

/** An authorization request's parameters, as the console passes them on (RFC 6749 §4.1.1). */
export const AuthorizationQuery = Type.Object(
  {
    response_type: text('code'),
    client_id: text('The registered client id, or the https URL of its metadata document'),
    redirect_uri: text('One of the client’s redirect URIs'),
    code_challenge: text('PKCE S256 challenge'),
    code_challenge_method: text('S256'),
    state: text('Returned to the client as it was sent'),
    scope: text('read, write or both (space separated)'),
    resource: text('The MCP server or API the token is for (RFC 8707)'),
  },
  { additionalProperties: true, title: 'AuthorizationQuery' },
)

const GrantAccessSchema = Type.Union([Type.Literal('read'), Type.Literal('write')], {
  description: 'read: what a viewer may; write: what an editor may (sync, delete, restore)',
})

export const GrantedProjectSchema = Type.Object(
  { id: Type.String(), access: GrantAccessSchema },
  { additionalProperties: false, title: 'GrantedProject' },
)

export const ConsentSchema = Type.Object(
  {
    app: Type.Object({
      clientId: Type.String(),
      name: Type.String({ description: 'As the app calls itself: show it as text, never as markup' }),
      redirectHost: Type.String({ description: 'Where the browser goes after the answer' }),
      metadataDocument: Type.Boolean({
        description: 'Identified by an https metadata document (else registered)',
      }),
    }),
    maxAccess: GrantAccessSchema,
    projects: Type.Array(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        role: Type.Union([Type.Literal('viewer'), Type.Literal('editor'), Type.Literal('admin')]),
      }),
      { description: 'The projects the person may grant, with their own role (the most they may grant)' },
    ),
  },
  { title: 'Consent' },
)

export const ConsentBody = Type.Object(
  {
    request: AuthorizationQuery,
    allow: Type.Boolean({ description: 'true: Allow; false: Deny' }),
    projects: Type.Array(GrantedProjectSchema, {
      maxItems: 1000,
      description: 'The projects chosen (Allow)',
    }),
  },
  { additionalProperties: false, title: 'ConsentAnswer' },
)

export const ConsentAnswerSchema = Type.Object(
  {
    redirectTo: Type.String({
      description: "The app's redirect URI with code and state, or error=access_denied",
    }),
  },
  { title: 'ConsentRedirect' },
)

export const GrantSchema = Type.Object(
  {
    id: Type.String(),
    clientId: Type.String(),
    clientName: Type.String(),
    redirectHost: Type.String(),
    projects: Type.Array(GrantedProjectSchema),
    createdAt: Type.String({ format: 'date-time' }),
    lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Last use of its tokens (to the minute); null when never used',
    }),
  },
  { title: 'Grant' },
)

export const GrantParams = Type.Object({ grantId: Type.String({ maxLength: 100 }) })

/*
 * The OAuth protocol endpoints (src/http/routes/oauth.ts): their shapes are the RFCs', field names
 * included, so any OAuth client reads them; the same schemas validate requests, shape answers and
 * document them.
 */

const uri = (description: string) => Type.String({ description })
const list = (description: string) => Type.Array(Type.String(), { description })

/** RFC 9728 §2: what a protected resource (the MCP endpoint, the API) says about itself. */
export const ProtectedResourceMetadataSchema = Type.Object(
  {
    resource: uri('The resource: the value of `resource` in authorization and token requests (RFC 8707)'),
    authorization_servers: list('The issuer that signs tokens for it: this server'),
    scopes_supported: list('read and write'),
    bearer_methods_supported: list('header: `Authorization: Bearer <token>` only'),
    resource_name: Type.String(),
  },
  { title: 'ProtectedResourceMetadata' },
)

/** RFC 8414 §2 (also served as OpenID discovery): where and how to get tokens here. */
export const AuthorizationServerMetadataSchema = Type.Object(
  {
    issuer: uri('This server’s base URL (PUBLIC_BASE_URL, else the one the request came to)'),
    authorization_endpoint: uri('GET /oauth/authorize'),
    token_endpoint: uri('POST /oauth/token'),
    registration_endpoint: uri('POST /oauth/register (RFC 7591)'),
    revocation_endpoint: uri('POST /oauth/revoke (RFC 7009)'),
    response_types_supported: list('code'),
    response_modes_supported: list('query'),
    grant_types_supported: list('authorization_code and refresh_token'),
    code_challenge_methods_supported: list('S256 only: PKCE is required, plain is refused'),
    token_endpoint_auth_methods_supported: list('none: every client is public, PKCE proves it'),
    revocation_endpoint_auth_methods_supported: list('none'),
    scopes_supported: list('read and write'),
    client_id_metadata_document_supported: Type.Boolean({
      description: 'An https client_id naming its Client ID Metadata Document is accepted',
    }),
    authorization_response_iss_parameter_supported: Type.Boolean({
      description: 'Every authorization response carries `iss` (RFC 9207)',
    }),
  },
  { title: 'AuthorizationServerMetadata' },
)

const field = (description: string) => Type.Optional(Type.String({ maxLength: 4000, description }))

/**
 * A token request (RFC 6749 §4.1.3, §6; RFC 7636; RFC 8707), as a form. Which fields a grant
 * needs is checked by the service, which names the missing one in `error_description`; unknown
 * fields are ignored, as RFC 6749 §3.2 asks.
 */
export const TokenRequestSchema = Type.Object(
  {
    grant_type: Type.String({
      maxLength: 100,
      description: 'authorization_code or refresh_token (any other: unsupported_grant_type)',
    }),
    code: field('authorization_code: the code from the redirect'),
    code_verifier: field('authorization_code: the PKCE verifier (43 to 128 characters)'),
    redirect_uri: field('authorization_code: the redirect URI of the authorization request'),
    refresh_token: field('refresh_token: the refresh token, spent by this request'),
    client_id: field('The client the code or refresh token was issued to'),
    resource: field('Optional: the resource of the authorization request (RFC 8707)'),
  },
  { additionalProperties: true, title: 'TokenRequest' },
)

/** RFC 6749 §5.1: the tokens of a grant. */
export const TokenResponseSchema = Type.Object(
  {
    access_token: Type.String({ description: '`pctx_oat_…`, for `Authorization: Bearer`' }),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Seconds the access token lives: 3600' }),
    refresh_token: Type.String({
      description: '`pctx_ort_…`: works once (30 days); using it again revokes the grant',
    }),
    scope: Type.String({ description: '`read write` when any project was granted write, else `read`' }),
  },
  { title: 'TokenResponse' },
)

/** RFC 7591 §2: a client's metadata. Other fields are ignored, as the RFC allows. */
export const ClientRegistrationSchema = Type.Object(
  {
    redirect_uris: Type.Array(Type.String({ maxLength: 2000 }), {
      minItems: 1,
      maxItems: 10,
      description: 'https, or http on a loopback address (any port at sign-in)',
    }),
    client_name: Type.Optional(Type.String({ description: 'Shown to the person at consent, as text' })),
    client_uri: Type.Optional(Type.String({ maxLength: 2000, description: 'An https URL' })),
    logo_uri: Type.Optional(Type.String({ maxLength: 2000, description: 'An https URL' })),
    grant_types: Type.Optional(list('authorization_code and refresh_token only')),
    response_types: Type.Optional(list('code only')),
    token_endpoint_auth_method: Type.Optional(Type.String({ description: 'none: the client is public' })),
  },
  { additionalProperties: true, title: 'ClientRegistration' },
)

/** RFC 7591 §3.2.1: the registered client. */
export const ClientInformationSchema = Type.Object(
  {
    client_id: Type.String({ description: '`pctx_client_…`' }),
    client_id_issued_at: Type.Integer({ description: 'Unix epoch seconds' }),
    client_name: Type.String({ description: '“Unnamed app” when none was given' }),
    redirect_uris: Type.Array(Type.String()),
    grant_types: list('authorization_code, refresh_token'),
    response_types: list('code'),
    token_endpoint_auth_method: Type.Literal('none'),
    client_uri: Type.Optional(Type.String()),
    logo_uri: Type.Optional(Type.String()),
  },
  { title: 'ClientInformation' },
)

/** RFC 7009 §2.1, as a form. */
export const RevocationRequestSchema = Type.Object(
  {
    token: Type.String({ maxLength: 4000, description: 'An access or refresh token' }),
    token_type_hint: field('access_token or refresh_token (the server finds out itself)'),
    client_id: field('The client the token was issued to'),
  },
  { additionalProperties: true, title: 'RevocationRequest' },
)

/** RFC 7009 §2.2: an empty object, whether the token was known or not. */
export const RevocationResponseSchema = Type.Object({}, { additionalProperties: false, title: 'Revoked' })

/**
 * An OAuth error (RFC 6749 §5.2, RFC 7591 §3.2.2, RFC 7009 §2.2.1) with the API envelope's
 * `data: null`. A rate limit or a server error met before the endpoint ran answers the API's
 * own message in `error` and no `error_description`.
 */
export const OauthErrorSchema = Type.Object(
  {
    data: Type.Null(),
    error: Type.String({
      description:
        'The RFC error code: invalid_request, invalid_client, invalid_grant, unsupported_grant_type, invalid_scope, invalid_target, invalid_redirect_uri, invalid_client_metadata, too_many_requests',
    }),
    error_description: Type.Optional(Type.String({ description: 'What went wrong and how to fix it' })),
  },
  { title: 'OauthError', description: 'The error answer of the OAuth protocol endpoints' },
)
