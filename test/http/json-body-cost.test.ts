import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { findUnsafeInteger } from '../../src/http/json-body.js'
import { assertLinearCost } from '../helpers/linear-cost.js'

const UNSAFE = 2 ** 60
const GROWTH = 16
/**
 * Linear work grows about GROWTH times (up to 3× more once the larger input outgrows the CPU
 * caches and young-generation GC); quadratic work grows GROWTH² (256) times. The bound sits
 * between the two.
 */
const MAX_RATIO = GROWTH * 8

function nested(depth: number): unknown {
  let value: unknown = UNSAFE
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

function wide(fields: number): unknown {
  const value: Record<string, number> = {}
  for (let i = 0; i < fields; i++) value[`f${i}`] = i
  value.last = UNSAFE
  return { blocks: [{ value }] }
}

describe('the unsafe-integer walk costs time linear in the body', () => {
  for (const [name, build, size] of [
    ['nesting depth', nested, 12_500],
    ['fields of one object', wide, 12_500],
  ] as const) {
    it(`grows linearly with the ${name}`, () => {
      assertLinearCost({
        label: name,
        build,
        work: (input) => assert.notEqual(findUnsafeInteger(input), null),
        size,
        factor: GROWTH,
        maxRatio: MAX_RATIO,
        slackMs: 0.01,
      })
    })
  }

  it('names the path of the integer it found', () => {
    assert.equal(findUnsafeInteger(wide(3)), 'blocks[0].value.last')
    assert.equal(findUnsafeInteger(nested(3)), '[0][0][0]')
    assert.equal(findUnsafeInteger({ a: [1, 2.5, '12345678901234567890', Number.MAX_SAFE_INTEGER] }), null)
  })
})
