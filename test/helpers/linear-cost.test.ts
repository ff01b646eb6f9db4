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
    assert.throws(
      () =>
        assertLinearCost({
          label: 'all pairs',
          build,
          work: quadratic,
          size: 2_000,
          factor: 4,
          maxRatio: 10,
          slackMs: 1,
        }),
      /all pairs: 4× the input cost \d+\.\d× \(.* ms → .* ms\), over 10× in three measurements/,
    )
  })
})
