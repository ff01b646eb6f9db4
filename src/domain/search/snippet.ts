import type { FieldText } from './block-text.js'

/** Longest snippet returned by search, as the API documents it, highlight markers and ellipses included. */
export const SNIPPET_MAX = 200
/** Characters of context kept before the first highlighted word. */
const LEAD = 40

/**
 * A snippet of the block's text (its name or value) that best shows why it matched: the window
 * around the most distinct matched terms, each matched word (stemmed, prefixed or corrected
 * alike) wrapped in `**`, white space folded, at most SNIPPET_MAX characters.
 *
 * Key, type and section count in ranking but are never the snippet: `persona-agency persona
 * users` tells a reader nothing the hit's own fields do not. A block that matched only through
 * them shows the start of its value (or its name when the value has no text).
 */
export function buildSnippet(fields: FieldText[], matched: ReadonlySet<string>): string {
  let best: { field: FieldText; from: number; count: number } | undefined
  for (const field of fields) {
    if (field.field === 'meta') continue
    const { tokens } = field
    for (let i = 0; i < tokens.length; i++) {
      if (!matched.has(tokens[i]?.term ?? '')) continue
      const seen = new Set<string>()
      const from = tokens[i]?.start ?? 0
      for (let j = i; j < tokens.length && (tokens[j]?.end ?? 0) - from < SNIPPET_MAX - LEAD; j++) {
        const term = tokens[j]?.term ?? ''
        if (matched.has(term)) seen.add(term)
      }
      // Prefer the body (field order: name, body) when it covers as many terms.
      if (
        best === undefined ||
        seen.size > best.count ||
        (seen.size === best.count && field !== best.field && field.field === 'body')
      ) {
        best = { field, from: i, count: seen.size }
      }
    }
  }
  if (best === undefined) {
    const text =
      fields.find((field) => field.field === 'body' && field.text.trim().length > 0) ??
      fields.find((field) => field.field === 'name')
    return text ? cut(text, 0, new Set()) : ''
  }
  return cut(best.field, best.from, matched)
}

function cut(field: FieldText, firstToken: number, matched: ReadonlySet<string>): string {
  const { text, tokens } = field
  const anchor = tokens[firstToken]?.start ?? 0
  // Start a few words before the first match, at a word boundary (or at the very start).
  let startToken = firstToken
  while (startToken > 0 && anchor - (tokens[startToken - 1]?.start ?? 0) <= LEAD) startToken--
  const start = startToken === 0 ? 0 : (tokens[startToken]?.start ?? 0)
  let out = start > 0 ? '…' : ''
  let position = start
  let budget = SNIPPET_MAX - out.length - 1
  for (const token of tokens) {
    if (token.end <= start) continue
    const gap = fold(text.slice(position, token.start))
    const word = text.slice(token.start, token.end)
    const piece = matched.has(token.term) ? `**${word}**` : word
    if (gap.length + piece.length > budget) {
      return `${out.trimEnd()}…`
    }
    out += gap + piece
    budget -= gap.length + piece.length
    position = token.end
  }
  const tail = fold(text.slice(position))
  return tail.length <= budget ? (out + tail).trim() : `${out.trimEnd()}…`
}

function fold(text: string): string {
  return text.replace(/\s+/g, ' ')
}
