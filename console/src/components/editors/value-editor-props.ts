import type { FieldProblems, Problem } from '../../lib/problems.js'

/** What every value editor gets: the value, how to change it, and the API's problems. */
export interface ValueEditorProps {
  value: Record<string, unknown>
  onChange: (value: Record<string, unknown>) => void
  /**
   * The problems the editor finds itself (invalid JSON, an empty item…), paths relative to the
   * block (`value.goals[1]`), all of them each time: saving reports them beside their fields
   * with the form's other problems, and sends nothing meanwhile.
   */
  onLocalProblems: (problems: Problem[]) => void
  problems: FieldProblems
}
