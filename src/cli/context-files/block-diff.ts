import { isJsonObject, jsonEqual } from '../../domain/content.js'
import { type ComparableContent, SCALAR_FIELDS } from '../../domain/contract/block.js'

/**
 * A changed field of a block: `field` is `name`, `status`, `value.goals`… `before` is absent
 * for a field that is added, `after` for one that is removed.
 */
export interface FieldChange {
  field: string
  before?: unknown
  after?: unknown
}

/** The fields of a block a diff compares (a stored block, a file's block, a pulled one). */
export type ComparedBlock = ComparableContent

function valueChanges(path: string, before: unknown, after: unknown, out: FieldChange[]): void {
  if (jsonEqual(before, after)) return
  if (isJsonObject(before) && isJsonObject(after)) {
    const keys = [...Object.keys(before), ...Object.keys(after).filter((key) => !Object.hasOwn(before, key))]
    for (const key of keys) {
      const child = `${path}.${key}`
      if (!Object.hasOwn(after, key)) out.push({ field: child, before: before[key] })
      else if (!Object.hasOwn(before, key)) out.push({ field: child, after: after[key] })
      else valueChanges(child, before[key], after[key], out)
    }
    return
  }
  out.push({ field: path, before, after })
}

/** Field-level changes from a stored block to what a push makes of it, in a stable order. */
export function blockChanges(before: ComparedBlock, after: ComparedBlock): FieldChange[] {
  const changes: FieldChange[] = []
  for (const field of SCALAR_FIELDS) {
    if (before[field] !== after[field]) changes.push({ field, before: before[field], after: after[field] })
  }
  valueChanges('value', before.value, after.value, changes)
  return changes
}

type DiffLine = { op: ' ' | '-' | '+'; text: string }

/** Largest table the line diff builds; beyond it the lines are shown as removed and added. */
const MAX_DIFF_CELLS = 4_000_000

/** A line diff by longest common subsequence (values are ≤ 64 KiB, so the table stays small). */
export function diffLines(before: string[], after: string[]): DiffLine[] {
  const n = before.length
  const m = after.length
  if (n * m > MAX_DIFF_CELLS) {
    return [
      ...before.map((text) => ({ op: '-' as const, text })),
      ...after.map((text) => ({ op: '+' as const, text })),
    ]
  }
  // lcs[i][j]: length of the LCS of before[i..] and after[j..], as one flat array.
  const width = m + 1
  const lcs = new Uint32Array((n + 1) * width)
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * width + j] =
        before[i] === after[j]
          ? (lcs[(i + 1) * width + j + 1] as number) + 1
          : Math.max(lcs[(i + 1) * width + j] as number, lcs[i * width + j + 1] as number)
    }
  }
  const out: DiffLine[] = []
  let i = 0
  let j = 0
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      out.push({ op: ' ', text: before[i] as string })
      i++
      j++
    } else if (
      i < n &&
      (j === m || (lcs[(i + 1) * width + j] as number) >= (lcs[i * width + j + 1] as number))
    ) {
      // Removals before additions, as in a unified diff.
      out.push({ op: '-', text: before[i] as string })
      i++
    } else {
      out.push({ op: '+', text: after[j] as string })
      j++
    }
  }
  return out
}

/** Keeps changed lines and one line of context around them; gaps become `…`. */
function withContext(lines: DiffLine[]): string[] {
  const keep = lines.map(
    (line, index) =>
      line.op !== ' ' ||
      lines[index - 1]?.op === '-' ||
      lines[index - 1]?.op === '+' ||
      (lines[index + 1]?.op ?? ' ') !== ' ',
  )
  const out: string[] = []
  lines.forEach((line, index) => {
    if (keep[index]) out.push(`${line.op} ${line.text}`.trimEnd())
    else if (keep[index - 1] || (index === 0 && !keep[0])) out.push('  …')
  })
  return out
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && !item.includes('\n'))

const show = (value: unknown) => JSON.stringify(value)

/**
 * A change as readable lines: `name: "Old" → "New"` for short values; a line diff for
 * multi-line text (a text block's content) and for lists of strings (a list block's items).
 */
export function formatChange(change: FieldChange): string[] {
  const { field, before, after } = change
  if (!('before' in change)) return [`${field}: added ${show(after)}`]
  if (!('after' in change)) return [`${field}: removed (was ${show(before)})`]
  if (
    typeof before === 'string' &&
    typeof after === 'string' &&
    (before.includes('\n') || after.includes('\n'))
  ) {
    return [`${field}:`, ...withContext(diffLines(before.split('\n'), after.split('\n')))]
  }
  if (isStringList(before) && isStringList(after)) {
    return [`${field}:`, ...withContext(diffLines(before, after))]
  }
  return [`${field}: ${show(before)} → ${show(after)}`]
}
