import { randomUUID } from 'node:crypto'
import type { AuditContext } from '../audit/audit.js'
import { recordAudit, userActor, userTarget } from '../audit/record.js'
import type { Clock } from '../clock.js'
import { UniqueViolationError } from '../errors.js'
import type { Store } from '../store.js'
import { checkEmail, emailKey } from './emails.js'
import type { OidcLogin, StoredUser, User } from './people.js'
import type { PeopleCache } from './people-cache.js'
import { SSO_ERRORS, type SsoErrorCode } from './sso-errors.js'
import { publicUser } from './user-service.js'

/** An OIDC sign-in waits at most 10 minutes between its start and the provider's callback. */
export const OIDC_LOGIN_TTL_MS = 10 * 60 * 1000

/** The verified claims of the ID token (completed from userinfo), as openid-client returns them. */
export type SsoClaims = Record<string, unknown> & { sub: string }

export { SSO_ERRORS, type SsoErrorCode } from './sso-errors.js'

/** A sign-in this instance refuses by its own rules; `code` goes to the console. */
export class SsoRefusedError extends Error {
  constructor(
    readonly code: SsoErrorCode,
    /** Who the provider said it was, for the audit log: the email as sent, and the user when known. */
    readonly who: { email?: string; user?: User } = {},
  ) {
    super(SSO_ERRORS[code])
  }
}

/** The audit log keeps at most this much of an email the provider sent (the sign-in body's limit). */
const MAX_AUDITED_EMAIL = 254

export interface SsoRules {
  allowedDomains: readonly string[]
  /** Members of this group are instance admins; null: SSO never changes instance admin. */
  adminGroup: string | null
  groupsClaim: string
}

const MAX_NAME_LENGTH = 200

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function nameOf(claims: SsoClaims, email: string): string {
  const given = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ')
  const name =
    text(claims.name) ??
    (given || undefined) ??
    text(claims.preferred_username) ??
    email.split('@')[0] ??
    email
  return [...name].slice(0, MAX_NAME_LENGTH).join('')
}

/** The groups claim as a list; null when the provider did not send it (then nothing is known). */
function groupsOf(claims: SsoClaims, claim: string): string[] | null {
  const value = claims[claim]
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  if (typeof value === 'string') return [value]
  return null
}

/**
 * Who an SSO sign-in is (docs/people.md#single-sign-on-oidc): the rules of this instance on
 * the claims the provider vouched for, and the short-lived state of sign-ins in flight.
 */
