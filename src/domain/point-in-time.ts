import { revisionNotRecorded } from './history.js'
import type { Block, Project } from './model.js'
import type { BlockCursor, BlockFilter, StoreOps } from './store.js'

/**
 * A project as a past revision N left it, rebuilt from the versions history recorded: its own
 * fields, its blocks in canonical order, and pages of them. Whether a read at N is served from
 * here or from the current state is decided by read-at-revision.ts.
 */

/** A block at a past revision with its section's place in canonical order then. */
export interface PastBlock {
  block: Block
  ordinal: number
}

/**
 * The project's own fields as revision `revision` left them: name, description and visibility
 * recorded with it, `updatedAt` the time it was made. 404 when it is not recorded.
 */
export async function projectAt(tx: StoreOps, project: Project, revision: number): Promise<Project> {
  const record = revision <= project.revision ? await tx.history.get(project.id, revision) : undefined
  if (!record) throw await revisionNotRecorded(tx.history, project.id, revision)
  return {
    id: project.id,
    name: record.project.name,
    description: record.project.description,
    public: record.project.public,
    revision,
    createdAt: project.createdAt,
    updatedAt: record.createdAt,
  }
}

/** Every block live at `revision`, in canonical order (section ordinal then, position, key). */
export async function blocksAt(tx: StoreOps, projectId: string, revision: number): Promise<PastBlock[]> {
  const versions = await tx.history.stateAt(projectId, revision)
  const blocks: PastBlock[] = []
  for (const version of versions) {
    if (version.block !== null) blocks.push({ block: version.block, ordinal: version.sectionOrdinal ?? 0 })
  }
  return blocks.sort(compareCanonical)
}

function compareCanonical(a: PastBlock, b: PastBlock): number {
  if (a.ordinal !== b.ordinal) return a.ordinal - b.ordinal
  if (a.block.position !== b.block.position) return a.block.position - b.block.position
  return compareKeys(a.block.key, b.block.key)
}

/**
 * Keys compared as both databases order them (keys are ASCII by their syntax, so code-unit
 * order is byte order, SQLite's BINARY and PostgreSQL's "C" collation alike).
 */
function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Whether `entry` comes strictly after `cursor` in canonical order. */
function isAfter(entry: PastBlock, cursor: BlockCursor): boolean {
  if (entry.ordinal !== cursor.ordinal) return entry.ordinal > cursor.ordinal
  if (entry.block.position !== cursor.position) return entry.block.position > cursor.position
  return compareKeys(entry.block.key, cursor.key) > 0
}

/** Whether `block` passes the list filters. */
function matches(block: Block, filter: BlockFilter): boolean {
  return (
    (filter.section === undefined || block.section === filter.section) &&
    (filter.status === undefined || block.status === filter.status) &&
    (filter.type === undefined || block.type === filter.type)
  )
}

/**
 * One page of `blocks` (in canonical order) after `after`, like `StoreOps.listBlocks` on the
 * current state: at most `limit` blocks passing `filter`.
 */
export function pageOf(
  blocks: PastBlock[],
  filter: BlockFilter,
  after: BlockCursor | null,
  limit: number,
): PastBlock[] {
  const out: PastBlock[] = []
  for (const entry of blocks) {
    if (out.length === limit) break
    if (after && !isAfter(entry, after)) continue
    if (matches(entry.block, filter)) out.push(entry)
  }
  return out
}
