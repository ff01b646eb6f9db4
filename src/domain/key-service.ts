import { randomUUID } from 'node:crypto'
import { displayPrefix, generateKeySecret, hashKey, KEY_RE } from './api-keys.js'
import type { AuditContext } from './audit/audit.js'
import { keyTarget, recordAudit } from './audit/record.js'
import type { Clock } from './clock.js'
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  validationFailed,
} from './errors.js'
import { applyKeyChanges, type KeyChanges, type KeyFields, keyProblems } from './key-rules.js'
import type { ApiKey, KeyAccess, KeyPlan } from './model.js'
import { can, canAdminister } from './people/authorization.js'
import type { User } from './people/people.js'
import type { Store, StoredApiKey, StoreOps, UsableAdminKey } from './store.js'

export { KEY_ACCESS, KEY_PLANS, type KeyChanges } from './key-rules.js'

export interface KeyInput {
  name: string
  projects: string[]
  allProjects: boolean
  /** An admin key: every project, write, and the admin API. Leave projects and access out. */
  admin?: boolean
  plan?: KeyPlan
  perMinute?: number
  perDay?: number
  access?: KeyAccess
  /** Lifetime in milliseconds from now. */
  expiresInMs?: number
  /** Expiry as an ISO 8601 date-time in the future (the HTTP API's form); not with expiresInMs. */
  expiresAt?: string
  /**
   * A personal key's owner (docs/people.md): never an admin key; its projects must be ones the
   * owner has a role on (any, for an instance admin).
   */
  owner?: User
}

export interface CreatedKey {
  /** The secret, shown once and never stored. */
  key: string
  record: ApiKey
}

/**
 * How a change to keys is made. `keepAnAdmin` (the admin API sets it) refuses a change that
 * would leave no usable admin key: over HTTP that could not be undone. The admin CLI, which has
 * the database and can always create an admin key, does not set it.
 */
export interface KeyChangeOptions {
  keepAnAdmin?: boolean
}

/**
 * How long the admin keys left by a change over the admin API must still work: revoking,
 * deleting or demoting an admin key is refused when the rest would all expire sooner.
 */
export const ADMIN_KEY_MARGIN_MS = 24 * 60 * 60 * 1000
const ADMIN_KEY_MARGIN = '24 hours'

/** How long a key lookup is trusted; revocation takes effect within this time on every instance. */
export const KEY_CACHE_TTL_MS = 2000
const KEY_CACHE_MAX = 10_000
/** lastUsedAt is written at most this often per key. */
const TOUCH_INTERVAL_MS = 60_000

export interface KeyServiceDeps {
  store: Store
  clock: Clock
  /** Reports failures of background lastUsedAt writes. */
  onBackgroundError?: (error: unknown) => void
}

const KEY_FIELDS = [
  'name',
  'plan',
  'perMinute',
  'perDay',
  'access',
  'allProjects',
  'admin',
  'projects',
] as const

/** The editable fields a change made, from what to what (none of them secret). */
function changedFields(before: ApiKey, after: ApiKey): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {}
  for (const field of KEY_FIELDS) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changed[field] = { from: before[field], to: after[field] }
    }
  }
  return changed
}

