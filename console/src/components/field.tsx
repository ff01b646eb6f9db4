import type { ComponentChildren } from 'preact'

/** The ids a control's aria-describedby should name: its hint and its errors. */
export function describedBy(id: string, hint: boolean, errors: readonly string[]): string | undefined {
  const ids = [...(hint ? [`${id}-hint`] : []), ...errors.map((_, i) => `${id}-error-${i}`)]
  return ids.length > 0 ? ids.join(' ') : undefined
}

/** A labelled control with its hint above and the API's (or the form's) problems below it. */
export function Field({
  id,
  label,
  hint,
  errors = [],
  children,
}: {
  id: string
  label: string
  hint?: string | null
  errors?: readonly string[]
  children: ComponentChildren
}) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {hint && (
        <p class="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      <FieldErrors id={id} errors={errors} />
    </div>
  )
}

export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  return (
    <>
      {errors.map((error, i) => (
        <p class="field-error" id={`${id}-error-${i}`} key={error}>
          {error}
        </p>
      ))}
    </>
  )
}
