import { type Kysely, type Selectable, sql, type Transaction } from 'kysely'
import type {
  Author,
  BlockVersion,
  ChangeKind,
  HistoryOps,
  Revision,
  RevisionKind,
  RevisionRecord,
  VersionWithRevision,
} from '../domain/history.js'
import type { Block } from '../domain/model.js'
import type { BlockVersionTable, Database, RevisionTable } from './schema.js'

type Db = Kysely<Database> | Transaction<Database>

/** Rows per INSERT: well under both engines' bound-parameter limits (6 columns a row). */
const INSERT_CHUNK = 100
/** Largest number of values in one `IN (…)` list. */
const IN_CHUNK = 500

/** The project's history tables (revisions, block_versions), the same queries on both engines. */
export class HistoryStore implements HistoryOps {
  constructor(private readonly db: Db) {}

  async record(projectId: string, record: RevisionRecord, versions: BlockVersion[]): Promise<void> {
    await this.db
      .insertInto('revisions')
      .values({
        project_id: projectId,
        revision: record.revision,
        created_at: record.createdAt,
        kind: record.kind,
        key_id: record.keyId,
        key_name: record.keyName,
        author_kind: record.author?.kind ?? null,
        author_id: record.author?.id ?? null,
        author_name: record.author?.name ?? null,
        author_user_id: record.author?.user?.id ?? null,
        author_user_name: record.author?.user?.name ?? null,
        message: record.message,
        project: JSON.stringify(record.project),
      })
      .execute()
    await this.recordVersions(projectId, versions)
  }

  async recordVersions(projectId: string, versions: BlockVersion[]): Promise<void> {
    for (let i = 0; i < versions.length; i += INSERT_CHUNK) {
      await this.db
        .insertInto('block_versions')
        .values(
          versions.slice(i, i + INSERT_CHUNK).map((version) => ({
            project_id: projectId,
            revision: version.revision,
            key: version.key,
            change: version.change,
            section_ordinal: version.sectionOrdinal,
            state: version.block === null ? null : JSON.stringify(version.block),
          })),
        )
        .execute()
    }
  }

  /** Revisions newest first, below `before` when given, each with the keys it changed. */
  async list(projectId: string, before: number | null, limit: number): Promise<Revision[]> {
    let query = this.db.selectFrom('revisions').selectAll().where('project_id', '=', projectId)
    if (before !== null) query = query.where('revision', '<', before)
    const rows = await query.orderBy('revision', 'desc').limit(limit).execute()
    if (rows.length === 0) return []
    const newest = Number(rows[0]?.revision)
    const oldest = Number(rows[rows.length - 1]?.revision)
    // Only each version's name, not its whole state: a page may hold a sync of 1000 blocks.
    const changes = await this.db
      .selectFrom('block_versions')
      .select(['revision', 'key', 'change', sql<string | null>`state ->> 'name'`.as('name')])
      .where('project_id', '=', projectId)
      .where('revision', '>=', oldest)
      .where('revision', '<=', newest)
      .orderBy('revision')
      .orderBy('key')
      .execute()
    const byRevision = new Map<number, Revision>()
    const revisions = rows.map((row) => {
      const revision: Revision = { ...recordFromRow(row), created: [], updated: [], deleted: [], names: {} }
      byRevision.set(revision.revision, revision)
      return revision
    })
    const deletedBy = new Map<number, string[]>()
    for (const change of changes) {
      const number = Number(change.revision)
      const revision = byRevision.get(number)
      if (!revision) continue
      revision[change.change as ChangeKind].push(change.key)
      if (change.name !== null) revision.names[change.key] = change.name
      else deletedBy.set(number, [...(deletedBy.get(number) ?? []), change.key])
    }
    // A deleted block's name is the one its previous version had: one query per revision that
    // deleted something, not one per block.
    for (const [number, keys] of deletedBy) {
      const revision = byRevision.get(number) as Revision
      for (const { key, name } of await this.namesBefore(projectId, keys, number)) {
        if (name !== null) revision.names[key] = name
      }
    }
    return revisions
  }

  async get(projectId: string, revision: number): Promise<RevisionRecord | undefined> {
    const row = await this.db
      .selectFrom('revisions')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('revision', '=', revision)
      .executeTakeFirst()
    return row && recordFromRow(row)
  }

  /** The oldest and newest revision recorded for the project (null when none is). */
  async bounds(projectId: string): Promise<{ oldest: number; newest: number } | null> {
    const row = await this.db
      .selectFrom('revisions')
      .select((eb) => [eb.fn.min('revision').as('oldest'), eb.fn.max('revision').as('newest')])
      .where('project_id', '=', projectId)
      .executeTakeFirst()
    if (row?.oldest === null || row?.oldest === undefined) return null
    return { oldest: Number(row.oldest), newest: Number(row.newest) }
  }

  /** The versions `revision` wrote, by key. */
  async versionsOf(projectId: string, revision: number): Promise<BlockVersion[]> {
    const rows = await this.db
      .selectFrom('block_versions')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('revision', '=', revision)
      .orderBy('key')
      .execute()
    return rows.map(versionFromRow)
  }

