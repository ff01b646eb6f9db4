import type { BlockType } from './block-type.js'
import { isBlankString, unknownFields } from './block-type.js'

const SHAPE = '{content: string} (markdown)'

/** Free-form markdown. */
export const textType: BlockType = {
  type: 'text',
  shape: SHAPE,
  validate(value) {
    const problems = unknownFields(value, ['content'], SHAPE)
    if (value.content !== undefined && typeof value.content !== 'string') {
      problems.push({ path: 'content', message: 'must be a string of markdown' })
    }
    return problems
  },
  incomplete(value) {
    return isBlankString(value.content)
      ? [{ path: 'content', message: 'must not be empty when status is "complete"' }]
      : []
  },
}
