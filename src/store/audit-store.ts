import type { Kysely, Selectable, Transaction } from 'kysely'
import type {
  AuditAction,
  AuditActorKind,
  AuditCursor,
  AuditEvent,
  AuditOps,
  AuditTarget,
} from '../domain/audit/audit.js'
import type { AuditEventTable, Database } from './schema.js'

type Db = Kysely<Database> | Transaction<Database>

/** The audit_events table (migration 0011), the same queries on both engines. */
export class AuditStore implements AuditOps {
  constructor(private readonly db: Db) {}

  async insert(event: AuditEvent): Promise<void> {
    await this.db
      .insertInto('audit_events')
      .values({
        id: event.id,
        at: event.at,
        actor_kind: event.actor.kind,
        actor_id: event.actor.id,
        actor_name: event.actor.name,
        action: event.action,
        target_kind: event.target?.kind ?? null,
        target_id: event.target?.id ?? null,
        target_name: event.target?.name ?? null,
        ip: event.ip,
        detail: event.detail === undefined ? null : JSON.stringify(event.detail),
      })
      .execute()
  }

  async list(after: AuditCursor | null, limit: number): Promise<AuditEvent[]> {
    let query = this.db
      .selectFrom('audit_events')
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
    if (after) {
      query = query.where((eb) =>
        eb.or([eb('at', '<', after.at), eb.and([eb('at', '=', after.at), eb('id', '<', after.id)])]),
      )
    }
    return (await query.execute()).map(eventFromRow)
  }

  async pruneBefore(before: string, limit: number): Promise<number> {
    // Oldest first through the (at, id) index, a bounded batch per statement.
    const result = await this.db
      .deleteFrom('audit_events')
      .where('id', 'in', (eb) =>
        eb.selectFrom('audit_events').select('id').where('at', '<', before).orderBy('at').limit(limit),
      )
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}

function eventFromRow(row: Selectable<AuditEventTable>): AuditEvent {
  const target: AuditTarget | null =
    row.target_kind === null
      ? null
      : {
          kind: row.target_kind as AuditTarget['kind'],
          id: row.target_id ?? '',
          name: row.target_name ?? '',
        }
  return {
    id: row.id,
    at: row.at,
    actor: { kind: row.actor_kind as AuditActorKind, id: row.actor_id, name: row.actor_name },
    action: row.action as AuditAction,
    target,
    ip: row.ip,
    ...(row.detail !== null && { detail: JSON.parse(row.detail) as Record<string, unknown> }),
  }
}