  /** The rows `v` that are each key's latest version older than `revision`. */
  private latestBefore(projectId: string, keys: string[], revision: number) {
    return this.db
      .selectFrom('block_versions as v')
      .where('v.project_id', '=', projectId)
      .where('v.key', 'in', keys)
      .where('v.revision', '=', (eb) =>
        eb
          .selectFrom('block_versions as w')
          .select((w) => w.fn.max('w.revision').as('latest'))
          .whereRef('w.project_id', '=', 'v.project_id')
          .whereRef('w.key', '=', 'v.key')
          .where('w.revision', '<', revision),
      )
  }

  /** For each key, its latest version older than `revision` (none for a key new then). */
  async versionsBefore(projectId: string, keys: string[], revision: number): Promise<BlockVersion[]> {
    const out: BlockVersion[] = []
    for (let i = 0; i < keys.length; i += IN_CHUNK) {
      const rows = await this.latestBefore(projectId, keys.slice(i, i + IN_CHUNK), revision)
        .selectAll('v')
        .execute()
      out.push(...rows.map(versionFromRow))
    }
    return out
  }

  /** For each key, the name in its latest version older than `revision` (null for a deletion). */
  private async namesBefore(
    projectId: string,
    keys: string[],
    revision: number,
  ): Promise<{ key: string; name: string | null }[]> {
    const out: { key: string; name: string | null }[] = []
    for (let i = 0; i < keys.length; i += IN_CHUNK) {
      const rows = await this.latestBefore(projectId, keys.slice(i, i + IN_CHUNK), revision)
        .select(['v.key', sql<string | null>`v.state ->> 'name'`.as('name')])
        .execute()
      out.push(...rows)
    }
    return out
  }

  /**
   * One block's versions newest first, below `before` when given. A version kept by retention
   * below the kept range has lost its revision record (null): its key's state is built on it.
   */
  async blockHistory(
    projectId: string,
    key: string,
    before: number | null,
    limit: number,
  ): Promise<VersionWithRevision[]> {
    let query = this.db
      .selectFrom('block_versions as v')
      .leftJoin('revisions as r', (join) =>
        join.onRef('r.project_id', '=', 'v.project_id').onRef('r.revision', '=', 'v.revision'),
      )
      .selectAll('v')
      .select([
        'r.revision as recorded',
        'r.created_at',
        'r.kind',
        'r.key_id',
        'r.key_name',
        'r.author_kind',
        'r.author_id',
        'r.author_name',
        'r.author_user_id',
        'r.author_user_name',
        'r.message',
        'r.project',
      ])
      .where('v.project_id', '=', projectId)
      .where('v.key', '=', key)
    if (before !== null) query = query.where('v.revision', '<', before)
    const rows = await query.orderBy('v.revision', 'desc').limit(limit).execute()
    return rows.map((row) => {
      const { recorded, created_at, kind, project } = row
      return {
        version: versionFromRow(row),
        revision:
          recorded === null || created_at === null || kind === null || project === null
            ? null
            : recordFromRow({ ...row, revision: recorded, created_at, kind, project }),
      }
    })
  }

  /** Versions written after (revision, key), in revision then key order. */
  async changesAfter(
    projectId: string,
    revision: number,
    key: string | null,
    limit: number,
  ): Promise<BlockVersion[]> {
    const rows = await this.db
      .selectFrom('block_versions')
      .selectAll()
      .where('project_id', '=', projectId)
      .where((eb) =>
        key === null
          ? eb('revision', '>', revision)
          : eb.or([
              eb('revision', '>', revision),
              eb.and([eb('revision', '=', revision), eb('key', '>', key)]),
            ]),
      )
      .orderBy('revision')
      .orderBy('key')
      .limit(limit)
      .execute()
    return rows.map(versionFromRow)
  }

  /**
   * Live versions at `revision`, of every key or of the listed ones: a version counts when no
   * later version of its key is at or before `revision`. The NOT EXISTS is one seek on
   * block_versions_by_key (project_id, key, revision) per version, so the cost grows with the
   * versions up to `revision`, not their square.
   */
  async stateAt(projectId: string, revision: number, keys: string[] | null = null): Promise<BlockVersion[]> {
    if (keys === null) return (await this.stateAtQuery(projectId, revision).execute()).map(versionFromRow)
    const out: BlockVersion[] = []
    for (let i = 0; i < keys.length; i += IN_CHUNK) {
      const rows = await this.stateAtQuery(projectId, revision, keys.slice(i, i + IN_CHUNK)).execute()
      out.push(...rows.map(versionFromRow))
    }
    return out
  }

