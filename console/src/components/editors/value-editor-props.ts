import type { FieldProblems } from '../../lib/problems.js'

/** What every value editor gets: the value, how to change it, and the API's problems. */
export interface ValueEditorProps {
  value: Record<string, unknown>
  onChange: (value: Record<string, unknown>) => void
  /** A problem the editor found itself (invalid JSON…), or null: the form is not sent meanwhile. */
  onLocalProblem: (problem: string | null) => void
  problems: FieldProblems
}
