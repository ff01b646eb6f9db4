import {
  type ObjectOptions,
  type Static,
  type TObject,
  type TSchema,
  Type,
  TypeGuard,
} from '@sinclair/typebox'
import { Ajv, type ValidateFunction } from 'ajv'
import type { Problem } from '../errors.js'
import type { JsonObject } from '../model.js'

/**
 * The engine every request body of the contract is checked with. A body is a table of fields;
 * each field is its TypeBox schema (what the OpenAPI document shows and what a value must
 * satisfy) plus the words a person reads when a value does not: the schema decides, the field's
 * messages explain. One pass reports every problem of the body, each field at most once, and
 * unknown fields a few by name and the rest counted, so an answer stays small whatever was sent.
 */

/** One field of a body: its schema and its messages. */
export interface Field<S extends TSchema = TSchema> {
  /** Wrapped in `Type.Optional` when a body may leave the field out. */
  schema: S
  /** The problem of a sent value the schema refuses. */
  invalid: string | ((value: unknown) => string)
  /** The problem of a required field left out (default "is required"). */
  missing?: string
  /**
   * A rule JSON Schema cannot state (not blank, storable text, a reserved key, bytes as JSON),
   * checked once the schema accepts the value: its problem, or undefined. `at` is a path
   * relative to the field for a problem inside the value (`.a[2]`).
   */
  refine?: (value: never) => string | Located | Located[] | undefined
  /**
   * An array whose items the caller checks itself (bounds, duplicates, a cap on problems): the
   * engine checks only that it is an array.
   */
  itemsByCaller?: true
}

/** A problem inside a field's value: `at` is relative to the field (`.a[2]`, `.type`). */
export interface Located {
  at: string
  message: string
}

export type FieldTable = Record<string, Field>

/** The TypeBox properties of a field table. */
export type PropertiesOf<T extends FieldTable> = { [K in keyof T]: T[K]['schema'] }

/** The documented object of a field table: the same fields in the same order. */
export function objectOf<T extends FieldTable>(fields: T, options: ObjectOptions): TObject<PropertiesOf<T>> {
  const properties = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema]))
  return Type.Object(properties as PropertiesOf<T>, options)
}

/** A sent object read field by field: the fields that passed, and defaults for those left out. */
export type Checked<T extends FieldTable> = Partial<Static<TObject<PropertiesOf<T>>>>

/** Unknown fields of one object reported one by one; the others are counted in one more problem. */
export const UNKNOWN_FIELDS_REPORTED = 5
/** How much of a sent name or key a message quotes: a 4 MB key is not echoed back. */
const QUOTED_MAX = 64

/** `text` as a message quotes it: whole when short, else its start and an ellipsis. */
export function quoted(text: string): string {
  return text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text
}

/** What a sent value is, in words: `null`, `an array`, `an object`, `a string`… */
export function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}

// One Ajv for every field schema of the contract: no coercion (what passes is what was sent),
// and lengths in UTF-16 units, as the messages count them (`"has 501 characters"`). Field
// schemas are small and few; each is compiled on first use and kept.
// (Ajv calls `unicode: false` deprecated, and says so through its logger: hence `logger: false`.)
const ajv = new Ajv({ strict: false, coerceTypes: false, useDefaults: false, unicode: false, logger: false })
const compiled = new WeakMap<TSchema, ValidateFunction>()

/** Whether `value` satisfies `schema` (arrays whose items the caller checks: being an array). */
function accepts(field: Field, value: unknown): boolean {
  if (field.itemsByCaller) return Array.isArray(value)
  let validate = compiled.get(field.schema)
  if (!validate) {
    validate = ajv.compile(field.schema)
    compiled.set(field.schema, validate)
  }
  return validate(value) === true
}

/** Whether the schema of `field` accepts `value`; for callers that check items themselves. */
export function fieldAccepts(field: Field, value: unknown): boolean {
  return accepts(field, value)
}

const join = (path: string, field: string) => (path ? `${path}.${field}` : field)

/** The problems of one field's sent value: none when the field accepts it. */
export function fieldProblems(field: Field, value: unknown, path: string): Problem[] {
  if (!accepts(field, value)) {
    return [{ path, message: typeof field.invalid === 'string' ? field.invalid : field.invalid(value) }]
  }
  const refined = field.refine?.(value as never)
  if (refined === undefined) return []
  if (typeof refined === 'string') return [{ path, message: refined }]
  return (Array.isArray(refined) ? refined : [refined]).map(({ at, message }) => ({
    path: `${path}${at}`,
    message,
  }))
}

/** The first problem of one field's sent value, if any. */
export function fieldProblem(field: Field, value: unknown, path: string): Problem | undefined {
  return fieldProblems(field, value, path)[0]
}

export interface ObjectRules {
  /** Fields accepted and ignored (read-only fields a read returns, so it can be sent back). */
  ignored?: readonly string[]
  /** What the object accepts, for the message on an unknown field (`a block accepts key, …`). */
  accepts: string
  /** Fields the caller checks itself, after this (the sync's `blocks`: its problems come last). */
  skip?: readonly string[]
}

/**
 * Checks `raw` against `fields`: unknown fields first (a few named, the rest counted), then each
 * field in table order. Returns the fields that passed, plus the schema's `default` of those left
 * out; every problem is pushed onto `problems` with its path under `path`.
 */
export function checkObject<T extends FieldTable>(
  fields: T,
  raw: JsonObject,
  path: string,
  rules: ObjectRules,
  problems: Problem[],
): Checked<T> {
  let unknown = 0
  for (const name of Object.keys(raw)) {
    if (Object.hasOwn(fields, name) || rules.ignored?.includes(name)) continue
    unknown++
    if (unknown <= UNKNOWN_FIELDS_REPORTED)
      problems.push({ path: join(path, quoted(name)), message: `unknown field; ${rules.accepts}` })
  }
  if (unknown > UNKNOWN_FIELDS_REPORTED) {
    problems.push({
      path,
      message: `has ${unknown} unknown fields; the first ${UNKNOWN_FIELDS_REPORTED} are listed (${rules.accepts})`,
    })
  }
  const out: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(fields)) {
    if (rules.skip?.includes(name)) continue
    const value = raw[name]
    if (value === undefined) {
      if (!TypeGuard.IsOptional(field.schema)) {
        problems.push({ path: join(path, name), message: field.missing ?? 'is required' })
      } else if (field.schema.default !== undefined) out[name] = field.schema.default
      continue
    }
    const found = fieldProblems(field, value, join(path, name))
    if (found.length > 0) problems.push(...found)
    else out[name] = value
  }
  return out as Checked<T>
}

/** The names of a field table, in order, for messages (`key, type, section`). */
export function namesOf(fields: FieldTable): string {
  return Object.keys(fields).join(', ')
}
