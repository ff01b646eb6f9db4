/**
 * What changed between two texts, line by line, for the history pages. The lines both share at
 * the start and at the end are kept; what lies between is shown as removed then added. That is
 * linear in the length of the texts (no quadratic alignment on user content), and exact for the
 * usual edit: one place of a text changed.
 */
import { EDITED_FIELDS } from '../api/block-fields.js'

export interface DiffLine {
  kind: 'same' | 'removed' | 'added'
  text: string
}

/** The line diff of `before` → `after`. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before === '' ? [] : before.split('\n')
  const b = after === '' ? [] : after.split('\n')
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const lines: DiffLine[] = []
  for (let i = 0; i < start; i++) lines.push({ kind: 'same', text: a[i] as string })
  for (let i = start; i < endA; i++) lines.push({ kind: 'removed', text: a[i] as string })
  for (let i = start; i < endB; i++) lines.push({ kind: 'added', text: b[i] as string })
  for (let i = endA; i < a.length; i++) lines.push({ kind: 'same', text: a[i] as string })
  return lines
}

/** A field's value as text to read: strings as they are, nothing as "(none)", the rest as JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '(none)'
  if (typeof value === 'string') return value
  return JSON.stringify(value, null, 2)
}

/** JSON with object keys sorted, so two values holding the same data compare equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      const sorted: Record<string, unknown> = {}
      for (const key of Object.keys(item).sort()) sorted[key] = (item as Record<string, unknown>)[key]
      return sorted
    }
    return item
  })
}

/** The fields of a block people edit. */
export interface EditableBlock {
  type: string
  section: string
  name: string
  status: string
  value: Record<string, unknown>
}

/**
 * The fields in which two versions of a block differ (`name`, `status`, `value.goals`…), in the
 * order the history shows them: what to point at when two people saved different things.
 */
export function differingFields(mine: EditableBlock, theirs: EditableBlock): string[] {
  const fields: string[] = []
  for (const field of EDITED_FIELDS) {
    if (field === 'value') continue
    if (mine[field] !== theirs[field]) fields.push(field)
  }
  const keys = [...new Set([...Object.keys(mine.value), ...Object.keys(theirs.value)])].sort()
  for (const key of keys) {
    if (canonicalJson(mine.value[key]) !== canonicalJson(theirs.value[key])) fields.push(`value.${key}`)
  }
  return fields
}
