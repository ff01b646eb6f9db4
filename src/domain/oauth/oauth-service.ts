import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { AuditContext } from '../audit/audit.js'
import { recordAudit } from '../audit/record.js'
import type { Clock } from '../clock.js'
import { ForbiddenError, NotFoundError } from '../errors.js'
import type { AccessService } from '../people/access-service.js'
import type { User } from '../people/people.js'
import { hashSecret } from '../people/secrets.js'
import type { Store } from '../store.js'
import { checkClientMetadata } from './client-registration.js'
import type { Grant, GrantAccess, GrantedProject, OauthClient } from './oauth.js'
import { OauthError } from './oauth-errors.js'
import { redirectUriMatches } from './redirect-uris.js'

/** An access token lives an hour at most (issue 24); a code a minute; a refresh token 30 days. */
export const ACCESS_TOKEN_TTL_S = 3600
const CODE_TTL_MS = 60_000
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000
/** A grant's last use is written at most this often (not on every request). */
const LAST_USED_EVERY_MS = 60_000

/** Prefixes say what a bearer token is before any lookup (an API key is `pctx_` + 43). */
export const ACCESS_TOKEN_PREFIX = 'pctx_oat_'
const REFRESH_TOKEN_PREFIX = 'pctx_ort_'
/** The scopes a client may ask for: what the person then grants per project. */
export const SCOPES = ['read', 'write'] as const

const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/
const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/

/** The parameters of an authorization request (RFC 6749 §4.1.1, RFC 7636, RFC 8707). */
export interface AuthorizationParams {
  response_type?: string | undefined
  client_id?: string | undefined
  redirect_uri?: string | undefined
  code_challenge?: string | undefined
  code_challenge_method?: string | undefined
  state?: string | undefined
  scope?: string | undefined
  resource?: string | undefined
}

/** A checked authorization request, ready for the person's decision. */
export interface AuthorizationRequest {
  client: OauthClient
  redirectUri: string
  state: string | undefined
  codeChallenge: string
  resource: string
  /** The most a person may grant: write only when the client asked for it. */
  maxAccess: GrantAccess
}

/**
 * An error of an authorization request that goes back to the client on its redirect URI (RFC
 * 6749 §4.1.2.1): its client and redirect URI are known good.
 */
export class RedirectableError extends OauthError {
  constructor(
    error: OauthError,
    readonly redirectUri: string,
    readonly state: string | undefined,
  ) {
    super(error.code, error.message)
  }
}

export interface TokenResponse {
  access_token: string
  token_type: 'Bearer'
  expires_in: number
  refresh_token: string
  scope: string
}

/** Who an access token acts for, as read now: the grant, its person and the token's audience. */
export interface AppPrincipal {
  grant: Grant
  user: User
  resource: string
}

/** Fetches a Client ID Metadata Document (an https client_id); see client-metadata-fetch.ts. */
export type ClientMetadataFetcher = (clientId: string) => Promise<unknown>

/** The time a metadata document's copy is trusted before it is fetched again. */
const METADATA_CACHE_MS = 3600_000
/** A registered client no person ever granted anything is forgotten after this many days. */
export const UNUSED_CLIENT_DAYS = 30

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

