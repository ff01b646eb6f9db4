import { useState } from 'preact/hooks'
import { problemsUnder } from '../../lib/problems.js'
import { describedBy, Field } from '../field.js'
import type { ValueEditorProps } from './value-editor-props.js'

/** Parses the text of the JSON editor: the object, or what is wrong with it. */
function parseObject(text: string): { value: Record<string, unknown> } | { problem: string } {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    return { problem: `Not valid JSON: ${(error as Error).message}` }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { problem: 'The value must be a JSON object, like {"field": "text"}' }
  }
  return { value: parsed as Record<string, unknown> }
}

/** Any other type: its value as JSON, checked as one types; the API checks it again on save. */
export function JsonEditor({ value, onChange, onLocalProblems, problems }: ValueEditorProps) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2))
  const [problem, setProblem] = useState<string | null>(null)
  // A failed save repeats the form's own problem among the others: shown once here.
  const apiErrors = problemsUnder(problems, 'value').map((p) =>
    p.path === 'value' ? p.message : `${p.path}: ${p.message}`,
  )
  const errors = [...new Set(problem ? [problem, ...apiErrors] : apiErrors)]
  return (
    <Field
      id="json-value"
      label="Value (JSON)"
      hint="A JSON object: each field is labelled in what agents read."
      errors={errors}
    >
      <textarea
        id="json-value"
        class="code"
        rows={14}
        spellcheck={false}
        value={text}
        aria-describedby={describedBy('json-value', true, errors)}
        aria-invalid={errors.length > 0 ? true : undefined}
        onInput={(event) => {
          const next = event.currentTarget.value
          setText(next)
          const parsed = parseObject(next)
          if ('value' in parsed) {
            setProblem(null)
            onLocalProblems([])
            onChange(parsed.value)
          } else {
            setProblem(parsed.problem)
            onLocalProblems([{ path: 'value', message: parsed.problem }])
          }
        }}
      />
    </Field>
  )
}
