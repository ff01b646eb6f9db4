import type { Paragraph, PhrasingContent, RootContent, Strong, Text } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { defaultHandlers, type Options, toMarkdown } from 'mdast-util-to-markdown'

/**
 * Helpers shared by every renderer. Documents are built as markdown syntax trees (mdast) and
 * serialised once by mdast-util-to-markdown, which escapes user text for the exact place it
 * lands in (a heading, a list item, a paragraph): that is what keeps a block name such as
 * "Intro\n# Evil" from ever becoming a heading, without escaping characters that are harmless.
 */

const SERIALIZE: Options = {
  extensions: [gfmToMarkdown()],
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  handlers: {
    text: (node, parent, state, info) => guardAngleBrackets(defaultHandlers.text(node, parent, state, info)),
  },
}

/**
 * Text escaped by the serialiser, with every `\<` that a GFM autolink literal could swallow
 * written `&lt;` instead. `www.\<javascript:alert(1)>` reads back as the literal `www.\`
 * followed by a live `<javascript:…>` autolink (or raw HTML): the literal keeps the backslash,
 * so it no longer escapes the `<`. A literal runs from `www.` or `scheme://` to the next blank,
 * so only a `<` in such a run is at risk. Elsewhere `\<` stays as the serialiser wrote it.
 */
function guardAngleBrackets(escaped: string): string {
  if (!escaped.includes('\\<')) return escaped
  let out = ''
  let atRisk = false
  for (let index = 0; index < escaped.length; index++) {
    const char = escaped[index] ?? ''
    if (char === ' ' || char === '\t' || char === '\n') atRisk = false
    else if (
      (char === '.' && /www$/i.test(escaped.slice(index - 3, index))) ||
      (char === '/' && escaped.slice(index - 2, index) === ':/')
    ) {
      atRisk = true
    }
    if (char === '\\' && index + 1 < escaped.length) {
      const next = escaped[index + 1]
      out += atRisk && next === '<' ? '&lt;' : `\\${next}`
      index++
      continue
    }
    out += char
  }
  return out
}

/** Serialises markdown nodes as one document ending with a newline (same nodes, same bytes). */
export function serializeMarkdown(nodes: RootContent[]): string {
  return toMarkdown({ type: 'root', children: nodes }, SERIALIZE)
}

// Line breaks other than \n, and control characters that have no business in a document.
const OTHER_LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g
const CONTROLS = /[^\P{Cc}\t\n]/gu

/**
 * Normalises user text: every line break becomes \n, NUL and other control characters (C0, DEL,
 * C1) become U+FFFD (as CommonMark does for NUL), tabs stay.
 */
export function cleanText(text: string): string {
  return text.replace(OTHER_LINE_BREAKS, '\n').replace(CONTROLS, '\uFFFD')
}

/**
 * User text on one line: line breaks (and the blanks around them) fold into one space. Written
 * as a walk over the lines rather than one regex: `/[ \t]*\n\s*\/` backtracks over every run of
 * blanks not followed by a line break, quadratic in the run's length.
 */
export function foldLine(text: string): string {
  const lines = cleanText(text).split('\n')
  const kept: string[] = []
  lines.forEach((line, index) => {
    const start = index === 0 ? line : line.trimStart()
    const folded = index === lines.length - 1 ? start : trimBlanksEnd(start)
    if (folded !== '' || index === 0) kept.push(folded)
  })
  return kept.join(' ').trim()
}

/** `value` without trailing spaces and tabs (only those: other blanks before a break stay). */
function trimBlanksEnd(value: string): string {
  let end = value.length
  while (end > 0 && (value.charCodeAt(end - 1) === 32 || value.charCodeAt(end - 1) === 9)) end--
  return value.slice(0, end)
}

export function text(value: string): Text {
  return { type: 'text', value }
}

export function strong(value: string): Strong {
  return { type: 'strong', children: [text(value)] }
}

export function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children }
}

/**
 * Plain (not markdown) multi-line text as paragraphs: blank lines separate paragraphs, single
 * line breaks stay soft breaks, leading and trailing blanks of each line are dropped.
 */
export function plainParagraphs(value: string): Paragraph[] {
  return cleanText(value)
    .split(/\n[ \t]*\n\s*/)
    .map((part) =>
      part
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .join('\n'),
    )
    .filter((part) => part !== '')
    .map((part) => paragraph([text(part)]))
}

/**
 * A labelled paragraph, `**Label:** text`; further paragraphs of the text follow unlabelled.
 * Blank text gives nothing.
 */
export function labelledParagraphs(label: string, value: string): Paragraph[] {
  const paragraphs = plainParagraphs(value)
  const first = paragraphs[0]
  if (!first) return []
  first.children = [strong(`${foldLine(label)}:`), text(' '), ...first.children]
  return paragraphs
}

/** Plain text escaped for use inside one line of markdown (a list item, after a label). */
export function escapeInline(value: string): string {
  const line = foldLine(value)
  if (line === '') return ''
  return serializeMarkdown([paragraph([text(line)])]).trimEnd()
}

/**
 * A field name as a label: words of `pain_points`, `painPoints` or `pain-points` with the
 * first capitalised (`Pain points`); acronyms keep their case.
 */
export function humanizeLabel(key: string): string {
  const words = foldLine(key)
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
  if (words.length === 0) return foldLine(key) || '(unnamed)'
  return words
    .map((word, index) => {
      if (index === 0) return word.charAt(0).toUpperCase() + word.slice(1)
      return /^\p{Lu}\p{Ll}*$/u.test(word) ? word.toLowerCase() : word
    })
    .join(' ')
}

/** A scalar field as text: strings as they are, numbers and booleans written out, anything else empty. */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return ''
}