const newToken = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`

/** An https URL with a path: what a Client ID Metadata Document's client_id is. */
export function isMetadataDocumentId(clientId: string): boolean {
  try {
    const url = new URL(clientId)
    return url.protocol === 'https:' && url.pathname !== '/' && url.hash === '' && url.username === ''
  } catch {
    return false
  }
}

/**
 * pctx as the OAuth 2.1 authorization server of AI apps (docs/oauth.md): clients, the person's
 * consent as a grant, codes with PKCE S256, access tokens of an hour for one resource, rotating
 * refresh tokens whose reuse revokes the grant, revocation. HTTP-free: the routes adapt it.
 */
export function createOauthService({
  store,
  clock,
  access,
  fetchClientMetadata,
}: {
  store: Store
  clock: Clock
  access: AccessService
  /** Absent: only registered (DCR) clients are known. */
  fetchClientMetadata?: ClientMetadataFetcher
}) {
  const now = () => clock.now()

  /**
   * Clients arrive only here (a registration, a metadata document's copy), so the table is
   * cleaned on the way in, as codes and tokens are (oauth-store.ts): it stays bounded by what
   * is in use, and no timer has to run on every instance.
   */
  async function putClient(client: OauthClient): Promise<void> {
    const at = now()
    const unusedBefore = new Date(at.getTime() - UNUSED_CLIENT_DAYS * 86_400_000)
    await store.oauth.deleteStaleClients(at.toISOString(), unusedBefore.toISOString())
    await store.oauth.putClient(client)
  }

  async function findClient(clientId: string): Promise<OauthClient | undefined> {
    const known = await store.oauth.getClient(clientId)
    if (known && (known.expiresAt === null || known.expiresAt > now().toISOString())) return known
    if (!fetchClientMetadata || !isMetadataDocumentId(clientId))
      return known?.kind === 'dcr' ? known : undefined
    let document: unknown
    try {
      document = await fetchClientMetadata(clientId)
    } catch (error) {
      throw new OauthError(
        'invalid_client',
        `The client's metadata document ${clientId} could not be read: ${(error as Error).message}`,
      )
    }
    const { client_id: named } = (document ?? {}) as { client_id?: unknown }
    if (named !== clientId) {
      throw new OauthError(
        'invalid_client',
        `The metadata document at ${clientId} must name itself as client_id`,
      )
    }
    let metadata: ReturnType<typeof checkClientMetadata>
    try {
      metadata = checkClientMetadata(document)
    } catch (error) {
      throw new OauthError(
        'invalid_client',
        `The client's metadata document is not usable: ${(error as Error).message}`,
      )
    }
    const at = now()
    const client: OauthClient = {
      clientId,
      kind: 'cimd',
      ...metadata,
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + METADATA_CACHE_MS).toISOString(),
    }
    await putClient(client)
    return client
  }

  async function clientOrFail(clientId: string | undefined): Promise<OauthClient> {
    if (!clientId) throw new OauthError('invalid_request', 'client_id is missing')
    const client = await findClient(clientId)
    if (!client) {
      throw new OauthError(
        'invalid_client',
        'Unknown client_id: register the app first (POST /oauth/register), or use an https Client ID Metadata Document URL',
      )
    }
    return client
  }

  function scopeAccess(scope: string | undefined): GrantAccess {
    if (scope === undefined || scope.trim() === '') return 'write'
    const asked = scope.trim().split(/\s+/)
    const unknown = asked.filter((item) => !(SCOPES as readonly string[]).includes(item))
    if (unknown.length > 0) {
      throw new OauthError(
        'invalid_scope',
        `Unknown scope ${unknown.slice(0, 3).join(' ')}: ask for read, write or both`,
      )
    }
    return asked.includes('write') ? 'write' : 'read'
  }

  /**
   * Checks an authorization request (RFC 6749 §4.1.1 with PKCE and resource indicators).
   * `resources`: the resources this server accepts as `resource`. An unknown client or a
   * redirect URI it did not register throws an OauthError that must not redirect (the URI is
   * not trusted); anything else throws a RedirectableError.
   */
  async function checkAuthorization(
    params: AuthorizationParams,
    resources: readonly string[],
  ): Promise<AuthorizationRequest> {
    const client = await clientOrFail(params.client_id)
    const redirectUri = params.redirect_uri
    if (redirectUri === undefined) {
      if (client.redirectUris.length !== 1) {
        throw new OauthError(
          'invalid_request',
          'redirect_uri is missing (the client registered more than one)',
        )
      }
    } else if (!redirectUriMatches(client.redirectUris, redirectUri)) {
      throw new OauthError('invalid_request', 'redirect_uri is not one this client registered (exact match)')
    }
    const uri = redirectUri ?? (client.redirectUris[0] as string)
    const fail = (code: OauthError['code'], message: string) =>
      new RedirectableError(new OauthError(code, message), uri, params.state)
    if (params.response_type !== 'code') {
      throw fail('unsupported_response_type', 'response_type must be code')
    }
    if (params.code_challenge_method !== 'S256') {
      throw fail('invalid_request', 'PKCE is required with code_challenge_method=S256 (plain is refused)')
    }
    if (!params.code_challenge || !PKCE_CHALLENGE.test(params.code_challenge)) {
      throw fail(
        'invalid_request',
        'code_challenge must be the base64url SHA-256 of the code verifier (43 characters)',
      )
    }
    if (!params.resource)
      throw fail('invalid_request', 'resource is missing: name the MCP server or API (RFC 8707)')
    if (!resources.includes(params.resource)) {
      throw fail('invalid_target', `resource must be one of this server's: ${resources.join(', ')}`)
    }
    let maxAccess: GrantAccess
    try {
      maxAccess = scopeAccess(params.scope)
    } catch (error) {
      throw fail('invalid_scope', (error as Error).message)
    }
    return {
      client,
      redirectUri: uri,
      state: params.state,
      codeChallenge: params.code_challenge,
      resource: params.resource,
      maxAccess,
    }
  }

  function redirectWith(
    request: Pick<AuthorizationRequest, 'redirectUri' | 'state'>,
    issuer: string,
    fields: Record<string, string>,
  ) {
    const url = new URL(request.redirectUri)
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value)
    if (request.state !== undefined) url.searchParams.set('state', request.state)
    // RFC 9207: the client can tell which server answered (mix-up attacks).
    url.searchParams.set('iss', issuer)
    return url.href
  }

  /**
   * The person's answer: Deny → `error=access_denied`; Allow → a grant of the chosen projects
   * (each no more than the person's own role allows, else 403, and no more than the client
   * asked) and a one-time code. Returns where the browser goes next.
   */
  async function decide(
    user: User,
    request: AuthorizationRequest,
    answer: { allow: boolean; projects: GrantedProject[] },
    issuer: string,
    audit: AuditContext,
  ): Promise<string> {
    if (!answer.allow) return redirectWith(request, issuer, { error: 'access_denied' })
    if (answer.projects.length === 0)
      throw new ForbiddenError('Choose at least one project for the app, or Deny')
    const seen = new Set<string>()
    for (const project of answer.projects) {
      if (seen.has(project.id)) throw new ForbiddenError(`Project "${project.id}" is chosen twice`)
      seen.add(project.id)
      if (project.access === 'write' && request.maxAccess === 'read') {
        throw new ForbiddenError(`The app asked only to read: project "${project.id}" can't be granted write`)
      }
      await access.check({ kind: 'user', user }, project.access === 'write' ? 'edit' : 'read', project.id)
    }
    const at = now()
    const grant: Grant = {
      id: randomUUID(),
      userId: user.id,
      clientId: request.client.clientId,
      clientName: request.client.clientName,
      redirectHost: new URL(request.redirectUri).host,
      projects: answer.projects.map(({ id, access }) => ({ id, access })),
      createdAt: at.toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    }
    const code = randomBytes(32).toString('base64url')
    await store.transaction(async (tx) => {
      await tx.oauth.insertGrant(grant)
      await tx.oauth.insertCode({
        codeHash: hashSecret(code),
        grantId: grant.id,
        clientId: request.client.clientId,
        redirectUri: request.redirectUri,
        codeChallenge: request.codeChallenge,
        resource: request.resource,
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + CODE_TTL_MS).toISOString(),
        usedAt: null,
      })
      await recordAudit(tx.audit, clock, audit, {
        action: 'app.granted',
        target: { kind: 'app', id: grant.id, name: grant.clientName },
        detail: { clientId: grant.clientId, projects: grant.projects },
      })
    })
    return redirectWith(request, issuer, { code })
  }

  async function issueTokens(grant: Grant, resource: string): Promise<TokenResponse> {
    const at = now()
    const accessToken = newToken(ACCESS_TOKEN_PREFIX)
    const refreshToken = newToken(REFRESH_TOKEN_PREFIX)
    const base = { grantId: grant.id, resource, createdAt: at.toISOString(), usedAt: null }
    await store.oauth.insertToken(
      {
        ...base,
        tokenHash: hashSecret(accessToken),
        kind: 'access',
        expiresAt: new Date(at.getTime() + ACCESS_TOKEN_TTL_S * 1000).toISOString(),
      },
      at.toISOString(),
    )
    await store.oauth.insertToken(
      {
        ...base,
        tokenHash: hashSecret(refreshToken),
        kind: 'refresh',
        expiresAt: new Date(at.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
      },
      at.toISOString(),
    )
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      refresh_token: refreshToken,
      scope: grant.projects.some((project) => project.access === 'write') ? 'read write' : 'read',
    }
  }

  async function revokeBecause(grantId: string, reason: string): Promise<void> {
    const at = now().toISOString()
    await store.transaction(async (tx) => {
      const grant = await tx.oauth.getGrant(grantId)
      if (!(await tx.oauth.revokeGrant(grantId, at)) || !grant) return
      await recordAudit(
        tx.audit,
        clock,
        { actor: { kind: 'system', id: 'system', name: 'pctx server' }, ip: null },
        {
          action: 'app.revoked',
          target: { kind: 'app', id: grant.id, name: grant.clientName },
          detail: { reason },
        },
      )
    })
  }

  async function liveGrant(grantId: string): Promise<Grant> {
    const grant = await store.oauth.getGrant(grantId)
    if (!grant || grant.revokedAt !== null)
      throw new OauthError('invalid_grant', 'The grant was revoked: ask the person again')
    const user = await store.people.getUser(grant.userId)
    if (!user || user.disabled)
      throw new OauthError('invalid_grant', 'The person who granted access is disabled')
    return grant
  }

  return {
    findClient,
    checkAuthorization,
    decide,

    /** Dynamic Client Registration (RFC 7591): a public client; answers its registration. */
    async register(body: unknown): Promise<OauthClient> {
      const metadata = checkClientMetadata(body)
      const client: OauthClient = {
        clientId: `pctx_client_${randomBytes(16).toString('base64url')}`,
        kind: 'dcr',
        ...metadata,
        createdAt: now().toISOString(),
        expiresAt: null,
      }
      await putClient(client)
      return client
    },

    /**
     * The authorization_code grant: the code once, by the client it was issued to, with the
     * same redirect URI and the PKCE verifier. A code shown twice revokes what it granted
     * (RFC 6749 §4.1.2).
     */
    async exchangeCode(params: {
      code?: string | undefined
      code_verifier?: string | undefined
      client_id?: string | undefined
      redirect_uri?: string | undefined
      resource?: string | undefined
    }): Promise<TokenResponse> {
      if (!params.code) throw new OauthError('invalid_request', 'code is missing')
      if (!params.code_verifier || !PKCE_VERIFIER.test(params.code_verifier)) {
        throw new OauthError(
          'invalid_request',
          'code_verifier is missing or malformed (43 to 128 characters, RFC 7636)',
        )
      }
      const client = await clientOrFail(params.client_id)
      const code = await store.oauth.spendCode(hashSecret(params.code), now().toISOString())
      if (!code) throw new OauthError('invalid_grant', 'Unknown or expired authorization code')
      if (code.usedAt !== null) {
        await revokeBecause(code.grantId, 'authorization code used twice')
        throw new OauthError('invalid_grant', 'The authorization code was already used: the grant is revoked')
      }
      if (code.expiresAt <= now().toISOString())
        throw new OauthError('invalid_grant', 'The authorization code has expired')
      if (code.clientId !== client.clientId)
        throw new OauthError('invalid_grant', 'The code was issued to another client')
      if (params.redirect_uri !== code.redirectUri) {
        throw new OauthError('invalid_grant', 'redirect_uri must be the one of the authorization request')
      }
      if (!sameText(s256(params.code_verifier), code.codeChallenge)) {
        throw new OauthError('invalid_grant', 'code_verifier does not match the code_challenge')
      }
      if (params.resource !== undefined && params.resource !== code.resource) {
        throw new OauthError('invalid_target', 'resource must be the one of the authorization request')
      }
      return issueTokens(await liveGrant(code.grantId), code.resource)
    },

    /**
     * The refresh_token grant: a refresh token works once and is replaced; one shown again
     * (stolen and used by someone else, or replayed) revokes the whole grant (RFC 9700 §4.14.2).
     */
    async refresh(params: {
      refresh_token?: string | undefined
      client_id?: string | undefined
      resource?: string | undefined
    }): Promise<TokenResponse> {
      if (!params.refresh_token) throw new OauthError('invalid_request', 'refresh_token is missing')
      const client = await clientOrFail(params.client_id)
      const hash = hashSecret(params.refresh_token)
      const token = await store.oauth.getToken(hash)
      if (token?.kind !== 'refresh' || token.expiresAt <= now().toISOString()) {
        throw new OauthError('invalid_grant', 'Unknown, revoked or expired refresh token')
      }
      const grant = await store.oauth.getGrant(token.grantId)
      if (!grant || grant.clientId !== client.clientId)
        throw new OauthError('invalid_grant', 'The refresh token was issued to another client')
      if (params.resource !== undefined && params.resource !== token.resource) {
        throw new OauthError('invalid_target', 'resource must be the one the grant was made for')
      }
      if (!(await store.oauth.spendRefreshToken(hash, now().toISOString()))) {
        await revokeBecause(token.grantId, 'refresh token used twice')
        throw new OauthError('invalid_grant', 'The refresh token was already used: the grant is revoked')
      }
      return issueTokens(await liveGrant(token.grantId), token.resource)
    },

    /** RFC 7009: forgets the token (a refresh token ends its grant); unknown tokens are fine. */
    async revokeToken(token: string | undefined, clientId: string | undefined): Promise<void> {
      if (!token) throw new OauthError('invalid_request', 'token is missing')
      const client = await clientOrFail(clientId)
      const found = await store.oauth.getToken(hashSecret(token))
      if (!found) return
      const grant = await store.oauth.getGrant(found.grantId)
      if (!grant || grant.clientId !== client.clientId) return
      if (found.kind === 'refresh') await revokeBecause(grant.id, 'revoked by the app')
      else await store.oauth.deleteToken(found.tokenHash)
    },

    /**
     * Who an access token acts for, read now (no cache, so a revocation or a disabled person
     * stops it at once on every instance), or null when it is unknown, expired, revoked or its
     * person is disabled.
     */
    async authenticate(token: string): Promise<AppPrincipal | null> {
      if (!token.startsWith(ACCESS_TOKEN_PREFIX)) return null
      const found = await store.oauth.getToken(hashSecret(token))
      const at = now()
      if (found?.kind !== 'access' || found.expiresAt <= at.toISOString()) return null
      const grant = await store.oauth.getGrant(found.grantId)
      if (!grant || grant.revokedAt !== null) return null
      const user = await store.people.getUser(grant.userId)
      if (!user || user.disabled) return null
      if (grant.lastUsedAt === null || at.getTime() - Date.parse(grant.lastUsedAt) >= LAST_USED_EVERY_MS) {
        await store.oauth.touchGrant(grant.id, at.toISOString())
        grant.lastUsedAt = at.toISOString()
      }
      const { passwordHash: _p, emailKey: _e, ...plain } = user
      return { grant, user: plain, resource: found.resource }
    },

    /** The person's live grants ("Connected apps"), newest first. */
    listGrants(userId: string): Promise<Grant[]> {
      return store.oauth.listGrantsOfUser(userId)
    },

    /** The person revokes one of their grants: its tokens stop at once, on every instance. */
    async revokeGrant(user: User, grantId: string, audit: AuditContext): Promise<void> {
      await store.transaction(async (tx) => {
        const grant = await tx.oauth.getGrant(grantId)
        if (!grant || grant.userId !== user.id || grant.revokedAt !== null) {
          throw new NotFoundError(`You have no connected app with grant id ${grantId}`)
        }
        await tx.oauth.revokeGrant(grantId, now().toISOString())
        await recordAudit(tx.audit, clock, audit, {
          action: 'app.revoked',
          target: { kind: 'app', id: grant.id, name: grant.clientName },
          detail: { clientId: grant.clientId },
        })
      })
    },
  }
}

export type OauthService = ReturnType<typeof createOauthService>
