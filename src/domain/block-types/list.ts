import type { List } from 'mdast'
import type { Problem } from '../errors.js'
import type { JsonObject } from '../model.js'
import { escapeInline, foldLine, plainParagraphs, scalarText } from '../render/markdown-text.js'
import type { BlockType } from './block-type.js'
import { unknownFields } from './block-type.js'

const SHAPE = '{items: string[]}'

/** An ordered list of short strings. */
export const listType: BlockType = {
  type: 'list',
  shape: SHAPE,
  validate(value) {
    const problems: Problem[] = unknownFields(value, ['items'], SHAPE)
    const items = value.items
    if (items === undefined) return problems
    if (!Array.isArray(items)) {
      problems.push({ path: 'items', message: 'must be an array of strings' })
      return problems
    }
    items.forEach((item, index) => {
      if (typeof item !== 'string') problems.push({ path: `items[${index}]`, message: 'must be a string' })
    })
    return problems
  },
  incomplete(value) {
    const items = value.items
    const filled =
      Array.isArray(items) && items.some((item) => typeof item === 'string' && item.trim() !== '')
    return filled ? [] : [{ path: 'items', message: 'must hold at least one item when status is "complete"' }]
  },
  /** One bullet per item; blank items are left out. */
  renderMarkdown(value) {
    const items = listItems(value)
    if (items.length === 0) return []
    const list: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: items.map((item) => ({ type: 'listItem', spread: false, children: plainParagraphs(item) })),
    }
    return [list]
  },
  /** The items joined with `; `. */
  renderLine(value) {
    return escapeInline(listItems(value).map(foldLine).join('; '))
  },
}

function listItems(value: JsonObject): string[] {
  const items = Array.isArray(value.items) ? value.items : []
  return items.map(scalarText).filter((item) => item.trim() !== '')
}
