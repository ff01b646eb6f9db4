import type { Problem } from './errors.js'
import type { ApiKey, KeyAccess, KeyPlan } from './model.js'
import { NAME_MAX } from './rules.js'
import { isStorableText } from './sync-request.js'

export const KEY_PLANS: readonly KeyPlan[] = ['free', 'pro', 'enterprise']
export const KEY_ACCESS: readonly KeyAccess[] = ['read', 'write']
/** The largest own limit a key may have: what the limit columns hold (PostgreSQL INTEGER). */
export const KEY_LIMIT_MAX = 2_147_483_647

/** The fields of a key its creator or an admin chooses (everything but secret, dates and id). */
export type KeyFields = Pick<
  ApiKey,
  'name' | 'plan' | 'perMinute' | 'perDay' | 'access' | 'allProjects' | 'admin' | 'projects'
>

/** What `PATCH /keys/:keyId` and `pctx key update` may change; `null` limits clear them. */
export interface KeyChanges {
  name?: string
  plan?: KeyPlan
  perMinute?: number | null
  perDay?: number | null
  access?: KeyAccess
  /** The key's project list; giving it makes the key a list key (not all projects). */
  projects?: string[]
  /** `true` makes the key an all-projects key (its list is dropped). */
  allProjects?: boolean
  /** `true` makes it an admin key (every project, write); `false` takes admin rights away. */
  admin?: boolean
}

const ADMIN_SCOPE =
  'an admin key may use every project and write: leave out projects and access, or make it a non-admin key first ("admin": false, --no-admin)'

/**
 * Every problem of a key as it would be stored. One rule set for creating and changing a key,
 * so a change can never leave a key that creation would refuse.
 */
export function keyProblems(key: KeyFields): Problem[] {
  const problems: Problem[] = []
  if (key.name.trim() === '' || key.name.length > NAME_MAX) {
    problems.push({ path: 'name', message: `must be 1–${NAME_MAX} characters and not blank` })
  } else if (!isStorableText(key.name)) {
    // PostgreSQL refuses NUL in text and an unpaired surrogate would be stored altered.
    problems.push({ path: 'name', message: 'must not contain NUL (U+0000) or unpaired surrogate characters' })
  }
  if (key.admin && (!key.allProjects || key.projects.length > 0 || key.access !== 'write')) {
    problems.push({ path: key.access !== 'write' ? 'access' : 'projects', message: ADMIN_SCOPE })
  } else if (key.allProjects === key.projects.length > 0) {
    problems.push({
      path: 'projects',
      message: 'give either one or more projects or all projects, not both or neither',
    })
  }
  if (!KEY_PLANS.includes(key.plan))
    problems.push({ path: 'plan', message: `must be one of ${KEY_PLANS.join(', ')}` })
  if (!KEY_ACCESS.includes(key.access)) problems.push({ path: 'access', message: 'must be read or write' })
  if ((key.perMinute !== null || key.perDay !== null) && key.plan !== 'enterprise') {
    problems.push({
      path: 'plan',
      message: 'per-minute and per-day limits can only be set on enterprise keys',
    })
  }
  for (const [path, limit] of [
    ['perMinute', key.perMinute],
    ['perDay', key.perDay],
  ] as const) {
    if (limit !== null && (!Number.isSafeInteger(limit) || limit < 1 || limit > KEY_LIMIT_MAX)) {
      problems.push({ path, message: `must be a whole number from 1 to ${KEY_LIMIT_MAX}` })
    }
  }
  return problems
}

/**
 * A key with `changes` applied, and the problems of the request itself (both a list and all
 * projects, say). Making a key admin gives it every project and write; moving it off the
 * enterprise plan drops the limits it no longer may have, unless the change sets them too.
 */
export function applyKeyChanges(
  key: KeyFields,
  changes: KeyChanges,
): { next: KeyFields; problems: Problem[] } {
  const problems: Problem[] = []
  const next: KeyFields = { ...key, projects: [...key.projects] }
  if (changes.name !== undefined) next.name = changes.name
  if (changes.access !== undefined) next.access = changes.access
  if (changes.plan !== undefined) {
    next.plan = changes.plan
    if (changes.plan !== 'enterprise') {
      if (changes.perMinute === undefined) next.perMinute = null
      if (changes.perDay === undefined) next.perDay = null
    }
  }
  if (changes.perMinute !== undefined) next.perMinute = changes.perMinute
  if (changes.perDay !== undefined) next.perDay = changes.perDay
  if (changes.projects !== undefined && changes.allProjects !== undefined) {
    problems.push({ path: 'projects', message: 'give either projects or allProjects, not both' })
  } else if (changes.projects !== undefined) {
    next.projects = [...new Set(changes.projects)].sort()
    next.allProjects = false
  } else if (changes.allProjects === true) {
    next.projects = []
    next.allProjects = true
  } else if (changes.allProjects === false && key.allProjects) {
    problems.push({ path: 'allProjects', message: 'to limit the key, give the projects it may use instead' })
  }
  if (changes.admin !== undefined) next.admin = changes.admin
  if (changes.admin === true && !key.admin) {
    // Promotion widens the key unless the same request asks for something narrower.
    if (changes.projects === undefined && changes.allProjects !== false) {
      next.allProjects = true
      next.projects = []
    }
    if (changes.access === undefined) next.access = 'write'
  }
  return { next, problems: [...problems, ...keyProblems(next)] }
}
