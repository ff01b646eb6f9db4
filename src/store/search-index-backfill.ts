import type { Kysely } from 'kysely'
import type { JsonObject } from '../domain/model.js'
import type { Database } from './schema.js'
import { type IndexedBlock, type JsonRows, SearchIndexWriter } from './search-index-writer.js'

/** Blocks analysed and written per batch: bounded memory on a database of any size. */
const BATCH = 1000

/**
 * Indexes every block already in the database, in row order, a batch at a time (the migration
 * that creates the index runs it once, inside its transaction).
 */
export async function indexExistingBlocks(anyDb: Kysely<unknown>, rows: JsonRows): Promise<void> {
  const db = anyDb as Kysely<Database>
  const writer = new SearchIndexWriter(db, rows)
  let after = -1
  for (;;) {
    const batch = await db
      .selectFrom('blocks')
      .select(['seq', 'project_id', 'key', 'type', 'section', 'name', 'value'])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(BATCH)
      .execute()
    if (batch.length === 0) return
    const byProject = new Map<string, IndexedBlock[]>()
    for (const row of batch) {
      const value = (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as JsonObject
      const list = byProject.get(row.project_id) ?? []
      list.push({ seq: Number(row.seq), block: { ...row, value } })
      byProject.set(row.project_id, list)
    }
    for (const [projectId, blocks] of byProject) await writer.apply(projectId, [], blocks)
    after = Number(batch[batch.length - 1]?.seq)
  }
}
