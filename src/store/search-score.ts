import { stringsIn } from '../domain/content.js'
import type { Block } from '../domain/model.js'
import { searchWords } from '../domain/search-terms.js'

/**
 * A query matching more blocks than this (in the whole index) is not ranked by the engine's own
 * relevance function: SQLite's bm25 and PostgreSQL's ts_rank cost time in proportion to every
 * match (bm25 counts each term's documents over the whole table on every query), so a very
 * common word on 100 000 blocks took hundreds of milliseconds. Such queries rank a capped
 * candidate set instead; see `scoreCandidates` and docs/performance.md.
 */
export const EXACT_RANKING_MAX_MATCHES = 2000

/** How many candidates a very common query ranks (at least the requested limit). */
export const CANDIDATES = 100

/** Column weights, as the engines use them: name, then key/type/section, then value strings. */
const WEIGHTS = { name: 10, meta: 4, body: 1 } as const
const K1 = 1.2
const B = 0.75

/** Words of `text` with case and accents folded, as the full-text indexes fold them. */
function fold(text: string): string[] {
  return searchWords(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
}

function hits(words: string[], term: string, prefix: boolean): number {
  let count = 0
  for (const word of words) if (prefix ? word.startsWith(term) : word === term) count++
  return count
}

/**
 * Scores candidate blocks the way bm25 does within one result set, less the inverse document
 * frequency (which only tells very common terms apart from each other, and costs a pass over
 * every match): per column, term frequency saturated by k1 and normalised by the column's
 * length, weighted name 10, key/type/section 4, value strings 1. Every term must already match
 * (the full-text index chose the candidates); the last term counts as a prefix.
 */
export function scoreCandidates(blocks: Block[], terms: string[]): number[] {
  const folded = terms.map((term) => fold(term).join(''))
  const columns = blocks.map((block) => ({
    name: fold(block.name),
    meta: fold(`${block.key} ${block.type} ${block.section}`),
    body: fold(stringsIn(block.value).join(' ')),
  }))
  const average = (pick: (c: (typeof columns)[number]) => string[]) =>
    Math.max(1, columns.reduce((sum, c) => sum + pick(c).length, 0) / Math.max(1, columns.length))
  const averages = {
    name: average((c) => c.name),
    meta: average((c) => c.meta),
    body: average((c) => c.body),
  }
  return columns.map((column) => {
    let score = 0
    for (const [name, weight] of Object.entries(WEIGHTS) as [keyof typeof WEIGHTS, number][]) {
      const words = column[name]
      const norm = K1 * (1 - B + (B * words.length) / averages[name])
      folded.forEach((term, i) => {
        const tf = hits(words, term, i === folded.length - 1)
        if (tf > 0) score += (weight * (tf * (K1 + 1))) / (tf + norm)
      })
    }
    return Math.round(score * 1e6) / 1e6
  })
}
