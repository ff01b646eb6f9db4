import { useRef } from 'preact/hooks'
import { describedBy, FieldErrors } from '../field.js'

/**
 * Items edited one by one: each its own labelled text box with buttons to move it up or down
 * and to remove it, and a button to add one, all usable from the keyboard. The focus follows
 * the item moved, added or next to the one removed. Used by lists and by the persona's goals and
 * pain points.
 */
export function ItemsEditor({
  id,
  legend,
  noun,
  hint,
  items,
  onItems,
  itemId,
  itemLabel,
  errorsAt,
  errors,
}: {
  /** For the group's hint and errors. */
  id: string
  legend: string
  /** What one item is called in button names: "goal" → "Remove goal 2", "Add goal". */
  noun: string
  hint?: string
  items: readonly string[]
  onItems: (items: string[]) => void
  itemId: (index: number) => string
  itemLabel: (index: number) => string
  /** Problems about one item, shown beside it. */
  errorsAt: (index: number) => readonly string[]
  /** Problems about the whole field. */
  errors: readonly string[]
}) {
  const focusAfter = useRef<number | null>(null)
  const set = (next: string[], focus: number | null = null) => {
    focusAfter.current = focus
    onItems(next)
  }
  const move = (from: number, to: number) => {
    const next = [...items]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item as string)
    set(next, to)
  }
  const groupErrorsId = `${id}-all`
  return (
    <fieldset class="items-field" aria-describedby={describedBy(groupErrorsId, false, errors)}>
      <legend>{legend}</legend>
      {hint && <p class="hint">{hint}</p>}
      {items.length === 0 && <p class="meta">No {noun}s yet.</p>}
      <ol class="list-items">
        {items.map((item, i) => {
          const inputId = itemId(i)
          const itemErrors = errorsAt(i)
          return (
            <li key={i}>
              <label class="visually-hidden" for={inputId}>
                {itemLabel(i)}
              </label>
              <input
                id={inputId}
                type="text"
                value={item}
                ref={(element) => {
                  if (element && focusAfter.current === i) {
                    focusAfter.current = null
                    element.focus()
                  }
                }}
                aria-describedby={describedBy(inputId, false, itemErrors)}
                aria-invalid={itemErrors.length > 0 ? true : undefined}
                onInput={(event) => set(items.map((old, j) => (j === i ? event.currentTarget.value : old)))}
              />
              <button
                type="button"
                class="button-secondary button-small"
                aria-label={`Move ${noun} ${i + 1} up`}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                Up
              </button>
              <button
                type="button"
                class="button-secondary button-small"
                aria-label={`Move ${noun} ${i + 1} down`}
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
              >
                Down
              </button>
              <button
                type="button"
                class="button-secondary button-small"
                aria-label={`Remove ${noun} ${i + 1}`}
                onClick={() =>
                  set(
                    items.filter((_, j) => j !== i),
                    Math.min(i, items.length - 2),
                  )
                }
              >
                Remove
              </button>
              <div class="item-errors">
                <FieldErrors id={inputId} errors={itemErrors} />
              </div>
            </li>
          )
        })}
      </ol>
      <button type="button" class="button-secondary" onClick={() => set([...items, ''], items.length)}>
        Add {noun}
      </button>
      <FieldErrors id={groupErrorsId} errors={errors} />
    </fieldset>
  )
}
