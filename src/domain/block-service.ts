import { randomUUID } from 'node:crypto'
import { authorFields } from './author.js'
import type { Clock } from './clock.js'
import { decodeCursor, encodeCursor } from './cursor.js'
import { type CustomType, checkedTypeRules } from './custom-types/custom-type.js'
import { inThreadSchemaChecker, type SchemaChecker } from './custom-types/schema-pool.js'
import { ConflictError, NotFoundError, UnavailableError, validationFailed } from './errors.js'
import {
  type Author,
  type BlockVersion,
  projectFields,
  type RevisionKind,
  type RevisionRecord,
} from './history.js'
import type { Block, Project, SectionRecord } from './model.js'
import { blocksAt, type PastBlock, pageOf, projectAt } from './point-in-time.js'
import { type ProjectVersion, versionOf } from './project-version.js'
import { createRevisionReader } from './read-at-revision.js'
import { recordRevision } from './revision-events.js'
import { isEmptyQuery, type MatchMode, parseQuery } from './search/query.js'
import { synonymCacheOf } from './search/synonym-cache.js'
import { type SynonymExpansion, type SynonymGroups, usedExpansions, withSynonyms } from './search/synonyms.js'
import { sectionTitle } from './sections.js'
import type { BlockCursor, BlockFilter, SearchResult, Store, StoreOps } from './store.js'
import { PROBLEMS_REPORTED, planSync, typedValues } from './sync-plan.js'
import { messageProblemOf, parseSyncRequest, type SyncLimits, type SyncRequest } from './sync-request.js'

export interface BlockPage {
  blocks: Block[]
  nextCursor: string | null
}

export interface ExportedSection {
  type: string
  title: string
  blocks: Block[]
}

/** A custom type as exported and served: its definition without timestamps. */
export type TypeDefinition = Pick<CustomType, 'type' | 'title' | 'schema' | 'requiredForComplete'>

export interface ProjectExport {
  format: 'pctx-export/1'
  exportedAt: string
  project: Project
  /** The project's custom types, sorted by name (as they are now: types have no history). */
  types: TypeDefinition[]
  /** The project's synonym groups (docs/search.md), as they are now: like types, they have no history. */
  synonyms: SynonymGroups
  sections: ExportedSection[]
}

/** An export and the version it shows: the revision, and the project's types as they were read. */
export interface VersionedExport {
  data: ProjectExport
  version: ProjectVersion
}

/** A search's hits and corrections, and the synonyms it searched with (`meta.expansions`). */
export interface SearchAnswer extends SearchResult {
  expansions: SynonymExpansion[]
}

export interface SyncResult {
  revision: number
  created: string[]
  updated: string[]
  unchanged: string[]
  deleted: string[]
  dryRun: boolean
}

export const EXPORT_FORMAT = 'pctx-export/1'

export interface BlockServiceDeps {
  store: Store
  clock: Clock
  limits: SyncLimits
  newId?: () => string
  /** Where custom-type schemas run: the server's schema threads (on this thread by default). */
  schemas?: SchemaChecker
}

