/** Longest snippet returned by search (PRODUCT.md 3). */
export const SNIPPET_MAX = 200

/**
 * Cuts a snippet whose matches are wrapped in `**` to at most SNIPPET_MAX characters without
 * leaving a highlight unclosed, folding white space to single spaces.
 */
export function trimSnippet(snippet: string): string {
  const text = snippet.replace(/\s+/g, ' ').trim()
  if (text.length <= SNIPPET_MAX) return text
  let cut = text.slice(0, SNIPPET_MAX - 1)
  const lastSpace = cut.lastIndexOf(' ')
  if (lastSpace > SNIPPET_MAX / 2) cut = cut.slice(0, lastSpace)
  const markers = cut.split('**').length - 1
  if (markers % 2 === 1) cut = cut.slice(0, cut.lastIndexOf('**')).trimEnd()
  return `${cut}…`
}
