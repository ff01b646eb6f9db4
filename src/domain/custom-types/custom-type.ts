import { holdsContent } from '../content.js'
import type { Problem } from '../errors.js'
import type { JsonObject } from '../model.js'
import type { NamedSchemaCheck, SchemaChecker } from './schema-pool.js'
import { compileTypeSchema, sizeProblems, type ValueValidator } from './type-schema.js'

/** A block type a project defines for itself: a JSON Schema for its values. */
export interface CustomType {
  type: string
  title: string | null
  /** JSON Schema 2020-12 whose root is `type: "object"`. */
  schema: JsonObject
  /** Top-level fields that must hold content for a block of this type to be `complete`. */
  requiredForComplete: string[]
  createdAt: string
  updatedAt: string
}

/** A project's custom types as stored, and the stamp that changes with every change to them. */
export interface BlockTypeOps {
  /** The project's custom types, sorted by type name. */
  list(projectId: string): Promise<CustomType[]>
  /** The project's custom types among `types` (the ones a sync's blocks use). */
  listNamed(projectId: string, types: string[]): Promise<CustomType[]>
  get(projectId: string, type: string): Promise<CustomType | undefined>
  /** Creates or replaces the type of that name. */
  upsert(projectId: string, type: CustomType): Promise<void>
  delete(projectId: string, type: string): Promise<boolean>
  /** A number that changes whenever the project's types do (an export's ETag includes it). */
  version(projectId: string): Promise<number>
  setVersion(projectId: string, version: number): Promise<void>
}

/** How sync checks a block of one type: its value's shape, then what `complete` needs. */
export interface TypeRules {
  /** With `everyProblem` false, a rule may stop at the first problem (the built-in ones do not). */
  validate(value: JsonObject, everyProblem?: boolean): Problem[]
  incomplete(value: JsonObject): Problem[]
}

/** A project's custom types as sync looks them up; each schema compiles on first use. */
export interface CustomTypeRules {
  get(type: string): TypeRules | undefined
}

export const NO_CUSTOM_TYPES: CustomTypeRules = { get: () => undefined }

type RuleSource = Pick<CustomType, 'type' | 'schema' | 'requiredForComplete'>

/** A stored schema that no longer compiles refuses blocks of its type with a message, not a 500. */
const uncompiled =
  (type: string): ValueValidator =>
  () => [
    {
      path: '',
      // E.g. on a server without the linear regexp engine; saving it again says why.
      message: `the schema of type "${type}" cannot be compiled on this server; PUT it again to see why`,
    },
  ]

function withValidator(type: RuleSource, validate: ValueValidator): TypeRules {
  return {
    validate,
    incomplete: (value) =>
      type.requiredForComplete
        .filter((field) => !holdsContent(value[field]))
        .map((field) => ({ path: field, message: 'must not be empty when status is "complete"' })),
  }
}

/** The rules of one custom type, compiled on this thread: its schema, then its `requiredForComplete` fields. */
export function rulesOf(type: RuleSource): TypeRules {
  const compiled = compileTypeSchema(type.schema)
  return withValidator(type, 'validate' in compiled ? compiled.validate : uncompiled(type.type))
}

/** A value to check against the custom type named `type`, if the project defines one. */
export interface TypedValue {
  type: string
  value: JsonObject
}

/**
 * Checks `values` against their custom types with `checker` (the server's schema threads), and
 * answers rules that look the results up: the planner then runs as before, without compiling or
 * running a schema on this thread. A value the check was not given throws (a bug, not input).
 */
export async function checkedTypeRules(
  checker: SchemaChecker,
  types: readonly CustomType[],
  values: readonly TypedValue[],
  valuesInFull: number,
): Promise<CustomTypeRules> {
  const byName = new Map(types.map((type) => [type.type, type]))
  const used = [...new Set(values.map((item) => item.type))].filter((name) => byName.has(name))
  if (used.length === 0) return NO_CUSTOM_TYPES
  const index = new Map(used.map((name, at) => [name, at]))
  const check: NamedSchemaCheck = {
    types: used,
    schemas: used.map((name) => JSON.stringify((byName.get(name) as CustomType).schema)),
    values: values.flatMap(({ type, value }) => {
      const schema = index.get(type)
      return schema === undefined ? [] : [{ schema, value }]
    }),
    valuesInFull,
  }
  const { refused, problems } = await checker.check(check)
  const rules = new Map<string, TypeRules>()
  used.forEach((name, at) => {
    const type = byName.get(name) as CustomType
    // The same value may be given twice (two blocks alike): the check listed its problems in
    // full at least as often as the planner asks for them, so the longest answer is kept.
    const found = new Map<string, Problem[]>()
    check.values.forEach(({ schema, value }, i) => {
      if (schema !== at) return
      const key = JSON.stringify(value)
      const result = problems[i] ?? []
      if ((found.get(key)?.length ?? -1) < result.length) found.set(key, result)
    })
    const validate: ValueValidator = refused[at]
      ? uncompiled(name)
      : (value, everyProblem = true) => {
          const result = found.get(JSON.stringify(value))
          if (!result) throw new Error(`a value of type "${name}" was not checked against its schema`)
          return everyProblem ? result : result.slice(0, 1)
        }
    rules.set(name, withValidator(type, validate))
  })
  return { get: (name) => rules.get(name) }
}

/**
 * Why `schema` cannot be a custom type's schema, compiled by `checker` (none when it can). Its
 * depth is checked here first: copying an unbounded nesting to a thread would overflow the stack.
 */
export async function schemaProblems(
  checker: SchemaChecker,
  type: string,
  schema: unknown,
): Promise<Problem[]> {
  const tooBig = sizeProblems(schema)
  if (tooBig.length > 0) return tooBig
  const { refused } = await checker.check({
    types: [type],
    schemas: [JSON.stringify(schema)],
    values: [],
    valuesInFull: 0,
  })
  return refused[0] ?? []
}

/** Lookup over `types`, compiling a type's rules only when a block of it is checked. */
export function customTypeRules(types: readonly CustomType[]): CustomTypeRules {
  const byName = new Map(types.map((type) => [type.type, type]))
  const rules = new Map<string, TypeRules>()
  return {
    get(name) {
      const type = byName.get(name)
      if (!type) return undefined
      let found = rules.get(name)
      if (!found) {
        found = rulesOf(type)
        rules.set(name, found)
      }
      return found
    },
  }
}
