import type { List, ListItem, RootContent } from 'mdast'
import { holdsContent, isJsonObject } from '../content.js'
import type { JsonObject } from '../model.js'
import {
  escapeInline,
  foldLine,
  humanizeLabel,
  labelledParagraphs,
  paragraph,
  plainParagraphs,
  scalarText,
  strong,
} from '../render/markdown-text.js'
import type { BlockRenderer } from './block-type.js'

/**
 * Renders a block of any type pctx does not know: each field labelled (`pain_points` →
 * **Pain points:**), arrays as bullets, nested objects as nested lists of labelled items.
 * Fields holding no content (blank strings, null, empty arrays and objects) are left out.
 * Fields keep the order they were stored in.
 */
export const genericRenderer: BlockRenderer = {
  renderMarkdown(value) {
    const out: RootContent[] = []
    for (const [key, field] of contentEntries(value)) {
      const label = humanizeLabel(key)
      if (Array.isArray(field) || isJsonObject(field)) {
        out.push(paragraph([strong(`${label}:`)]), listOf(field))
      } else {
        // One push per paragraph: push(...paragraphs) overflows the stack on a very long text.
        for (const node of labelledParagraphs(label, scalarText(field))) out.push(node)
      }
    }
    return out
  },

  /**
   * `Label: value` pairs joined with `; `; arrays as items joined with `, `; nested objects and
   * arrays in parentheses: `Plan: Pro; Features: Funnels, Cohorts; Limits: (Seats: 5; Events: 1000)`.
   */
  renderLine(value) {
    return escapeInline(pairsLine(value))
  },
}

function contentEntries(value: JsonObject): [string, unknown][] {
  return Object.entries(value).filter(([, field]) => holdsContent(field))
}

function listOf(field: unknown[] | JsonObject): List {
  const children: ListItem[] = Array.isArray(field)
    ? field.filter(holdsContent).map((item) => itemOf(undefined, item))
    : contentEntries(field).map(([key, item]) => itemOf(humanizeLabel(key), item))
  return { type: 'list', ordered: false, spread: false, children }
}

function itemOf(label: string | undefined, item: unknown): ListItem {
  if (Array.isArray(item) || isJsonObject(item)) {
    const children = label === undefined ? [listOf(item)] : [paragraph([strong(`${label}:`)]), listOf(item)]
    return { type: 'listItem', spread: false, children }
  }
  const text = scalarText(item)
  const children = label === undefined ? plainParagraphs(text) : labelledParagraphs(label, text)
  return { type: 'listItem', spread: false, children }
}

function pairsLine(value: JsonObject): string {
  return contentEntries(value)
    .map(([key, field]) => `${humanizeLabel(key)}: ${fieldLine(field)}`)
    .join('; ')
}

function fieldLine(field: unknown): string {
  return Array.isArray(field) ? field.filter(holdsContent).map(itemLine).join(', ') : itemLine(field)
}

function itemLine(item: unknown): string {
  if (Array.isArray(item)) return `(${fieldLine(item)})`
  if (isJsonObject(item)) return `(${pairsLine(item)})`
  return foldLine(scalarText(item))
}
