import { markdownContent } from '../render/markdown-content.js'
import { foldLine, scalarText, serializeMarkdown } from '../render/markdown-text.js'
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
  /** Its markdown, kept as markdown but confined to the block (see `markdownContent`). */
  renderMarkdown(value, context) {
    return markdownContent(scalarText(value.content), {
      headingOffset: context.headingDepth,
      idPrefix: context.idPrefix,
    })
  },
  /** Its markdown with line breaks folded into spaces. */
  renderLine(value) {
    const nodes = markdownContent(scalarText(value.content), { headingOffset: 0, idPrefix: '' })
    // A hard break serialises as a backslash before the newline: fold it like any line break.
    return nodes.length === 0 ? '' : foldLine(serializeMarkdown(nodes).replace(/\\\n/g, '\n'))
  },
}
