// Ranking quality measures of the relevance benchmark (bench/relevance/run.mjs).
//
// `ranking` is the list of block keys an engine returned, best first. `relevant` maps the keys a
// person labelled to a grade: 2 answers the question, 1 is partly relevant or useful context.
// Unlabelled keys count as grade 0.

import { prng } from '../lib/data.mjs'

/** Cut-off of every measure: what an agent or a person reads of a result list. */
export const CUTOFF = 10

/**
 * Discounted cumulative gain of the first `k` grades: the gain is the grade itself (linear, as
 * trec_eval's ndcg_cut) and position i (from 1) is discounted by log2(i + 1).
 */
export function dcg(grades, k = CUTOFF) {
  let total = 0
  for (let i = 0; i < Math.min(k, grades.length); i++) total += grades[i] / Math.log2(i + 2)
  return total
}

/**
 * nDCG@k: the ranking's DCG over the DCG of the ideal ranking (every labelled block, best grade
 * first). 0 when nothing is labelled, so an unlabelled question can never flatter an engine.
 */
export function ndcgAt(ranking, relevant, k = CUTOFF) {
  const ideal = dcg(
    Object.values(relevant)
      .filter((grade) => grade > 0)
      .sort((a, b) => b - a),
    k,
  )
  if (ideal === 0) return 0
  return (
    dcg(
      ranking.slice(0, k).map((key) => relevant[key] ?? 0),
      k,
    ) / ideal
  )
}

/** recall@k: the share of labelled blocks (grade ≥ 1) that appear in the first `k` results. */
export function recallAt(ranking, relevant, k = CUTOFF) {
  const labelled = Object.keys(relevant).filter((key) => relevant[key] > 0)
  if (labelled.length === 0) return 0
  const top = new Set(ranking.slice(0, k))
  return labelled.filter((key) => top.has(key)).length / labelled.length
}

/** 1-based rank of the first labelled block in the ranking, or null when none is in it. */
export function firstRelevantRank(ranking, relevant) {
  const index = ranking.findIndex((key) => (relevant[key] ?? 0) > 0)
  return index === -1 ? null : index + 1
}

/** Scores one question's ranking. */
export function scoreQuestion(ranking, relevant, k = CUTOFF) {
  return {
    ndcg: ndcgAt(ranking, relevant, k),
    recall: recallAt(ranking, relevant, k),
    zeroHit: ranking.length === 0,
    firstRelevantRank: firstRelevantRank(ranking, relevant),
  }
}

/** Means over scored questions: nDCG@k, recall@k and the share of questions with no hit. */
export function aggregate(scores) {
  const n = scores.length
  const mean = (pick) => (n === 0 ? 0 : scores.reduce((sum, s) => sum + pick(s), 0) / n)
  return {
    questions: n,
    ndcg: mean((s) => s.ndcg),
    recall: mean((s) => s.recall),
    zeroHitShare: mean((s) => (s.zeroHit ? 1 : 0)),
  }
}

/** Resamples of a paired bootstrap: enough that the interval's ends move by under 0.002. */
export const RESAMPLES = 10_000

/**
 * How engine A compares with engine B on the same questions: `a[i]` and `b[i]` are their scores
 * on question i. The mean difference A − B, a 95% interval for it from a paired bootstrap
 * (questions drawn with replacement, percentiles 2.5 and 97.5), and how many questions A won,
 * tied and lost. An interval that holds 0 says the questions cannot tell the engines apart.
 */
export function pairedDifference(a, b, { resamples = RESAMPLES, seed = 1 } = {}) {
  if (a.length !== b.length) throw new Error(`paired scores differ in length: ${a.length} and ${b.length}`)
  const n = a.length
  const differences = a.map((value, i) => value - b[i])
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length
  const counts = {
    wins: differences.filter((d) => d > 1e-9).length,
    ties: differences.filter((d) => Math.abs(d) <= 1e-9).length,
    losses: differences.filter((d) => d < -1e-9).length,
  }
  if (n === 0) return { questions: 0, difference: 0, low: 0, high: 0, ...counts }
  const random = prng(seed)
  const means = new Float64Array(resamples)
  for (let r = 0; r < resamples; r++) {
    let sum = 0
    for (let i = 0; i < n; i++) sum += differences[Math.floor(random() * n)]
    means[r] = sum / n
  }
  means.sort()
  const at = (share) => means[Math.min(resamples - 1, Math.floor(share * resamples))]
  return { questions: n, difference: mean(differences), low: at(0.025), high: at(0.975), ...counts }
}