/** Reading and writing a project's blocks: the use cases behind the authenticated API. */
export function createBlockService({
  store,
  clock,
  limits,
  newId = randomUUID,
  schemas = inThreadSchemaChecker,
}: BlockServiceDeps) {
  const synonyms = synonymCacheOf(store)

  async function requireProject(projectId: string): Promise<Project> {
    const project = await store.getProject(projectId)
    if (!project) throw new NotFoundError(`Project "${projectId}" not found`)
    return project
  }

  /**
   * Every block as revision `revision` left it, in canonical order: what `pageAt` pages. A past
   * revision never changes, so a caller may keep it and page it many times.
   */
  function stateAt(projectId: string, revision: number): Promise<PastBlock[]> {
    return store.snapshot(async (tx) => {
      await projectAt(tx, await requireIn(tx, projectId), revision)
      return blocksAt(tx, projectId, revision)
    })
  }

  const revisions = createRevisionReader(store, async (projectId) => {
    const head = await store.getProjectHead(projectId)
    if (!head) throw new NotFoundError(`Project "${projectId}" not found`)
    return head
  })

  return {
    requireProject,

    /** The project's current version (one indexed read); 404 like every read of a missing project. */
    version: revisions.version,

    /**
     * An answer at `?revision=N` (or, without N, the current answer), read from the current
     * state or rebuilt from history as read-at-revision.ts decides; 404 for a missing project
     * or a revision not recorded.
     */
    readAt: revisions.read,

    /** One page of blocks in canonical order; `cursor` continues after the previous page. */
    async list(projectId: string, filter: BlockFilter, limit: number, cursor?: string): Promise<BlockPage> {
      const after = cursor === undefined ? null : decodeCursor(cursor)
      await requireProject(projectId)
      for (let attempt = 1; ; attempt++) {
        // One extra row tells whether another page follows, so the last page has no cursor.
        const rows = await store.listBlocks(projectId, filter, after, limit + 1)
        const blocks = rows.slice(0, limit)
        const last = blocks.at(-1)
        if (rows.length <= limit || !last) return { blocks, nextCursor: null }
        // Sections are read after the blocks, so one a sync added in between is there; sections
        // are never renumbered. A sync that emptied (and so deleted) the last block's section in
        // between leaves no ordinal to continue from: read the page again, it no longer holds it.
        const ordinal = (await store.listSections(projectId)).find((s) => s.section === last.section)?.ordinal
        if (ordinal !== undefined)
          return { blocks, nextCursor: encodeCursor({ ordinal, position: last.position, key: last.key }) }
        if (attempt === 3)
          throw new UnavailableError('The project changed during the read three times; retry')
      }
    },

    async get(projectId: string, key: string): Promise<Block> {
      // A block exists only inside its project (deleting a project deletes its blocks), so a
      // found block needs no second read; the project is looked up only to word the 404.
      const block = await store.getBlock(projectId, key)
      if (block) return block
      await requireProject(projectId)
      throw new NotFoundError(`Block "${key}" not found in project "${projectId}"`)
    },

    /**
     * Search that answers questions (docs/search.md), best match first. A query with no letters
     * or digits, or only exclusions, matches nothing.
     */
    async search(
      projectId: string,
      query: string,
      filter: BlockFilter,
      limit: number,
      match: MatchMode = 'any',
    ): Promise<SearchAnswer> {
      const project = await requireProject(projectId)
      const parsed = parseQuery(query, match)
      if (isEmptyQuery(parsed)) return { hits: [], corrections: [], expansions: [] }
      const expanded = withSynonyms(parsed, await synonyms.indexOf(store, project))
      const { absentSynonyms, ...result } = await store.searchBlocks(projectId, expanded.query, filter, limit)
      return { ...result, expansions: usedExpansions(expanded.expansions, absentSynonyms) }
    },

    /**
     * Every section and block of the project. `exportedAt` is the time the exported revision
     * was written, so one revision always exports to the same bytes (strong ETag).
     */
    async export(projectId: string): Promise<ProjectExport> {
      return (await this.exportVersioned(projectId)).data
    },

    /** `export`, with the version it shows (its revision and types, read in the same snapshot). */
    async exportVersioned(projectId: string): Promise<VersionedExport> {
      return store.snapshot(async (tx) => {
        const project = await tx.getProject(projectId)
        if (!project) throw new NotFoundError(`Project "${projectId}" not found`)
        const data = exportOf(
          project,
          await tx.listBlocks(projectId, {}, null, null),
          await tx.blockTypes.list(projectId),
          await tx.synonyms.get(projectId),
        )
        return { data, version: withTypes(versionOf(project), await tx.blockTypes.version(projectId)) }
      })
    },

    /**
     * The version an export at `version` shows: the project's, and its custom types' (they
     * change without a revision, and an export lists them, so a cached export or ETag must
     * change with them). Types have no history: past revisions export the current ones.
     */
    async exportVersion(projectId: string, version: ProjectVersion): Promise<ProjectVersion> {
      return withTypes(version, await store.blockTypes.version(projectId))
    },

    /** `list` on the project as revision `revision` left it. */
    async listAt(
      projectId: string,
      revision: number,
      filter: BlockFilter,
      limit: number,
      cursor?: string,
    ): Promise<BlockPage> {
      const after = cursor === undefined ? null : decodeCursor(cursor)
      return pageAt(await stateAt(projectId, revision), filter, limit, after)
    },

    stateAt,

    /** One page of a state from `stateAt`, as `list` pages the current one. */
    pageAt(state: PastBlock[], filter: BlockFilter, limit: number, cursor?: string): BlockPage {
      return pageAt(state, filter, limit, cursor === undefined ? null : decodeCursor(cursor))
    },

    /** `get` on the project as revision `revision` left it: a key absent or deleted then is a 404. */
    async getAt(projectId: string, key: string, revision: number): Promise<Block> {
      return store.snapshot(async (tx) => {
        await projectAt(tx, await requireIn(tx, projectId), revision)
        const version = await tx.history.blockAt(projectId, key, revision)
        if (version?.block) return version.block
        throw new NotFoundError(`Block "${key}" not found in project "${projectId}" at revision ${revision}`)
      })
    },

    /**
     * `export` of the project as revision `revision` left it: its project fields those of the
     * revision, `exportedAt` the time it was made, so a revision always exports to the same bytes.
     */
    async exportAt(projectId: string, revision: number): Promise<ProjectExport> {
      return (await this.exportAtVersioned(projectId, revision)).data
    },

    /** `exportAt`, with the version it shows (the revision's, and the current types'). */
    async exportAtVersioned(projectId: string, revision: number): Promise<VersionedExport> {
      return store.snapshot(async (tx) => {
        const project = await projectAt(tx, await requireIn(tx, projectId), revision)
        const blocks = await blocksAt(tx, projectId, revision)
        const data = exportOf(
          project,
          blocks.map((entry) => entry.block),
          await tx.blockTypes.list(projectId),
          await tx.synonyms.get(projectId),
        )
        return { data, version: withTypes(versionOf(project), await tx.blockTypes.version(projectId)) }
      })
    },

    /** Applies a sync body in one transaction; docs/api.md (Sync) has every rule. */
    async sync(projectId: string, body: unknown, author: Author | null = null): Promise<SyncResult> {
      const request = parseSyncRequest(body, limits)
      return store.transaction(async (tx) => {
        const project = await tx.lockProject(projectId)
        if (!project) throw new NotFoundError(`Project "${projectId}" not found`)
        if (request.expectedRevision !== undefined && request.expectedRevision !== project.revision) {
          throw new ConflictError(
            `Project "${projectId}" is at revision ${project.revision}, not the expected ${request.expectedRevision}; fetch it again and retry`,
          )
        }
        const keys = request.blocks.map((entry) => entry.key)
        const [stored, allKeys, sections, maxPositions] = [
          await tx.getBlocksByKeys(projectId, keys),
          request.mode === 'replace' ? await tx.listBlockKeys(projectId) : [],
          await tx.listSections(projectId),
          await tx.maxPositions(projectId),
        ]
        const now = clock.now().toISOString()
        const storedByKey = new Map(stored.map((block) => [block.key, block]))
        const plan = planSync(
          request,
          {
            stored: storedByKey,
            allKeys,
            sections,
            maxPositions,
            // Read under the project lock: a type saved meanwhile waits for this sync, and the
            // other way round (see type-service.ts). Only the types the blocks use are read, and
            // their schemas run in the schema threads, never on the event loop.
            types: await checkedTypeRules(
              schemas,
              await tx.blockTypes.listNamed(projectId, typesUsed(request, stored)),
              typedValues(request, storedByKey),
              PROBLEMS_REPORTED,
            ),
          },
          now,
          newId,
        )
        const revision = project.revision + (plan.changed ? 1 : 0)
        if (!request.dryRun && plan.changed) {
          // A section lives as long as it holds a block: one emptied by this sync goes with it,
          // and comes back after the existing sections if a later sync uses it again.
          await writeRevision(
            tx,
            projectId,
            { ...plan, deleteEmptySections: plan.vacatesSections },
            revisionRecord(project, revision, now, 'sync', author, request.message),
          )
        }
        return {
          revision,
          created: plan.created.map((block) => block.key),
          updated: plan.updated.map((block) => block.key),
          unchanged: plan.unchanged,
          deleted: plan.deleted,
          dryRun: request.dryRun,
        }
      })
    },

    /** Deletes one block as a revision of its own; an unknown key is a 404. */
    async deleteBlock(
      projectId: string,
      key: string,
      options: { expectedRevision?: number; message?: string } = {},
      author: Author | null = null,
    ): Promise<SyncResult> {
      const problem = messageProblemOf(options.message)
      if (problem) throw validationFailed('Invalid message', [{ path: 'message', message: problem }])
      return store.transaction(async (tx) => {
        const project = await tx.lockProject(projectId)
        if (!project) throw new NotFoundError(`Project "${projectId}" not found`)
        if (options.expectedRevision !== undefined && options.expectedRevision !== project.revision) {
          throw new ConflictError(
            `Project "${projectId}" is at revision ${project.revision}, not the expected ${options.expectedRevision}; nothing was deleted. Fetch it again and retry`,
          )
        }
        if (!(await tx.getBlock(projectId, key)))
          throw new NotFoundError(`Block "${key}" not found in project "${projectId}"`)
        const revision = project.revision + 1
        const now = clock.now().toISOString()
        await tx.deleteBlocks(projectId, [key])
        // A section lives as long as it holds a block (as after a sync).
        await tx.deleteEmptySections(projectId)
        await tx.updateProject(projectId, { revision, updatedAt: now })
        await recordRevision(
          tx,
          projectId,
          revisionRecord(project, revision, now, 'delete', author, options.message),
          [deletedVersion(revision, key)],
        )
        return { revision, created: [], updated: [], unchanged: [], deleted: [key], dryRun: false }
      })
    },
  }
}

