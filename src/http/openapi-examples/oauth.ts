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

/** Examples of the person's side of OAuth (docs/oauth.md): consent and connected apps. */
export const OAUTH_EXAMPLES: Record<string, OperationExamples> = {
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
