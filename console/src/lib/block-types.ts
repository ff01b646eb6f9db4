/**
 * What the console knows of the built-in block types (docs/block-types.md): the persona's
 * fields, the text's markdown and the list's items. The server validates every value again;
 * this only chooses the form and the labels.
 */

export const PERSONA_FIELDS = [
  { name: 'name', label: 'Name', multiline: false },
  { name: 'description', label: 'Description', multiline: true },
  { name: 'goals', label: 'Goals', multiline: true },
  { name: 'pain_points', label: 'Pain points', multiline: true },
] as const

export const BUILT_IN_TYPES = ['persona', 'text', 'list'] as const

export const STATUSES = ['empty', 'draft', 'complete'] as const

/** `brand` → Brand, `release-notes` → Release notes (the server's own titles for sections). */
export function sectionTitle(section: string): string {
  const words = section.split(/[-_]+/).filter(Boolean).join(' ')
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : section
}

/** A value's field as text, whatever its JSON type. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined || value === null) return ''
  return JSON.stringify(value)
}

/** The items of a list value, as strings. */
export function itemsOf(value: Record<string, unknown>): string[] {
  return Array.isArray(value.items) ? value.items.map(textOf) : []
}

const FIELD_LABELS: Record<string, string> = {
  key: 'Key',
  type: 'Type',
  section: 'Section',
  name: 'Block name',
  status: 'Status',
  'value.content': 'Content',
  'value.items': 'Items',
  ...Object.fromEntries(PERSONA_FIELDS.map(({ name, label }) => [`value.${name}`, label])),
}

/**
 * What a person calls the field at a problem's path (`value.goals` → Goals, `value.items[2]` →
 * Item 3), for the summary of a failed save; paths the form has no label for stay as they are.
 */
export function fieldLabel(path: string): string {
  const item = /^value\.items\[(\d+)\]$/.exec(path)
  if (item) return `Item ${Number(item[1]) + 1}`
  return FIELD_LABELS[path] ?? path
}