  /** The query behind `stateAt`, for checking its plan (test/store/state-at.test.ts). */
  stateAtQuery(projectId: string, revision: number, keys: string[] | null = null) {
    let query = this.db
      .selectFrom('block_versions as v')
      .selectAll('v')
      .where('v.project_id', '=', projectId)
      .where('v.revision', '<=', revision)
      .where('v.state', 'is not', null)
    if (keys !== null) query = query.where('v.key', 'in', keys)
    return query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('block_versions as w')
            .select('w.revision')
            .whereRef('w.project_id', '=', 'v.project_id')
            .whereRef('w.key', '=', 'v.key')
            .whereRef('w.revision', '>', 'v.revision')
            .where('w.revision', '<=', revision),
        ),
      ),
    )
  }

  /** The latest version of one key at or before `revision` (a deletion too). */
  async blockAt(projectId: string, key: string, revision: number): Promise<BlockVersion | undefined> {
    const row = await this.db
      .selectFrom('block_versions')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('key', '=', key)
      .where('revision', '<=', revision)
      .orderBy('revision', 'desc')
      .limit(1)
      .executeTakeFirst()
    return row && versionFromRow(row)
  }

  /** The first revision written at or after `createdAt` (ISO times compare as text). */
  async firstRevisionSince(projectId: string, createdAt: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('revisions')
      .select((eb) => eb.fn.min('revision').as('first'))
      .where('project_id', '=', projectId)
      .where('created_at', '>=', createdAt)
      .executeTakeFirst()
    return row?.first === null || row?.first === undefined ? null : Number(row.first)
  }

  /**
   * Deletes revisions [from, to) and the versions no revision from `to` on needs. Reads only the
   * versions those revisions wrote, then deletes by key: the work is bounded by the batch, not
   * by the project's whole history.
   */
  async pruneBefore(
    projectId: string,
    from: number,
    to: number,
  ): Promise<{ revisions: number; versions: number }> {
    const written = await this.db
      .selectFrom('block_versions')
      .select(['key', 'revision'])
      .where('project_id', '=', projectId)
      .where('revision', '>=', from)
      .where('revision', '<', to)
      .execute()
    // Each key's latest version in the batch; everything older of that key goes.
    const latest = new Map<string, number>()
    for (const row of written) {
      const revision = Number(row.revision)
      if (revision > (latest.get(row.key) ?? -1)) latest.set(row.key, revision)
    }
    const keysByLatest = new Map<number, string[]>()
    for (const [key, revision] of latest) {
      const keys = keysByLatest.get(revision)
      if (keys) keys.push(key)
      else keysByLatest.set(revision, [key])
    }
    let versions = 0
    const count = (results: { numDeletedRows: bigint }[]) =>
      results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0)
    for (const [revision, keys] of keysByLatest) {
      for (let i = 0; i < keys.length; i += IN_CHUNK) {
        versions += count(
          await this.db
            .deleteFrom('block_versions')
            .where('project_id', '=', projectId)
            .where('key', 'in', keys.slice(i, i + IN_CHUNK))
            .where('revision', '<', revision)
            .execute(),
        )
      }
    }
    // A deletion still here is its key's latest before `to`: absence says the same.
    versions += count(
      await this.db
        .deleteFrom('block_versions')
        .where('project_id', '=', projectId)
        .where('revision', '>=', from)
        .where('revision', '<', to)
        .where('change', '=', 'deleted')
        .execute(),
    )
    const revisions = count(
      await this.db
        .deleteFrom('revisions')
        .where('project_id', '=', projectId)
        .where('revision', '>=', from)
        .where('revision', '<', to)
        .execute(),
    )
    return { revisions, versions }
  }
}

function recordFromRow(row: Selectable<RevisionTable>): RevisionRecord {
  const project = typeof row.project === 'string' ? JSON.parse(row.project) : row.project
  return {
    revision: Number(row.revision),
    createdAt: row.created_at,
    kind: row.kind as RevisionKind,
    author: authorFromRow(row),
    keyId: row.key_id,
    keyName: row.key_name,
    message: row.message,
    project,
  }
}

/**
 * The revision's author. A row without one (written before migration 0010, or by an older
 * instance during an upgrade) reads as authored by its key, as every change with a key was;
 * without a key either, it was the admin CLI's or history-start, which have no author.
 */
function authorFromRow(row: Selectable<RevisionTable>): Author | null {
  if (row.author_kind !== null && row.author_id !== null && row.author_name !== null) {
    const user =
      row.author_user_id !== null && row.author_user_name !== null
        ? { user: { id: row.author_user_id, name: row.author_user_name } }
        : {}
    return { kind: row.author_kind as Author['kind'], id: row.author_id, name: row.author_name, ...user }
  }
  if (row.key_id !== null) return { kind: 'key', id: row.key_id, name: row.key_name ?? '' }
  return null
}

function versionFromRow(row: Selectable<BlockVersionTable>): BlockVersion {
  const state = typeof row.state === 'string' ? (JSON.parse(row.state) as Block) : (row.state as Block | null)
  return {
    revision: Number(row.revision),
    key: row.key,
    change: row.change as ChangeKind,
    block: state,
    sectionOrdinal: row.section_ordinal === null ? null : Number(row.section_ordinal),
  }
}
