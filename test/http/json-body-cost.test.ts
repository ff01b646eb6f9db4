import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { findUnsafeInteger } from '../../src/http/json-body.js'

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

/** CPU time of one walk, in microseconds: other processes on the machine do not count. */
function cpuMicros(input: unknown): number {
  const started = process.cpuUsage()
  assert.notEqual(findUnsafeInteger(input), null)
  const used = process.cpuUsage(started)
  return used.user + used.system
}

/** Best of five after a warm-up run: the least disturbed run (GC, JIT) on a shared machine. */
function cost(input: unknown): number {
  cpuMicros(input)
  let best = Number.POSITIVE_INFINITY
  for (let run = 0; run < 5; run++) best = Math.min(best, cpuMicros(input))
  return Math.max(best, 1)
}

describe('the unsafe-integer walk costs time linear in the body', () => {
  for (const [name, build, size] of [
    ['nesting depth', nested, 12_500],
    ['fields of one object', wide, 12_500],
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
