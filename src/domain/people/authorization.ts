import { ForbiddenError } from '../errors.js'
import type { ApiKey } from '../model.js'
import type { GrantedProject } from '../oauth/oauth.js'
import type { Role, User } from './people.js'

/**
 * What a request wants to do on a project (docs/people.md, "Roles"):
 * - `read`: every read (viewer; any key with the project);
 * - `edit`: sync, delete a block, restore (editor; a write key);
 * - `manage`: webhooks, custom types' changes, project settings (project admin; a write key);
 * - `members`: a project's members (project admin; an admin key: a write key could otherwise
 *   make its holder a project admin).
 */
export type Action = 'read' | 'edit' | 'manage' | 'members'

/** A person and the roles they have, on the projects asked about (a project missing: none). */
export interface PersonAccess {
  user: User
  roles: Readonly<Record<string, Role>>
}

/**
 * Who asks, with the facts the decision needs. A key owned by a person (a personal key) carries
 * its owner as they are now: the key never does more than both it and its owner may.
 */
export type AccessPrincipal =
  | { kind: 'key'; key: ApiKey; owner: PersonAccess | null }
  | ({ kind: 'user' } & PersonAccess)
  | { kind: 'app'; grant: AppGrant; owner: PersonAccess }

/**
 * What a person granted an AI app at consent (docs/oauth.md): these projects, each read or
 * write. The app never does more than both its grant and its person's role now allow.
 */
export interface AppGrant {
  /** The app's client id: what its changes are authored as. */
  clientId: string
  clientName: string
  projects: readonly GrantedProject[]
}

/**
 * The 403 of an app's token asking beyond its grant: the resource server answers it with
 * `WWW-Authenticate: Bearer error="insufficient_scope"` (RFC 6750 §3.1).
 */
export class InsufficientScopeError extends ForbiddenError {}

const RANK: Record<Role, number> = { viewer: 1, editor: 2, admin: 3 }

/** The least role an action needs. */
export const ROLE_NEEDED: Record<Action, Role> = {
  read: 'viewer',
  edit: 'editor',
  manage: 'admin',
  members: 'admin',
}

const DOING: Record<Action, string> = {
  read: 'reading it',
  edit: 'syncing, deleting or restoring',
  manage: 'managing webhooks, custom types and settings',
  members: "managing the project's members",
}

/** Whether a role includes another: viewer ⊂ editor ⊂ admin. */
export function roleIncludes(role: Role, needed: Role): boolean {
  return RANK[role] >= RANK[needed]
}

/**
 * The one decision of what a principal may do on a project (every route, MCP and the members
 * API ask it). Throws a 403 that says what is missing; returns when allowed. Instance admins
 * (a person with `admin`) may do everything; a key without an owner decides exactly as before
 * people existed.
 */
export function can(principal: AccessPrincipal, action: Action, projectId: string): void {
  if (principal.kind === 'user') {
    personMay(principal, action, projectId, principal.user.email)
    return
  }
  if (principal.kind === 'app') {
    appMay(principal.grant, action, projectId)
    personMay(
      principal.owner,
      action,
      projectId,
      `The app ${principal.grant.clientName} acts for ${principal.owner.user.email}, who`,
    )
    return
  }
  keyMay(principal.key, action, projectId)
  if (principal.owner) {
    personMay(
      principal.owner,
      action,
      projectId,
      `API key ${principal.key.prefix}… belongs to ${principal.owner.user.email}, who`,
    )
  }
}

/** The boolean twin of `can`. */
export function may(principal: AccessPrincipal, action: Action, projectId: string): boolean {
  try {
    can(principal, action, projectId)
    return true
  } catch (error) {
    if (error instanceof ForbiddenError) return false
    throw error
  }
}

/** Whether a principal may use the instance-wide admin API (projects, keys, users). */
export function canAdminister(principal: AccessPrincipal, what: string): void {
  if (principal.kind === 'app') {
    throw new InsufficientScopeError(
      `The app ${principal.grant.clientName} may use only the projects it was granted: ${what} needs a person or an admin key`,
    )
  }
  if (principal.kind === 'user') {
    if (!principal.user.admin) {
      throw new ForbiddenError(`${principal.user.email} is not an instance admin: ${what} needs one`)
    }
    return
  }
  if (!principal.key.admin) {
    throw new ForbiddenError(
      `API key ${principal.key.prefix}… is not an admin key: ${what} needs an admin key (pctx key create --admin)`,
    )
  }
}

/** A key's own rights, with the messages keys have always had. */
function keyMay(key: ApiKey, action: Action, projectId: string): void {
  if (!key.allProjects && !key.projects.includes(projectId)) {
    throw new ForbiddenError(`API key ${key.prefix}… has no access to project "${projectId}"`)
  }
  if (action === 'members') {
    if (!key.admin) {
      throw new ForbiddenError(
        `API key ${key.prefix}… is not an admin key: managing a project's members needs an admin key, or a person who is the project's admin`,
      )
    }
    return
  }
  if (action !== 'read' && key.access !== 'write') {
    throw new ForbiddenError(
      `API key ${key.prefix}… is read-only; syncing needs a key created with --access write`,
    )
  }
}

/** An app's grant: the projects chosen at consent, read (viewer) or write (editor), never more. */
function appMay(grant: AppGrant, action: Action, projectId: string): void {
  const granted = grant.projects.find((project) => project.id === projectId)
  if (!granted) {
    throw new InsufficientScopeError(
      `The app ${grant.clientName} was not granted project "${projectId}": connect it again and tick that project`,
    )
  }
  if (action === 'manage' || action === 'members') {
    throw new InsufficientScopeError(
      `An app may read or write blocks only: ${DOING[action]} needs a person or a key`,
    )
  }
  if (action === 'edit' && granted.access !== 'write') {
    throw new InsufficientScopeError(
      `The app ${grant.clientName} was granted read only on project "${projectId}": ${DOING[action]} needs write`,
    )
  }
}

/** A person's rights: their role on the project, or everything for an instance admin. */
function personMay(person: PersonAccess, action: Action, projectId: string, who: string): void {
  if (person.user.admin) return
  const needed = ROLE_NEEDED[action]
  const role = person.roles[projectId]
  if (role === undefined) {
    throw new ForbiddenError(
      `${who} has no role on project "${projectId}": ask one of its admins to add you as ${article(needed)} ${needed}`,
    )
  }
  if (!roleIncludes(role, needed)) {
    throw new ForbiddenError(
      `${who} is ${article(role)} ${role} of project "${projectId}": ${DOING[action]} needs the ${needed} role`,
    )
  }
}

const article = (role: Role) => (role === 'viewer' ? 'a' : 'an')
