/**
 * The audit log (docs/people.md, "Audit log"): who did what to whom, from where. Every event is
 * written in the same transaction as the change it records, so the log never names a change
 * that did not happen, and a change never happens unlogged. It never holds a secret: no
 * password, token, key secret or hash ever goes into an event.
 */

/** Every action the log records, one name each (the contract of issue 23). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in.failed',
  'sign-out',
  'password.set',
  'user.created',
  'user.updated',
  'user.link',
  'key.created',
  'key.updated',
  'key.revoked',
  'key.deleted',
  'member.set',
  'member.removed',
  'app.granted',
  'app.revoked',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/**
 * Who acted. `user`: a person (name: their email); `key`: an API key (name: the key's name);
 * `anonymous`: nobody proven yet (a failed sign-in; id and name null); `cli`: `pctx` on the
 * database itself (DATABASE_URL), which has no other identity; `system`: the server on its own
 * (the demo key of the first start).
 */
export type AuditActorKind = 'user' | 'key' | 'anonymous' | 'cli' | 'system'

export interface AuditActor {
  kind: AuditActorKind
  id: string | null
  name: string | null
}

/**
 * What an event is about: a user, a key or an app's grant (name: the user's email, the key's
 * name, the app's name).
 */
export interface AuditTarget {
  kind: 'user' | 'key' | 'app'
  id: string
  name: string
}

/** Extra facts of an event, as JSON: never a secret. */
export type AuditDetail = Record<string, unknown>

/**
 * Who a change is made for, and from where: built once per request (src/http/audit-context.ts)
 * or per CLI run (src/cli/context.ts), and handed to every service call that changes something.
 */
export interface AuditContext {
  actor: AuditActor
  /** The client's IP address as the server sees it (TRUST_PROXY); null outside HTTP. */
  ip: string | null
}

/** What a service records: the rest (id, time, actor, ip) comes from the context and clock. */
export interface AuditEntry {
  action: AuditAction
  target: AuditTarget | null
  detail?: AuditDetail
  /** Who acted when it is not the context's actor (a person proving who they are by signing in). */
  actor?: AuditActor
}

export interface AuditEvent {
  id: string
  at: string
  actor: AuditActor
  action: AuditAction
  target: AuditTarget | null
  ip: string | null
  detail?: AuditDetail
}

/** Where a page of events ends: the sort tuple (at, id) of its last event, newest first. */
export interface AuditCursor {
  at: string
  id: string
}

/** What the audit log needs from the database (migration 0011_audit_events). */
export interface AuditOps {
  insert(event: AuditEvent): Promise<void>
  /** Events newest first, by (at, id) descending; strictly after `after` when given. */
  list(after: AuditCursor | null, limit: number): Promise<AuditEvent[]>
  /** Deletes up to `limit` of the oldest events older than `before`; returns how many. */
  pruneBefore(before: string, limit: number): Promise<number>
}

/** The actor of `pctx` commands run on the database. */
export const CLI_ACTOR: AuditActor = { kind: 'cli', id: 'cli', name: 'pctx CLI' }
/** The server acting on its own (the first start's demo key). */
export const SYSTEM_ACTOR: AuditActor = { kind: 'system', id: 'system', name: 'pctx server' }
export const ANONYMOUS_ACTOR: AuditActor = { kind: 'anonymous', id: null, name: null }

export const SYSTEM_AUDIT: AuditContext = { actor: SYSTEM_ACTOR, ip: null }
