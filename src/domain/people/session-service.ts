import { randomUUID } from 'node:crypto'
import type { AuditContext } from '../audit/audit.js'
import { recordAudit, userActor, userTarget } from '../audit/record.js'
import type { Clock } from '../clock.js'
import { NotFoundError, UnauthorizedError } from '../errors.js'
import type { Store } from '../store.js'
import { emailKey } from './emails.js'
import { LOCKOUT_WINDOW_SECONDS, lockedError, lockoutAccount, type SignInAttempts } from './lockout.js'
import { verifyPassword } from './passwords.js'
import type { Session, StoredUser, User } from './people.js'
import type { PeopleCache } from './people-cache.js'
import { hashSecret, newSecret } from './secrets.js'
import { publicUser } from './user-service.js'

/** How a person proved who they are, as the `sign-in` audit event records it. */
type SignInMethod = 'password' | 'link' | 'sso'

/** A session ends after 7 days without use, and 30 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000
/** last_seen_at is written at most this often per session: not one write per request. */
const TOUCH_EVERY_MS = 60 * 1000

export { LOCKOUT_FAILURES, LOCKOUT_WINDOW_SECONDS, type SignInAttempts } from './lockout.js'

/** Why a sign-in was refused, as the audit log says it (the caller gets one answer for all). */
type FailureReason = 'locked' | 'unknown-email' | 'no-password' | 'wrong-password' | 'disabled'

function failureReason(user: StoredUser | undefined, matches: boolean): FailureReason {
  if (!user) return 'unknown-email'
  if (user.passwordHash === null) return 'no-password'
  if (!matches) return 'wrong-password'
  return 'disabled'
}

/** Emails are at most 254 characters (the sign-in body's limit); the log keeps no more. */
const MAX_AUDITED_EMAIL = 254

/** The same answer for an unknown email, a wrong password, a disabled user and no password yet. */
const WRONG = 'Email or password is wrong'

export interface SignedIn {
  user: User
  session: Session
  /** The cookie's value: shown once, stored only as its hash. */
  token: string
}

/** A session as its person sees it (GET /api/v1/auth/sessions): never its token or hash. */
export interface SessionView {
  id: string
  createdAt: string
  lastSeenAt: string
  /** When it ends unless used again: 7 days after its last use, 30 days after sign-in at the latest. */
  expiresAt: string
  /** The session of the request that asked. */
  current: boolean
}

export interface SessionPrincipal {
  user: User
  session: Session
}

