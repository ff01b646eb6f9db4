import { type Compilable, CompiledQuery, type Kysely, type Transaction } from 'kysely'
import type { ApiKey, Block, Project, SectionRecord } from '../domain/model.js'
import type { ParsedQuery } from '../domain/search/query.js'
import { searchIndex } from '../domain/search/search-engine.js'
import type {
  BlockCursor,
  BlockFilter,
  ProjectPatch,
  SearchResult,
  StoredApiKey,
  StoreOps,
  UsableAdminKey,
} from '../domain/store.js'
import { AuditStore } from './audit-store.js'
import { BlockTypeStore } from './block-type-store.js'
import { compiledText } from './compiled-sql.js'
import { HistoryStore } from './history-store.js'
import { OauthStore } from './oauth-store.js'
import { PeopleStore } from './people-store.js'
import { RevisionEventStore } from './revision-event-store.js'
import {
  BLOCK_COLUMNS,
  blockFromRow,
  blockToRow,
  keyFromRow,
  projectFromRow,
  publicKey,
  toDbBool,
} from './rows.js'
import type { Database } from './schema.js'
import { type JsonList, KyselySearchIndexReader } from './search-index-reader.js'
import { type IndexedBlock, type JsonRows, SearchIndexWriter } from './search-index-writer.js'
import type { VocabularyCache } from './search-vocabulary-cache.js'
import { SynonymStore } from './synonym-store.js'
import { WebhookStore } from './webhook-store.js'

/** What differs between the engines behind the shared queries. */
export interface DialectSupport {
  /** Whether `SELECT … FOR UPDATE` exists (PostgreSQL); SQLite's write transactions lock the file. */
  rowLocks: boolean
  /** How a batch of search index rows is sent as one JSON parameter. */
  jsonRows: JsonRows
  /** How a posting list is read back as one JSON value. */
  jsonList: JsonList
}

/** Largest number of rows or values sent in one statement (bound-parameter limits). */
const CHUNK = 200

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** StoreOps over any Kysely connection or transaction. */
export class KyselyOps implements StoreOps {
  constructor(
    protected readonly db: Kysely<Database> | Transaction<Database>,
    private readonly support: DialectSupport,
    /** Vocabularies kept between searches (one per database connection's owner), if any. */
    private readonly vocabulary?: VocabularyCache,
  ) {}

  /**
   * Runs `build()`'s query, whose shape `name` identifies, with `parameters`: the first call
   * compiles it (and checks the parameters come out in the order given), later ones reuse the
   * SQL text with the new parameters.
   */
  private async cached<R>(name: string, parameters: unknown[], build: () => Compilable<R>): Promise<R[]> {
    return this.runRead<R>(compiledText(this.support, name, parameters, build), parameters)
  }

  /** Runs one read-only statement of `cached`; the SQLite store answers it on its read connection. */
  protected async runRead<R>(sql: string, parameters: unknown[]): Promise<R[]> {
    const result = await this.db.executeQuery<R>(CompiledQuery.raw(sql, parameters))
    return result.rows
  }

  async getProject(id: string): Promise<Project | undefined> {
    const [row] = await this.cached('getProject', [id], () =>
      this.db.selectFrom('projects').selectAll().where('id', '=', id),
    )
    return row && projectFromRow(row)
  }

  async lockProject(id: string): Promise<Project | undefined> {
    let query = this.db.selectFrom('projects').selectAll().where('id', '=', id)
    if (this.support.rowLocks) query = query.forUpdate()
    const row = await query.executeTakeFirst()
    return row && projectFromRow(row)
  }

  async getProjectHead(id: string) {
    const [row] = await this.cached('getProjectHead', [id], () =>
      this.db.selectFrom('projects').select(['id', 'revision', 'public', 'created_at']).where('id', '=', id),
    )
    return (
      row && {
        id: row.id,
        revision: Number(row.revision),
        public: Boolean(row.public),
        createdAt: row.created_at,
      }
    )
  }

  async listProjects(): Promise<Project[]> {
    const rows = await this.db.selectFrom('projects').selectAll().orderBy('id').execute()
    return rows.map(projectFromRow)
  }

