import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { OidcConfig } from '../../config.js'
import { NotFoundError, ValidationError } from '../../domain/errors.js'
import { hashSecret, newSecret } from '../../domain/people/secrets.js'
import type { SessionService } from '../../domain/people/session-service.js'
import { type SsoErrorCode, SsoRefusedError, type SsoService } from '../../domain/people/sso-service.js'
import { type OidcClient, ProviderResponseError, ProviderUnavailableError } from '../../sso/oidc-client.js'
import { auditContext } from '../audit-context.js'
import { publicBaseUrl } from '../public-base-url.js'
import { Envelope, ErrorResponse, noContent } from '../schemas/common.js'
import { AuthMethodsSchema, OidcStartQuery } from '../schemas/people.js'
import { cookieHeader, readCookie, sessionCookie } from '../session-cookie.js'

const tags = ['people']

export const OIDC_START_PATH = '/api/v1/auth/oidc/start'
const CALLBACK_PATH = '/api/v1/auth/oidc/callback'
/** Holds the random value whose sha256 keys the sign-in's row: binds the state to this browser. */
export const OIDC_COOKIE = 'pctx_oidc'
const OIDC_COOKIE_PATH = '/api/v1/auth/oidc/'
const OIDC_COOKIE_SECONDS = 10 * 60
const CONSOLE_HOME = '/console/'

const common = {
  429: ErrorResponse('The client IP is over its limit'),
  500: ErrorResponse('Unexpected server error; the message quotes the request id to report'),
  503: ErrorResponse('The server is shutting down, or the database cannot answer right now; retry'),
}
const notConfigured = ErrorResponse('Single sign-on is not configured on this server (OIDC_ISSUER is unset)')

/** A path of this server's console and nothing else: no scheme, no host, no `//`, no backslash. */
function checkReturnTo(returnTo: string | undefined): string {
  if (returnTo === undefined) return CONSOLE_HOME
  const safe =
    (returnTo === '/console' || returnTo.startsWith(CONSOLE_HOME)) &&
    !/[\\\s]/.test(returnTo) &&
    !returnTo.includes('//') &&
    new URL(returnTo, 'http://pctx.invalid').origin === 'http://pctx.invalid'
  if (!safe) {
    throw new ValidationError('returnTo: must be a path of the console, such as /console/projects/demo', [
      { path: 'returnTo', message: 'must be a path of the console, such as /console/projects/demo' },
    ])
  }
  return returnTo
}

/** A browser's navigation: its Accept names HTML. */
function wantsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b/.test(String(request.headers.accept ?? ''))
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export interface OidcRouteDeps {
  oidc: { config: OidcConfig; client: OidcClient; sso: SsoService } | null
  sessions: SessionService
  publicBaseUrl: string | null
}

