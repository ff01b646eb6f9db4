import type { Kysely, Selectable, Transaction } from 'kysely'
import type { BlockTypeOps, CustomType } from '../domain/custom-types/custom-type.js'
import type { JsonObject } from '../domain/model.js'
import type { BlockTypeTable, Database } from './schema.js'

type Db = Kysely<Database> | Transaction<Database>

/** Type names bound in one statement (bound-parameter limits of both engines). */
const NAMES_PER_QUERY = 200

const parsed = (value: string | object): unknown => (typeof value === 'string' ? JSON.parse(value) : value)

function typeFromRow(row: Selectable<BlockTypeTable>): CustomType {
  return {
    type: row.type,
    title: row.title,
    schema: parsed(row.schema) as JsonObject,
    requiredForComplete: parsed(row.required_for_complete) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** The block_types table and projects.types_version, the same queries on both engines. */
export class BlockTypeStore implements BlockTypeOps {
  constructor(private readonly db: Db) {}

  async list(projectId: string): Promise<CustomType[]> {
    const rows = await this.db
      .selectFrom('block_types')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('type')
      .execute()
    return rows.map(typeFromRow)
  }

  async listNamed(projectId: string, types: string[]): Promise<CustomType[]> {
    const found: CustomType[] = []
    // In parts: a sync may name as many types as it has blocks (SYNC_MAX_BLOCKS), more than one
    // statement may bind.
    for (let start = 0; start < types.length; start += NAMES_PER_QUERY) {
      const rows = await this.db
        .selectFrom('block_types')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('type', 'in', types.slice(start, start + NAMES_PER_QUERY))
        .execute()
      for (const row of rows) found.push(typeFromRow(row))
    }
    return found.sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0))
  }

  async get(projectId: string, type: string): Promise<CustomType | undefined> {
    const row = await this.db
      .selectFrom('block_types')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('type', '=', type)
      .executeTakeFirst()
    return row && typeFromRow(row)
  }

  async upsert(projectId: string, type: CustomType): Promise<void> {
    const fields = {
      title: type.title,
      schema: JSON.stringify(type.schema),
      required_for_complete: JSON.stringify(type.requiredForComplete),
      updated_at: type.updatedAt,
    }
    await this.db
      .insertInto('block_types')
      .values({ project_id: projectId, type: type.type, created_at: type.createdAt, ...fields })
      .onConflict((conflict) => conflict.columns(['project_id', 'type']).doUpdateSet(fields))
      .execute()
  }

  async delete(projectId: string, type: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('block_types')
      .where('project_id', '=', projectId)
      .where('type', '=', type)
      .executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async version(projectId: string): Promise<number> {
    const row = await this.db
      .selectFrom('projects')
      .select('types_version')
      .where('id', '=', projectId)
      .executeTakeFirst()
    return Number(row?.types_version ?? 0)
  }

  async setVersion(projectId: string, version: number): Promise<void> {
    await this.db
      .updateTable('projects')
      .set({ types_version: version })
      .where('id', '=', projectId)
      .execute()
  }
}
