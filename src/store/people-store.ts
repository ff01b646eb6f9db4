import type { Kysely, Selectable, Transaction } from 'kysely'
import type {
  LinkToken,
  Member,
  Membership,
  OidcLogin,
  PeopleOps,
  Role,
  Session,
  StoredUser,
  UserCursor,
  UserPatch,
} from '../domain/people/people.js'
import { toDbBool } from './rows.js'
import type {
  Database,
  OidcLoginTable,
  ProjectMemberTable,
  UserLinkTokenTable,
  UserSessionTable,
  UserTable,
} from './schema.js'

type Db = Kysely<Database> | Transaction<Database>

/**
 * The people tables (users, user_sessions, user_link_tokens, project_members), the same queries
 * on both engines.
 */
export class PeopleStore implements PeopleOps {
  constructor(
    private readonly db: Db,
    /** PostgreSQL: `lockActiveAdmins` takes row locks (`FOR UPDATE`). */
    private readonly rowLocks: boolean,
  ) {}

  async insertUser(user: StoredUser): Promise<void> {
    await this.db
      .insertInto('users')
      .values({
        id: user.id,
        email: user.email,
        email_key: user.emailKey,
        name: user.name,
        admin: toDbBool(user.admin),
        disabled: toDbBool(user.disabled),
        password_hash: user.passwordHash,
        created_at: user.createdAt,
        last_sign_in_at: user.lastSignInAt,
      })
      .execute()
  }

