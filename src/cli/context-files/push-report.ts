import type { ApiSyncResult } from '../../client/pctx-client.js'
import { type FieldChange, formatChange } from './block-diff.js'
import type { PushDiff } from './push-plan.js'
import type { Conflict, ServerChange, ThreeWay } from './three-way.js'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

const indented = (changes: FieldChange[]) =>
  changes.flatMap((change) => formatChange(change).map((line) => `    ${line}`))

const SERVER_CHANGE: Record<ServerChange['kind'], string> = {
  edited: 'edited on the server since the pull (kept; pctx pull brings it here)',
  created: 'created on the server since the pull (kept)',
  deleted: 'deleted on the server since the pull (not re-created)',
}

const CONFLICT: Record<Conflict['kind'], string> = {
  'edited-both': 'edited on the server and in the folder since the pull (server → local)',
  'created-both': 'created on the server and in the folder (server → local)',
  'deleted-on-server': 'deleted on the server, edited in the folder (pulled → local)',
  'deleted-locally': 'file deleted (--prune), block edited on the server (pulled → server)',
}

/** A conflict as readable lines: the key's file, what happened, then both versions field by field. */
export function formatConflict(conflict: Conflict, forced: boolean): string[] {
  const outcome = forced ? '; --force: the folder wins' : ''
  return [`! ${conflict.file}  conflict: ${CONFLICT[conflict.kind]}${outcome}`, ...indented(conflict.changes)]
}

/**
 * The diff as readable lines, like `git status` meets `terraform plan`:
 * `+` created, `~` updated (with its field changes), `-` deleted, `?` only on the server,
 * `<` changed on the server since the pull (kept), `!` conflicts, then a one-line count.
 */
export function formatDiff(diff: PushDiff, view: ThreeWay | null = null, forced = false): string[] {
  const lines: string[] = []
  for (const block of diff.created) lines.push(`+ ${block.file}  created (${block.type} "${block.name}")`)
  for (const block of diff.updated) {
    lines.push(`~ ${block.file}  updated`)
    for (const change of block.changes) for (const line of formatChange(change)) lines.push(`    ${line}`)
  }
  for (const block of diff.deleted) lines.push(`- ${block.file}  deleted`)
  for (const block of diff.serverOnly)
    lines.push(`? ${block.file}  only on the server (kept; --prune would delete it)`)
  for (const change of view?.serverChanges ?? [])
    lines.push(`< ${change.file}  ${SERVER_CHANGE[change.kind]}`, ...indented(change.changes))
  for (const conflict of view?.conflicts ?? []) lines.push(...formatConflict(conflict, forced))
  const counts = `${diff.created.length} created, ${diff.updated.length} updated, ${diff.unchanged.length} unchanged, ${diff.deleted.length} deleted`
  const serverChanges = view?.serverChanges.length ?? 0
  const conflicts = view?.conflicts.length ?? 0
  lines.push(
    serverChanges + conflicts === 0
      ? counts
      : `${counts}; ${serverChanges} changed on the server (kept), ${plural(conflicts, 'conflict')}`,
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
