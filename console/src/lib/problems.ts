/**
 * Puts each problem the API reports next to the field it is about. A sync answers 400 with
 * `details: [{path, message}]`, paths like `blocks[0].value.goals`; the console saves one block
 * per sync, so `blocks[0].` is stripped and the rest names a field of the form.
 */

export interface Problem {
  path: string
  message: string
}

/** Problems by field path (`name`, `value.goals`, `value.items[1]`), plus those about no field. */
export interface FieldProblems {
  /** Path within the block → its messages. */
  byField: ReadonlyMap<string, readonly string[]>
  /** About the block or the request as a whole: shown above the form. */
  general: readonly string[]
}

const BLOCK_PATH = /^blocks\[(\d+)\](?:\.(.+))?$/

/** Splits a sync's problems by field of the block at `index` (the only one the console sends). */
export function problemsForBlock(details: readonly Problem[], index = 0): FieldProblems {
  const byField = new Map<string, string[]>()
  const general: string[] = []
  for (const { path, message } of details) {
    const match = BLOCK_PATH.exec(path)
    const field = match && Number(match[1]) === index ? match[2] : undefined
    if (field === undefined) {
      general.push(path && !match ? `${path}: ${message}` : message)
      continue
    }
    const messages = byField.get(field) ?? []
    messages.push(message)
    byField.set(field, messages)
  }
  return { byField, general }
}

/**
 * The form's own problems (paths relative to the block: `key`, `value.goals[1]`), found before
 * anything is sent, in the same shape as the API's so each shows beside its field.
 */
export function problemsAt(found: readonly Problem[]): FieldProblems {
  return problemsForBlock(found.map(({ path, message }) => ({ path: `blocks[0].${path}`, message })))
}

/** The messages about `field` exactly. */
export function messagesOf(problems: FieldProblems, field: string): readonly string[] {
  return problems.byField.get(field) ?? []
}

/**
 * The problems about `prefix` and everything inside it (`value` → `value.a`, `value.items[2]`),
 * each with its path relative to the block: for editors that show one box for a whole value.
 */
export function problemsUnder(problems: FieldProblems, prefix: string): Problem[] {
  const found: Problem[] = []
  for (const [path, messages] of problems.byField) {
    if (path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`)) {
      for (const message of messages) found.push({ path, message })
    }
  }
  return found
}

export const NO_PROBLEMS: FieldProblems = { byField: new Map(), general: [] }
