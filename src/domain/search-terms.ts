/** Longest query, in terms, that search will consider. */
const MAX_TERMS = 32

/**
 * Splits text into words the way the full-text indexes split content: runs of letters, digits
 * and combining marks; everything else separates (`full-text` → `full`, `text`). Case and accents
 * are folded by the index itself.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => word.length > 0)
}

/** The terms of a search query (at most 32). */
export function searchTerms(query: string): string[] {
  return searchWords(query).slice(0, MAX_TERMS)
}
