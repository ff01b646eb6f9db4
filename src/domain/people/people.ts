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

/** A person's role on one project: viewer ⊂ editor ⊂ admin (docs/people.md). */
export type Role = 'viewer' | 'editor' | 'admin'
export const ROLES: readonly Role[] = ['viewer', 'editor', 'admin']

/** A person's role on a project (migration 0009). */
export interface Membership {
  projectId: string
  userId: string
  role: Role
  createdAt: string
  updatedAt: string
}

/** A member as the members API lists them. */
export interface Member {
  userId: string
  email: string
  name: string
  role: Role
}

/** What the people services need from the database (the tables of migrations 0008 and 0009). */
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

  /** The person's role on the project, or undefined when they have none. */
  getRole(projectId: string, userId: string): Promise<Role | undefined>
  /** The projects a person has a role on, by project id. */
  listMembershipsOfUser(userId: string): Promise<Membership[]>
  /** A project's members with their email and name, by email. */
  listMembers(projectId: string): Promise<Member[]>
  /** Every membership, for moving a deployment to another database. */
  listAllMemberships(): Promise<Membership[]>
  /** Inserts or changes the person's role on the project. */
  putMembership(membership: Membership): Promise<void>
  /** False when the person had no role on the project. */
  deleteMembership(projectId: string, userId: string): Promise<boolean>
  /**
   * The ids of the project's admins. Inside a transaction, a concurrent change to one of them
   * waits until it ends (row locks on PostgreSQL, the file lock on SQLite), so two admins can't
   * each demote the other, leaving the project none.
   */
  lockProjectAdmins(projectId: string): Promise<string[]>
  /** Keeps an OIDC sign-in's checks until the callback; drops rows expired before `now`. */
  insertOidcLogin(login: OidcLogin, now: string): Promise<void>
  /**
   * Deletes and returns the unexpired sign-in with this key, in one statement: a second
   * callback with the same state finds nothing.
   */
  takeOidcLogin(keyHash: string, now: string): Promise<OidcLogin | undefined>
}

/** An OIDC sign-in between its start and the provider's callback, keyed by its cookie's hash. */
export interface OidcLogin {
  keyHash: string
  state: string
  nonce: string
  codeVerifier: string
  /** The redirect_uri sent to the provider; the token request must repeat it exactly. */
  redirectUri: string
  /** The console path to open once signed in. */
  returnTo: string
  createdAt: string
  expiresAt: string
}
