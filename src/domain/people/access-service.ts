import type { ApiKey, Project } from '../model.js'
import type { Store } from '../store.js'
import {
  type AccessPrincipal,
  type Action,
  type AppGrant,
  can,
  canAdminister,
  type PersonAccess,
} from './authorization.js'
import type { Role, User } from './people.js'
import type { PeopleCache } from './people-cache.js'

/**
 * Who a request acts as, once authenticated: a key (with its owner as read just now, when it is
 * a personal key), or a signed-in person.
 */
export type Requester =
  | { kind: 'key'; key: ApiKey; owner: User | null }
  | { kind: 'user'; user: User }
  /** An AI app by OAuth token: what its person granted (docs/oauth.md), for that person. */
  | { kind: 'app'; grant: AppGrant; user: User }

/**
 * Gathers the facts `can` decides on (a person's current role on the project: this process's
 * copy of up to 2 s, cleared when a membership changes here; PEOPLE_CACHE_TTL_MS) and asks it.
 * A key without an owner needs no query: its rights are on the key.
 */
export function createAccessService({
  store,
  cache,
}: {
  store: Store
  /** This process's copies of roles (people-cache.ts), forgotten when a membership changes here. */
  cache?: PeopleCache
}) {
  async function roleOf(userId: string, projectId: string): Promise<Role | undefined> {
    const hit = cache?.role(userId, projectId)
    if (hit) return hit.role
    const role = await store.people.getRole(projectId, userId)
    cache?.keepRole(userId, projectId, role)
    return role
  }

  async function personOn(user: User, projectId: string): Promise<PersonAccess> {
    if (user.admin) return { user, roles: {} }
    const role = await roleOf(user.id, projectId)
    return { user, roles: role === undefined ? {} : { [projectId]: role } }
  }

  async function principalOn(requester: Requester, projectId: string): Promise<AccessPrincipal> {
    if (requester.kind === 'user') return { kind: 'user', ...(await personOn(requester.user, projectId)) }
    if (requester.kind === 'app') {
      return { kind: 'app', grant: requester.grant, owner: await personOn(requester.user, projectId) }
    }
    return {
      kind: 'key',
      key: requester.key,
      owner: requester.owner ? await personOn(requester.owner, projectId) : null,
    }
  }

  /** The roles of a person: every project as admin for an instance admin. */
  async function rolesOf(user: User): Promise<{ id: string; role: Role }[]> {
    if (user.admin) return (await store.listProjects()).map((project) => ({ id: project.id, role: 'admin' }))
    return (await store.people.listMembershipsOfUser(user.id)).map((m) => ({ id: m.projectId, role: m.role }))
  }

  return {
    /** 403 saying what is missing, unless the requester may do `action` on the project. */
    async check(requester: Requester, action: Action, projectId: string): Promise<void> {
      can(await principalOn(requester, projectId), action, projectId)
    },

    /** 403 unless the requester may use the instance-wide admin API (`what` names it). */
    checkAdmin(requester: Requester, what: string): void {
      canAdminister(
        requester.kind === 'user'
          ? { kind: 'user', user: requester.user, roles: {} }
          : requester.kind === 'app'
            ? { kind: 'app', grant: requester.grant, owner: { user: requester.user, roles: {} } }
            : { kind: 'key', key: requester.key, owner: null },
        what,
      )
    },

    rolesOf,

    /** The projects a requester may read: a key's own, narrowed to its owner's for a personal key. */
    async visibleProjects(requester: Requester): Promise<Project[]> {
      const all = await store.listProjects()
      if (requester.kind === 'app') {
        const granted = new Set(requester.grant.projects.map((project) => project.id))
        const mine = requester.user.admin
          ? null
          : new Set((await rolesOf(requester.user)).map((entry) => entry.id))
        return all.filter((project) => granted.has(project.id) && (mine === null || mine.has(project.id)))
      }
      const byKey =
        requester.kind === 'user' || requester.key.allProjects
          ? all
          : all.filter((project) => requester.key.projects.includes(project.id))
      const person = requester.kind === 'user' ? requester.user : requester.owner
      if (!person || person.admin) return byKey
      const mine = new Set((await rolesOf(person)).map((entry) => entry.id))
      return byKey.filter((project) => mine.has(project.id))
    },
  }
}

export type AccessService = ReturnType<typeof createAccessService>
