import * as client from 'openid-client'
import type { OidcConfig } from '../config.js'
import { AppError } from '../domain/errors.js'
import type { OidcLogin } from '../domain/people/people.js'
import type { SsoClaims } from '../domain/people/sso-service.js'

/** The provider could not be reached or answered nonsense at discovery: 502, retry later. */
export class ProviderUnavailableError extends AppError {
  readonly status = 502
}

/** The provider refused the sign-in, or what it sent back failed a check (state, nonce, issuer…). */
export class ProviderResponseError extends Error {
  constructor(
    /** `denied`: the provider answered with an error (the person cancelled, or is not assigned). */
    readonly code: 'denied' | 'failed' | 'provider_unavailable',
    options?: { cause?: unknown },
  ) {
    super(`OIDC sign-in ${code}`, options)
  }
}

/** What the start of a sign-in sends to the provider, and what its callback must check. */
export interface LoginChecks {
  state: string
  nonce: string
  codeVerifier: string
}

/** Seconds a request to the provider may take before the sign-in says it is unavailable. */
const PROVIDER_TIMEOUT_SECONDS = 10

function unreachable(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name
  return name === 'TypeError' || name === 'AbortError' || name === 'TimeoutError'
}

/**
 * The OpenID Provider, through openid-client: discovery (once, then cached), the authorization
 * URL with PKCE S256, state and nonce, and the code exchange with the ID token checks the
 * library makes (issuer, audience, expiry, nonce; not the signature, which the code flow may
 * leave to TLS with the token endpoint, OIDC Core 3.1.3.7). No token is parsed here.
 */
export function createOidcClient(config: OidcConfig) {
  // Plain http is allowed only for a loopback issuer (config.ts refuses any other).
  const insecure = new URL(config.issuer).protocol === 'http:'
  let discovered: Promise<client.Configuration> | null = null

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(config.issuer),
        config.clientId,
        undefined,
        config.clientSecret === null ? client.None() : client.ClientSecretPost(config.clientSecret),
        { timeout: PROVIDER_TIMEOUT_SECONDS, ...(insecure && { execute: [client.allowInsecureRequests] }) },
      )
      .catch((error: unknown) => {
        // Not cached: the next sign-in tries again.
        discovered = null
        throw new ProviderUnavailableError(
          `The sign-in provider at ${config.issuer} could not be reached or its discovery document is not valid for that issuer; try again later, or sign in with a password`,
          { cause: error },
        )
      })
    return discovered
  }

  return {
    /** Fresh random checks for one sign-in (the library's generators). */
    newChecks(): LoginChecks {
      return {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      }
    },

    /** Where the browser goes to sign in; ProviderUnavailableError when discovery fails. */
    async authorizationUrl(checks: LoginChecks, redirectUri: string): Promise<URL> {
      const server = await configuration()
      return client.buildAuthorizationUrl(server, {
        redirect_uri: redirectUri,
        scope: config.scopes,
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      })
    },

    /**
     * Exchanges the code of the callback at `currentUrl` and returns the verified ID token's
     * claims, completed from the userinfo endpoint when the ID token lacks the email or the
     * groups (providers differ in what they put in the ID token).
     */
    async claims(currentUrl: URL, login: OidcLogin): Promise<SsoClaims> {
      let server: client.Configuration
      try {
        server = await configuration()
      } catch (error) {
        throw new ProviderResponseError('provider_unavailable', { cause: error })
      }
      try {
        const tokens = await client.authorizationCodeGrant(
          server,
          currentUrl,
          {
            expectedState: login.state,
            expectedNonce: login.nonce,
            pkceCodeVerifier: login.codeVerifier,
            idTokenExpected: true,
          },
          { redirect_uri: login.redirectUri },
        )
        const idToken = tokens.claims()
        if (!idToken) throw new ProviderResponseError('failed')
        if (idToken.email !== undefined && idToken[config.groupsClaim] !== undefined) return idToken
        // The library checks that the userinfo's subject is the ID token's.
        const userinfo = await client.fetchUserInfo(server, tokens.access_token, idToken.sub)
        // What the signed ID token says wins over the userinfo.
        return { ...userinfo, ...idToken }
      } catch (error) {
        if (error instanceof ProviderResponseError) throw error
        if (error instanceof client.AuthorizationResponseError)
          throw new ProviderResponseError('denied', { cause: error })
        throw new ProviderResponseError(unreachable(error) ? 'provider_unavailable' : 'failed', {
          cause: error,
        })
      }
    },
  }
}

export type OidcClient = ReturnType<typeof createOidcClient>
