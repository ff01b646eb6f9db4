import type { IndexStats } from './search-index.js'

/**
 * The ranking constants and formulas search uses, in one place: BM25 over weighted term
 * frequencies (a word in the name counts more than one in the value, see FIELD_WEIGHTS), scaled
 * by how many of the query's terms a block covers and by how close together they stand.
 */
export const K1 = 1.2
export const B = 0.75

/** A block covering a share `c` of the query's terms keeps `c ** COVERAGE_POWER` of its score. */
export const COVERAGE_POWER = 1
/** Most a block gains, as a share of its score, for query terms standing next to each other. */
export const PROXIMITY_BOOST = 0.25
/** Terms further apart than this many words are not "close". */
export const PROXIMITY_WINDOW = 8

/** Inverse document frequency as Lucene computes it: never negative, even for a term in every block. */
export function idf(documentFrequency: number, stats: IndexStats): number {
  return Math.log(1 + (stats.documents - documentFrequency + 0.5) / (documentFrequency + 0.5))
}

/** BM25's contribution of one term to one block. */
export function termScore(idfValue: number, tf: number, length: number, averageLength: number): number {
  const norm = K1 * (1 - B + (B * length) / averageLength)
  return (idfValue * (tf * (K1 + 1))) / (tf + norm)
}

export function coverageFactor(matched: number, total: number): number {
  if (total <= 1) return 1
  return (matched / total) ** COVERAGE_POWER
}

/**
 * `distances`: for each pair of matched query terms, the fewest words between them in one
 * field (1 = adjacent), or undefined when they never stand within PROXIMITY_WINDOW.
 */
export function proximityFactor(distances: (number | undefined)[]): number {
  if (distances.length === 0) return 1
  let closeness = 0
  for (const distance of distances) if (distance !== undefined) closeness += 1 / distance
  return 1 + (PROXIMITY_BOOST * closeness) / distances.length
}

/** Scores are compared and returned rounded, so equal sums computed in another order tie. */
export function roundScore(score: number): number {
  return Math.round(score * 1e6) / 1e6
}
