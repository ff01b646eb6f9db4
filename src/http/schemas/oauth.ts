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
