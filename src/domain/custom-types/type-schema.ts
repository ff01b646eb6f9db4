import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { LRUCache } from 'lru-cache'
import { isJsonObject, jsonDepth } from '../content.js'
import type { Problem } from '../errors.js'
import type { JsonObject } from '../model.js'
import { linearRegExp } from './linear-regexp.js'
import { DATA_KEYWORDS, expansionProblem } from './schema-expansion.js'

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default

/** Largest schema, as JSON: a schema is configuration, not content. */
export const SCHEMA_MAX_BYTES = 64 * 1024
/** Deepest nesting of a schema (the schema object itself is level 1). */
export const SCHEMA_MAX_DEPTH = 32
/** `uniqueItems` compares items pairwise: only on arrays bounded by this `maxItems`. */
export const UNIQUE_ITEMS_MAX = 256
export const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema'

/** Formats a schema may name (ajv-formats); any other format is refused when the schema is saved. */
const FORMATS = [
  'date',
  'time',
  'date-time',
  'duration',
  'uri',
  'uri-reference',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uuid',
] as const

/**
 * A compiled schema: the problems of a value, with paths relative to the value
 * (`tiers[1].price`); every problem, or with `everyProblem` false the first one only.
 */
export type ValueValidator = (value: JsonObject, everyProblem?: boolean) => Problem[]

const linear = Object.assign((pattern: string) => linearRegExp(pattern), { code: 'linearRegExp' })

/**
 * One Ajv per schema: schemas of different projects never see each other (no shared `$id`s or
 * `$anchor`s), and nothing is ever fetched (no `loadSchema`). Strict mode refuses unknown
 * keywords and formats, which are almost always typos.
 */
function newAjv(allErrors: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors,
    // Unknown keywords and formats are refused (typos); a `pattern` without `type: "string"`
    // and the like stay valid JSON Schema.
    strictSchema: true,
    strictNumbers: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    // Patterns compile for the linear engine (see linear-regexp.ts), which lacks the `u` flag.
    unicodeRegExp: false,
    code: { regExp: linear },
    formats: {},
  })
  addFormats(ajv, { mode: 'fast', formats: [...FORMATS] })
  return ajv
}

/**
 * Heap a compiled schema holds, estimated from its text: two Ajv instances with their formats,
 * plus the generated code, which grows with the schema (docs/performance.md, "Hardening round 3
 * — items 1 and 2", has the measurements behind these two numbers).
 */
export const COMPILED_BASE_BYTES = 48 * 1024
export const COMPILED_BYTES_PER_SCHEMA_BYTE = 40
/** Heap the compiled schemas of one thread may hold, by the estimate above. */
export const COMPILED_CACHE_MAX_BYTES = 48 * 1024 * 1024

/** The estimated heap of the compiled form of a schema whose JSON text is `text`. */
export function compiledSizeOf(text: string): number {
  return COMPILED_BASE_BYTES + COMPILED_BYTES_PER_SCHEMA_BYTE * text.length
}

/**
 * Compiled validators by schema text: the same schema (of any project, database or revision of
 * the type) compiles once, and a changed schema is a different key, so an entry is never stale.
 * Capped by estimated bytes, not entries: one large schema holds as much as sixty small ones.
 */
const compiled = new LRUCache<string, Compiled>({
  maxSize: COMPILED_CACHE_MAX_BYTES,
  sizeCalculation: (_validators, text) => compiledSizeOf(text),
})

/** The estimated heap of the compiled schemas cached on this thread (at most COMPILED_CACHE_MAX_BYTES). */
export function compiledCacheBytes(): number {
  return compiled.calculatedSize
}

/** Whether the schema whose JSON text is `text` is compiled already (a check of it costs no compile). */
export function isCompiled(text: string): boolean {
  return compiled.has(text)
}

/** Problems of the schema's size; bounded work, so it runs first on any input (and on the sending thread). */
export function sizeProblems(schema: unknown): Problem[] {
  if (!isJsonObject(schema)) return [{ path: 'schema', message: 'must be a JSON Schema object' }]
  // Depth before JSON.stringify, which would overflow the stack on a schema nested without limit.
  if (jsonDepth(schema, SCHEMA_MAX_DEPTH) > SCHEMA_MAX_DEPTH) {
    return [{ path: 'schema', message: `is nested more than ${SCHEMA_MAX_DEPTH} levels deep; flatten it` }]
  }
  return []
}

/** Problems of the schema's shape that Ajv would accept but pctx refuses; paths start at `schema`. */
function shapeProblems(schema: JsonObject, text: string): Problem[] {
  const bytes = Buffer.byteLength(text)
  if (bytes > SCHEMA_MAX_BYTES) {
    return [
      { path: 'schema', message: `is ${bytes} bytes as JSON; the limit is ${SCHEMA_MAX_BYTES} (64 KiB)` },
    ]
  }
  const problems: Problem[] = []
  if (schema.type !== 'object') {
    problems.push({
      path: 'schema.type',
      message: 'must be "object": a block\'s value is a JSON object, so the schema describes one',
    })
  }
  if (schema.$schema !== undefined && schema.$schema !== SCHEMA_DIALECT) {
    problems.push({
      path: 'schema.$schema',
      message: `must be ${SCHEMA_DIALECT} (JSON Schema 2020-12) or left out`,
    })
  }
  walk(schema, 'schema', problems)
  if (problems.length > 0) return problems
  const expansion = expansionProblem(schema)
  return expansion ? [expansion] : []
}

