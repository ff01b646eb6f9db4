import { PERSONA_FIELDS, textOf } from '../../lib/block-types.js'
import { messagesOf } from '../../lib/problems.js'
import { describedBy, Field } from '../field.js'
import type { ValueEditorProps } from './value-editor-props.js'

/** The four persona fields, each its own labelled control. */
export function PersonaEditor({ value, onChange, problems }: ValueEditorProps) {
  return (
    <fieldset>
      <legend>Persona</legend>
      {PERSONA_FIELDS.map((field) => {
        const id = `persona-${field.name}`
        const errors = messagesOf(problems, `value.${field.name}`)
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
