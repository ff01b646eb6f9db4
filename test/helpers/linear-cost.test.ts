import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { assertLinearCost } from './linear-cost.js'

/** Touches every pair of elements: the quadratic walk the cost tests exist to catch. */
function quadratic(items: number[]): number {
  let sum = 0
  for (const a of items) for (const b of items) sum += a ^ b
  return sum
}

function linear(items: number[]): number {
  let sum = 0
  for (const a of items) sum += a
  return sum
}

const build = (size: number) => Array.from({ length: size }, (_, i) => i)

describe('assertLinearCost', () => {
  it('passes linear work', () => {
    assertLinearCost({
      label: 'a sum',
      build,
      work: linear,
      size: 200_000,
      factor: 4,
      maxRatio: 10,
      slackMs: 1,
    })
  })

  it('fails quadratic work in every measurement, and says by how much', () => {
    // 8× the input: quadratic work costs 64×, far over the bound, even when the optimising
    // compiler speeds the large run up more than the small one (seen on Node 24 at 4×).
    assert.throws(
      () =>
        assertLinearCost({
          label: 'all pairs',
          build,
          work: quadratic,
          size: 1_000,
          factor: 8,
          maxRatio: 16,
          slackMs: 1,
        }),
      /all pairs: 8× the input cost \d+\.\d× \(.* ms → .* ms\), over 16× in three measurements/,
    )
  })
})