export function createSsoService({
  store,
  clock,
  rules,
  cache,
}: {
  store: Store
  clock: Clock
  rules: SsoRules
  /** This process's copies of sessions and roles (people-cache.ts), forgotten when SSO changes a user. */
  cache?: PeopleCache
}) {
  const now = () => clock.now().toISOString()

  async function match(claims: SsoClaims, audit: AuditContext): Promise<User> {
    // Some providers send the flag as the string "true"; anything else is not verified.
    // Microsoft Entra ID sends no email_verified; its optional claim xms_edov says that the
    // email's domain is verified by the tenant (docs/people.md).
    const verified =
      claims.email_verified === true ||
      claims.email_verified === 'true' ||
      (claims.email_verified === undefined && claims.xms_edov === true)
    const raw = text(claims.email)
    if (!verified || raw === undefined)
      throw new SsoRefusedError('email_unverified', { ...(raw && { email: raw }) })
    let email: string
    try {
      email = checkEmail(raw)
    } catch {
      throw new SsoRefusedError('email_unverified', { email: raw })
    }
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
    // The domain rule holds for existing users too: SSO vouches only for these domains.
    if (!rules.allowedDomains.includes(domain)) throw new SsoRefusedError('domain_not_allowed', { email })
    const groups = groupsOf(claims, rules.groupsClaim)
    const inAdminGroup =
      rules.adminGroup !== null && groups !== null ? groups.includes(rules.adminGroup) : null

    const user = await store.transaction(async (tx) => {
      const existing = await tx.people.findUserByEmailKey(emailKey(email))
      if (!existing) {
        const user: StoredUser = {
          id: randomUUID(),
          email,
          emailKey: emailKey(email),
          name: nameOf(claims, email),
          admin: inAdminGroup === true,
          disabled: false,
          // Signs in with SSO only until they choose a password through a link.
          passwordHash: null,
          createdAt: now(),
          lastSignInAt: null,
        }
        await tx.people.insertUser(user)
        // The person is the actor: the provider vouched for them, nobody else made the account.
        await recordAudit(tx.audit, clock, audit, {
          action: 'user.created',
          actor: userActor(user),
          target: userTarget(user),
          detail: { via: 'sso', admin: user.admin },
        })
        return publicUser(user)
      }
      if (existing.disabled) throw new SsoRefusedError('user_disabled', { email, user: publicUser(existing) })
      if (inAdminGroup === null || inAdminGroup === existing.admin) return publicUser(existing)
      if (!inAdminGroup) {
        // Leaving the group demotes, except the last enabled instance admin: the instance
        // would have no one left to manage it.
        const admins = await tx.people.lockActiveAdmins()
        if (admins.length === 1 && admins[0] === existing.id) return publicUser(existing)
      }
      await tx.people.updateUser(existing.id, { admin: inAdminGroup })
      await recordAudit(tx.audit, clock, audit, {
        action: 'user.updated',
        actor: userActor(existing),
        target: userTarget(existing),
        detail: { via: 'sso', changed: { admin: { from: existing.admin, to: inAdminGroup } } },
      })
      return publicUser({ ...existing, admin: inAdminGroup })
    })
    // After the commit: a request between a forget and the commit could cache the old flag again.
    cache?.forgetUser(user.id)
    return user
  }

  return {
    /** Keeps a started sign-in's checks for 10 minutes under its cookie's hash. */
    async remember(login: Omit<OidcLogin, 'createdAt' | 'expiresAt'>): Promise<void> {
      const at = clock.now()
      await store.people.insertOidcLogin(
        {
          ...login,
          createdAt: at.toISOString(),
          expiresAt: new Date(at.getTime() + OIDC_LOGIN_TTL_MS).toISOString(),
        },
        at.toISOString(),
      )
    },

    /**
     * Records a refused sign-in as `sign-in.failed` with `{method: "sso", reason}` and the email
     * the provider sent, when it sent one: instance admins see SSO refusals beside the
     * password ones. Only sign-ins this browser started are recorded; a callback that matches
     * none (no cookie, a forged one) started nothing, and is in the server log only.
     */
    async refused(reason: SsoErrorCode, audit: AuditContext, who: { email?: string; user?: User } = {}) {
      await recordAudit(store.audit, clock, audit, {
        action: 'sign-in.failed',
        target: who.user ? userTarget(who.user) : null,
        detail: {
          method: 'sso',
          reason,
          ...(who.email !== undefined && { email: who.email.slice(0, MAX_AUDITED_EMAIL) }),
        },
      })
    },

    /** The sign-in under this cookie hash, spent at once; undefined when unknown, spent or expired. */
    take(keyHash: string): Promise<OidcLogin | undefined> {
      return store.people.takeOidcLogin(keyHash, now())
    },

    /**
     * The user the verified claims name: created on a first sign-in, matched by email (any
     * case) after; instance admin follows OIDC_ADMIN_GROUP when the groups claim is present.
     * SsoRefusedError says why not.
     */
    async user(claims: SsoClaims, audit: AuditContext): Promise<User> {
      try {
        return await match(claims, audit)
      } catch (error) {
        // Two first sign-ins of one person at once: the second finds the first's user.
        if (error instanceof UniqueViolationError) return match(claims, audit)
        throw error
      }
    },
  }
}

export type SsoService = ReturnType<typeof createSsoService>