function pageAt(
  state: PastBlock[],
  filter: BlockFilter,
  limit: number,
  after: BlockCursor | null,
): BlockPage {
  // One extra block tells whether another page follows, so the last page has no cursor.
  const rows = pageOf(state, filter, after, limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({ ordinal: last.ordinal, position: last.block.position, key: last.block.key })
      : null
  return { blocks: page.map((entry) => entry.block), nextCursor }
}

async function requireIn(tx: StoreOps, projectId: string): Promise<Project> {
  const project = await tx.getProject(projectId)
  if (!project) throw new NotFoundError(`Project "${projectId}" not found`)
  return project
}

/** The types a sync's blocks have once merged: the entry's, else the stored block's. */
function typesUsed(request: SyncRequest, stored: Block[]): string[] {
  const storedType = new Map(stored.map((block) => [block.key, block.type]))
  const types = new Set<string>()
  for (const entry of request.blocks) {
    const type = entry.type ?? storedType.get(entry.key)
    if (type !== undefined) types.add(type)
  }
  return [...types]
}

/** `version` of a project whose custom types are at `typesVersion`. */
function withTypes(version: ProjectVersion, typesVersion: number): ProjectVersion {
  return { ...version, generation: `${version.generation}t${typesVersion}` }
}

/** The export of `project` holding `blocks` (in canonical order), grouped by section. */
function exportOf(
  project: Project,
  blocks: Block[],
  types: CustomType[],
  synonyms: SynonymGroups,
): ProjectExport {
  const sections: ExportedSection[] = []
  for (const block of blocks) {
    let current = sections.at(-1)
    if (current?.type !== block.section) {
      current = { type: block.section, title: sectionTitle(block.section), blocks: [] }
      sections.push(current)
    }
    current.blocks.push(block)
  }
  return {
    format: EXPORT_FORMAT,
    exportedAt: project.updatedAt,
    project,
    types: types.map(({ type, title, schema, requiredForComplete }) => ({
      type,
      title,
      schema,
      requiredForComplete,
    })),
    synonyms,
    sections,
  }
}

/** The record of a revision a change makes (sync, delete, restore). */
export function revisionRecord(
  project: Project,
  revision: number,
  createdAt: string,
  kind: RevisionKind,
  author: Author | null,
  message: string | undefined,
): RevisionRecord {
  return {
    revision,
    createdAt,
    kind,
    ...authorFields(author),
    message: message ?? null,
    project: projectFields(project),
  }
}

/** The version saying `key` was deleted by `revision`. */
export function deletedVersion(revision: number, key: string): BlockVersion {
  return { revision, key, change: 'deleted', block: null, sectionOrdinal: null }
}

/** What a sync or a restore writes: the planned block changes and the sections they need. */
export interface PlannedChange {
  newSections: SectionRecord[]
  created: Block[]
  updated: Block[]
  deleted: string[]
  ordinals: Map<string, number>
  /** Whether a section may have lost its last block (then empty sections are deleted). */
  deleteEmptySections: boolean
}

/**
 * Writes `change` as revision `record.revision` of the project, in the caller's transaction:
 * the blocks, the sections, the project's revision, and the revision record with every block's
 * state after it (sync and restore share it, so both leave the same history).
 */
export async function writeRevision(
  tx: StoreOps,
  projectId: string,
  change: PlannedChange,
  record: RevisionRecord,
): Promise<void> {
  await tx.insertSections(projectId, change.newSections)
  await tx.deleteBlocks(projectId, change.deleted)
  await tx.updateBlocks(projectId, change.updated, change.ordinals)
  await tx.insertBlocks(projectId, change.created, change.ordinals)
  if (change.deleteEmptySections) await tx.deleteEmptySections(projectId)
  await tx.updateProject(projectId, { revision: record.revision, updatedAt: record.createdAt })
  const versionOf = (block: Block, kind: 'created' | 'updated'): BlockVersion => ({
    revision: record.revision,
    key: block.key,
    change: kind,
    block,
    sectionOrdinal: change.ordinals.get(block.section) ?? null,
  })
  await recordRevision(tx, projectId, record, [
    ...change.created.map((block) => versionOf(block, 'created')),
    ...change.updated.map((block) => versionOf(block, 'updated')),
    ...change.deleted.map((key) => deletedVersion(record.revision, key)),
  ])
}

export type BlockService = ReturnType<typeof createBlockService>
