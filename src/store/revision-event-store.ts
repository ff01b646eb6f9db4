import type { Kysely, Transaction } from 'kysely'
import type { ChangedBlock, RevisionEvent, RevisionEventOps } from '../domain/revision-feed.js'
import type { Database } from './schema.js'

type Db = Kysely<Database> | Transaction<Database>

/** The revision feed (revision_events), the same queries on both engines. */
export class RevisionEventStore implements RevisionEventOps {
  constructor(private readonly db: Db) {}

  async append(event: Omit<RevisionEvent, 'id'>): Promise<void> {
    await this.db
      .insertInto('revision_events')
      .values({
        project_id: event.projectId,
        revision: event.revision,
        changes: JSON.stringify(event.changes),
        created_at: event.createdAt,
      })
      .execute()
  }

  async after(id: number, limit: number): Promise<RevisionEvent[]> {
    const rows = await this.db
      .selectFrom('revision_events')
      .selectAll()
      .where('id', '>', id)
      .orderBy('id')
      .limit(limit)
      .execute()
    return rows.map((row) => ({
      id: Number(row.id),
      projectId: row.project_id,
      revision: Number(row.revision),
      changes: JSON.parse(row.changes) as ChangedBlock[],
      createdAt: row.created_at,
    }))
  }

  async latestId(): Promise<number> {
    const row = await this.db
      .selectFrom('revision_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
    return Number(row?.id ?? 0)
  }

  async prune(before: string): Promise<number> {
    const result = await this.db
      .deleteFrom('revision_events')
      .where('created_at', '<', before)
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}