/** Which sign-ins this server offers, and single sign-on with OIDC (docs/people.md#single-sign-on-oidc). */
export const oidcRoutes: FastifyPluginAsyncTypebox<OidcRouteDeps> = async (app, deps) => {
  const { oidc, sessions } = deps

  function configured() {
    if (!oidc) {
      throw new NotFoundError(
        'Single sign-on is not configured on this server: an operator sets OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_ALLOWED_DOMAINS (docs/people.md)',
      )
    }
    return oidc
  }

  const bindingCookie = (request: FastifyRequest, value: string, maxAgeSeconds: number) =>
    cookieHeader(request, deps.publicBaseUrl, {
      name: OIDC_COOKIE,
      value,
      path: OIDC_COOKIE_PATH,
      maxAgeSeconds,
    })

  app.get(
    '/auth/methods',
    {
      schema: {
        operationId: 'getAuthMethods',
        tags,
        summary: 'How people may sign in here: password, and single sign-on when configured',
        description: 'No key and no session needed: the console asks before anyone is signed in.',
        response: {
          200: Envelope(AuthMethodsSchema, 'The sign-in methods'),
          ...common,
        },
      },
    },
    async () => ({
      data: {
        password: true as const,
        sso: oidc ? { name: oidc.config.name, startUrl: OIDC_START_PATH } : null,
      },
      error: null,
    }),
  )

  app.get(
    '/auth/oidc/start',
    {
      schema: {
        operationId: 'startOidcSignIn',
        tags,
        summary: 'Start signing in with single sign-on: redirects the browser to the provider',
        description:
          'A browser navigation (the console’s “Sign in with …” button), not a fetch. Answers 302 to the provider’s authorization endpoint with the authorization code flow, PKCE (S256), `state` and `nonce`, and sets the short-lived cookie `pctx_oidc` (HttpOnly, SameSite=Lax, 10 minutes) that binds the sign-in to this browser. The provider’s discovery document is fetched at the first use and kept.',
        querystring: OidcStartQuery,
        response: {
          302: noContent(
            'To the provider’s sign-in page; or, for a browser (Accept: text/html) when the provider cannot be reached, to `/console/?sso_error=provider_unavailable`',
            ['Location'],
          ),
          400: ErrorResponse('returnTo is not a path of the console'),
          404: notConfigured,
          502: ErrorResponse(
            'The provider could not be reached, or its discovery document does not match OIDC_ISSUER; retry later (a browser is sent to the console instead)',
          ),
          ...common,
        },
      },
    },
    async (request, reply) => {
      const { config, client, sso } = configured()
      const returnTo = checkReturnTo(request.query.returnTo)
      const redirectUri = `${publicBaseUrl(deps.publicBaseUrl, request, 'the SSO redirect URI')}${CALLBACK_PATH}`
      const checks = client.newChecks()
      let location: URL
      try {
        // The provider first: when it is down, nothing is stored.
        location = await client.authorizationUrl(checks, redirectUri)
      } catch (error) {
        // A person's browser (it asks for HTML) sees the console say so; a script gets the 502.
        if (!(error instanceof ProviderUnavailableError) || !wantsHtml(request)) throw error
        request.log.warn({ err: error }, 'SSO sign-in could not start')
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${CONSOLE_HOME}?sso_error=provider_unavailable`, 302)
      }
      const binding = newSecret()
      await sso.remember({ keyHash: hashSecret(binding), ...checks, redirectUri, returnTo })
      request.log.debug({ issuer: config.issuer }, 'SSO sign-in started')
      return reply
        .header('cache-control', 'no-store')
        .header('set-cookie', bindingCookie(request, binding, OIDC_COOKIE_SECONDS))
        .redirect(location.href, 302)
    },
  )

  app.get(
    '/auth/oidc/callback',
    {
      schema: {
        operationId: 'finishOidcSignIn',
        tags,
        summary: 'Where the provider sends the browser back: signs the person in, then opens the console',
        description:
          'Checks that this browser started the sign-in (cookie `pctx_oidc`) within 10 minutes and that `state` matches, spends the sign-in (a second use fails), exchanges the code with the PKCE verifier, and has openid-client check the ID token (issuer, audience, expiry, nonce; the token comes from the token endpoint over TLS). The email must be verified and of a domain in OIDC_ALLOWED_DOMAINS; the first sign-in creates the user, later ones find them by email. Answers 302 to the console with the session cookie set, or 302 to `/console/?sso_error=<code>` when refused (codes in docs/people.md).',
        querystring: Type.Object(
          {
            code: Type.Optional(Type.String({ description: 'The authorization code' })),
            state: Type.Optional(Type.String()),
            error: Type.Optional(Type.String({ description: 'The provider’s refusal, e.g. access_denied' })),
          },
          { additionalProperties: true },
        ),
        response: {
          302: noContent(
            'To the console: signed in (Set-Cookie pctx_session), or refused with `?sso_error=<code>`',
            ['Location'],
          ),
          404: notConfigured,
          ...common,
        },
      },
    },
    async (request, reply) => {
      const { client, sso } = configured()
      const binding = readCookie(request, OIDC_COOKIE)
      // The binding cookie is spent whatever happens next.
      const cookies = [bindingCookie(request, '', 0)]
      const refuse = (code: SsoErrorCode, error?: unknown) => {
        request.log.warn({ reason: code, err: error }, 'SSO sign-in refused')
        return send(reply, cookies, `${CONSOLE_HOME}?sso_error=${code}`)
      }
      const login = binding ? await sso.take(hashSecret(binding)) : undefined
      if (!login) return refuse('state')
      if (!sameText(request.query.state ?? '', login.state)) {
        await sso.refused('state', auditContext(request))
        return refuse('state')
      }
      const currentUrl = new URL(login.redirectUri)
      currentUrl.search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
      try {
        const user = await sso.user(await client.claims(currentUrl, login), auditContext(request))
        const signedIn = await sessions.open(user, auditContext(request), 'sso')
        cookies.push(sessionCookie(request, deps.publicBaseUrl, signedIn.token))
        return send(reply, cookies, login.returnTo)
      } catch (error) {
        if (error instanceof ProviderResponseError || error instanceof SsoRefusedError) {
          await sso.refused(
            error.code,
            auditContext(request),
            error instanceof SsoRefusedError ? error.who : {},
          )
          return refuse(error.code, error instanceof ProviderResponseError ? error.cause : undefined)
        }
        throw error
      }
    },
  )
}

function send(reply: FastifyReply, cookies: string[], location: string) {
  return reply.header('cache-control', 'no-store').header('set-cookie', cookies).redirect(location, 302)
}
