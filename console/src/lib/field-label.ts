import { labelOf } from './schema-form.js'

/** Block fields the editor labels itself (the value's own fields are labelled from their names). */
const BLOCK_FIELDS: Readonly<Record<string, string>> = {
  key: 'Key',
  type: 'Type',
  section: 'Section',
  name: 'Block name',
  status: 'Status',
  position: 'Position',
  value: 'Value',
}

/**
 * What a person calls a changed field: the label the editor gives it (`value.pain_points` →
 * "Pain points", `name` → "Block name"), for revision diffs and conflicts. A nested path stays as
 * the API gives it: no form label names it.
 */
export function fieldLabel(path: string): string {
  const block = BLOCK_FIELDS[path]
  if (block) return block
  const field = /^value\.([^.[\]]+)$/.exec(path)?.[1]
  return field ? labelOf(field) : path
}
