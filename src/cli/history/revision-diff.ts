import {
  type ApiBlock,
  type ApiChangePage,
  type ApiRevisionDetail,
  PctxApiError,
  type PctxClient,
} from '../../client/pctx-client.js'
import type { JsonObject } from '../../domain/model.js'
import { blockChanges, type FieldChange, formatChange } from '../context-files/block-diff.js'

/** One block that differs between two states of a project. */
export interface BlockDifference {
  key: string
  change: 'created' | 'updated' | 'deleted'
  before: ApiBlock | null
  after: ApiBlock | null
  /** Field by field, as push shows them (empty for a creation or deletion). */
  fields: FieldChange[]
}

const compared = (block: ApiBlock) => ({ ...block, value: block.value as JsonObject })

/**
 * What changed for one key from `before` to `after`; null when nothing did (a block created
 * and deleted again within a range, or changed and changed back).
 */
function difference(key: string, before: ApiBlock | null, after: ApiBlock | null): BlockDifference | null {
  if (before === null && after === null) return null
  if (before === null) return { key, change: 'created', before, after, fields: [] }
  if (after === null) return { key, change: 'deleted', before, after, fields: [] }
  const fields = blockChanges(compared(before), compared(after))
  return fields.length === 0 ? null : { key, change: 'updated', before, after, fields }
}

const ORDER = { created: 0, updated: 1, deleted: 2 } as const

/** `section/key`, as search shows a block (pull's file without `.md`). */
const where = (difference: BlockDifference) => {
  const block = (difference.after ?? difference.before) as ApiBlock
  return `${block.section}/${difference.key}`
}

/** Created, then updated, then deleted, each by section and key: the order push lists files in. */
function sorted(differences: BlockDifference[]): BlockDifference[] {
  return differences
    .map((difference) => ({ difference, at: where(difference) }))
    .sort(
      (a, b) =>
        ORDER[a.difference.change] - ORDER[b.difference.change] || (a.at < b.at ? -1 : a.at > b.at ? 1 : 0),
    )
    .map(({ difference }) => difference)
}

/** What one revision changed, from the blocks before and after it the server recorded. */
export function revisionDifferences(detail: ApiRevisionDetail): BlockDifference[] {
  const out: BlockDifference[] = []
  for (const change of detail.changes) {
    const found = difference(change.key, change.before, change.after)
    if (found) out.push(found)
  }
  return sorted(out)
}

/**
 * The feed's first page after `older`. The feed refuses an `older` before the recorded history
 * (pruned, or before a database's history started) with advice for feed readers ("read the
 * export"); for a diff the point is the revision itself, so the answer is the one `diff <rev>`
 * gives for it: the revision is not recorded, and which are (or that the project does not exist).
 */
async function firstPage(client: PctxClient, projectId: string, older: number): Promise<ApiChangePage> {
  try {
    return await client.listChanges(projectId, older)
  } catch (error) {
    if (!(error instanceof PctxApiError) || error.status !== 404) throw error
    await client.getRevision(projectId, older)
    throw error
  }
}

/**
 * The difference between the project at revision `from` and at revision `to` (either order),
 * built without point-in-time reads: the change feed after the older revision, up to the newer,
 * gives every key that changed and its last state; the record of the revision that first
 * changed a key in the range gives its state before it. So the cost is one pass over the
 * feed entries in the range, plus one revision read per distinct first-changing revision.
 */
export async function rangeDifferences(
  client: PctxClient,
  projectId: string,
  from: number,
  to: number,
): Promise<BlockDifference[]> {
  const [older, newer] = from < to ? [from, to] : [to, from]
  /** Per key: the first revision in the range that changed it, and its state after the last. */
  const touched = new Map<string, { first: number; last: ApiBlock | null }>()
  let cursor: string | undefined
  let checked = false
  feed: do {
    const page = checked
      ? await client.listChanges(projectId, older, cursor ? { cursor } : {})
      : await firstPage(client, projectId, older)
    if (!checked && newer > page.revision) {
      throw new Error(
        `revision ${newer} of project "${projectId}" is not made yet: its latest revision is ${page.revision}`,
      )
    }
    checked = true
    for (const change of page.changes) {
      if (change.revision > newer) break feed
      const seen = touched.get(change.key)
      if (seen) seen.last = change.block
      else touched.set(change.key, { first: change.revision, last: change.block })
    }
    cursor = page.nextCursor ?? undefined
  } while (cursor)

  const keysByFirst = new Map<number, string[]>()
  for (const [key, { first }] of touched) {
    const keys = keysByFirst.get(first)
    if (keys) keys.push(key)
    else keysByFirst.set(first, [key])
  }
  const atOlder = new Map<string, ApiBlock | null>()
  for (const [revision, keys] of keysByFirst) {
    const detail = await client.getRevision(projectId, revision)
    const beforeOf = new Map(detail.changes.map((change) => [change.key, change.before]))
    for (const key of keys) atOlder.set(key, beforeOf.get(key) ?? null)
  }

  const out: BlockDifference[] = []
  for (const [key, { last }] of touched) {
    const before = atOlder.get(key) ?? null
    const found = from < to ? difference(key, before, last) : difference(key, last, before)
    if (found) out.push(found)
  }
  return sorted(out)
}

/**
 * The differences as readable lines, the way push shows its diff: `+` created, `~` updated
 * with its fields, `-` deleted, then a one-line count.
 */
export function formatDifferences(differences: BlockDifference[]): string[] {
  const lines: string[] = []
  for (const difference of differences) {
    if (difference.change === 'created') {
      const { type, name } = difference.after as ApiBlock
      lines.push(`+ ${where(difference)}  created (${type} "${name}")`)
    } else if (difference.change === 'deleted') {
      lines.push(`- ${where(difference)}  deleted`)
    } else {
      lines.push(`~ ${where(difference)}  updated`)
      for (const change of difference.fields)
        for (const line of formatChange(change)) lines.push(`    ${line}`)
    }
  }
  const count = (change: BlockDifference['change']) => differences.filter((d) => d.change === change).length
  lines.push(`${count('created')} created, ${count('updated')} updated, ${count('deleted')} deleted`)
  return lines
}
