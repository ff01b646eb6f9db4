/** A piece of a search snippet: matched words are `match`, to be shown emphasised. */
export interface SnippetPart {
  text: string
  match: boolean
}

/**
 * A matched word as the API marks it: `**` around one word (docs/search.md: every matched word
 * is wrapped on its own), so no white space and no `*` inside.
 */
const MATCHED_WORD = /\*\*([^\s*]+)\*\*/g

/**
 * Splits a search snippet (matched words wrapped in `**`, docs/search.md) into text parts, so
 * the console emphasises matches without ever treating the snippet as markup. Only `**word**`
 * is a match: the block's own text may hold `**` too (markdown bold), and pairing markers from
 * the left would then emphasise the wrong stretch and show the real matches' markers as text.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  let done = 0
  for (const found of snippet.matchAll(MATCHED_WORD)) {
    if (found.index > done) parts.push({ text: snippet.slice(done, found.index), match: false })
    parts.push({ text: found[1] as string, match: true })
    done = found.index + found[0].length
  }
  if (done < snippet.length) parts.push({ text: snippet.slice(done), match: false })
  return parts
}
