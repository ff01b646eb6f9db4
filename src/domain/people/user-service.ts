import { randomUUID } from 'node:crypto'
import type { AuditContext } from '../audit/audit.js'
import { recordAudit, userActor, userTarget } from '../audit/record.js'
import type { Clock } from '../clock.js'
import { ConflictError, NotFoundError, UniqueViolationError, ValidationError } from '../errors.js'
import type { Store } from '../store.js'
import { checkEmail, emailKey } from './emails.js'
import { LOCKOUT_WINDOW_SECONDS, lockedError, lockoutAccount, type SignInAttempts } from './lockout.js'
import { checkPasswordRule, hashPassword, verifyPassword } from './passwords.js'
import type { StoredUser, User, UserCursor, UserPatch } from './people.js'
import type { PeopleCache } from './people-cache.js'
import { hashSecret, newSecret } from './secrets.js'

/** A one-time link works once, for 24 hours. */
export const LINK_TTL_MS = 24 * 60 * 60 * 1000
const MAX_NAME_LENGTH = 200

export interface UserInput {
  email: string
  name: string
  admin?: boolean
}

/** A new user and the token of their one-time link (shown once, stored only as its hash). */
export interface CreatedUser {
  user: User
  token: string
}

export function publicUser(user: StoredUser): User {
  const { emailKey: _key, passwordHash: _hash, ...rest } = user
  return rest
}

function checkName(name: string): string {
  const trimmed = name.trim()
  if (trimmed === '' || trimmed.length > MAX_NAME_LENGTH) {
    throw new ValidationError(`name: must be 1 to ${MAX_NAME_LENGTH} characters`, [
      { path: 'name', message: `must be 1 to ${MAX_NAME_LENGTH} characters` },
    ])
  }
  return trimmed
}

const linkUnusable = () =>
  new ValidationError(
    'token: the link has expired or was already used; ask an instance admin for a new one (pctx user link EMAIL)',
    [{ path: 'token', message: 'has expired or was already used' }],
  )

