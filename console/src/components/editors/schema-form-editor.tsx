import { useState } from 'preact/hooks'
import { messagesOf } from '../../lib/problems.js'
import {
  type FormField,
  type FormInput,
  type FormModel,
  formInputsOf,
  valueOfForm,
} from '../../lib/schema-form.js'
import { describedBy, Field, FieldErrors } from '../field.js'
import type { ValueEditorProps } from './value-editor-props.js'

function Control({
  field,
  input,
  errors,
  onInput,
}: {
  field: FormField
  input: FormInput | undefined
  errors: readonly string[]
  onInput: (input: FormInput) => void
}) {
  const id = `custom-${field.name}`
  const aria = {
    'aria-describedby': describedBy(id, field.description !== null, errors),
    'aria-invalid': errors.length > 0 ? true : undefined,
  }
  const label = field.required ? `${field.label} (required)` : field.label
  switch (field.kind) {
    case 'boolean':
      return (
        <div class="field field-check">
          <input
            id={id}
            type="checkbox"
            checked={input === true}
            {...aria}
            onChange={(e) => onInput(e.currentTarget.checked)}
          />
          <label for={id}>{label}</label>
          {field.description && (
            <p class="hint" id={`${id}-hint`}>
              {field.description}
            </p>
          )}
          <FieldErrors id={id} errors={errors} />
        </div>
      )
    case 'choice':
      return (
        <Field id={id} label={label} hint={field.description} errors={errors}>
          <select
            id={id}
            value={typeof input === 'string' ? input : ''}
            {...aria}
            onChange={(e) => onInput(e.currentTarget.value)}
          >
            <option value="">(none)</option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </Field>
      )
    case 'list':
      return (
        <Field
          id={id}
          label={label}
          hint={field.description ? `One item per line. ${field.description}` : 'One item per line.'}
          errors={errors}
        >
          <textarea
            id={id}
            rows={4}
            value={Array.isArray(input) ? input.join('\n') : ''}
            aria-describedby={describedBy(id, true, errors)}
            aria-invalid={aria['aria-invalid']}
            onInput={(e) => onInput(e.currentTarget.value.split('\n'))}
          />
        </Field>
      )
    case 'number':
      return (
        <Field id={id} label={label} hint={field.description} errors={errors}>
          <input
            id={id}
            type="text"
            inputMode={field.integer ? 'numeric' : 'decimal'}
            value={typeof input === 'string' ? input : ''}
            {...aria}
            onInput={(e) => onInput(e.currentTarget.value)}
          />
        </Field>
      )
    default:
      return (
        <Field id={id} label={label} hint={field.description} errors={errors}>
          {field.multiline ? (
            <textarea
              id={id}
              rows={4}
              value={typeof input === 'string' ? input : ''}
              {...aria}
              onInput={(e) => onInput(e.currentTarget.value)}
            />
          ) : (
            <input
              id={id}
              type="text"
              value={typeof input === 'string' ? input : ''}
              {...aria}
              onInput={(e) => onInput(e.currentTarget.value)}
            />
          )}
        </Field>
      )
  }
}

/** A form generated from a custom type's simple JSON Schema (lib/schema-form.ts). */
export function SchemaFormEditor({
  model: schemaModel,
  title,
  requiredForComplete,
  value,
  onChange,
  onLocalProblems,
  problems,
}: ValueEditorProps & { model: FormModel; title: string; requiredForComplete: readonly string[] }) {
  // Fields `complete` needs say so in their hint, as the persona's do by being required.
  const model: FormModel = {
    fields: schemaModel.fields.map((field) =>
      requiredForComplete.includes(field.name)
        ? {
            ...field,
            description: `${field.description ?? ''} Needed before the status can be complete.`.trim(),
          }
        : field,
    ),
  }
  const [inputs, setInputs] = useState(() => formInputsOf(model, value))
  const [local, setLocal] = useState<Record<string, string>>({})
  const update = (name: string, input: FormInput) => {
    const next = { ...inputs, [name]: input }
    setInputs(next)
    const result = valueOfForm(model, next, value)
    setLocal(Object.fromEntries(result.problems.map((p) => [p.path, p.message])))
    onLocalProblems(result.problems.map((p) => ({ path: `value.${p.path}`, message: p.message })))
    if (result.problems.length === 0) onChange(result.value)
  }
  return (
    <fieldset>
      <legend>{title}</legend>
      {model.fields.map((field) => {
        // A failed save repeats the form's own problems among the others: each shown once.
        const errors = [
          ...new Set([
            ...(local[field.name] ? [local[field.name] as string] : []),
            ...messagesOf(problems, `value.${field.name}`),
          ]),
        ]
        return (
          <Control
            key={field.name}
            field={field}
            input={inputs[field.name]}
            errors={errors}
            onInput={(input) => update(field.name, input)}
          />
        )
      })}
    </fieldset>
  )
}
