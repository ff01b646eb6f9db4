/**
 * Splits a search query into terms the way the full-text indexes split content: runs of
 * letters and digits, everything else a separator (`full-text` → `full`, `text`). Case and
 * accents are folded by the index itself.
 */
export function searchTerms(query: string): string[] {
  return query
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0)
    .slice(0, 32)
}
