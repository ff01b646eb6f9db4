import { BLOCK_FIELD_LABELS } from '../api/block-fields.js'
import { labelOf } from './schema-form.js'

/**
 * What a person calls a field at a path the API gives (a changed field, a problem): the block's
 * own fields by the labels of the block's definition (`name` → "Block name"), a list's item by
 * its number (`value.items[2]` → "Item 3", `value.goals[0]` → "Goals, item 1"), a field of the value as the editor labels it
 * (`value.pain_points` → "Pain points"). A nested path stays as the API gives it: no form label
 * names it.
 */
export function fieldLabel(path: string): string {
  const block = BLOCK_FIELD_LABELS[path]
  if (block) return block
  const item = /^value\.([^.[\]]+)\[(\d+)\]$/.exec(path)
  if (item?.[1] === 'items') return `Item ${Number(item[2]) + 1}`
  // A persona's goals or pain points, edited as items: `value.goals[1]` → "Goals, item 2".
  if (item?.[1] !== undefined) return `${labelOf(item[1])}, item ${Number(item[2]) + 1}`
  const field = /^value\.([^.[\]]+)$/.exec(path)?.[1]
  return field ? labelOf(field) : path
}
