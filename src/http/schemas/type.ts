import { Type } from '@sinclair/typebox'
import { TypeBodyShape, TypeDefinitionShape } from '../../domain/custom-types/type-definition.js'
import { BLOCK_TYPE_PATTERN, BLOCK_TYPE_RULE } from '../../domain/rules.js'
import { ProjectIdParam } from './common.js'
import { validatedByTheDomain } from './domain-validated.js'

export const TypeParams = Type.Object({
  projectId: ProjectIdParam,
  type: Type.String({
    pattern: BLOCK_TYPE_PATTERN,
    description: `Type name: ${BLOCK_TYPE_RULE}; not a built-in type (persona, text, list)`,
  }),
})

/** A custom type as a read returns it: the domain's definition (type-definition.ts). */
export const TypeDefinitionSchema = TypeDefinitionShape

/** The PUT body; the domain checks it against its definition (`definitionProblems`). */
export const TypeBody = validatedByTheDomain({ ...TypeBodyShape })

export const PutTypeQuery = Type.Object(
  {
    dryRun: Type.Optional(
      Type.Boolean({ description: 'Check the definition and the existing blocks; save nothing' }),
    ),
  },
  { additionalProperties: false },
)
