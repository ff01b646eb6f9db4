import { randomUUID } from 'node:crypto'
import { displayPrefix, generateKeySecret, hashKey, KEY_RE } from './api-keys.js'
import type { Clock } from './clock.js'
import {
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  validationFailed,
} from './errors.js'
import type { ApiKey, KeyAccess, KeyPlan } from './model.js'
import { NAME_MAX } from './rules.js'
import type { Store, StoredApiKey } from './store.js'

export const KEY_PLANS: readonly KeyPlan[] = ['free', 'pro', 'enterprise']
export const KEY_ACCESS: readonly KeyAccess[] = ['read', 'write']

export interface KeyInput {
  name: string
  projects: string[]
  allProjects: boolean
  plan?: KeyPlan
  perMinute?: number
  perDay?: number
  access?: KeyAccess
  /** Lifetime in milliseconds from now. */
  expiresInMs?: number
}

export interface CreatedKey {
  /** The secret, shown once and never stored. */
  key: string
  record: ApiKey
}

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

/** API keys: creation, listing, revocation, and checking a request's key. */
export function createKeyService({ store, clock, onBackgroundError }: KeyServiceDeps) {
  const cache = new Map<string, { key: StoredApiKey | undefined; at: number }>()
  const touched = new Map<string, number>()

  /**
   * Cached by the secret itself, so a request with a recently seen key costs no hashing (a
   * SHA-256 per request was ~3% of a cached GET); the database is asked by hash on a miss.
   * The map thus holds recently used secrets in this process's memory, as the requests that
   * carried them did; it is never written anywhere.
   */
  async function lookup(secret: string): Promise<StoredApiKey | undefined> {
    const now = Date.now()
    const hit = cache.get(secret)
    if (hit && now - hit.at < KEY_CACHE_TTL_MS) return hit.key
    const key = await store.findKeyByHash(hashKey(secret))
    if (cache.size >= KEY_CACHE_MAX) cache.clear()
    cache.set(secret, { key, at: now })
    return key
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

  return {
    async create(input: KeyInput): Promise<CreatedKey> {
      const problems = []
      if (input.name.trim() === '' || input.name.length > NAME_MAX) {
        problems.push({ path: 'name', message: `must be 1–${NAME_MAX} characters and not blank` })
      }
      if (input.allProjects === input.projects.length > 0) {
        problems.push({
          path: 'projects',
          message: 'give either one or more projects or all projects, not both or neither',
        })
      }
      const plan = input.plan ?? 'free'
      if (!KEY_PLANS.includes(plan))
        problems.push({ path: 'plan', message: `must be one of ${KEY_PLANS.join(', ')}` })
      const access = input.access ?? 'read'
      if (!KEY_ACCESS.includes(access)) problems.push({ path: 'access', message: 'must be read or write' })
      if ((input.perMinute !== undefined || input.perDay !== undefined) && plan !== 'enterprise') {
        problems.push({
          path: 'plan',
          message: 'per-minute and per-day limits can only be set on enterprise keys',
        })
      }
      for (const [path, limit] of [
        ['perMinute', input.perMinute],
        ['perDay', input.perDay],
      ] as const) {
        if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 1)) {
          problems.push({ path, message: 'must be a whole number ≥ 1' })
        }
      }
      if (input.expiresInMs !== undefined && !(input.expiresInMs > 0)) {
        problems.push({ path: 'expiresIn', message: 'must be a positive duration such as 90d' })
      }
      if (problems.length > 0) throw validationFailed('Invalid key', problems)

      const secret = generateKeySecret()
      const now = clock.now()
      const stored: StoredApiKey = {
        id: randomUUID(),
        name: input.name,
        prefix: displayPrefix(secret),
        hash: hashKey(secret),
        plan,
        perMinute: input.perMinute ?? null,
        perDay: input.perDay ?? null,
        access,
        allProjects: input.allProjects,
        projects: [...new Set(input.projects)].sort(),
        createdAt: now.toISOString(),
        expiresAt:
          input.expiresInMs === undefined ? null : new Date(now.getTime() + input.expiresInMs).toISOString(),
        revokedAt: null,
        lastUsedAt: null,
      }
      await store.transaction(async (tx) => {
        for (const projectId of stored.projects) {
          if (!(await tx.getProject(projectId))) {
            throw new ValidationError(`Project "${projectId}" not found; create it first or check the id`)
          }
        }
        await tx.insertKey(stored)
      })
      const { hash: _hash, ...record } = stored
      return { key: secret, record }
    },

    list(): Promise<ApiKey[]> {
      return store.listKeys()
    },

    /** Revokes by id or display prefix; an ambiguous prefix is refused. */
    async revoke(idOrPrefix: string): Promise<ApiKey> {
      const matches = await store.findKeys(idOrPrefix)
      if (matches.length === 0)
        throw new NotFoundError(`No key has the id or prefix "${idOrPrefix}"; see pctx key list`)
      if (matches.length > 1) {
        throw new ValidationError(
          `Prefix "${idOrPrefix}" matches ${matches.length} keys; revoke by id instead`,
        )
      }
      const [match] = matches as [ApiKey]
      const revokedAt = match.revokedAt ?? clock.now().toISOString()
      if (!match.revokedAt) await store.revokeKey(match.id, revokedAt)
      return { ...match, revokedAt }
    },

    /** Resolves the presented key (X-API-Key or a bearer token) to a usable key, or throws 401 saying why not. */
    async authenticate(header: string | undefined): Promise<StoredApiKey> {
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
      const key = await lookup(header)
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

    /** 403 unless the key may use this project (and write, when `write` is asked). */
    authorize(key: ApiKey, projectId: string, need: KeyAccess): void {
      if (!key.allProjects && !key.projects.includes(projectId)) {
        throw new ForbiddenError(`API key ${key.prefix}… has no access to project "${projectId}"`)
      }
      if (need === 'write' && key.access !== 'write') {
        throw new ForbiddenError(
          `API key ${key.prefix}… is read-only; syncing needs a key created with --access write`,
        )
      }
    },
  }
}

export type KeyService = ReturnType<typeof createKeyService>
