import type { Kysely } from 'kysely'
import type { BlockVersion } from '../domain/history.js'
import { HistoryStore } from './history-store.js'
import { blockFromRow, projectFromRow } from './rows.js'
import type { Database } from './schema.js'

/** Blocks read and recorded per batch: bounded memory on a database of any size. */
const BATCH = 1000

/**
 * Records every project's current state as its first revision (the migration that creates the
 * history tables runs it once, inside its transaction): a revision record at the project's
 * current revision, and every block as a version created then.
 */
export async function recordHistoryStart(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as Kysely<Database>
  const history = new HistoryStore(db)
  const projects = (await db.selectFrom('projects').selectAll().orderBy('id').execute()).map(projectFromRow)
  for (const project of projects) {
    // Written with the columns of the migration that runs this (0003), not with
    // HistoryStore.record: columns later migrations add do not exist yet. No one is its author.
    await db
      .insertInto('revisions')
      .values({
        project_id: project.id,
        revision: project.revision,
        created_at: project.updatedAt,
        kind: 'history-start',
        key_id: null,
        key_name: null,
        message: null,
        project: JSON.stringify({
          name: project.name,
          description: project.description,
          public: project.public,
        }),
      })
      .execute()
    let after = ''
    for (;;) {
      const rows = await db
        .selectFrom('blocks')
        .selectAll()
        .where('project_id', '=', project.id)
        .where('key', '>', after)
        .orderBy('key')
        .limit(BATCH)
        .execute()
      if (rows.length === 0) break
      const versions: BlockVersion[] = rows.map((row) => ({
        revision: project.revision,
        key: row.key,
        change: 'created',
        block: blockFromRow(row),
        sectionOrdinal: Number(row.section_ordinal),
      }))
      await history.recordVersions(project.id, versions)
      after = rows[rows.length - 1]?.key ?? after
    }
  }
}
