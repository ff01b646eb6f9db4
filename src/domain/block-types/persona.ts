import type { BlockType } from './block-type.js'
import { isBlankString, unknownFields } from './block-type.js'

const FIELDS = ['name', 'description', 'goals', 'pain_points'] as const
const SHAPE = '{name, description, goals, pain_points}, all strings'

/** A user persona: who they are, what they want, what hurts. */
export const personaType: BlockType = {
  type: 'persona',
  shape: SHAPE,
  validate(value) {
    const problems = unknownFields(value, FIELDS, SHAPE)
    for (const field of FIELDS) {
      const fieldValue = value[field]
      if (fieldValue !== undefined && typeof fieldValue !== 'string') {
        problems.push({ path: field, message: `must be a string (persona value is ${SHAPE})` })
      }
    }
    return problems
  },
  incomplete(value) {
    return FIELDS.filter((field) => isBlankString(value[field])).map((field) => ({
      path: field,
      message: 'must not be empty when status is "complete"',
    }))
  },
}
