import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  aggregate,
  dcg,
  firstRelevantRank,
  ndcgAt,
  pairedDifference,
  recallAt,
  scoreQuestion,
} from '../../bench/relevance/metrics.mjs'

const close = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `expected ${expected}, got ${actual}`)

// Every expected value below is worked out by hand from the definitions:
// DCG = Σ grade_i / log2(i + 1) over positions i = 1…10; nDCG = DCG / DCG of the ideal order.
describe('relevance metrics', () => {
  it('DCG uses the grade as gain and a log2 discount from position 2', () => {
    // 2/log2(2) + 1/log2(3) + 0/log2(4) = 2 + 0.630929753571457…
    close(dcg([2, 1, 0]), 2 + 1 / Math.log2(3))
    close(dcg([0, 0, 2]), 1) // 2/log2(4)
    close(dcg([]), 0)
  })

  it('nDCG@10 divides by the ideal ranking of the labels', () => {
    const relevant = { a: 2, b: 1 }
    close(ndcgAt(['a', 'b'], relevant), 1)
    // DCG = 2 + 0 + 1/log2(4) = 2.5; ideal = 2 + 1/log2(3) = 2.63093 → 0.950234…
    close(ndcgAt(['a', 'x', 'b'], relevant), 0.9502344167898356)
    // Worse order: 1 + 2/log2(3) = 2.26186 → 0.859719…
    close(ndcgAt(['b', 'a'], relevant), 0.8597186998521972)
    close(ndcgAt(['x', 'y'], relevant), 0)
    close(ndcgAt([], relevant), 0)
  })

  it('nDCG@10 ignores everything after position 10, in the ranking and in the ideal', () => {
    const noise = Array.from({ length: 10 }, (_, i) => `n${i}`)
    close(ndcgAt([...noise, 'a'], { a: 2 }), 0)
    // Twelve blocks of grade 1: ten of them in the top 10 is already the ideal.
    const twelve = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`r${i}`, 1]))
    close(ndcgAt(Object.keys(twelve), twelve), 1)
  })

  it('nDCG is 0 for a question without labels, never a division by zero', () => {
    close(ndcgAt(['a'], {}), 0)
    close(ndcgAt(['a'], { a: 0 }), 0)
  })

  it('recall@10 counts labelled blocks of any positive grade found in the top 10', () => {
    const relevant = { a: 2, b: 1, c: 1, z: 0 }
    close(recallAt(['a', 'x', 'c'], relevant), 2 / 3)
    close(recallAt(['z'], relevant), 0)
    const noise = Array.from({ length: 10 }, (_, i) => `n${i}`)
    close(recallAt([...noise, 'a', 'b', 'c'], relevant), 0)
    close(recallAt([], relevant), 0)
  })

  it('the first relevant rank is 1-based, or null', () => {
    assert.equal(firstRelevantRank(['x', 'y', 'b'], { b: 1 }), 3)
    assert.equal(firstRelevantRank(['x', 'z'], { b: 1, z: 0 }), null)
  })

  it('aggregates means and the share of questions with no hit', () => {
    const scores = [
      scoreQuestion(['a', 'b'], { a: 2, b: 1 }), // nDCG 1, recall 1
      scoreQuestion([], { a: 2 }), // no hit: 0, 0
      scoreQuestion(['x', 'a'], { a: 2, b: 2 }), // nDCG (2/log2 3) / (2 + 2/log2 3), recall 1/2
    ]
    const third = 2 / Math.log2(3) / (2 + 2 / Math.log2(3))
    const result = aggregate(scores)
    assert.equal(result.questions, 3)
    close(result.ndcg, (1 + 0 + third) / 3)
    close(result.recall, (1 + 0 + 0.5) / 3)
    close(result.zeroHitShare, 1 / 3)
    assert.deepEqual(aggregate([]), { questions: 0, ndcg: 0, recall: 0, zeroHitShare: 0 })
  })

  it('compares two engines question by question: mean difference, bootstrap interval, wins and losses', () => {
    // The same difference on every question: every resample has that mean, so the interval is it.
    const same = pairedDifference([0.5, 0.7, 0.9], [0.4, 0.6, 0.8])
    close(same.difference, 0.1)
    close(same.low, 0.1)
    close(same.high, 0.1)
    assert.deepEqual([same.wins, same.ties, same.losses], [3, 0, 0])

    // One big loss among ties (a question like q161): the mean is below 0, yet an interval
    // over 12 questions holds 0, while 60 such questions' interval does not.
    const twelve = Array.from({ length: 12 }, (_, i) => (i === 0 ? 0.6 : 0.8))
    const few = pairedDifference(twelve, Array(12).fill(0.8))
    close(few.difference, -0.2 / 12)
    assert.deepEqual([few.wins, few.ties, few.losses], [0, 11, 1])
    assert.ok(few.low < few.difference && few.high >= 0, JSON.stringify(few))
    const spread = Array.from({ length: 60 }, (_, i) => 0.5 + (i % 5) * 0.1)
    const many = pairedDifference(
      spread.map((value, i) => value - (i % 2 === 0 ? 0.1 : 0.02)),
      spread,
    )
    close(many.difference, -0.06)
    assert.ok(many.low < -0.06 && many.high < 0 && many.high > -0.06, JSON.stringify(many))

    // The same scores give the same interval (a seeded resampling), another seed another one.
    assert.deepEqual(pairedDifference(twelve, Array(12).fill(0.8)), few)
    assert.notDeepEqual(
      pairedDifference(spread, spread.toReversed(), { seed: 2 }),
      pairedDifference(spread, spread.toReversed()),
    )
    assert.deepEqual(pairedDifference([], []), {
      questions: 0,
      difference: 0,
      low: 0,
      high: 0,
      wins: 0,
      ties: 0,
      losses: 0,
    })
    assert.throws(() => pairedDifference([1], []), /differ in length/)
  })
})
