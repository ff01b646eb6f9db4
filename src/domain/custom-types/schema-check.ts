import type { Problem } from '../errors.js'
import type { JsonObject } from '../model.js'
import { compileTypeSchema, isCompiled } from './type-schema.js'

/**
 * One check of custom-type schemas, as the schema threads run it (schema-pool.ts): compile each
 * schema (cached by text), then check each value against its schema, in order.
 */
export interface SchemaCheck {
  /** Each schema as JSON text (its size and depth were checked on the sending side). */
  schemas: string[]
  /** The values to check, each with the index of its schema in `schemas`. */
  values: { schema: number; value: JsonObject }[]
  /**
   * Values whose problems are all listed; past this many values with problems, each later one
   * reports its first problem only (what a sync or a 409 lists is bounded anyway).
   */
  valuesInFull: number
}

export interface SchemaCheckResult {
  /** Per schema: why it cannot be compiled, or null when it compiled. */
  refused: (Problem[] | null)[]
  /** Per value: its problems (none when its schema was refused). */
  problems: Problem[][]
}

/** What a check is doing, told to the sending thread so that an overrun names the type. */
export interface SchemaProgress {
  schema: number
  phase: 'compile' | 'validate'
}

/** Runs a check; `progress` is told before each compile that is not cached and each change of type. */
export function runSchemaCheck(
  check: SchemaCheck,
  progress: (step: SchemaProgress) => void = () => {},
): SchemaCheckResult {
  const compiled = check.schemas.map((text, schema) => {
    if (!isCompiled(text)) progress({ schema, phase: 'compile' })
    return compileTypeSchema(JSON.parse(text))
  })
  let withProblems = 0
  let current = -1
  const problems = check.values.map(({ schema, value }) => {
    if (schema !== current) {
      current = schema
      progress({ schema, phase: 'validate' })
    }
    const rules = compiled[schema]
    if (!rules || !('validate' in rules)) return []
    const found = rules.validate(value, withProblems < check.valuesInFull)
    if (found.length > 0) withProblems++
    return found
  })
  return { refused: compiled.map((rules) => ('problems' in rules ? rules.problems : null)), problems }
}
