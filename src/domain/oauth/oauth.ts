/**
 * AI apps connected with OAuth 2.1 (docs/oauth.md): the clients that may ask, what a person
 * granted one at consent, and the codes and tokens of that grant (kept as sha256 only).
 */

/** What an app may do on one project it was granted: read (as a viewer), or write (as an editor). */
export type GrantAccess = 'read' | 'write'

export interface GrantedProject {
  id: string
  access: GrantAccess
}

/** A client: registered by DCR (RFC 7591) or described by its Client ID Metadata Document. */
export interface OauthClient {
  clientId: string
  kind: 'dcr' | 'cimd'
  clientName: string
  redirectUris: string[]
  clientUri: string | null
  logoUri: string | null
  createdAt: string
  /** A metadata document's copy is fetched again after this; null for a registered client. */
  expiresAt: string | null
}

/** What a person allowed an app: these projects, each read or write, until revoked. */
export interface Grant {
  id: string
  userId: string
  clientId: string
  clientName: string
  /** The host of the redirect URI consent was given for (what the person saw). */
  redirectHost: string
  projects: GrantedProject[]
  createdAt: string
  lastUsedAt: string | null
  revokedAt: string | null
}

export interface AuthorizationCode {
  codeHash: string
  grantId: string
  clientId: string
  redirectUri: string
  /** PKCE S256 challenge (base64url of the verifier's sha256). */
  codeChallenge: string
  resource: string
  createdAt: string
  expiresAt: string
  usedAt: string | null
}

export interface OauthToken {
  tokenHash: string
  kind: 'access' | 'refresh'
  grantId: string
  /** The audience (RFC 8707): the resource the token was issued for. */
  resource: string
  createdAt: string
  expiresAt: string
  /** A refresh token: when it was spent (rotated). */
  usedAt: string | null
}

/** What the OAuth service needs from the database (migration 0013). */
export interface OauthOps {
  putClient(client: OauthClient): Promise<void>
  getClient(clientId: string): Promise<OauthClient | undefined>
  /**
   * Forgets clients nobody needs (docs/oauth.md, "Clean-up"): metadata documents' copies that
   * expired before `now` (fetched again when next asked for), and registered clients created
   * before `unusedBefore` that no grant names. Returns how many went.
   */
  deleteStaleClients(now: string, unusedBefore: string): Promise<number>
  insertGrant(grant: Grant): Promise<void>
  getGrant(id: string): Promise<Grant | undefined>
  /** The person's grants, newest first, revoked ones left out. */
  listGrantsOfUser(userId: string): Promise<Grant[]>
  /** Marks the grant revoked and deletes its codes and tokens; false when it was not live. */
  revokeGrant(id: string, at: string): Promise<boolean>
  touchGrant(id: string, at: string): Promise<void>
  insertCode(code: AuthorizationCode): Promise<void>
  /**
   * Marks the code used, in one statement, and returns it as it was before: a second exchange
   * of the same code sees `usedAt` set (a replay).
   */
  spendCode(codeHash: string, at: string): Promise<AuthorizationCode | undefined>
  /** Inserts the token; drops tokens that expired before `now` on the way. */
  insertToken(token: OauthToken, now: string): Promise<void>
  getToken(tokenHash: string): Promise<OauthToken | undefined>
  /** Marks a refresh token spent; false when it was already spent (reuse) or missing. */
  spendRefreshToken(tokenHash: string, at: string): Promise<boolean>
  deleteToken(tokenHash: string): Promise<void>
  /**
   * Every client, grant (revoked ones too) and token, for `pctx db copy`. Codes live a minute
   * and a copy is made while the source is stopped, so they are not among them.
   */
  listAll(): Promise<{ clients: OauthClient[]; grants: Grant[]; tokens: OauthToken[] }>
}
