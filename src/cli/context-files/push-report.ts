import type { ApiSyncResult } from '../../client/pctx-client.js'
import { formatChange } from './block-diff.js'
import type { PushDiff } from './push-plan.js'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * The diff as readable lines, like `git status` meets `terraform plan`:
 * `+` created, `~` updated (with its field changes), `-` deleted, `?` only on the server,
 * then a one-line count.
 */
export function formatDiff(diff: PushDiff): string[] {
  const lines: string[] = []
  for (const block of diff.created) lines.push(`+ ${block.file}  created (${block.type} "${block.name}")`)
  for (const block of diff.updated) {
    lines.push(`~ ${block.file}  updated`)
    for (const change of block.changes) for (const line of formatChange(change)) lines.push(`    ${line}`)
  }
  for (const block of diff.deleted) lines.push(`- ${block.file}  deleted`)
  for (const block of diff.serverOnly)
    lines.push(`? ${block.file}  only on the server (kept; --prune would delete it)`)
  lines.push(
    `${diff.created.length} created, ${diff.updated.length} updated, ${diff.unchanged.length} unchanged, ${diff.deleted.length} deleted`,
  )
  return lines
}

/** How many blocks a push changes, in words. */
export function changeCount(diff: PushDiff): string {
  return plural(diff.created.length + diff.updated.length + diff.deleted.length, 'block')
}

/**
 * Keys on which the server's answer and the local diff disagree (none unless the server runs
 * other rules than this CLI, e.g. another version).
 */
export function disagreements(diff: PushDiff, result: ApiSyncResult): string[] {
  const local = {
    created: diff.created.map((block) => block.key),
    updated: diff.updated.map((block) => block.key),
    unchanged: diff.unchanged,
    deleted: diff.deleted.map((block) => block.key),
  }
  const out: string[] = []
  for (const kind of ['created', 'updated', 'unchanged', 'deleted'] as const) {
    const expected = new Set(local[kind])
    const actual = new Set(result[kind])
    for (const key of actual) if (!expected.has(key)) out.push(`${key} (server: ${kind})`)
    for (const key of expected) if (!actual.has(key)) out.push(`${key} (local diff: ${kind})`)
  }
  return out
}