  async getUser(id: string): Promise<StoredUser | undefined> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
    return row && userFromRow(row)
  }

  async findUserByEmailKey(emailKey: string): Promise<StoredUser | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('email_key', '=', emailKey)
      .executeTakeFirst()
    return row && userFromRow(row)
  }

  async listUsers(after: UserCursor | null, limit: number | null): Promise<StoredUser[]> {
    let query = this.db.selectFrom('users').selectAll().orderBy('created_at').orderBy('id')
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '>', after.createdAt),
          eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
        ]),
      )
    }
    if (limit !== null) query = query.limit(limit)
    return (await query.execute()).map(userFromRow)
  }

  async countUsers(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async updateUser(id: string, patch: UserPatch): Promise<boolean> {
    const set: { name?: string; admin?: number; disabled?: number } = {}
    if (patch.name !== undefined) set.name = patch.name
    if (patch.admin !== undefined) set.admin = toDbBool(patch.admin)
    if (patch.disabled !== undefined) set.disabled = toDbBool(patch.disabled)
    if (Object.keys(set).length === 0) return (await this.getUser(id)) !== undefined
    const result = await this.db.updateTable('users').set(set).where('id', '=', id).executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute()
  }

  async recordSignIn(id: string, at: string): Promise<void> {
    await this.db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', id).execute()
  }

  async lockActiveAdmins(): Promise<string[]> {
    let query = this.db
      .selectFrom('users')
      .select('id')
      .where('admin', '=', toDbBool(true))
      .where('disabled', '=', toDbBool(false))
      .orderBy('id')
    if (this.rowLocks) query = query.forUpdate()
    return (await query.execute()).map((row) => row.id)
  }

  async insertSession(session: Session): Promise<void> {
    await this.db
      .insertInto('user_sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        token_hash: session.tokenHash,
        created_at: session.createdAt,
        last_seen_at: session.lastSeenAt,
        expires_at: session.expiresAt,
      })
      .execute()
  }

  async findSessionByTokenHash(tokenHash: string): Promise<Session | undefined> {
    const row = await this.db
      .selectFrom('user_sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst()
    return row && sessionFromRow(row)
  }

  async touchSession(id: string, at: string): Promise<void> {
    await this.db.updateTable('user_sessions').set({ last_seen_at: at }).where('id', '=', id).execute()
  }

  async deleteSession(id: string): Promise<void> {
    await this.db.deleteFrom('user_sessions').where('id', '=', id).execute()
  }

  async deleteSessionsOfUser(userId: string, keep?: string): Promise<void> {
    let query = this.db.deleteFrom('user_sessions').where('user_id', '=', userId)
    if (keep !== undefined) query = query.where('id', '!=', keep)
    await query.execute()
  }

  async listSessions(): Promise<Session[]> {
    const rows = await this.db.selectFrom('user_sessions').selectAll().orderBy('id').execute()
    return rows.map(sessionFromRow)
  }

  async listSessionsOfUser(userId: string): Promise<Session[]> {
    const rows = await this.db
      .selectFrom('user_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    return rows.map(sessionFromRow)
  }

  async deleteSessionOfUser(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('user_sessions')
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async insertLinkToken(token: LinkToken): Promise<void> {
    await this.db
      .insertInto('user_link_tokens')
      .values({
        token_hash: token.tokenHash,
        user_id: token.userId,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
        used_at: token.usedAt,
      })
      .execute()
  }

  async useLinkToken(tokenHash: string, now: string): Promise<string | undefined> {
    const result = await this.db
      .updateTable('user_link_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return undefined
    const row = await this.db
      .selectFrom('user_link_tokens')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst()
    return row?.user_id
  }

  async listLinkTokens(): Promise<LinkToken[]> {
    const rows = await this.db.selectFrom('user_link_tokens').selectAll().orderBy('token_hash').execute()
    return rows.map(linkTokenFromRow)
  }

  async getRole(projectId: string, userId: string): Promise<Role | undefined> {
    const row = await this.db
      .selectFrom('project_members')
      .select('role')
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return row?.role as Role | undefined
  }

  async listMembershipsOfUser(userId: string): Promise<Membership[]> {
    const rows = await this.db
      .selectFrom('project_members')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('project_id')
      .execute()
    return rows.map(membershipFromRow)
  }

  async listMembers(projectId: string): Promise<Member[]> {
    const rows = await this.db
      .selectFrom('project_members')
      .innerJoin('users', 'users.id', 'project_members.user_id')
      .select(['project_members.user_id', 'project_members.role', 'users.email', 'users.name'])
      .where('project_members.project_id', '=', projectId)
      .orderBy('users.email_key')
      .execute()
    return rows.map((row) => ({
      userId: row.user_id,
      email: row.email,
      name: row.name,
      role: row.role as Role,
    }))
  }

  async listAllMemberships(): Promise<Membership[]> {
    const rows = await this.db
      .selectFrom('project_members')
      .selectAll()
      .orderBy('project_id')
      .orderBy('user_id')
      .execute()
    return rows.map(membershipFromRow)
  }

  async putMembership(membership: Membership): Promise<void> {
    await this.db
      .insertInto('project_members')
      .values({
        project_id: membership.projectId,
        user_id: membership.userId,
        role: membership.role,
        created_at: membership.createdAt,
        updated_at: membership.updatedAt,
      })
      .onConflict((oc) =>
        oc
          .columns(['project_id', 'user_id'])
          .doUpdateSet({ role: membership.role, updated_at: membership.updatedAt }),
      )
      .execute()
  }

  async deleteMembership(projectId: string, userId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('project_members')
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async lockProjectAdmins(projectId: string): Promise<string[]> {
    let query = this.db
      .selectFrom('project_members')
      .select('user_id')
      .where('project_id', '=', projectId)
      .where('role', '=', 'admin')
      .orderBy('user_id')
    if (this.rowLocks) query = query.forUpdate()
    return (await query.execute()).map((row) => row.user_id)
  }

  async insertOidcLogin(login: OidcLogin, now: string): Promise<void> {
    // Sign-ins abandoned at the provider would pile up otherwise; the index makes this cheap.
    await this.db.deleteFrom('oidc_logins').where('expires_at', '<=', now).execute()
    await this.db
      .insertInto('oidc_logins')
      .values({
        key_hash: login.keyHash,
        state: login.state,
        nonce: login.nonce,
        code_verifier: login.codeVerifier,
        redirect_uri: login.redirectUri,
        return_to: login.returnTo,
        created_at: login.createdAt,
        expires_at: login.expiresAt,
      })
      .execute()
  }

  async takeOidcLogin(keyHash: string, now: string): Promise<OidcLogin | undefined> {
    // DELETE … RETURNING: reading and spending are one statement on both engines, so two
    // callbacks racing with one state cannot both get the row.
    const row = await this.db
      .deleteFrom('oidc_logins')
      .where('key_hash', '=', keyHash)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst()
    return row && oidcLoginFromRow(row)
  }
}

function oidcLoginFromRow(row: Selectable<OidcLoginTable>): OidcLogin {
  return {
    keyHash: row.key_hash,
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    redirectUri: row.redirect_uri,
    returnTo: row.return_to,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  }
}

function membershipFromRow(row: Selectable<ProjectMemberTable>): Membership {
  return {
    projectId: row.project_id,
    userId: row.user_id,
    role: row.role as Role,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

function userFromRow(row: Selectable<UserTable>): StoredUser {
  return {
    id: row.id,
    email: row.email,
    emailKey: row.email_key,
    name: row.name,
    admin: Boolean(row.admin),
    disabled: Boolean(row.disabled),
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
  }
}

function sessionFromRow(row: Selectable<UserSessionTable>): Session {
  return {
    id: row.id,
    userId: row.user_id,
    tokenHash: row.token_hash,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  }
}

function linkTokenFromRow(row: Selectable<UserLinkTokenTable>): LinkToken {
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  }
}
