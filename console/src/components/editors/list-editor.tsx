import { useRef } from 'preact/hooks'
import { itemsOf } from '../../lib/block-types.js'
import { messagesOf } from '../../lib/problems.js'
import { describedBy, FieldErrors } from '../field.js'
import type { ValueEditorProps } from './value-editor-props.js'

/**
 * List items, each its own text box with buttons to move it up or down and to remove it, and a
 * button to add one: all of it usable from the keyboard.
 */
export function ListEditor({ value, onChange, problems }: ValueEditorProps) {
  const items = itemsOf(value)
  const focusAfter = useRef<number | null>(null)
  const set = (next: string[], focus: number | null = null) => {
    focusAfter.current = focus
    onChange({ ...value, items: next })
  }
  const move = (from: number, to: number) => {
    const next = [...items]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item as string)
    set(next, to)
  }
  const listErrors = messagesOf(problems, 'value.items')
  return (
    <fieldset aria-describedby={describedBy('list-items', false, listErrors)}>
      <legend>Items</legend>
      {items.length === 0 && <p class="meta">No items yet.</p>}
      <ol class="list-items">
        {items.map((item, i) => {
          const id = `list-item-${i}`
          const errors = messagesOf(problems, `value.items[${i}]`)
          return (
            <li key={i}>
              <label class="visually-hidden" for={id}>
                Item {i + 1}
              </label>
              <input
                id={id}
                type="text"
                value={item}
                ref={(element) => {
                  if (element && focusAfter.current === i) {
                    focusAfter.current = null
                    element.focus()
                  }
                }}
                aria-describedby={describedBy(id, false, errors)}
                aria-invalid={errors.length > 0 ? true : undefined}
                onInput={(event) => set(items.map((old, j) => (j === i ? event.currentTarget.value : old)))}
              />
              <button
                type="button"
                class="button-secondary button-small"
                aria-label={`Move item ${i + 1} up`}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                Up
              </button>
              <button
                type="button"
                class="button-secondary button-small"
                aria-label={`Move item ${i + 1} down`}
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
              >
                Down
              </button>
              <button
                type="button"
                class="button-secondary button-small"
                aria-label={`Remove item ${i + 1}`}
                onClick={() =>
                  set(
                    items.filter((_, j) => j !== i),
                    Math.min(i, items.length - 2),
                  )
                }
              >
                Remove
              </button>
              <FieldErrors id={id} errors={errors} />
            </li>
          )
        })}
      </ol>
      <button type="button" class="button-secondary" onClick={() => set([...items, ''], items.length)}>
        Add item
      </button>
      <FieldErrors id="list-items" errors={listErrors} />
    </fieldset>
  )
}
