import { useEffect, useState } from 'preact/hooks'
import { itemsOfText, PERSONA_FIELDS, textOf, textOfItems } from '../../lib/block-types.js'
import { emptyItemProblems } from '../../lib/draft-problems.js'
import { messagesOf } from '../../lib/problems.js'
import { describedBy, Field } from '../field.js'
import { ItemsEditor } from './items-editor.js'
import type { ValueEditorProps } from './value-editor-props.js'

type ListField = 'goals' | 'pain_points'

/**
 * The persona's fields, each its own labelled control; goals and pain points as items (one per
 * line in the stored string). A field's text is rewritten only when its items are edited, so
 * saving another change leaves it exactly as it was.
 */
export function PersonaEditor({ value, onChange, onLocalProblems, problems }: ValueEditorProps) {
  const [lists, setLists] = useState<Record<ListField, string[]>>(() => ({
    goals: itemsOfText(textOf(value.goals)),
    pain_points: itemsOfText(textOf(value.pain_points)),
  }))
  const listsKey = JSON.stringify(lists)
  useEffect(() => {
    onLocalProblems(
      PERSONA_FIELDS.flatMap((field) =>
        field.item ? emptyItemProblems(`value.${field.name}`, lists[field.name], field.item, true) : [],
      ),
    )
  }, [listsKey])
  return (
    <fieldset>
      <legend>Persona</legend>
      {PERSONA_FIELDS.map((field) => {
        const id = `persona-${field.name}`
        const errors = messagesOf(problems, `value.${field.name}`)
        if (field.item) {
          const name = field.name
          return (
            <ItemsEditor
              key={name}
              id={id}
              legend={field.label}
              noun={field.item}
              hint={`One ${field.item} per box, in order of importance.`}
              items={lists[name]}
              onItems={(items) => {
                setLists((previous) => ({ ...previous, [name]: items }))
                onChange({ ...value, [name]: textOfItems(items) })
              }}
              // The first item keeps the field's id, so a link or a label to the field lands on it.
              itemId={(i) => (i === 0 ? id : `${id}-${i + 1}`)}
              itemLabel={(i) => `${field.label}, item ${i + 1}`}
              errorsAt={(i) => messagesOf(problems, `value.${name}[${i}]`)}
              errors={errors}
            />
          )
        }
        const common = {
          id,
          value: textOf(value[field.name]),
          'aria-describedby': describedBy(id, false, errors),
          'aria-invalid': errors.length > 0 ? true : undefined,
          onInput: (event: Event) =>
            onChange({ ...value, [field.name]: (event.currentTarget as HTMLInputElement).value }),
        }
        return (
          <Field key={field.name} id={id} label={field.label} errors={errors}>
            {field.multiline ? <textarea {...common} rows={4} /> : <input type="text" {...common} />}
          </Field>
        )
      })}
    </fieldset>
  )
}
