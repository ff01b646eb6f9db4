import { randomBytes } from 'node:crypto'
import type { Clock } from '../clock.js'
import type { ApiKey } from '../model.js'
import type { User } from '../people/people.js'
import type { AuditActor, AuditContext, AuditEntry, AuditOps, AuditTarget } from './audit.js'

let lastMs = -1
let sequence = 0

/**
 * A UUID of version 7's layout (RFC 9562): the event's millisecond, then a counter within that
 * millisecond, then random bits. Ids thus sort as this process wrote them, even for events of
 * one millisecond (a password set, then the sign-in it starts), and the log's (at, id) order is
 * the order of events; across processes, events of one millisecond fall in any order.
 */
function eventId(ms: number): string {
  sequence = ms === lastMs ? (sequence + 1) & 0xfff : 0
  lastMs = ms
  const time = ms.toString(16).padStart(12, '0')
  const random = randomBytes(8)
  random[0] = ((random[0] ?? 0) & 0x3f) | 0x80
  const tail = random.toString('hex')
  return `${time.slice(0, 8)}-${time.slice(8)}-7${sequence.toString(16).padStart(3, '0')}-${tail.slice(0, 4)}-${tail.slice(4)}`
}

/**
 * Writes one audit event with `ops`: inside `store.transaction`, pass the transaction's
 * `tx.audit`, so the event commits with the change or not at all (and a failed insert undoes
 * the change).
 */
export async function recordAudit(
  ops: AuditOps,
  clock: Clock,
  context: AuditContext,
  entry: AuditEntry,
): Promise<void> {
  const at = clock.now()
  await ops.insert({
    id: eventId(at.getTime()),
    at: at.toISOString(),
    actor: entry.actor ?? context.actor,
    action: entry.action,
    target: entry.target,
    ip: context.ip,
    ...(entry.detail !== undefined && { detail: entry.detail }),
  })
}

/** A person as the log names them: by email, which is unique (names are not). */
export const userActor = (user: Pick<User, 'id' | 'email'>): AuditActor => ({
  kind: 'user',
  id: user.id,
  name: user.email,
})

export const userTarget = (user: Pick<User, 'id' | 'email'>): AuditTarget => ({
  kind: 'user',
  id: user.id,
  name: user.email,
})

export const keyTarget = (key: Pick<ApiKey, 'id' | 'name'>): AuditTarget => ({
  kind: 'key',
  id: key.id,
  name: key.name,
})

/**
 * The events of the members API (`PUT`/`DELETE /api/v1/projects/:projectId/members/:userId`):
 * record them with `recordAudit(tx.audit, clock, audit, memberSet(…))` in the transaction that
 * changes the membership.
 */
export function memberSet(
  projectId: string,
  user: Pick<User, 'id' | 'email'>,
  role: string,
  previousRole: string | null,
): AuditEntry {
  return { action: 'member.set', target: userTarget(user), detail: { projectId, role, previousRole } }
}

export function memberRemoved(
  projectId: string,
  user: Pick<User, 'id' | 'email'>,
  previousRole: string | null,
): AuditEntry {
  return { action: 'member.removed', target: userTarget(user), detail: { projectId, previousRole } }
}