  async countProjects(): Promise<number> {
    const row = await this.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async insertProject(project: Project): Promise<void> {
    await this.db
      .insertInto('projects')
      .values({
        id: project.id,
        name: project.name,
        description: project.description,
        public: toDbBool(project.public),
        revision: project.revision,
        created_at: project.createdAt,
        updated_at: project.updatedAt,
      })
      .execute()
  }

  async updateProject(id: string, patch: ProjectPatch): Promise<void> {
    await this.db
      .updateTable('projects')
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.public !== undefined && { public: toDbBool(patch.public) }),
        ...(patch.revision !== undefined && { revision: patch.revision }),
        ...(patch.updatedAt !== undefined && { updated_at: patch.updatedAt }),
      })
      .where('id', '=', id)
      .execute()
  }

  /** Revisions and block versions, read and written on this connection or transaction. */
  get history(): HistoryStore {
    return new HistoryStore(this.db)
  }

  get blockTypes(): BlockTypeStore {
    return new BlockTypeStore(this.db)
  }

  get webhooks(): WebhookStore {
    return new WebhookStore(this.db, this.support.rowLocks)
  }

  get revisionEvents(): RevisionEventStore {
    return new RevisionEventStore(this.db)
  }

  get people(): PeopleStore {
    return new PeopleStore(this.db, this.support.rowLocks)
  }

  get oauth(): OauthStore {
    return new OauthStore(this.db)
  }

  get audit(): AuditStore {
    return new AuditStore(this.db)
  }

  get synonyms(): SynonymStore {
    return new SynonymStore(this.db)
  }

  /** Keeps the project's search index exact, in the same transaction as the blocks. */
  private get searchIndex(): SearchIndexWriter {
    return new SearchIndexWriter(this.db, this.support.jsonRows)
  }

  async deleteProject(id: string): Promise<boolean> {
    await this.searchIndex.dropProject(id)
    const result = await this.db.deleteFrom('projects').where('id', '=', id).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async listSections(projectId: string): Promise<SectionRecord[]> {
    const rows = await this.cached('listSections', [projectId], () =>
      this.db
        .selectFrom('sections')
        .select(['section', 'ordinal'])
        .where('project_id', '=', projectId)
        .orderBy('ordinal'),
    )
    return rows.map((row) => ({ section: row.section, ordinal: Number(row.ordinal) }))
  }

  async insertSections(projectId: string, sections: SectionRecord[]): Promise<void> {
    // Three parameters a row: 1000 rows stay under SQLite's and PostgreSQL's parameter limits.
    for (const part of chunks(sections, 1000)) {
      await this.db
        .insertInto('sections')
        .values(part.map((s) => ({ project_id: projectId, section: s.section, ordinal: s.ordinal })))
        .execute()
    }
  }

  async deleteEmptySections(projectId: string): Promise<void> {
    // A block's section_ordinal is its section's ordinal, so the probe uses the canonical-order
    // index (project_id, section_ordinal, …): one index lookup per section.
    await this.db
      .deleteFrom('sections')
      .where('project_id', '=', projectId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('blocks')
              .select(eb.lit(1).as('one'))
              .whereRef('blocks.project_id', '=', 'sections.project_id')
              .whereRef('blocks.section_ordinal', '=', 'sections.ordinal'),
          ),
        ),
      )
      .execute()
  }

  async listBlocks(
    projectId: string,
    filter: BlockFilter,
    after: BlockCursor | null,
    limit: number | null,
  ): Promise<Block[]> {
    const build = () => {
      let query = this.db
        .selectFrom('blocks')
        .select(BLOCK_COLUMNS)
        .where('project_id', '=', projectId)
        .orderBy('section_ordinal')
        .orderBy('position')
        .orderBy('key')
      if (filter.section !== undefined) query = query.where('section', '=', filter.section)
      if (filter.status !== undefined) query = query.where('status', '=', filter.status)
      if (filter.type !== undefined) query = query.where('type', '=', filter.type)
      if (after) {
        query = query.where((eb) =>
          eb(
            eb.refTuple('section_ordinal', 'position', 'key'),
            '>',
            eb.tuple(after.ordinal, after.position, after.key),
          ),
        )
      }
      if (limit !== null) query = query.limit(limit)
      return query
    }
    // One compiled query per combination of filters, cursor and limit, parameters in SQL order.
    const shape = [filter.section, filter.status, filter.type, after, limit].map((part) =>
      part == null ? 0 : 1,
    )
    const parameters: unknown[] = [projectId]
    for (const value of [filter.section, filter.status, filter.type])
      if (value !== undefined) parameters.push(value)
    if (after) parameters.push(after.ordinal, after.position, after.key)
    if (limit !== null) parameters.push(limit)
    const rows = await this.cached(`listBlocks:${shape.join('')}`, parameters, build)
    return rows.map(blockFromRow)
  }

  async getBlock(projectId: string, key: string): Promise<Block | undefined> {
    const [row] = await this.cached('getBlock', [projectId, key], () =>
      this.db
        .selectFrom('blocks')
        .select(BLOCK_COLUMNS)
        .where('project_id', '=', projectId)
        .where('key', '=', key),
    )
    return row && blockFromRow(row)
  }

  async getBlocksByKeys(projectId: string, keys: string[]): Promise<Block[]> {
    const out: Block[] = []
    for (const part of chunks(keys)) {
      const rows = await this.db
        .selectFrom('blocks')
        .select(BLOCK_COLUMNS)
        .where('project_id', '=', projectId)
        .where('key', 'in', part)
        .execute()
      for (const row of rows) out.push(blockFromRow(row))
    }
    return out
  }

  async listBlockKeys(projectId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('blocks')
      .select('key')
      .where('project_id', '=', projectId)
      .execute()
    return rows.map((row) => row.key)
  }

  async maxPositions(projectId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('blocks')
      .select((eb) => ['section', eb.fn.max('position').as('max')])
      .where('project_id', '=', projectId)
      .groupBy('section')
      .execute()
    return new Map(rows.map((row) => [row.section, Number(row.max)]))
  }

  async insertBlocks(projectId: string, blocks: Block[], ordinals: Map<string, number>): Promise<void> {
    const indexed: IndexedBlock[] = []
    for (const part of chunks(blocks, 50)) {
      const rows = await this.db
        .insertInto('blocks')
        .values(part.map((block) => blockToRow(projectId, block, ordinalOf(ordinals, block.section))))
        .returning(['seq', 'key'])
        .execute()
      const seqs = new Map(rows.map((row) => [row.key, Number(row.seq)]))
      for (const block of part) indexed.push({ seq: seqOf(seqs, block.key), block })
    }
    await this.searchIndex.apply(projectId, [], indexed)
  }

  async updateBlocks(projectId: string, blocks: Block[], ordinals: Map<string, number>): Promise<void> {
    const indexed: IndexedBlock[] = []
    for (const block of blocks) {
      const {
        id: _id,
        project_id: _p,
        key: _k,
        created_at: _c,
        ...changes
      } = blockToRow(projectId, block, ordinalOf(ordinals, block.section))
      const row = await this.db
        .updateTable('blocks')
        .set(changes)
        .where('project_id', '=', projectId)
        .where('key', '=', block.key)
        .returning('seq')
        .executeTakeFirst()
      if (row) indexed.push({ seq: Number(row.seq), block })
    }
    const seqs = indexed.map((entry) => entry.seq)
    await this.searchIndex.apply(projectId, seqs, indexed)
  }

  async deleteBlocks(projectId: string, keys: string[]): Promise<void> {
    const seqs: number[] = []
    for (const part of chunks(keys)) {
      const rows = await this.db
        .deleteFrom('blocks')
        .where('project_id', '=', projectId)
        .where('key', 'in', part)
        .returning('seq')
        .execute()
      for (const row of rows) seqs.push(Number(row.seq))
    }
    await this.searchIndex.apply(projectId, seqs, [])
  }

  async searchBlocks(
    projectId: string,
    query: ParsedQuery,
    filter: BlockFilter,
    limit: number,
  ): Promise<SearchResult> {
    return searchIndex(
      new KyselySearchIndexReader(this.db, this.support, this.vocabulary),
      projectId,
      query,
      filter,
      limit,
    )
  }

  async insertKey(key: StoredApiKey): Promise<void> {
    await this.db
      .insertInto('api_keys')
      .values({
        id: key.id,
        name: key.name,
        prefix: key.prefix,
        hash: key.hash,
        plan: key.plan,
        per_minute: key.perMinute,
        per_day: key.perDay,
        access: key.access,
        all_projects: toDbBool(key.allProjects),
        admin: toDbBool(key.admin),
        created_at: key.createdAt,
        expires_at: key.expiresAt,
        revoked_at: key.revokedAt,
        last_used_at: key.lastUsedAt,
        owner_user_id: key.owner?.id ?? null,
      })
      .execute()
    if (key.projects.length > 0) {
      await this.db
        .insertInto('api_key_projects')
        .values(key.projects.map((projectId) => ({ key_id: key.id, project_id: projectId })))
        .execute()
    }
  }

  async findKeyByHash(hash: string): Promise<StoredApiKey | undefined> {
    const row = await this.selectKeys().where('api_keys.hash', '=', hash).executeTakeFirst()
    if (!row) return undefined
    const projects = await this.projectsOfKeys([row.id])
    return keyFromRow(row, projects.get(row.id) ?? [])
  }

  async listKeys(): Promise<ApiKey[]> {
    return (await this.listStoredKeys()).map(publicKey)
  }

  async listStoredKeys(): Promise<StoredApiKey[]> {
    const rows = await this.selectKeys().orderBy('api_keys.created_at').orderBy('api_keys.id').execute()
    const projects = await this.projectsOfKeys(rows.map((row) => row.id))
    return rows.map((row) => keyFromRow(row, projects.get(row.id) ?? []))
  }

  async findKeys(idOrPrefix: string): Promise<ApiKey[]> {
    const rows = await this.selectKeys()
      .where((eb) => eb.or([eb('api_keys.id', '=', idOrPrefix), eb('api_keys.prefix', '=', idOrPrefix)]))
      .execute()
    const projects = await this.projectsOfKeys(rows.map((row) => row.id))
    return rows.map((row) => publicKey(keyFromRow(row, projects.get(row.id) ?? [])))
  }

  async revokeKey(id: string, at: string): Promise<void> {
    await this.db.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', id).execute()
  }

  async touchKey(id: string, at: string): Promise<void> {
    await this.db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute()
  }

  async updateKey(key: ApiKey): Promise<boolean> {
    const result = await this.db
      .updateTable('api_keys')
      .set({
        name: key.name,
        plan: key.plan,
        per_minute: key.perMinute,
        per_day: key.perDay,
        access: key.access,
        all_projects: toDbBool(key.allProjects),
        admin: toDbBool(key.admin),
      })
      .where('id', '=', key.id)
      .executeTakeFirst()
    // Deleted meanwhile: its project rows would have no key to belong to.
    if (Number(result.numUpdatedRows) === 0) return false
    await this.db.deleteFrom('api_key_projects').where('key_id', '=', key.id).execute()
    for (const part of chunks(key.projects)) {
      await this.db
        .insertInto('api_key_projects')
        .values(part.map((projectId) => ({ key_id: key.id, project_id: projectId })))
        .execute()
    }
    return true
  }

  async deleteKey(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('api_keys').where('id', '=', id).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async lockUsableAdminKeys(now: string): Promise<UsableAdminKey[]> {
    let query = this.db
      .selectFrom('api_keys')
      .select(['id', 'expires_at'])
      .where('admin', '=', toDbBool(true))
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .orderBy('id')
    if (this.support.rowLocks) query = query.forUpdate()
    return (await query.execute()).map((row) => ({ id: row.id, expiresAt: row.expires_at }))
  }

  async listKeysOwnedBy(userId: string): Promise<ApiKey[]> {
    const rows = await this.selectKeys()
      .where('api_keys.owner_user_id', '=', userId)
      .orderBy('api_keys.created_at')
      .orderBy('api_keys.id')
      .execute()
    const projects = await this.projectsOfKeys(rows.map((row) => row.id))
    return rows.map((row) => publicKey(keyFromRow(row, projects.get(row.id) ?? [])))
  }

  /** Keys with their owner's email and name (a primary-key join; none for a machine's key). */
  private selectKeys() {
    return this.db
      .selectFrom('api_keys')
      .leftJoin('users', 'users.id', 'api_keys.owner_user_id')
      .selectAll('api_keys')
      .select(['users.email as owner_email', 'users.name as owner_name'])
  }

  private async projectsOfKeys(keyIds: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>()
    for (const part of chunks(keyIds)) {
      const rows = await this.db
        .selectFrom('api_key_projects')
        .select(['key_id', 'project_id'])
        .where('key_id', 'in', part)
        .orderBy('project_id')
        .execute()
      for (const row of rows) {
        const list = out.get(row.key_id) ?? []
        list.push(row.project_id)
        out.set(row.key_id, list)
      }
    }
    return out
  }
}

function seqOf(seqs: Map<string, number>, key: string): number {
  const seq = seqs.get(key)
  if (seq === undefined) throw new Error(`no row number returned for block "${key}"`)
  return seq
}

function ordinalOf(ordinals: Map<string, number>, section: string): number {
  const ordinal = ordinals.get(section)
  if (ordinal === undefined) throw new Error(`no ordinal for section "${section}"`)
  return ordinal
}
