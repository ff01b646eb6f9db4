/**
 * What the console knows of the built-in block types (docs/block-types.md): the persona's
 * fields, the text's markdown and the list's items. The server validates every value again;
 * this only chooses the form and the labels.
 */

export const PERSONA_FIELDS = [
  { name: 'name', label: 'Name', multiline: false, item: null },
  { name: 'description', label: 'Description', multiline: true, item: null },
  // List-like fields: edited as items, stored as one item per line (the value stays a string).
  { name: 'goals', label: 'Goals', multiline: true, item: 'goal' },
  { name: 'pain_points', label: 'Pain points', multiline: true, item: 'pain point' },
] as const

/**
 * The type a new block of a section starts as: a persona in Users (what that section holds),
 * text anywhere else. The person can still choose another.
 */
export function defaultTypeOf(section: string): string {
  return section === 'users' ? 'persona' : 'text'
}

/** A list-like persona field's items: its non-blank lines, or one empty item when it has none. */
export function itemsOfText(text: string): string[] {
  const items = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  return items.length > 0 ? items : ['']
}

/** The stored text of a list-like persona field: one item per line. */
export function textOfItems(items: readonly string[]): string {
  return items.map((item) => item.trim()).join('\n')
}

export const BUILT_IN_TYPES = ['persona', 'text', 'list'] as const

export { sectionTitle } from '../../../src/domain/sections.js'
// The server's own rules, one copy: the statuses of the block's definition, and section titles
// (`release-notes` → Release Notes) from the domain's sections.ts, which imports nothing.
export { STATUSES } from '../api/block-fields.js'
export { fieldLabel } from './field-label.js'

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
