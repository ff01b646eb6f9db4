import type { IndexStats } from './search-index.js'
import type { Field } from './text-analysis.js'

/**
 * The ranking constants and formulas search uses, in one place: BM25 over weighted term
 * frequencies (a word in the name counts more than one in the value, see FIELD_WEIGHTS), raised
 * for covering more of the query's terms and for terms standing close together.
 */
export const K1 = 1.2
export const B = 0.75

/**
 * Most a block gains, as a share of its score, for containing every distinct query term; a block
 * with some of them gains in proportion (one term: nothing). A bonus rather than a penalty for
 * missing terms (issue 25, docs/search.md "Tuning"): an answer often lacks a word of the question
 * ("family plan" → the Family tier, whose text never says "plan"), and the old penalty kept
 * pctx below plain BM25 on keywords and paraphrases.
 */
export const COVERAGE_BOOST = 0.1
/**
 * What a corrected query term counts for, as a share of a typed one: a correction is a guess
 * (`sprnt` may have meant `sprint` or `spent`), so it finds blocks but weighs half as much as
 * the words the asker wrote.
 */
export const CORRECTION_WEIGHT = 0.5
/**
 * What a project synonym counts for, as a share of the word the asker typed: like a correction,
 * it is a word pctx adds for the asker. Counted fully, a long question, whose every word brings
 * its synonyms, drifted to blocks sharing a synonym of an incidental word (docs/search.md,
 * "Round 6").
 */
export const SYNONYM_WEIGHT = 0.5
/**
 * What a related English word (english-related.ts) counts for, as a share of the word the asker
 * typed: WordNet's senses are general English, not this project's, so a relative weighs less
 * than a synonym the project chose. It lifts a block that says the question in other words
 * without outranking one that says it in the asker's.
 */
export const RELATED_WEIGHT = 0.25
/**
 * What an everyday English word counts for in a question of EVERYDAY_QUERY_TERMS meaningful
 * terms, by the smallest SCOWL list holding it (english-words.ts): 10 the most common words, 20
 * the next. Such a question says its subject beside words like `actually`, `someone`, `tell`
 * or `people`, which are rare in a small project, so this project's idf alone weighs them like its
 * subject words; how common a word is outside the project says which are which (docs/search.md,
 * "Round 13"). Other words count fully.
 */
export const EVERYDAY_WEIGHTS: ReadonlyMap<number, number> = new Map([
  [10, 0.7],
  [20, 0.85],
])
/**
 * Questions of this many meaningful terms weigh their everyday words down. A shorter query is
 * its subject (a paraphrase says it in everyday words, which must count); a longer one names it
 * many times over, and there weighing its common words down lost its point (Round 13).
 */
export const EVERYDAY_QUERY_TERMS = { min: 4, max: 8 } as const

/**
 * What a word of a message's context counts for, as a share of a word of its question: in a
 * message that asks in some sentences (ending in `?`) and tells who asks and why in others, the
 * words found only in the telling ones (query.ts, QueryTerm.context). Counted fully, a long
 * question's context outweighed its question by sheer number of words (docs/search.md,
 * "Round 14").
 */
export const CONTEXT_WEIGHT = 0.5

/** Most a block gains, as a share of its score, for query terms standing next to each other. */
export const PROXIMITY_BOOST = 0.1

/**
 * Field weights of the final ranking. The index stores frequencies weighted by FIELD_WEIGHTS
 * (name 3, key/type/section 2, value 1), which choose the candidates; the blocks examined are
 * scored again from their text with these gentler weights, keeping the block's stored length
 * normalisation. With the index's weights a short name or key that repeats one word of a long
 * question outranked the block whose text answers it (docs/search.md, "Tuning").
 */
export const RANKING_WEIGHTS: Readonly<Record<Field, number>> = { name: 1.5, meta: 1.25, body: 1 }
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

/** The most one term can give a block: BM25's limit as its frequency grows. */
export function saturatedScore(idfValue: number): number {
  return idfValue * (K1 + 1)
}

/** `matched` of `total` distinct query terms found in a block → the factor its score is raised by. */
export function coverageFactor(matched: number, total: number): number {
  if (total <= 1 || matched <= 1) return 1
  return 1 + (COVERAGE_BOOST * (matched - 1)) / (total - 1)
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

/** Whether a query of `terms` meaningful terms weighs its everyday words down (EVERYDAY_QUERY_TERMS). */
export function weighsEverydayWords(terms: number): boolean {
  return terms >= EVERYDAY_QUERY_TERMS.min && terms <= EVERYDAY_QUERY_TERMS.max
}

/** What a query term counts for in such a query, by how common its word is (`size`, english-words.ts). */
export function everydayWeight(size: number | undefined): number {
  return size === undefined ? 1 : (EVERYDAY_WEIGHTS.get(size) ?? 1)
}
