import type { Kysely, Transaction } from 'kysely'
import type { SynonymGroups } from '../domain/search/synonyms.js'
import type { SynonymOps } from '../domain/synonyms-service.js'
import type { Database } from './schema.js'

type Db = Kysely<Database> | Transaction<Database>

/** The project_synonyms table (migration 0014), the same queries on both engines. */
export class SynonymStore implements SynonymOps {
  constructor(private readonly db: Db) {}

  async get(projectId: string): Promise<SynonymGroups> {
    const row = await this.db
      .selectFrom('project_synonyms')
      .select('synonym_groups')
      .where('project_id', '=', projectId)
      .executeTakeFirst()
    if (!row) return []
    const groups = row.synonym_groups
    return (typeof groups === 'string' ? JSON.parse(groups) : groups) as SynonymGroups
  }

  async set(projectId: string, groups: SynonymGroups, updatedAt: string): Promise<void> {
    if (groups.length === 0) {
      await this.db.deleteFrom('project_synonyms').where('project_id', '=', projectId).execute()
      return
    }
    const fields = { synonym_groups: JSON.stringify(groups), updated_at: updatedAt }
    await this.db
      .insertInto('project_synonyms')
      .values({ project_id: projectId, ...fields })
      .onConflict((conflict) => conflict.column('project_id').doUpdateSet(fields))
      .execute()
  }
}