/** Sign-in, sessions and sign-out (docs/people.md). */
export function createSessionService({
  store,
  clock,
  attempts,
  cache,
}: {
  store: Store
  clock: Clock
  attempts: SignInAttempts
  /** This process's copies of live sessions (people-cache.ts), used on `authenticate` when not `fresh`. */
  cache?: PeopleCache
}) {
  /**
   * Opens a session for a user who has just proven who they are (password, one-time link, SSO);
   * the `sign-in` event, whose actor is the user, commits with the session.
   */
  async function open(user: User, audit: AuditContext, method: SignInMethod): Promise<SignedIn> {
    const token = newSecret()
    const at = clock.now()
    const session: Session = {
      id: randomUUID(),
      userId: user.id,
      tokenHash: hashSecret(token),
      createdAt: at.toISOString(),
      lastSeenAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    }
    await store.transaction(async (tx) => {
      await tx.people.insertSession(session)
      await tx.people.recordSignIn(user.id, session.createdAt)
      await recordAudit(tx.audit, clock, audit, {
        action: 'sign-in',
        actor: userActor(user),
        target: userTarget(user),
        detail: { method },
      })
    })
    return { user: { ...user, lastSignInAt: session.createdAt }, session, token }
  }

  return {
    /**
     * Checks email and password. Every refusal is the same 401 after the same scrypt work (an
     * unknown email is checked against a dummy hash); the fifth failure for one account within
     * 15 minutes locks it (429) whether or not it exists, so the lock tells nothing either.
     * Every attempt is counted before its password is checked and given back when it succeeds,
     * so at most five wrong passwords per account are ever checked in a window, however many
     * requests arrive at once.
     * Every refusal is an audit event `sign-in.failed` with the email as typed and the reason
     * (for instance admins only; the caller still learns nothing), never the password.
     */
    async signIn(email: string, password: string, audit: AuditContext): Promise<SignedIn> {
      const failed = (reason: FailureReason, user: User | undefined) =>
        recordAudit(store.audit, clock, audit, {
          action: 'sign-in.failed',
          target: user ? userTarget(user) : null,
          detail: { email: email.slice(0, MAX_AUDITED_EMAIL), reason },
        })
      const attempt = await attempts.reserve(lockoutAccount(email), LOCKOUT_WINDOW_SECONDS)
      if (!attempt.admitted) {
        await failed('locked', undefined)
        throw lockedError()
      }
      const user = await store.people.findUserByEmailKey(emailKey(email))
      const matches = await verifyPassword(password, user?.passwordHash ?? null)
      if (!user || !matches || user.disabled) {
        // The attempt stays counted: it was the failure.
        await failed(failureReason(user, matches), user)
        throw new UnauthorizedError(WRONG)
      }
      await attempt.giveBack()
      return open(publicUser(user), audit, 'password')
    },

    /**
     * Opens a session for a user who has just proven who they are another way: chosen a password
     * with a one-time link, or signed in at the OIDC provider.
     */
    open: (user: User, audit: AuditContext, method: 'link' | 'sso' = 'link') => open(user, audit, method),

    /**
     * The user and session a cookie's token stands for; undefined when unknown, idle for 7
     * days, past 30 days, or the user is disabled. Read from the database when `fresh`; else it
     * may be this process's copy of up to 2 s (PEOPLE_CACHE_TTL_MS), which a sign-out, disable or
     * password change made here clears at once, and one made elsewhere outlives by at most that.
     */
    async authenticate(token: string, { fresh = true } = {}): Promise<SessionPrincipal | undefined> {
      // Looked up by the token itself, as a key's lookup is by its secret: a hit costs no hashing.
      if (!fresh) {
        const hit = cache?.session(token)
        if (hit) return hit
      }
      const session = await store.people.findSessionByTokenHash(hashSecret(token))
      if (!session) return undefined
      const now = clock.now().getTime()
      const idleEnd = Date.parse(session.lastSeenAt) + SESSION_IDLE_MS
      if (now >= Date.parse(session.expiresAt) || now >= idleEnd) return undefined
      const user = await store.people.getUser(session.userId)
      if (!user || user.disabled) return undefined
      if (now - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS) {
        const at = new Date(now).toISOString()
        await store.people.touchSession(session.id, at)
        session.lastSeenAt = at
      }
      const principal = { user: publicUser(user), session }
      cache?.keepSession(token, principal)
      return principal
    },

    /** Ends the session; the `sign-out` event commits with it. */
    async signOut(principal: SessionPrincipal, audit: AuditContext): Promise<void> {
      await store.transaction(async (tx) => {
        await tx.people.deleteSession(principal.session.id)
        await recordAudit(tx.audit, clock, audit, { action: 'sign-out', target: userTarget(principal.user) })
      })
      cache?.forgetSession(principal.session.id)
    },

    /** Ends every session of the person, this one included (signing out everywhere). */
    async signOutEverywhere(principal: SessionPrincipal, audit: AuditContext): Promise<void> {
      await store.transaction(async (tx) => {
        await tx.people.deleteSessionsOfUser(principal.user.id)
        await recordAudit(tx.audit, clock, audit, {
          action: 'sign-out',
          target: userTarget(principal.user),
          detail: { everywhere: true },
        })
      })
      cache?.forgetUser(principal.user.id)
    },

    /**
     * The person's live sessions, oldest first, each with when it ends unless used again (the
     * earlier of 7 days after its last use and 30 days after sign-in); `current` marks `currentId`.
     */
    async listOf(userId: string, currentId: string): Promise<SessionView[]> {
      const now = clock.now().getTime()
      const views: SessionView[] = []
      for (const session of await store.people.listSessionsOfUser(userId)) {
        const ends = Math.min(Date.parse(session.expiresAt), Date.parse(session.lastSeenAt) + SESSION_IDLE_MS)
        if (ends <= now) continue
        views.push({
          id: session.id,
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt,
          expiresAt: new Date(ends).toISOString(),
          current: session.id === currentId,
        })
      }
      return views
    },

    /** Ends one of the user's own sessions; 404 when the user has none with this id (another's included). */
    async end(principal: SessionPrincipal, sessionId: string, audit: AuditContext): Promise<void> {
      await store.transaction(async (tx) => {
        if (!(await tx.people.deleteSessionOfUser(principal.user.id, sessionId))) {
          throw new NotFoundError(
            `You have no session with the id "${sessionId}": GET /api/v1/auth/sessions lists yours`,
          )
        }
        await recordAudit(tx.audit, clock, audit, {
          action: 'sign-out',
          target: userTarget(principal.user),
          detail: { session: sessionId },
        })
      })
      cache?.forgetSession(sessionId)
    },
  }
}

export type SessionService = ReturnType<typeof createSessionService>
