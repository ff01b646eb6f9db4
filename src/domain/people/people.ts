/** A person who signs in with email and password. The password hash never leaves the domain. */
export interface User {
  id: string
  email: string
  name: string
  /** An instance admin: may manage users and use every project. */
  admin: boolean
  disabled: boolean
  createdAt: string
  lastSignInAt: string | null
}

/** A user as stored: plus the folded email that makes emails unique, and the password hash. */
export interface StoredUser extends User {
  emailKey: string
  /** `scrypt$…` (passwords.ts), or null while the person has not chosen a password. */
  passwordHash: string | null
}

export type UserPatch = Partial<Pick<User, 'name' | 'admin' | 'disabled'>>

/** A signed-in browser. Its cookie carries a random token; only the token's sha256 is kept. */
export interface Session {
  id: string
  userId: string
  tokenHash: string
  createdAt: string
  lastSeenAt: string
  /** The absolute end, 30 days after sign-in. */
  expiresAt: string
}

/** A one-time link's token, kept as its sha256: sets a password once, within 24 hours. */
export interface LinkToken {
  tokenHash: string
  userId: string
  createdAt: string
  expiresAt: string
  usedAt: string | null
}

/** Where a page of users ends: the sort tuple (createdAt, id) of its last user. */
export interface UserCursor {
  createdAt: string
  id: string
}

/** What the people services need from the database (the tables of migration 0008). */
export interface PeopleOps {
  /** Fails with UniqueViolationError when a user with the same email key exists. */
  insertUser(user: StoredUser): Promise<void>
  getUser(id: string): Promise<StoredUser | undefined>
  findUserByEmailKey(emailKey: string): Promise<StoredUser | undefined>
  /** Users by (createdAt, id), after `after` when given. */
  listUsers(after: UserCursor | null, limit: number | null): Promise<StoredUser[]>
  countUsers(): Promise<number>
  /** False when no user has the id. */
  updateUser(id: string, patch: UserPatch): Promise<boolean>
  setPassword(id: string, passwordHash: string): Promise<void>
  recordSignIn(id: string, at: string): Promise<void>
  /**
   * Ids of the enabled instance admins. Inside a transaction, a concurrent change to one of them
   * waits until it ends (row locks on PostgreSQL, the file lock on SQLite), so two admins can't
   * each demote the other, leaving none.
   */
  lockActiveAdmins(): Promise<string[]>

  insertSession(session: Session): Promise<void>
  findSessionByTokenHash(tokenHash: string): Promise<Session | undefined>
  touchSession(id: string, at: string): Promise<void>
  deleteSession(id: string): Promise<void>
  /** Ends every session of the user but `keep` (the one changing its password), if given. */
  deleteSessionsOfUser(userId: string, keep?: string): Promise<void>
  listSessions(): Promise<Session[]>
  /** The user's sessions, oldest first (expired ones included: the caller knows the clock). */
  listSessionsOfUser(userId: string): Promise<Session[]>
  /** Ends the session when it is the user's; false when the user has no session with the id. */
  deleteSessionOfUser(userId: string, sessionId: string): Promise<boolean>

  insertLinkToken(token: LinkToken): Promise<void>
  /**
   * Marks the token used when it is unused and not expired at `now`, and returns its user id;
   * undefined otherwise. One statement, so two requests racing with one link can't both win.
   */
  useLinkToken(tokenHash: string, now: string): Promise<string | undefined>
  listLinkTokens(): Promise<LinkToken[]>
}
