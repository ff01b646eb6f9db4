import type { Clock } from '../clock.js'
import type { Role, Session, User } from './people.js'

/**
 * How long this process may answer a session cookie, or a person's role on a project, from what
 * it read before: the same 2 s an API key's lookup is kept (KEY_CACHE_TTL_MS). A change made on
 * this process clears what it touched at once; one made on another instance (or by the CLI on
 * the database) counts here within this time, inside the 5 s the issue allows for a sign-out
 * or a disable to reach every instance.
 */
export const PEOPLE_CACHE_TTL_MS = 2000
/** Past this many entries a map is emptied rather than grown (a flood of distinct cookies). */
const MAX_ENTRIES = 10_000

/** A session and its person as the database last said. */
export interface CachedSession {
  user: User
  session: Session
}

/**
 * This process's short-lived copies of the two reads a person's request needs on the project
 * routes (session with user, and role), so that a signed-in person's request costs about what a
 * key's does. Only hits for live sessions are kept; the services that change sessions, users
 * and memberships forget what they changed.
 */
export function createPeopleCache(clock: Clock) {
  const sessions = new Map<string, { value: CachedSession; at: number }>()
  const roles = new Map<string, { role: Role | undefined; at: number }>()
  const roleKey = (userId: string, projectId: string) => `${userId}\u0000${projectId}`
  const fresh = (at: number) => clock.now().getTime() - at < PEOPLE_CACHE_TTL_MS
  const put = <V>(map: Map<string, V>, key: string, value: V) => {
    if (map.size >= MAX_ENTRIES) map.clear()
    map.set(key, value)
  }

  return {
    /** By the cookie's token itself (held in this process's memory only, as the request held it). */
    session(token: string): CachedSession | undefined {
      const hit = sessions.get(token)
      return hit && fresh(hit.at) ? hit.value : undefined
    },
    keepSession(token: string, value: CachedSession): void {
      put(sessions, token, { value, at: clock.now().getTime() })
    },
    /** The cached role: `{role}` (undefined role: none) when known, else undefined. */
    role(userId: string, projectId: string): { role: Role | undefined } | undefined {
      const hit = roles.get(roleKey(userId, projectId))
      return hit && fresh(hit.at) ? { role: hit.role } : undefined
    },
    keepRole(userId: string, projectId: string, role: Role | undefined): void {
      put(roles, roleKey(userId, projectId), { role, at: clock.now().getTime() })
    },
    /** Forgets one session (signed out, ended from another browser). */
    forgetSession(sessionId: string): void {
      for (const [token, entry] of sessions) if (entry.value.session.id === sessionId) sessions.delete(token)
    },
    /** Forgets everything about a person: their sessions and roles (disabled, changed, signed out everywhere). */
    forgetUser(userId: string): void {
      for (const [token, entry] of sessions) if (entry.value.user.id === userId) sessions.delete(token)
      const prefix = `${userId}\u0000`
      for (const key of roles.keys()) if (key.startsWith(prefix)) roles.delete(key)
    },
    forgetRole(userId: string, projectId: string): void {
      roles.delete(roleKey(userId, projectId))
    },
  }
}

export type PeopleCache = ReturnType<typeof createPeopleCache>

const perStore = new WeakMap<object, PeopleCache>()

/**
 * The one cache of a database in this process: every set of services over the same store (the
 * app's, a test's, the CLI's) shares it, so a change any of them makes is forgotten for all.
 */
export function peopleCacheOf(store: object, clock: Clock): PeopleCache {
  let cache = perStore.get(store)
  if (!cache) {
    cache = createPeopleCache(clock)
    perStore.set(store, cache)
  }
  return cache
}
