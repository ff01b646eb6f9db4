/** A piece of a search snippet: matched words are `match`, to be shown emphasised. */
export interface SnippetPart {
  text: string
  match: boolean
}

/**
 * Splits a search snippet (matched terms wrapped in `**`, docs/search.md) into text parts, so
 * the console emphasises matches without ever treating the snippet as markup.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const pieces = snippet.split('**')
  // An odd number of markers leaves the last one unpaired: it is text, not the start of a match.
  if (pieces.length % 2 === 0) {
    const tail = pieces.pop() as string
    pieces[pieces.length - 1] += `**${tail}`
  }
  return pieces.map((text, i) => ({ text, match: i % 2 === 1 })).filter((part) => part.text !== '')
}
