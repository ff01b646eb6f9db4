import type { Kysely, Selectable, Transaction } from 'kysely'
import type {
  AuthorizationCode,
  Grant,
  GrantedProject,
  OauthClient,
  OauthOps,
  OauthToken,
} from '../domain/oauth/oauth.js'
import type {
  Database,
  OauthClientTable,
  OauthCodeTable,
  OauthGrantTable,
  OauthTokenTable,
} from './schema.js'

type Db = Kysely<Database> | Transaction<Database>

/** The OAuth tables of migration 0013: the same queries on both engines. */
export class OauthStore implements OauthOps {
  constructor(private readonly db: Db) {}

  async putClient(client: OauthClient): Promise<void> {
    const values = {
      client_id: client.clientId,
      kind: client.kind,
      client_name: client.clientName,
      redirect_uris: JSON.stringify(client.redirectUris),
      client_uri: client.clientUri,
      logo_uri: client.logoUri,
      created_at: client.createdAt,
      expires_at: client.expiresAt,
    }
    await this.db
      .insertInto('oauth_clients')
      .values(values)
      .onConflict((oc) =>
        oc.column('client_id').doUpdateSet({
          client_name: values.client_name,
          redirect_uris: values.redirect_uris,
          client_uri: values.client_uri,
          logo_uri: values.logo_uri,
          expires_at: values.expires_at,
        }),
      )
      .execute()
  }

  async getClient(clientId: string): Promise<OauthClient | undefined> {
    const row = await this.db
      .selectFrom('oauth_clients')
      .selectAll()
      .where('client_id', '=', clientId)
      .executeTakeFirst()
    return row && clientFromRow(row)
  }

  async deleteStaleClients(now: string, unusedBefore: string): Promise<number> {
    const result = await this.db
      .deleteFrom('oauth_clients')
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'cimd'), eb('expires_at', '<=', now)]),
          eb.and([
            eb('kind', '=', 'dcr'),
            eb('created_at', '<=', unusedBefore),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('oauth_grants')
                  .select('oauth_grants.id')
                  .whereRef('oauth_grants.client_id', '=', 'oauth_clients.client_id'),
              ),
            ),
          ]),
        ]),
      )
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }

  async insertGrant(grant: Grant): Promise<void> {
    await this.db
      .insertInto('oauth_grants')
      .values({
        id: grant.id,
        user_id: grant.userId,
        client_id: grant.clientId,
        client_name: grant.clientName,
        redirect_host: grant.redirectHost,
        projects: JSON.stringify(grant.projects),
        created_at: grant.createdAt,
        last_used_at: grant.lastUsedAt,
        revoked_at: grant.revokedAt,
      })
      .execute()
  }

  async getGrant(id: string): Promise<Grant | undefined> {
    const row = await this.db.selectFrom('oauth_grants').selectAll().where('id', '=', id).executeTakeFirst()
    return row && grantFromRow(row)
  }

  async listGrantsOfUser(userId: string): Promise<Grant[]> {
    const rows = await this.db
      .selectFrom('oauth_grants')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    return rows.map(grantFromRow)
  }

  async revokeGrant(id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('oauth_grants')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst()
    await this.db.deleteFrom('oauth_tokens').where('grant_id', '=', id).execute()
    await this.db.deleteFrom('oauth_codes').where('grant_id', '=', id).execute()
    return Number(result.numUpdatedRows) > 0
  }

  async touchGrant(id: string, at: string): Promise<void> {
    await this.db.updateTable('oauth_grants').set({ last_used_at: at }).where('id', '=', id).execute()
  }

  async insertCode(code: AuthorizationCode): Promise<void> {
    await this.db.deleteFrom('oauth_codes').where('expires_at', '<=', code.createdAt).execute()
    await this.db
      .insertInto('oauth_codes')
      .values({
        code_hash: code.codeHash,
        grant_id: code.grantId,
        client_id: code.clientId,
        redirect_uri: code.redirectUri,
        code_challenge: code.codeChallenge,
        resource: code.resource,
        created_at: code.createdAt,
        expires_at: code.expiresAt,
        used_at: code.usedAt,
      })
      .execute()
  }

  async spendCode(codeHash: string, at: string): Promise<AuthorizationCode | undefined> {
    const row = await this.db
      .selectFrom('oauth_codes')
      .selectAll()
      .where('code_hash', '=', codeHash)
      .executeTakeFirst()
    if (!row) return undefined
    if (row.used_at !== null) return codeFromRow(row)
    // Only the request whose update changed the row spent it: a racing second one is a replay.
    const result = await this.db
      .updateTable('oauth_codes')
      .set({ used_at: at })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    return codeFromRow(Number(result.numUpdatedRows) > 0 ? row : { ...row, used_at: at })
  }

  async insertToken(token: OauthToken, now: string): Promise<void> {
    await this.db.deleteFrom('oauth_tokens').where('expires_at', '<=', now).execute()
    await this.db
      .insertInto('oauth_tokens')
      .values({
        token_hash: token.tokenHash,
        kind: token.kind,
        grant_id: token.grantId,
        resource: token.resource,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
        used_at: token.usedAt,
      })
      .execute()
  }

  async getToken(tokenHash: string): Promise<OauthToken | undefined> {
    const row = await this.db
      .selectFrom('oauth_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst()
    return row && tokenFromRow(row)
  }

  async spendRefreshToken(tokenHash: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('oauth_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('kind', '=', 'refresh')
      .where('used_at', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  async deleteToken(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('oauth_tokens').where('token_hash', '=', tokenHash).execute()
  }

  async listAll(): Promise<{ clients: OauthClient[]; grants: Grant[]; tokens: OauthToken[] }> {
    const clients = await this.db.selectFrom('oauth_clients').selectAll().orderBy('client_id').execute()
    const grants = await this.db.selectFrom('oauth_grants').selectAll().orderBy('id').execute()
    const tokens = await this.db.selectFrom('oauth_tokens').selectAll().orderBy('token_hash').execute()
    return {
      clients: clients.map(clientFromRow),
      grants: grants.map(grantFromRow),
      tokens: tokens.map(tokenFromRow),
    }
  }
}

function clientFromRow(row: Selectable<OauthClientTable>): OauthClient {
  return {
    clientId: row.client_id,
    kind: row.kind === 'cimd' ? 'cimd' : 'dcr',
    clientName: row.client_name,
    redirectUris: JSON.parse(row.redirect_uris) as string[],
    clientUri: row.client_uri,
    logoUri: row.logo_uri,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  }
}

function grantFromRow(row: Selectable<OauthGrantTable>): Grant {
  return {
    id: row.id,
    userId: row.user_id,
    clientId: row.client_id,
    clientName: row.client_name,
    redirectHost: row.redirect_host,
    projects: JSON.parse(row.projects) as GrantedProject[],
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  }
}

function codeFromRow(row: Selectable<OauthCodeTable>): AuthorizationCode {
  return {
    codeHash: row.code_hash,
    grantId: row.grant_id,
    clientId: row.client_id,
    redirectUri: row.redirect_uri,
    codeChallenge: row.code_challenge,
    resource: row.resource,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  }
}

function tokenFromRow(row: Selectable<OauthTokenTable>): OauthToken {
  return {
    tokenHash: row.token_hash,
    kind: row.kind === 'refresh' ? 'refresh' : 'access',
    grantId: row.grant_id,
    resource: row.resource,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  }
}
