import { NotFoundError, ValidationError } from './errors.js'
import {
  type Author,
  type BlockVersion,
  changedNames,
  decodeHistoryCursor,
  encodeHistoryCursor,
  type FieldChange,
  fieldChanges,
  type Revision,
  type RevisionRecord,
  recordedRange,
  revisionNotRecorded,
} from './history.js'
import type { Block } from './model.js'
import type { Store, StoreOps } from './store.js'

export interface RevisionPage {
  revisions: Revision[]
  nextCursor: string | null
}

/** One block changed by a revision, field by field. */
export interface BlockChange {
  key: string
  change: BlockVersion['change']
  before: Block | null
  after: Block | null
  fields: FieldChange[]
}

export interface RevisionDetail extends Revision {
  changes: BlockChange[]
}

/** A block's version with the revision that wrote it. */
export interface BlockHistoryEntry {
  revision: number
  /** When, who and why: null (all five) when the revision's record was pruned. */
  createdAt: string | null
  author: Author | null
  keyId: string | null
  keyName: string | null
  message: string | null
  change: BlockVersion['change']
  /**
   * True for a version retention kept although its revision was pruned: the block's state since
   * then (a live block's history is never empty), its record no longer readable.
   */
  pruned: boolean
  /** The block after the change; null when the change deleted it. */
  block: Block | null
}

export interface BlockHistoryPage {
  versions: BlockHistoryEntry[]
  nextCursor: string | null
}

/** One entry of the change feed. */
export interface FeedChange {
  revision: number
  key: string
  deleted: boolean
  block: Block | null
}

export interface ChangeFeedPage {
  changes: FeedChange[]
  /** The project's revision when the page was read. */
  revision: number
  nextCursor: string | null
}

/** Reading a project's history (docs/history.md); the writes happen with every change. */
export function createHistoryService({ store }: { store: Store }) {
  /** The project, or a 404 naming it. */
  async function projectOf(tx: StoreOps, projectId: string) {
    const project = await tx.getProject(projectId)
    if (!project) throw new NotFoundError(`Project "${projectId}" not found`)
    return project
  }

  return {
    /** Revisions newest first, a page at a time. */
    async revisions(projectId: string, limit: number, cursor?: string): Promise<RevisionPage> {
      const before = cursor === undefined ? null : decodeHistoryCursor(cursor, false).revision
      return store.snapshot(async (tx) => {
        await projectOf(tx, projectId)
        const revisions = await tx.history.list(projectId, before, limit)
        const last = revisions[revisions.length - 1]
        return {
          revisions,
          nextCursor: revisions.length === limit && last ? encodeHistoryCursor(last.revision) : null,
        }
      })
    },

    /** One revision with every block it changed, before and after, field by field. */
    async revision(projectId: string, revision: number): Promise<RevisionDetail> {
      return store.snapshot(async (tx) => {
        await projectOf(tx, projectId)
        const record = await tx.history.get(projectId, revision)
        if (!record) {
          throw await revisionNotRecorded(tx.history, projectId, revision)
        }
        const versions = await tx.history.versionsOf(projectId, revision)
        const previous = new Map(
          (
            await tx.history.versionsBefore(
              projectId,
              versions.map((version) => version.key),
              revision,
            )
          ).map((version) => [version.key, version.block]),
        )
        const changes = versions.map((version): BlockChange => {
          const before = previous.get(version.key) ?? null
          return {
            key: version.key,
            change: version.change,
            before,
            after: version.block,
            fields: fieldChanges(before, version.block),
          }
        })
        return { ...withKeys(record, versions, previous), changes }
      })
    },

    /** One block's versions newest first, deleted ones included. */
    async blockHistory(
      projectId: string,
      key: string,
      limit: number,
      cursor?: string,
    ): Promise<BlockHistoryPage> {
      const before = cursor === undefined ? null : decodeHistoryCursor(cursor, false).revision
      return store.snapshot(async (tx) => {
        await projectOf(tx, projectId)
        const rows = await tx.history.blockHistory(projectId, key, before, limit)
        if (rows.length === 0 && before === null) {
          throw new NotFoundError(`Block "${key}" has no recorded history in project "${projectId}"`)
        }
        const last = rows[rows.length - 1]
        return {
          versions: rows.map(({ version, revision }) => ({
            revision: version.revision,
            createdAt: revision?.createdAt ?? null,
            author: revision?.author ?? null,
            keyId: revision?.keyId ?? null,
            keyName: revision?.keyName ?? null,
            message: revision?.message ?? null,
            change: version.change,
            pruned: revision === null,
            block: version.block,
          })),
          nextCursor: rows.length === limit && last ? encodeHistoryCursor(last.version.revision) : null,
        }
      })
    },

    /**
     * Every block version written after revision `since`, in revision then key order, a page at
     * a time. Complete only from the first recorded revision on: an older `since` is a 404.
     */
    async changes(projectId: string, since: number, limit: number, cursor?: string): Promise<ChangeFeedPage> {
      const after = cursor === undefined ? { revision: since, key: null } : decodeHistoryCursor(cursor, true)
      if (after.revision < since) {
        throw new ValidationError('Invalid cursor: it belongs to a page before `since`', [
          { path: 'cursor', message: 'pass the meta.nextCursor of the previous page with the same since' },
        ])
      }
      return store.snapshot(async (tx) => {
        const project = await projectOf(tx, projectId)
        const bounds = await tx.history.bounds(projectId)
        if (bounds === null || since < bounds.oldest) {
          throw new NotFoundError(
            `Changes since revision ${since} of project "${projectId}" are not all recorded; ${await recordedRange(tx.history, projectId)}. Read the export, then follow the changes since its revision`,
          )
        }
        const versions = await tx.history.changesAfter(projectId, after.revision, after.key, limit)
        const last = versions[versions.length - 1]
        return {
          changes: versions.map((version) => ({
            revision: version.revision,
            key: version.key,
            deleted: version.block === null,
            block: version.block,
          })),
          revision: project.revision,
          nextCursor: versions.length === limit && last ? encodeHistoryCursor(last.revision, last.key) : null,
        }
      })
    },
  }
}

function withKeys(
  record: RevisionRecord,
  versions: BlockVersion[],
  previous: Map<string, Block | null>,
): Revision {
  const keysOf = (change: BlockVersion['change']) =>
    versions.filter((version) => version.change === change).map((version) => version.key)
  return {
    ...record,
    created: keysOf('created'),
    updated: keysOf('updated'),
    deleted: keysOf('deleted'),
    names: changedNames(versions, previous),
  }
}

export type HistoryService = ReturnType<typeof createHistoryService>