/** Refuses what would reach outside the schema, or cost more than linear time, anywhere in it. */
function walk(node: unknown, path: string, problems: Problem[]): void {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) walk(item, `${path}[${index}]`, problems)
    return
  }
  if (!isJsonObject(node)) return
  for (const [keyword, value] of Object.entries(node)) {
    const at = `${path}.${keyword}`
    if (
      (keyword === '$ref' || keyword === '$dynamicRef') &&
      !(typeof value === 'string' && value.startsWith('#'))
    ) {
      problems.push({
        path: at,
        message: 'must point inside this schema ("#/$defs/…" or "#anchor"): nothing is ever fetched',
      })
    } else if (keyword === '$async') {
      // An async validator returns a promise, which would pass every value.
      problems.push({ path: at, message: 'is not supported: values are checked synchronously, in the sync' })
    } else if (keyword === '$id') {
      problems.push({
        path: at,
        message: 'is not supported: a type\'s schema is one document; use $defs and "#/$defs/…"',
      })
    } else if (keyword === 'uniqueItems' && value === true) {
      const maxItems = node.maxItems
      if (typeof maxItems !== 'number' || maxItems > UNIQUE_ITEMS_MAX) {
        problems.push({
          path: at,
          message: `needs "maxItems" of at most ${UNIQUE_ITEMS_MAX} beside it (items are compared pairwise)`,
        })
      }
    }
    if (!DATA_KEYWORDS.has(keyword)) walk(value, at, problems)
  }
}

/** Ajv's message for a schema it cannot compile, as one problem. */
function compileProblem(error: unknown): Problem {
  const message = (error instanceof Error ? error.message : String(error)).replace(/^strict mode: /, '')
  // Ajv words it for a lenient setup ("ignored"); here the schema is refused.
  const format = /^unknown format "(.*)" ignored in schema at path "(.*)"$/.exec(message)
  if (format) {
    return {
      path: 'schema',
      message: `unknown format "${format[1]}" at "${format[2]}"; the formats are ${FORMATS.join(', ')}`,
    }
  }
  return { path: 'schema', message }
}

/** A schema's two validators: one that stops at the first problem, one that finds them all. */
interface Compiled {
  first: ValidateFunction
  all: ValidateFunction
}

/**
 * Compiles a custom type's schema, or answers every problem that keeps it from being used.
 * Ajv compiles code from the schema, so every check above runs first, on bounded input.
 *
 * The validator checks a value with the fast validator, which stops at the first problem; only
 * a value with a problem is checked again for all of them, and only while `everyProblem` says
 * so: a sync that has found enough problems to report asks for the first one of later blocks,
 * which bounds what a body of many invalid values costs.
 */
export function compileTypeSchema(schema: unknown): { validate: ValueValidator } | { problems: Problem[] } {
  const tooBig = sizeProblems(schema)
  if (tooBig.length > 0) return { problems: tooBig }
  const text = JSON.stringify(schema)
  // A schema in the cache passed every check when it was compiled: a sync pays one lookup.
  let validators = compiled.get(text)
  if (!validators) {
    const problems = shapeProblems(schema as JsonObject, text)
    if (problems.length > 0) return { problems }
    try {
      validators = {
        first: newAjv(false).compile(schema as JsonObject),
        all: newAjv(true).compile(schema as JsonObject),
      }
      // V8 compiles the generated code when it first runs, which for a large schema costs as
      // much again: run it now, so it counts as compiling (with its budget), not as checking.
      validators.first({})
      validators.all({})
    } catch (error) {
      return { problems: [compileProblem(error)] }
    }
    compiled.set(text, validators)
  }
  const { first, all } = validators
  // `=== true`, not truthiness: an async validator's promise must never count as valid.
  return {
    validate: (value, everyProblem = true) => {
      if (first(value) === true) return []
      const run = everyProblem && all(value) !== true ? all : first
      return (run.errors ?? [problemAsync]).map(problemOf)
    },
  }
}

/** What a validator that answered without errors, yet not `true`, reports. */
const problemAsync = {
  instancePath: '',
  schemaPath: '#',
  keyword: '$async',
  params: {},
  message: 'could not be checked (the schema is asynchronous); save the type again',
} as ErrorObject

/** An Ajv error as a problem whose path is relative to the value: `/tiers/1/price` → `tiers[1].price`. */
function problemOf(error: ErrorObject): Problem {
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
  const params = error.params as { missingProperty?: string; additionalProperty?: string }
  const field = params.missingProperty ?? params.additionalProperty
  if (field !== undefined) parts.push(field)
  const path = parts
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '')
  const message =
    params.additionalProperty !== undefined
      ? 'is not a field of this type (its schema has additionalProperties: false)'
      : (error.message ?? 'is invalid')
  return { path, message }
}