/** Users and their passwords (docs/people.md). No HTTP and no SQL here: the store port does the I/O. */
export function createUserService({
  store,
  clock,
  cache,
  attempts,
}: {
  store: Store
  clock: Clock
  /** This process's copies of sessions and roles (people-cache.ts), forgotten when a user changes. */
  cache?: PeopleCache
  /** Where a wrong `currentPassword` counts toward the account's lockout, as a wrong sign-in does. */
  attempts?: SignInAttempts
}) {
  const now = () => clock.now().toISOString()

  async function issueLink(
    userId: string,
    ops = store.people,
  ): Promise<{ token: string; expiresAt: string }> {
    const token = newSecret()
    const at = clock.now()
    const expiresAt = new Date(at.getTime() + LINK_TTL_MS).toISOString()
    await ops.insertLinkToken({
      tokenHash: hashSecret(token),
      userId,
      createdAt: at.toISOString(),
      expiresAt,
      usedAt: null,
    })
    return { token, expiresAt }
  }

  async function find(idOrEmail: string): Promise<StoredUser> {
    const user =
      (await store.people.getUser(idOrEmail)) ?? (await store.people.findUserByEmailKey(emailKey(idOrEmail)))
    if (!user) throw new NotFoundError(`No user has the id or email "${idOrEmail}"`)
    return user
  }

  return {
    /** Creates the user (no password yet) and a one-time link to choose one. */
    async create(input: UserInput, audit: AuditContext): Promise<CreatedUser> {
      const email = checkEmail(input.email)
      const user: StoredUser = {
        id: randomUUID(),
        email,
        emailKey: emailKey(email),
        name: checkName(input.name),
        admin: input.admin ?? false,
        disabled: false,
        passwordHash: null,
        createdAt: now(),
        lastSignInAt: null,
      }
      try {
        const token = await store.transaction(async (tx) => {
          await tx.people.insertUser(user)
          await recordAudit(tx.audit, clock, audit, {
            action: 'user.created',
            target: userTarget(user),
            detail: { name: user.name, admin: user.admin },
          })
          return (await issueLink(user.id, tx.people)).token
        })
        return { user: publicUser(user), token }
      } catch (error) {
        if (error instanceof UniqueViolationError) {
          throw new ConflictError(`A user with the email ${email} exists already (emails ignore case)`, [
            { path: 'email', message: 'is taken' },
          ])
        }
        throw error
      }
    },

    async get(id: string): Promise<User | undefined> {
      const user = await store.people.getUser(id)
      return user && publicUser(user)
    },

    /** Finds a user by id or email (any case); 404 when none. */
    async find(idOrEmail: string): Promise<User> {
      return publicUser(await find(idOrEmail))
    },

    async list(after: UserCursor | null, limit: number | null): Promise<User[]> {
      return (await store.people.listUsers(after, limit)).map(publicUser)
    },

    async count(): Promise<number> {
      return store.people.countUsers()
    },

    /**
     * Renames, promotes, demotes, disables or enables a user. The last enabled instance admin
     * can't be demoted or disabled (409). Disabling ends the user's sessions in the same
     * transaction, so no instance lets them in afterwards.
     */
    async update(id: string, patch: UserPatch, audit: AuditContext): Promise<User> {
      const changes: UserPatch = {
        ...patch,
        ...(patch.name !== undefined && { name: checkName(patch.name) }),
      }
      const updated = await store.transaction(async (tx) => {
        const admins = await tx.people.lockActiveAdmins()
        const user = await tx.people.getUser(id)
        if (!user) throw new NotFoundError(`No user has the id "${id}"`)
        const losesAdmin = changes.admin === false || changes.disabled === true
        if (losesAdmin && admins.includes(id) && admins.length === 1) {
          throw new ConflictError(
            `${user.email} is the last instance admin: make another user an instance admin first`,
            [
              {
                path: changes.disabled === true ? 'disabled' : 'admin',
                message: 'would leave no instance admin',
              },
            ],
          )
        }
        await tx.people.updateUser(id, changes)
        if (changes.disabled === true) await tx.people.deleteSessionsOfUser(id)
        const updated = await tx.people.getUser(id)
        if (!updated) throw new NotFoundError(`No user has the id "${id}"`)
        // What changed, from what to what: names and flags only, none of them a secret.
        const changed = Object.fromEntries(
          (['name', 'admin', 'disabled'] as const)
            .filter((field) => changes[field] !== undefined && changes[field] !== user[field])
            .map((field) => [field, { from: user[field], to: updated[field] }]),
        )
        await recordAudit(tx.audit, clock, audit, {
          action: 'user.updated',
          target: userTarget(updated),
          detail: { changed },
        })
        return publicUser(updated)
      })
      cache?.forgetUser(id)
      return updated
    },

    /**
     * A new one-time link for the user with this id; earlier links stay valid until used or
     * expired. A disabled user is refused (409): the link could never set their password. The
     * link and its audit event are written together; the event holds its expiry, never its token.
     */
    async link(id: string, audit: AuditContext): Promise<{ user: User; token: string }> {
      return store.transaction(async (tx) => {
        const user = await tx.people.getUser(id)
        if (!user) throw new NotFoundError(`No user has the id "${id}"`)
        if (user.disabled) {
          throw new ConflictError(
            `${user.email} is disabled: enable them first (pctx user enable ${user.email}, or PATCH /api/v1/users/${user.id} {"disabled":false})`,
            [{ path: 'userId', message: 'is disabled' }],
          )
        }
        const { token, expiresAt } = await issueLink(user.id, tx.people)
        await recordAudit(tx.audit, clock, audit, {
          action: 'user.link',
          target: userTarget(user),
          detail: { expiresAt },
        })
        return { user: publicUser(user), token }
      })
    },

    /**
     * Sets the password from a one-time link's token: the rule is checked before the link is
     * spent, then the link is spent and every session of the user ends, in one transaction.
     * The audit event names the user as its actor: the link's token proved who they are.
     */
    async setPasswordWithLink(token: string, password: string, audit: AuditContext): Promise<User> {
      checkPasswordRule(password)
      const hash = await hashPassword(password)
      const user = await store.transaction(async (tx) => {
        const userId = await tx.people.useLinkToken(hashSecret(token), now())
        const user = userId === undefined ? undefined : await tx.people.getUser(userId)
        if (!user || user.disabled) throw linkUnusable()
        await tx.people.setPassword(user.id, hash)
        await tx.people.deleteSessionsOfUser(user.id)
        await recordAudit(tx.audit, clock, audit, {
          action: 'password.set',
          actor: userActor(user),
          target: userTarget(user),
          detail: { with: 'link' },
        })
        return publicUser(user)
      })
      cache?.forgetUser(user.id)
      return user
    },

    /** Changes a signed-in user's password; every other session of theirs ends. */
    async changePassword(
      userId: string,
      keepSession: string,
      current: string,
      password: string,
      audit: AuditContext,
    ): Promise<void> {
      const user = await store.people.getUser(userId)
      if (!user) throw new NotFoundError('The user no longer exists')
      // A stolen session guessing the password counts toward the same lockout as sign-in does,
      // and each wrong guess is audited like a failed sign-in.
      const failed = (reason: 'locked' | 'wrong-current-password') =>
        recordAudit(store.audit, clock, audit, {
          action: 'sign-in.failed',
          target: userTarget(user),
          detail: { email: user.email, reason },
        })
      const attempt = await attempts?.reserve(lockoutAccount(user.email), LOCKOUT_WINDOW_SECONDS)
      if (attempt && !attempt.admitted) {
        await failed('locked')
        throw lockedError()
      }
      if (!(await verifyPassword(current, user.passwordHash))) {
        await failed('wrong-current-password')
        throw new ValidationError('currentPassword: is not your current password', [
          { path: 'currentPassword', message: 'is not your current password' },
        ])
      }
      await attempt?.giveBack()
      checkPasswordRule(password)
      const hash = await hashPassword(password)
      await store.transaction(async (tx) => {
        await tx.people.setPassword(userId, hash)
        await tx.people.deleteSessionsOfUser(userId, keepSession)
        await recordAudit(tx.audit, clock, audit, {
          action: 'password.set',
          target: userTarget(user),
          detail: { with: 'currentPassword' },
        })
      })
      cache?.forgetUser(userId)
    },
  }
}

export type UserService = ReturnType<typeof createUserService>
