import { authorizationServerMetadata, protectedResourceMetadata } from '../oauth-resources.js'
import { ok } from './demo.js'
import type { OperationExamples } from './example.js'

const CLIENT_ID = 'pctx_client_3q2-7wEAAAAAAAAAAAAAAA'
const GRANT = {
  id: '7d1e2f3a-4b5c-4d6e-8f70-819203a4b5c6',
  clientId: CLIENT_ID,
  clientName: 'Claude',
  redirectHost: 'claude.ai',
  projects: [
    { id: 'demo', access: 'write' },
    { id: 'docs', access: 'read' },
  ],
  createdAt: '2026-11-26T21:04:10.000Z',
  lastUsedAt: '2026-11-26T22:15:00.000Z',
}
const REQUEST = {
  response_type: 'code',
  client_id: CLIENT_ID,
  redirect_uri: 'https://claude.ai/api/mcp/auth_callback',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
  state: 'af0ifjsldkj',
  scope: 'read write',
  resource: 'https://pctx.example.com/mcp',
}

const BASE = 'https://pctx.example.com'
const AUTHORIZATION_SERVER = authorizationServerMetadata(BASE, true)
const resourceMetadata = (resource: string) => protectedResourceMetadata(resource, BASE)
const TOKENS = {
  access_token: 'pctx_oat_Qm9vdHN0cmFwLXRoZS1leGFtcGxlLWFjY2Vzcy10b2tlbg',
  token_type: 'Bearer',
  expires_in: 3600,
  refresh_token: 'pctx_ort_RXhhbXBsZS1yZWZyZXNoLXRva2VuLW5vdC1hLXJlYWwtb25l',
  scope: 'read write',
}

/** Examples of the OAuth protocol endpoints (docs/oauth.md), by the RFCs' shapes. */
const PROTOCOL_EXAMPLES: Record<string, OperationExamples> = {
  getAuthorizationServerMetadata: {
    responses: { 200: { metadata: { summary: 'RFC 8414 metadata', value: AUTHORIZATION_SERVER } } },
  },
  getOpenIdConfiguration: {
    responses: { 200: { metadata: { summary: 'The same metadata', value: AUTHORIZATION_SERVER } } },
  },
  getProtectedResourceMetadata: {
    responses: { 200: { metadata: { summary: 'The whole server', value: resourceMetadata(BASE) } } },
  },
  getMcpResourceMetadata: {
    responses: { 200: { metadata: { summary: 'The MCP endpoint', value: resourceMetadata(`${BASE}/mcp`) } } },
  },
  getApiResourceMetadata: {
    responses: { 200: { metadata: { summary: 'The API', value: resourceMetadata(`${BASE}/api/v1`) } } },
  },
  requestTokens: {
    request: {
      code: {
        summary: 'The code of the redirect, with the PKCE verifier',
        value: {
          grant_type: 'authorization_code',
          code: 'Sp1lW3tQ8pLh0a1vS5Y2o7c9e4r6t8u0i2o4p6a8s0d',
          code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
          client_id: CLIENT_ID,
          redirect_uri: REQUEST.redirect_uri,
          resource: REQUEST.resource,
        },
      },
      refresh: {
        summary: 'A refresh token (spent by this request)',
        value: { grant_type: 'refresh_token', refresh_token: TOKENS.refresh_token, client_id: CLIENT_ID },
      },
    },
    responses: {
      200: { tokens: { summary: 'An access token for an hour, and a refresh token', value: TOKENS } },
    },
  },
  registerClient: {
    request: {
      client: {
        summary: 'A desktop app with a loopback redirect URI',
        value: { client_name: 'My MCP client', redirect_uris: ['http://127.0.0.1:33418/callback'] },
      },
    },
    responses: {
      201: {
        registered: {
          summary: 'A public client',
          value: {
            client_id: CLIENT_ID,
            client_id_issued_at: 1795740250,
            client_name: 'My MCP client',
            redirect_uris: ['http://127.0.0.1:33418/callback'],
            grant_types: ['authorization_code', 'refresh_token'],
            response_types: ['code'],
            token_endpoint_auth_method: 'none',
          },
        },
      },
    },
  },
  revokeToken: {
    request: {
      refresh: {
        summary: 'A refresh token: the whole grant ends',
        value: { token: TOKENS.refresh_token, token_type_hint: 'refresh_token', client_id: CLIENT_ID },
      },
    },
    responses: { 200: { revoked: { summary: 'Always {} (RFC 7009)', value: {} } } },
  },
}

/** Examples of OAuth (docs/oauth.md): the protocol, then the person's consent and connected apps. */
export const OAUTH_EXAMPLES: Record<string, OperationExamples> = {
  ...PROTOCOL_EXAMPLES,
  getConsent: {
    responses: {
      200: {
        consent: {
          summary: 'Claude asks to read and write; the person may grant two projects',
          value: ok({
            app: { clientId: CLIENT_ID, name: 'Claude', redirectHost: 'claude.ai', metadataDocument: false },
            maxAccess: 'write',
            projects: [
              { id: 'demo', name: 'Acme Analytics', role: 'editor' },
              { id: 'docs', name: 'Docs', role: 'viewer' },
            ],
          }),
        },
      },
    },
  },
  answerConsent: {
    request: {
      allow: {
        summary: 'Allow: demo with write, docs read only',
        value: { request: REQUEST, allow: true, projects: GRANT.projects },
      },
      deny: { summary: 'Deny', value: { request: REQUEST, allow: false, projects: [] } },
    },
    responses: {
      200: {
        allowed: {
          summary: 'Back to the app with a one-time code',
          value: ok({
            redirectTo:
              'https://claude.ai/api/mcp/auth_callback?code=Sp1lW3tQ8pLh0a1vS5Y2o7c9e4r6t8u0i2o4p6a8s0d&state=af0ifjsldkj&iss=https%3A%2F%2Fpctx.example.com',
          }),
        },
      },
    },
  },
  listGrants: {
    responses: { 200: { apps: { summary: 'One connected app', value: ok([GRANT]) } } },
  },
  revokeGrant: {
    responses: { 200: { revoked: { summary: 'Its tokens stop at once', value: ok({ revoked: true }) } } },
  },
}
