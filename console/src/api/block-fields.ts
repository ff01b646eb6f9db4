/**
 * What the block's definition (src/domain/contract/block.ts) tells the console.
 * Do not edit: run `npx tsx scripts/generate-console-api-types.ts` after changing a block field.
 */

/** What a person calls each field of a block. */
export const BLOCK_FIELD_LABELS: Readonly<Record<string, string>> = {
  id: 'Id',
  key: 'Key',
  type: 'Type',
  section: 'Section',
  name: 'Block name',
  status: 'Status',
  value: 'Value',
  position: 'Position',
  createdAt: 'Created',
  updatedAt: 'Updated',
}

/** The fields the block editor sets, in the order diffs list them (the value last). */
export const EDITED_FIELDS = ['type', 'section', 'name', 'status', 'value'] as const

export const STATUSES = ['empty', 'draft', 'complete'] as const
