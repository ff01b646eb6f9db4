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

/** What ordering a candidate needs besides its score: the canonical order of its block. */
export interface CandidateOrder {
  section_ordinal: number | string
  position: number | string
  key: string
}

/**
 * The capped ranking both engines share: rows from `queries`, tried in order until `wanted`
 * distinct rows (by `idOf`) are collected, scored by `scoreCandidates`, then ordered by score
 * and canonical order (section ordinal, position, key) and cut to `limit`.
 */
export async function rankCandidates<Row extends CandidateOrder>(options: {
  queries: (() => Promise<Row[]>)[]
  idOf: (row: Row) => string | number
  toBlock: (row: Row) => Block
  terms: string[]
  limit: number
}): Promise<{ row: Row; block: Block; score: number }[]> {
  const { queries, idOf, toBlock, terms, limit } = options
  const wanted = Math.max(CANDIDATES, limit)
  const candidates = new Map<string | number, Row>()
  for (const query of queries) {
    if (candidates.size >= wanted) break
    for (const row of await query()) {
      const id = idOf(row)
      if (candidates.size < wanted && !candidates.has(id)) candidates.set(id, row)
    }
  }
  const rows = [...candidates.values()]
  const blocks = rows.map(toBlock)
  const scores = scoreCandidates(blocks, terms)
  return rows
    .map((row, i) => ({ row, block: blocks[i] as Block, score: scores[i] ?? 0 }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(a.row.section_ordinal) - Number(b.row.section_ordinal) ||
        Number(a.row.position) - Number(b.row.position) ||
        (a.row.key < b.row.key ? -1 : a.row.key > b.row.key ? 1 : 0),
    )
    .slice(0, limit)
}
