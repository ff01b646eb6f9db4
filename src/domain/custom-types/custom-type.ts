import { holdsContent } from '../content.js'
import type { Problem } from '../errors.js'
import type { JsonObject } from '../model.js'
import { compileTypeSchema, type ValueValidator } from './type-schema.js'

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

/** The rules of one custom type: its schema, then its `requiredForComplete` fields. */
export function rulesOf(type: Pick<CustomType, 'type' | 'schema' | 'requiredForComplete'>): TypeRules {
  const compiled = compileTypeSchema(type.schema)
  const validate: ValueValidator =
    'validate' in compiled
      ? compiled.validate
      : // A stored schema that no longer compiles (e.g. on a server without the linear regexp
        // engine) refuses blocks of its type with a message, not a 500; saving it says why.
        () => [
          {
            path: '',
            message: `the schema of type "${type.type}" cannot be compiled on this server; PUT it again to see why`,
          },
        ]
  return {
    validate,
    incomplete: (value) =>
      type.requiredForComplete
        .filter((field) => !holdsContent(value[field]))
        .map((field) => ({ path: field, message: 'must not be empty when status is "complete"' })),
  }
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
