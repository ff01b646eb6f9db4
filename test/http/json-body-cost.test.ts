import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { findUnsafeInteger } from '../../src/http/json-body.js'

const UNSAFE = 2 ** 60
const GROWTH = 8
/** Linear work grows GROWTH times; quadratic would grow GROWTH² (64) times. */
const MAX_RATIO = GROWTH * 3

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

/** Best of five: the least disturbed run on a shared machine. */
function cost(input: unknown): number {
  let best = Number.POSITIVE_INFINITY
  for (let run = 0; run < 5; run++) {
    const started = performance.now()
    assert.notEqual(findUnsafeInteger(input), null)
    best = Math.min(best, performance.now() - started)
  }
  return best
}

describe('the unsafe-integer walk costs time linear in the body', () => {
  for (const [name, build, size] of [
    ['nesting depth', nested, 25_000],
    ['fields of one object', wide, 25_000],
  ] as const) {
    it(`grows linearly with the ${name}`, () => {
      const small = cost(build(size))
      const large = cost(build(size * GROWTH))
      assert.ok(
        large / small < MAX_RATIO,
        `${GROWTH}× the ${name} cost ${(large / small).toFixed(1)}× the time`,
      )
    })
  }

  it('names the path of the integer it found', () => {
    assert.equal(findUnsafeInteger(wide(3)), 'blocks[0].value.last')
    assert.equal(findUnsafeInteger(nested(3)), '[0][0][0]')
    assert.equal(findUnsafeInteger({ a: [1, 2.5, '12345678901234567890', Number.MAX_SAFE_INTEGER] }), null)
  })
})
