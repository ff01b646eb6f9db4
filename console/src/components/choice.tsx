import { useState } from 'preact/hooks'
import { describedBy, Field } from './field.js'

const OTHER = '__other__'

/** Type and section: a choice of the known ones, or any other name. */
export function Choice({
  id,
  label,
  hint,
  options,
  value,
  errors,
  onChange,
}: {
  id: string
  label: string
  hint: string
  options: { value: string; label: string }[]
  value: string
  errors: readonly string[]
  onChange: (value: string) => void
}) {
  const known = options.some((option) => option.value === value)
  const [other, setOther] = useState(!known)
  return (
    <>
      <Field id={id} label={label} hint={hint} errors={other ? [] : errors}>
        <select
          id={id}
          value={other ? OTHER : value}
          aria-describedby={describedBy(id, true, other ? [] : errors)}
          onChange={(event) => {
            const chosen = event.currentTarget.value
            setOther(chosen === OTHER)
            onChange(chosen === OTHER ? '' : chosen)
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          <option value={OTHER}>Other…</option>
        </select>
      </Field>
      {other && (
        <Field
          id={`${id}-other`}
          label={`Other ${label.toLowerCase()}`}
          hint="Lower-case letters, digits, - and _."
          errors={errors}
        >
          <input
            id={`${id}-other`}
            type="text"
            value={value}
            aria-describedby={describedBy(`${id}-other`, true, errors)}
            aria-invalid={errors.length > 0 ? true : undefined}
            onInput={(event) => onChange(event.currentTarget.value.trim())}
          />
        </Field>
      )}
    </>
  )
}
