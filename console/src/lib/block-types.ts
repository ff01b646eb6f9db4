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
