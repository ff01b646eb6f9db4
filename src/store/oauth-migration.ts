import { type Kysely, sql } from 'kysely'

/**
 * Migration 0013 (docs/oauth.md): pctx as the OAuth 2.1 authorization server of AI apps. The
 * same SQL on both engines (TEXT timestamps, JSON as text). Secrets (codes, tokens) are kept
 * only as their sha256, like sessions; a grant is what a person allowed an app at consent.
 */
export async function createOauthTables(db: Kysely<unknown>): Promise<void> {
  // Registered by DCR (RFC 7591), or a Client ID Metadata Document's copy (client_id is its
  // https URL; expires_at says when it is fetched again). redirect_uris: JSON array.
  await sql`
    CREATE TABLE oauth_clients (
      client_id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      client_name TEXT NOT NULL,
      redirect_uris TEXT NOT NULL,
      client_uri TEXT,
      logo_uri TEXT,
      created_at TEXT NOT NULL,
      expires_at TEXT
    )`.execute(db)
  // projects: JSON array of {id, access}; revoked_at set by the person, or by a reused refresh
  // token or a replayed code (the whole grant stops).
  await sql`
    CREATE TABLE oauth_grants (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      client_id TEXT NOT NULL,
      client_name TEXT NOT NULL,
      redirect_host TEXT NOT NULL,
      projects TEXT NOT NULL,
      created_at TEXT NOT NULL,
      last_used_at TEXT,
      revoked_at TEXT
    )`.execute(db)
  await sql`CREATE INDEX oauth_grants_by_user ON oauth_grants (user_id, created_at)`.execute(db)
  await sql`
    CREATE TABLE oauth_codes (
      code_hash TEXT PRIMARY KEY,
      grant_id TEXT NOT NULL REFERENCES oauth_grants (id) ON DELETE CASCADE,
      client_id TEXT NOT NULL,
      redirect_uri TEXT NOT NULL,
      code_challenge TEXT NOT NULL,
      resource TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      used_at TEXT
    )`.execute(db)
  // kind: 'access' or 'refresh'. A refresh token's used_at marks it spent (rotation): showing it
  // again is reuse, which revokes the grant.
  await sql`
    CREATE TABLE oauth_tokens (
      token_hash TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      grant_id TEXT NOT NULL REFERENCES oauth_grants (id) ON DELETE CASCADE,
      resource TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      used_at TEXT
    )`.execute(db)
  await sql`CREATE INDEX oauth_tokens_by_grant ON oauth_tokens (grant_id)`.execute(db)
  await sql`CREATE INDEX oauth_tokens_by_expiry ON oauth_tokens (expires_at)`.execute(db)
}
