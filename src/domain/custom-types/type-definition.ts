import { type Static, Type } from '@sinclair/typebox'
import { isJsonObject } from '../content.js'
import { checkObject, type Field, namesOf, objectOf, quoted } from '../contract/fields.js'
import { isStorableText } from '../contract/storable.js'
import type { Problem } from '../errors.js'
import type { JsonObject } from '../model.js'
import { NAME_MAX } from '../rules.js'
import { compileTypeSchema } from './type-schema.js'

/**
 * The custom type's definition, defined once: what a PUT sends (`TYPE_BODY_TABLE`, with its
 * messages) and what a read returns (`TypeDefinitionShape`). The OpenAPI document shows both;
 * `definitionProblems` checks a body against the first, for the server and the CLI's push alike.
 */

/** Any JSON object: a schema's own rules are checked by compiling it (type-schema.ts). */
const JsonSchemaObject = Type.Unsafe<JsonObject>({
  type: 'object',
  additionalProperties: true,
  description: 'A JSON Schema (2020-12) whose root has "type": "object"',
})

/** A compile's problems as the schema field's own (their paths start at "schema"). */
function asSchemaProblems(problems: Problem[]): { at: string; message: string }[] | undefined {
  if (problems.length === 0) return undefined
  return problems.map(({ path, message }) => ({ at: path.slice('schema'.length), message }))
}

const titleRule = `must be a string of 1–${NAME_MAX} characters, or null`

export const TYPE_BODY_TABLE = {
  schema: {
    schema: JsonSchemaObject,
    invalid: 'must be a JSON Schema object',
    missing: 'is required (a JSON Schema 2020-12 object)',
    // What keeps the schema from being used: its size and shape, then whether it compiles.
    refine: (schema: JsonObject) => {
      const compiled = compileTypeSchema(schema)
      return 'problems' in compiled ? asSchemaProblems(compiled.problems) : undefined
    },
  },
  title: {
    schema: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: NAME_MAX }), Type.Null()])),
    invalid: titleRule,
    refine: (title: string | null) =>
      title === null || (title.trim() !== '' && isStorableText(title)) ? undefined : titleRule,
  },
  requiredForComplete: {
    schema: Type.Optional(Type.Array(Type.String())),
    invalid: 'must be an array of field names of the schema',
    itemsByCaller: true,
  },
} satisfies Record<string, Field>

/** The PUT body as documented. */
export const TypeBodyShape = objectOf(TYPE_BODY_TABLE, {
  title: 'BlockTypeRequest',
  additionalProperties: false,
})

/** A custom type as a read returns it. */
export const TypeDefinitionShape = Type.Object(
  {
    type: Type.String({ description: 'The type name blocks use' }),
    title: Type.Union([Type.String(), Type.Null()], { description: 'A human name for the type' }),
    schema: JsonSchemaObject,
    requiredForComplete: Type.Array(Type.String(), {
      description: 'Top-level fields that must hold content for a block of this type to be "complete"',
    }),
  },
  { title: 'BlockTypeDefinition' },
)

export type TypeDefinition = Static<typeof TypeDefinitionShape>

const RULES = { accepts: `a type accepts ${namesOf(TYPE_BODY_TABLE)}` }

/** Problems of `requiredForComplete` the answer names; the others are counted. */
const REQUIRED_REPORTED = 5

/**
 * The problems of `requiredForComplete` against the raw schema (a field of a schema that does not
 * compile is still checked against it). Bounded: a list longer than the schema's properties is
 * one problem, and past a few the bad entries are counted, not named.
 */
function requiredProblems(required: unknown[], schema: unknown, problems: Problem[]): void {
  const properties = isJsonObject(schema) && isJsonObject(schema.properties) ? schema.properties : {}
  const available = Object.keys(properties).length
  if (required.length > Math.max(available, REQUIRED_REPORTED)) {
    problems.push({
      path: 'requiredForComplete',
      message: `lists ${required.length} fields, but the schema's top-level "properties" has ${available}: list each of its fields at most once`,
    })
    return
  }
  const seen = new Set<string>()
  let bad = 0
  required.forEach((field: unknown, index) => {
    const path = `requiredForComplete[${index}]`
    const message =
      typeof field !== 'string'
        ? 'must be a field name (a string)'
        : !Object.hasOwn(properties, field)
          ? `"${quoted(field)}" is not in the schema's top-level "properties"`
          : seen.has(field)
            ? `"${quoted(field)}" is listed twice`
            : undefined
    if (typeof field === 'string') seen.add(field)
    if (message && ++bad <= REQUIRED_REPORTED) problems.push({ path, message })
  })
  if (bad > REQUIRED_REPORTED)
    problems.push({
      path: 'requiredForComplete',
      message: `holds ${bad} invalid field names; the first ${REQUIRED_REPORTED} are listed`,
    })
}

/**
 * Every problem of a type definition (a PUT body) on its own, before any stored block is looked
 * at: field by field, the schema compiled (never run on its own data). The CLI's push runs it
 * on the folder's type files, so both refuse the same definitions. The server compiles the
 * schema in its schema threads first and passes what that found as `schemaFound`, so that no
 * schema is compiled on its event loop.
 */
export function definitionProblems(body: unknown, schemaFound?: Problem[]): Problem[] {
  if (!isJsonObject(body)) {
    return [{ path: '', message: 'the body must be a JSON object like {"schema": {"type": "object", …}}' }]
  }
  const problems: Problem[] = []
  const table =
    schemaFound === undefined
      ? TYPE_BODY_TABLE
      : {
          ...TYPE_BODY_TABLE,
          schema: { ...TYPE_BODY_TABLE.schema, refine: () => asSchemaProblems(schemaFound) },
        }
  const { requiredForComplete } = checkObject(table, body, '', RULES, problems)
  if (requiredForComplete) requiredProblems(requiredForComplete, body.schema, problems)
  return problems
}
