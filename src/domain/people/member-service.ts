import type { AuditContext } from '../audit/audit.js'
import { memberRemoved, memberSet, recordAudit } from '../audit/record.js'
import type { Clock } from '../clock.js'
import { ConflictError, NotFoundError, ValidationError } from '../errors.js'
import type { Store, StoreOps } from '../store.js'
import { type Member, ROLES, type Role } from './people.js'
import type { PeopleCache } from './people-cache.js'

function parseRole(role: unknown): Role {
  if (typeof role === 'string' && (ROLES as readonly string[]).includes(role)) return role as Role
  throw new ValidationError(`Invalid role ${JSON.stringify(role)}: give one of ${ROLES.join(', ')}`)
}

/**
 * A project's members and their roles (docs/people.md, "Members"). Who may call it is decided
 * before (`can(…, 'members', …)`); here are the rules every caller meets: a known, enabled
 * person, a known role, and never a project left without an admin once it has one.
 */
export function createMemberService({
  store,
  clock,
  cache,
}: {
  store: Store
  clock: Clock
  /** This process's copies of roles (people-cache.ts), forgotten when a membership changes. */
  cache?: PeopleCache
}) {
  async function project(ops: StoreOps, projectId: string, lock: boolean): Promise<void> {
    const found = lock ? await ops.lockProject(projectId) : await ops.getProject(projectId)
    if (!found) throw new NotFoundError(`Project "${projectId}" not found`)
  }

  /** 409 when taking admin from `userId` would leave the project, which has admins, with none. */
  async function keepAnAdmin(ops: StoreOps, projectId: string, userId: string, doing: string): Promise<void> {
    const admins = await ops.people.lockProjectAdmins(projectId)
    if (admins.length === 1 && admins[0] === userId) {
      throw new ConflictError(
        `${doing} the last admin of project "${projectId}" would leave it none: make another member admin first`,
      )
    }
  }

  return {
    async list(projectId: string): Promise<Member[]> {
      await project(store, projectId, false)
      return store.people.listMembers(projectId)
    },

    /** Gives the person the role on the project (adds them, or changes their role). */
    async set(projectId: string, userId: string, roleInput: unknown, audit: AuditContext): Promise<Member> {
      const role = parseRole(roleInput)
      const member = await store.transaction(async (tx) => {
        await project(tx, projectId, true)
        const user = await tx.people.getUser(userId)
        if (!user) throw new NotFoundError(`No user has the id "${userId}"; see GET /api/v1/users`)
        if (user.disabled) {
          throw new ConflictError(
            `${user.email} is disabled: enable them (PATCH /api/v1/users/${userId}) first`,
          )
        }
        if (role !== 'admin') await keepAnAdmin(tx, projectId, userId, 'Demoting')
        const at = clock.now().toISOString()
        const previous = (await tx.people.getRole(projectId, userId)) ?? null
        await tx.people.putMembership({ projectId, userId, role, createdAt: at, updatedAt: at })
        await recordAudit(tx.audit, clock, audit, memberSet(projectId, user, role, previous))
        return { userId, email: user.email, name: user.name, role }
      })
      cache?.forgetRole(userId, projectId)
      return member
    },

    /** Takes the person's role on the project away. */
    async remove(projectId: string, userId: string, audit: AuditContext): Promise<void> {
      await store.transaction(async (tx) => {
        await project(tx, projectId, true)
        await keepAnAdmin(tx, projectId, userId, 'Removing')
        const previous = (await tx.people.getRole(projectId, userId)) ?? null
        const user = await tx.people.getUser(userId)
        if (!user || !(await tx.people.deleteMembership(projectId, userId))) {
          throw new NotFoundError(`User "${userId}" is not a member of project "${projectId}"`)
        }
        await recordAudit(tx.audit, clock, audit, memberRemoved(projectId, user, previous))
      })
      cache?.forgetRole(userId, projectId)
    },
  }
}

export type MemberService = ReturnType<typeof createMemberService>
