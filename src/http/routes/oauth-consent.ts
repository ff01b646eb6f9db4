import { Type } from '@sinclair/typebox'
import { ValidationError } from '../../domain/errors.js'
import { OauthError } from '../../domain/oauth/oauth-errors.js'
import type { AuthorizationRequest, OauthService } from '../../domain/oauth/oauth-service.js'
import type { ProjectService } from '../../domain/project-service.js'
import { auditContext } from '../audit-context.js'
import { knownResources, oauthBase } from '../oauth-resources.js'
import { type KeyedRoutes, personOf, requirePerson } from '../plugins/auth.js'
import { Envelope, ErrorResponse } from '../schemas/common.js'
import {
  AuthorizationQuery,
  ConsentAnswerSchema,
  ConsentBody,
  ConsentSchema,
  GrantParams,
  GrantSchema,
} from '../schemas/oauth.js'

const tags = ['people']
const common = {
  401: ErrorResponse('Not signed in: sign in, then come back'),
  403: ErrorResponse(
    "A key or an app rather than a session; another site's page (Origin); or a project beyond the person's own role",
  ),
  429: ErrorResponse("Rate limit exceeded: the person's limit, or without a live session the client IP's"),
  500: ErrorResponse('Unexpected server error; the message quotes the request id to report'),
  503: ErrorResponse('The server is shutting down, or the database cannot answer right now; retry'),
}
const errors = {
  400: ErrorResponse('The authorization request is not valid (its OAuth error code, then what to fix)'),
  ...common,
}

/**
 * The person's side of OAuth (docs/oauth.md): the consent page's facts and answer, and
 * "Connected apps" (grants listed and revoked). Only a signed-in person, never a key or an app.
 */
export const oauthConsentRoutes: KeyedRoutes<{ oauth: OauthService; projects: ProjectService }> = async (
  app,
  deps,
) => {
  const { oauth } = deps
  const personOnly = {
    onRequest: requirePerson(deps),
    config: { authenticated: true, sessions: 'only' as const },
  }

  async function checked(query: Record<string, unknown>, issuer: string): Promise<AuthorizationRequest> {
    const strings = Object.fromEntries(
      Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    try {
      return await oauth.checkAuthorization(strings, knownResources(issuer))
    } catch (error) {
      if (error instanceof OauthError) throw new ValidationError(`${error.code}: ${error.message}`)
      throw error
    }
  }

  app.get(
    '/oauth/consent',
    {
      ...personOnly,
      schema: {
        operationId: 'getConsent',
        tags,
        summary: 'What an app asks for, and the projects the signed-in person may grant it',
        description:
          'The console’s consent page reads this with the query of /oauth/authorize. The app’s name is its own claim: show it as text.',
        querystring: AuthorizationQuery,
        response: { 200: Envelope(ConsentSchema, 'The app and the choices'), ...errors },
      },
    },
    async (request) => {
      const asked = await checked(request.query, oauthBase(deps.publicBaseUrl, request))
      const person = personOf(request).user
      const roles = await deps.access.rolesOf(person)
      const names = new Map((await deps.projects.list()).map((project) => [project.id, project.name]))
      return {
        data: {
          app: {
            clientId: asked.client.clientId,
            name: asked.client.clientName,
            redirectHost: new URL(asked.redirectUri).host,
            metadataDocument: asked.client.kind === 'cimd',
          },
          maxAccess: asked.maxAccess,
          projects: roles
            .filter((entry) => names.has(entry.id))
            .map((entry) => ({ id: entry.id, name: names.get(entry.id) as string, role: entry.role })),
        },
        error: null,
      }
    },
  )

  app.post(
    '/oauth/consent',
    {
      ...personOnly,
      schema: {
        operationId: 'answerConsent',
        tags,
        summary: 'Allow (with the projects chosen, each read or write) or Deny an app',
        description:
          'Allow: a grant of the chosen projects, each no more than the person’s role allows (else 403), and a one-time code on the app’s redirect URI. Deny: error=access_denied there. Audited as app.granted.',
        body: ConsentBody,
        response: { 200: Envelope(ConsentAnswerSchema, 'Where the browser goes now'), ...errors },
      },
    },
    async (request) => {
      const issuer = oauthBase(deps.publicBaseUrl, request)
      const asked = await checked(request.body.request, issuer)
      const redirectTo = await oauth.decide(
        personOf(request).user,
        asked,
        { allow: request.body.allow, projects: request.body.projects },
        issuer,
        auditContext(request),
      )
      return { data: { redirectTo }, error: null }
    },
  )

  app.get(
    '/oauth/grants',
    {
      ...personOnly,
      schema: {
        operationId: 'listGrants',
        tags,
        summary: 'Connected apps: what the signed-in person granted, newest first',
        response: { 200: Envelope(Type.Array(GrantSchema), 'The live grants'), ...common },
      },
    },
    async (request) => ({
      data: (await oauth.listGrants(personOf(request).user.id)).map(
        ({ id, clientId, clientName, redirectHost, projects, createdAt, lastUsedAt }) => ({
          id,
          clientId,
          clientName,
          redirectHost,
          projects,
          createdAt,
          lastUsedAt,
        }),
      ),
      error: null,
    }),
  )

  app.delete(
    '/oauth/grants/:grantId',
    {
      ...personOnly,
      schema: {
        operationId: 'revokeGrant',
        tags,
        summary: 'Revoke a connected app: its tokens stop at once, on every instance',
        params: GrantParams,
        response: {
          200: Envelope(Type.Object({ revoked: Type.Literal(true) }), 'Revoked'),
          400: ErrorResponse('The grant id is longer than 100 characters'),
          404: ErrorResponse('No such live grant of this person'),
          ...common,
        },
      },
    },
    async (request) => {
      await oauth.revokeGrant(personOf(request).user, request.params.grantId, auditContext(request))
      return { data: { revoked: true as const }, error: null }
    },
  )
}
