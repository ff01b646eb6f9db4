import { Type } from '@sinclair/typebox'
import { BLOCK_TYPE_PATTERN, BLOCK_TYPE_RULE, NAME_MAX } from '../../domain/rules.js'
import { ProjectIdParam } from './common.js'
import { validatedByTheDomain } from './domain-validated.js'

export const TypeParams = Type.Object({
  projectId: ProjectIdParam,
  type: Type.String({
    pattern: BLOCK_TYPE_PATTERN,
    description: `Type name: ${BLOCK_TYPE_RULE}; not a built-in type (persona, text, list)`,
  }),
})

/** Any JSON object: a schema is checked by the domain (Ajv 2020), not by the route. */
const JsonSchemaObject = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  additionalProperties: true,
  description: 'A JSON Schema (2020-12) whose root has "type": "object"',
})

export const TypeDefinitionSchema = Type.Object(
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

/** The PUT body; the domain checks it, so that one answer lists every problem of the schema. */
export const TypeBody = validatedByTheDomain(
  Type.Object(
    {
      schema: JsonSchemaObject,
      title: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: NAME_MAX }), Type.Null()])),
      requiredForComplete: Type.Optional(Type.Array(Type.String())),
    },
    { title: 'BlockTypeRequest', additionalProperties: false },
  ),
)

export const PutTypeQuery = Type.Object(
  {
    dryRun: Type.Optional(
      Type.Boolean({ description: 'Check the definition and the existing blocks; save nothing' }),
    ),
  },
  { additionalProperties: false },
)
