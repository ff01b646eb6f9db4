import type { Kysely, Selectable, Transaction } from 'kysely'
import type {
  LinkToken,
  PeopleOps,
  Session,
  StoredUser,
  UserCursor,
  UserPatch,
} from '../domain/people/people.js'
import { toDbBool } from './rows.js'
import type { Database, UserLinkTokenTable, UserSessionTable, UserTable } from './schema.js'

type Db = Kysely<Database> | Transaction<Database>

/** The people tables (users, user_sessions, user_link_tokens), the same queries on both engines. */
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
