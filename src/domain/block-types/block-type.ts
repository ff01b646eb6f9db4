import type { Problem } from '../errors.js'
import type { JsonObject } from '../model.js'

/**
 * What pctx knows about one block type. Each known type lives in its own module and is
 * registered in `registry.ts`, so adding a type is one file plus one line.
 */
export interface BlockType {
  readonly type: string
  /** One line for docs and error messages, e.g. `{name, description, goals, pain_points}`. */
  readonly shape: string
  /** Problems with the value's shape (unknown fields, wrong types); paths are relative to `value`. */
  validate(value: JsonObject): Problem[]
  /** Problems that keep a block of this type from being `complete` (required fields left empty). */
  incomplete(value: JsonObject): Problem[]
}

/** Problems for fields of `value` that are not in `known`. */
export function unknownFields(value: JsonObject, known: readonly string[], shape: string): Problem[] {
  return Object.keys(value)
    .filter((field) => !known.includes(field))
    .map((field) => ({ path: field, message: `unknown field "${field}"; this type's value is ${shape}` }))
}

/** True when a required field counts as empty: missing, or a blank string. */
export function isBlankString(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && value.trim().length === 0)
}
