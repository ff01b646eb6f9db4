import { type TSchema, Type } from '@sinclair/typebox'
import { BLOCK_KEY_PATTERN, PROJECT_ID_PATTERN } from '../../domain/rules.js'

/** `{data, error: null}`: the success envelope around `data`. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ data, error: Type.Null() })
}

export const Problem = Type.Object({
  path: Type.String({ description: 'Where the problem is, e.g. blocks[3].value.goals' }),
  message: Type.String({ description: 'What is wrong and how to fix it' }),
})

/** `{data: null, error: "message"}`, with `details` for validation problems. */
export const ErrorEnvelope = Type.Object({
  data: Type.Null(),
  error: Type.String({ description: 'What went wrong and how to fix it' }),
  details: Type.Optional(Type.Array(Problem)),
})

export const ProjectIdParam = Type.String({ pattern: PROJECT_ID_PATTERN, description: 'Project id' })
export const BlockKeyParam = Type.String({ pattern: BLOCK_KEY_PATTERN, description: 'Block key' })

export const ProjectParams = Type.Object({ projectId: ProjectIdParam })
export const BlockParams = Type.Object({ projectId: ProjectIdParam, blockKey: BlockKeyParam })

/** Responses every authenticated route can give besides its success. */
export const authErrorResponses = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
  503: ErrorEnvelope,
}
