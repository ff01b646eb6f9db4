import { useEffect } from 'preact/hooks'
import { itemsOf } from '../../lib/block-types.js'
import { emptyItemProblems } from '../../lib/draft-problems.js'
import { messagesOf } from '../../lib/problems.js'
import { ItemsEditor } from './items-editor.js'
import type { ValueEditorProps } from './value-editor-props.js'

/** A list's items, added, edited, removed and reordered one by one; an empty item is a problem. */
export function ListEditor({ value, onChange, onLocalProblems, problems }: ValueEditorProps) {
  const items = itemsOf(value)
  const itemsKey = JSON.stringify(items)
  useEffect(() => {
    onLocalProblems(emptyItemProblems('value.items', items, 'item', false))
  }, [itemsKey])
  return (
    <ItemsEditor
      id="list-items"
      legend="Items"
      noun="item"
      items={items}
      onItems={(next) => onChange({ ...value, items: next })}
      itemId={(i) => `list-item-${i}`}
      itemLabel={(i) => `Item ${i + 1}`}
      errorsAt={(i) => messagesOf(problems, `value.items[${i}]`)}
      errors={messagesOf(problems, 'value.items')}
    />
  )
}