/** API keys: creation, listing, changes, revocation, deletion, and checking a request's key. */
export function createKeyService({ store, clock, onBackgroundError }: KeyServiceDeps) {
  const cache = new Map<string, { key: StoredApiKey | undefined; at: number }>()
  const touched = new Map<string, number>()

  /**
   * Cached by the secret itself, so a request with a recently seen key costs no hashing (a
   * SHA-256 per request is a visible share of a cached GET); the database is asked by hash on a
   * miss.
   * The map thus holds recently used secrets in this process's memory, as the requests that
   * carried them did; it is never written anywhere. `fresh` (the admin API) always asks the
   * database, so admin rights taken away on another instance stop admin requests at once.
   */
  async function lookup(secret: string, fresh: boolean): Promise<StoredApiKey | undefined> {
    const now = Date.now()
    const hit = cache.get(secret)
    if (!fresh && hit && now - hit.at < KEY_CACHE_TTL_MS) return hit.key
    const key = await store.findKeyByHash(hashKey(secret))
    if (cache.size >= KEY_CACHE_MAX) cache.clear()
    cache.set(secret, { key, at: now })
    return key
  }

  /** Drops this process's cached lookups of a key that was just changed here. */
  function forget(id: string): void {
    for (const [secret, entry] of cache) if (entry.key?.id === id) cache.delete(secret)
  }

  /** Records use of a key at most once a minute, after the response, never failing the request. */
  function touch(key: StoredApiKey): void {
    const now = clock.now()
    const last = touched.get(key.id) ?? (key.lastUsedAt ? Date.parse(key.lastUsedAt) : 0)
    if (now.getTime() - last < TOUCH_INTERVAL_MS) return
    touched.set(key.id, now.getTime())
    setImmediate(() => {
      store.touchKey(key.id, now.toISOString()).catch((error: unknown) => onBackgroundError?.(error))
    })
  }

  /** The one key an id or display prefix names; an unknown or ambiguous one is refused. */
  async function findOne(ops: StoreOps, idOrPrefix: string): Promise<ApiKey> {
    const matches = await ops.findKeys(idOrPrefix)
    if (matches.length === 0)
      throw new NotFoundError(
        `No key has the id or prefix "${idOrPrefix}"; see pctx key list (or GET /api/v1/keys)`,
      )
    if (matches.length > 1) {
      throw new ValidationError(
        `Prefix "${idOrPrefix}" matches ${matches.length} keys; name the key by id instead`,
      )
    }
    return matches[0] as ApiKey
  }

  /**
   * Refuses to take away a usable admin key (see KeyChangeOptions) when the admin keys left
   * would all stop working within ADMIN_KEY_MARGIN_MS, and sooner than this one would: one
   * about to expire would leave the API without an admin moments later, which only database
   * access could repair. A change that does not bring that moment forward (taking away a key
   * that no longer works, or one that expires before another admin key does) is not refused.
   */
  async function keepAnAdmin(ops: StoreOps, key: ApiKey, doing: string): Promise<void> {
    if (!key.admin) return
    const now = clock.now().getTime()
    const usable = await ops.lockUsableAdminKeys(new Date(now).toISOString())
    const end = (admin: UsableAdminKey) => (admin.expiresAt === null ? Infinity : Date.parse(admin.expiresAt))
    const target = usable.find((admin) => admin.id === key.id)
    if (!target) return
    const others = usable.filter((admin) => admin.id !== key.id)
    const othersEnd = Math.max(-Infinity, ...others.map(end))
    if (othersEnd > now + ADMIN_KEY_MARGIN_MS || othersEnd >= end(target)) return
    const fix = `Create another admin key first ("admin": true, or pctx key create --admin) with no expiry or one more than ${ADMIN_KEY_MARGIN} away`
    if (others.length === 0) {
      throw new ConflictError(
        `API key ${key.prefix}… is the last usable admin key: ${doing} it would leave no key that can manage projects and keys. ${fix}`,
      )
    }
    const Doing = doing.charAt(0).toUpperCase() + doing.slice(1)
    throw new ConflictError(
      `${Doing} API key ${key.prefix}… would leave only admin keys that expire within ${ADMIN_KEY_MARGIN} (the last at ${new Date(othersEnd).toISOString()}); after that no key could manage projects and keys. ${fix}`,
    )
  }

  /**
   * 400 naming a project of the list that does not exist. Each is locked, so a project deleted
   * on another instance meanwhile waits for this transaction rather than breaking its insert.
   */
  async function checkProjects(ops: StoreOps, projects: string[]): Promise<void> {
    for (const projectId of projects) {
      if (!(await ops.lockProject(projectId))) {
        throw new ValidationError(`Project "${projectId}" not found; create it first or check the id`)
      }
    }
  }

  const notYours = (idOrPrefix: string) =>
    new NotFoundError(`No key of yours has the id or prefix "${idOrPrefix}"; see GET /api/v1/keys?owner=me`)

  return {
    async create(input: KeyInput, audit: AuditContext): Promise<CreatedKey> {
      const admin = input.admin === true
      const fields: KeyFields = {
        name: input.name,
        // A personal key counts like its owner's own requests (pro) unless told otherwise.
        plan: input.plan ?? (input.owner ? 'pro' : 'free'),
        perMinute: input.perMinute ?? null,
        perDay: input.perDay ?? null,
        access: input.access ?? (admin ? 'write' : 'read'),
        allProjects: admin || input.allProjects,
        admin,
        projects: [...new Set(input.projects)].sort(),
      }
      const problems = keyProblems(fields)
      const owner = input.owner
      if (owner && !owner.admin) {
        for (const field of ['plan', 'perMinute', 'perDay'] as const) {
          if (input[field] !== undefined) {
            problems.push({
              path: field,
              message: "a personal key's plan and limits are an instance admin's choice; leave it out",
            })
          }
        }
      }
      if (owner && admin) {
        problems.push({ path: 'admin', message: 'a personal key is never an admin key; leave admin out' })
      } else if (owner && !owner.admin && fields.allProjects) {
        problems.push({
          path: 'allProjects',
          message:
            'only an instance admin may make a personal key for every project; list the projects instead',
        })
      }
      const now = clock.now()
      let expiresAt: string | null = null
      if (input.expiresInMs !== undefined && input.expiresAt !== undefined) {
        problems.push({ path: 'expiresAt', message: 'give either expiresAt or expiresIn, not both' })
      } else if (input.expiresInMs !== undefined) {
        if (input.expiresInMs > 0) expiresAt = new Date(now.getTime() + input.expiresInMs).toISOString()
        else problems.push({ path: 'expiresIn', message: 'must be a positive duration such as 90d' })
      } else if (input.expiresAt !== undefined) {
        const at = Date.parse(input.expiresAt)
        if (Number.isFinite(at) && at > now.getTime()) expiresAt = new Date(at).toISOString()
        else
          problems.push({
            path: 'expiresAt',
            message: 'must be a date-time in the future, such as 2027-01-31T00:00:00Z',
          })
      }
      if (problems.length > 0) throw validationFailed('Invalid key', problems)

      const secret = generateKeySecret()
      const stored: StoredApiKey = {
        id: randomUUID(),
        ...fields,
        prefix: displayPrefix(secret),
        hash: hashKey(secret),
        createdAt: now.toISOString(),
        expiresAt,
        revokedAt: null,
        lastUsedAt: null,
        owner: owner ? { id: owner.id, email: owner.email, name: owner.name } : null,
      }
      await store.transaction(async (tx) => {
        await checkProjects(tx, stored.projects)
        if (owner && !owner.admin) {
          for (const projectId of stored.projects) {
            if ((await tx.people.getRole(projectId, owner.id)) === undefined) {
              throw new ForbiddenError(
                `${owner.email} has no role on project "${projectId}": a personal key may only name projects you are a member of`,
              )
            }
          }
        }
        await tx.insertKey(stored)
        // The display prefix is shown in every key list; the secret and its hash never leave here.
        await recordAudit(tx.audit, clock, audit, {
          action: 'key.created',
          target: keyTarget(stored),
          detail: {
            prefix: stored.prefix,
            admin: stored.admin,
            access: stored.access,
            allProjects: stored.allProjects,
            projects: stored.projects,
            plan: stored.plan,
            expiresAt: stored.expiresAt,
          },
        })
      })
      const { hash: _hash, ...record } = stored
      return { key: secret, record }
    },

    list(): Promise<ApiKey[]> {
      return store.listKeys()
    },

    /** A person's own keys, oldest first. */
    listOwnedBy(userId: string): Promise<ApiKey[]> {
      return store.listKeysOwnedBy(userId)
    },

    /**
     * Revokes a person's own key (any key, for an instance admin). Another person's key answers
     * as an unknown one, so key ids tell nobody what others hold.
     */
    async revokeOwn(idOrPrefix: string, person: User, audit: AuditContext): Promise<ApiKey> {
      const key = await findOne(store, idOrPrefix).catch((error: unknown) => {
        throw error instanceof NotFoundError ? notYours(idOrPrefix) : error
      })
      if (!person.admin && key.owner?.id !== person.id) throw notYours(idOrPrefix)
      return this.revoke(key.id, audit, { keepAnAdmin: true })
    },

    /**
     * The owner of a personal key as they are now (read from the database on every request, not
     * cached, so a disable counts at once), or null for a machine's key. 401 once the owner is
     * disabled: the key stops with its owner.
     */
    async ownerOf(key: ApiKey): Promise<User | null> {
      if (!key.owner) return null
      const owner = await store.people.getUser(key.owner.id)
      if (!owner || owner.disabled) {
        throw new UnauthorizedError(
          `API key ${key.prefix}… belongs to a person who is disabled: their keys stop with them`,
        )
      }
      const { passwordHash: _hash, emailKey: _key, ...user } = owner
      return user
    },

    /** One key by id or display prefix (never its secret). */
    get(idOrPrefix: string): Promise<ApiKey> {
      return findOne(store, idOrPrefix)
    },

    /**
     * Changes a key's name, plan, limits, access, projects or admin rights in one transaction;
     * it takes effect on this process at once and on others within KEY_CACHE_TTL_MS.
     */
    async update(
      idOrPrefix: string,
      changes: KeyChanges,
      audit: AuditContext,
      options: KeyChangeOptions = {},
    ): Promise<ApiKey> {
      const updated = await store.transaction(async (tx) => {
        const key = await findOne(tx, idOrPrefix)
        const { next, problems } = applyKeyChanges(key, changes)
        if (problems.length > 0) throw validationFailed('Invalid key', problems)
        if (options.keepAnAdmin && !next.admin) await keepAnAdmin(tx, key, 'taking admin rights from')
        await checkProjects(tx, next.projects)
        const result: ApiKey = { ...key, ...next }
        if (!(await tx.updateKey(result))) throw new NotFoundError(`Key ${key.prefix}… was deleted meanwhile`)
        await recordAudit(tx.audit, clock, audit, {
          action: 'key.updated',
          target: keyTarget(result),
          detail: { prefix: key.prefix, changed: changedFields(key, result) },
        })
        return result
      })
      forget(updated.id)
      return updated
    },

    /** Revokes by id or display prefix; an ambiguous prefix is refused. */
    async revoke(idOrPrefix: string, audit: AuditContext, options: KeyChangeOptions = {}): Promise<ApiKey> {
      const revoked = await store.transaction(async (tx) => {
        const match = await findOne(tx, idOrPrefix)
        if (match.revokedAt) return match
        if (options.keepAnAdmin) await keepAnAdmin(tx, match, 'revoking')
        const revokedAt = clock.now().toISOString()
        await tx.revokeKey(match.id, revokedAt)
        await recordAudit(tx.audit, clock, audit, {
          action: 'key.revoked',
          target: keyTarget(match),
          detail: { prefix: match.prefix },
        })
        return { ...match, revokedAt }
      })
      forget(revoked.id)
      return revoked
    },

    /** Deletes a key for good (revoking keeps it listed); by id or display prefix. */
    async remove(idOrPrefix: string, audit: AuditContext, options: KeyChangeOptions = {}): Promise<ApiKey> {
      const removed = await store.transaction(async (tx) => {
        const match = await findOne(tx, idOrPrefix)
        if (options.keepAnAdmin) await keepAnAdmin(tx, match, 'deleting')
        await tx.deleteKey(match.id)
        await recordAudit(tx.audit, clock, audit, {
          action: 'key.deleted',
          target: keyTarget(match),
          detail: { prefix: match.prefix },
        })
        return match
      })
      forget(removed.id)
      return removed
    },

    /** Resolves the presented key (X-API-Key or a bearer token) to a usable key, or throws 401 saying why not. */
    async authenticate(header: string | undefined, { fresh = false } = {}): Promise<StoredApiKey> {
      if (header === undefined || header === '') {
        throw new UnauthorizedError(
          'Missing API key: send it in the X-API-Key header (or as Authorization: Bearer <key>)',
        )
      }
      if (!KEY_RE.test(header)) {
        throw new UnauthorizedError(
          'Malformed API key: expected "pctx_" followed by 43 characters, as printed by pctx key create',
        )
      }
      const key = await lookup(header, fresh)
      if (!key)
        throw new UnauthorizedError(
          'Unknown API key: check the key you sent (X-API-Key or Authorization: Bearer) or create one with pctx key create',
        )
      if (key.revokedAt) throw new UnauthorizedError(`API key ${key.prefix}… was revoked; create a new one`)
      if (key.expiresAt && Date.parse(key.expiresAt) <= clock.now().getTime()) {
        throw new UnauthorizedError(`API key ${key.prefix}… expired at ${key.expiresAt}; create a new one`)
      }
      touch(key)
      return key
    },

    /** 403 unless the key is an admin key: the admin API (projects and keys) needs one. */
    authorizeAdmin(key: ApiKey): void {
      canAdminister({ kind: 'key', key, owner: null }, 'managing projects and keys')
    },

    /**
     * 403 unless the key itself may use this project (and write, when `write` is asked); its
     * owner's role, for a personal key, is the access service's part (people/access-service.ts).
     */
    authorize(key: ApiKey, projectId: string, need: KeyAccess): void {
      can({ kind: 'key', key, owner: null }, need === 'write' ? 'edit' : 'read', projectId)
    },
  }
}

export type KeyService = ReturnType<typeof createKeyService>
