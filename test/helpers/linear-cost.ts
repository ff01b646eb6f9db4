import assert from 'node:assert/strict'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * Checks that work costs time in proportion to its input: the cost of an input `factor` times as
 * large is compared with the cost of the small one, never with the clock, so the check holds on a
 * slow machine. Linear work grows about `factor` times, quadratic work `factor`² times; the bound
 * sits between the two.
 *
 * These machines are shared, and other test files run beside this one: a measurement can be
 * slowed down by a neighbour, the large one most often since it runs longest. A ratio over the
 * bound is therefore measured again, up to three times, before it counts; a quadratic walk fails
 * every attempt.
 */

// A full collection before each series of runs, so garbage left by an earlier measurement is
// not collected inside this one.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

export interface LinearCostCheck<Input> {
  /** Names the input in the failure message. */
  label: string
  /** Builds the input of a size, outside the timed run. */
  build: (size: number) => Input
  /** The work whose cost is measured. */
  work: (input: Input) => unknown
  size: number
  /** How many times larger the large input is. */
  factor: number
  /** The largest accepted ratio of the large cost to the small one. */
  maxRatio: number
  /** Added to the small cost: work decided in microseconds is timer and collector noise. */
  slackMs?: number
  /** Timed runs per measurement; the least disturbed (the fastest) counts. */
  runs?: number
}

/** The fastest of `runs` timed runs of `work`, in milliseconds, after a warm-up run. */
export function fastestRun(work: () => unknown, runs = 5): number {
  // One full collection first (not one per run: on Node 24 the run right after a full
  // collection pays milliseconds for it, which hides what small inputs cost).
  collectGarbage()
  work()
  let best = Number.POSITIVE_INFINITY
  for (let run = 0; run < runs; run++) {
    const start = process.hrtime.bigint()
    work()
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6)
  }
  return best
}

export function assertLinearCost<Input>(check: LinearCostCheck<Input>): void {
  const { build, work, size, factor, maxRatio, slackMs = 0, runs = 5 } = check
  const small = build(size)
  const large = build(size * factor)
  let detail = ''
  // Both sizes once before any timing: code compiled on the small input alone can still run
  // in a slower tier (Node 24 optimises later), which would make every ratio look smaller.
  work(small)
  work(large)
  for (let attempt = 0; attempt < 3; attempt++) {
    const smallCost = fastestRun(() => work(small), runs)
    const largeCost = fastestRun(() => work(large), runs)
    if (largeCost < maxRatio * smallCost + slackMs) return
    detail = `${(largeCost / smallCost).toFixed(1)}× (${smallCost.toFixed(3)} ms → ${largeCost.toFixed(3)} ms)`
  }
  assert.fail(`${check.label}: ${factor}× the input cost ${detail}, over ${maxRatio}× in three measurements`)
}
