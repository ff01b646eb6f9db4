import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ValidationError } from '../../src/domain/errors.js'
import { parseSyncRequest } from '../../src/domain/sync-request.js'
import { assertLinearCost } from '../helpers/linear-cost.js'

const NO_LIMIT = { maxBlocks: Number.POSITIVE_INFINITY }

/** Every problem `parseSyncRequest` finds in `body`, whether it throws or returns them. */
function problemsOf(body: unknown): { path: string; message: string }[] {
  try {
    return parseSyncRequest(body, NO_LIMIT).problems
  } catch (error) {
    assert.ok(error instanceof ValidationError)
    return error.details
  }
}

/**
 * Growing the input 8 times must grow the cost about 8 times (linear), not the 64 times of a
 * quadratic walk. The margin (4× over linear) absorbs the garbage collector, which makes large
 * inputs a little dearer per item; inputs checked in under 0.05 ms count as 0.05 ms.
 */
function assertLinear(label: string, build: (size: number) => unknown, size: number): void {
  assertLinearCost({ label, build, work: problemsOf, size, factor: 8, maxRatio: 32, slackMs: 1.6, runs: 7 })
}

function withUnknownFields(count: number): Record<string, unknown> {
  const entry: Record<string, unknown> = { key: 'k', type: 'text', section: 'brand' }
  for (let i = 0; i < count; i++) entry[`field${i}`] = i
  return entry
}

describe('parseSyncRequest on adversarial input', () => {
  // First, before the tests below leave garbage for the collector.
  it('costs time in proportion to the input', () => {
    assertLinear('unknown fields', (size) => ({ blocks: [withUnknownFields(size)] }), 2_000)
    assertLinear('a long key', (size) => ({ blocks: [{ key: `${'x'.repeat(size)} ` }] }), 200_000)
    assertLinear(
      'many blocks',
      (size) => ({
        blocks: Array.from({ length: size }, (_, i) => ({
          key: `k${i}`,
          type: 'text',
          section: 'brand',
          name: `Block ${i}`,
          value: { content: `Text ${i}` },
        })),
      }),
      500,
    )
    assertLinear(
      'one key many times',
      (size) => ({ blocks: Array.from({ length: size }, () => ({ key: 'same' })) }),
      500,
    )
    assertLinear(
      'a wide value',
      (size) => ({
        blocks: [
          { key: 'k', value: Object.fromEntries(Array.from({ length: size }, (_, i) => [`f${i}`, [i]])) },
        ],
      }),
      2_000,
    )
    assertLinear(
      'long strings in a value',
      (size) => ({ blocks: [{ key: 'k', value: { a: ['x'.repeat(size), `${'y'.repeat(size)}\u0000`] } }] }),
      20_000,
    )
  })

  it('reports a few of an entry’s unknown fields and counts the rest, not one problem each', () => {
    const problems = problemsOf({ blocks: [withUnknownFields(50_000)] })
    assert.ok(problems.length <= 10, `${problems.length} problems for one entry`)
    assert.ok(JSON.stringify(problems).length < 4_000)
    assert.match(JSON.stringify(problems), /50000 unknown fields/)
  })

  it('reports a few unknown top-level fields and counts the rest', () => {
    const body: Record<string, unknown> = { blocks: [] }
    for (let i = 0; i < 50_000; i++) body[`top${i}`] = i
    const problems = problemsOf(body)
    assert.ok(problems.length <= 10, `${problems.length} problems for one body`)
    assert.match(JSON.stringify(problems), /50000 unknown fields/)
  })

  it('does not echo a long invalid key in full', () => {
    const [problem] = problemsOf({ blocks: [{ key: `${'x'.repeat(1_000_000)} ` }] })
    assert.equal(problem?.path, 'blocks[0].key')
    assert.ok((problem?.message.length ?? 0) < 400, `a message of ${problem?.message.length} characters`)
  })

  it('stops at the depth limit however deep a value is nested', () => {
    const nested = (depth: number) => {
      let value: unknown = 'leaf'
      for (let level = 0; level < depth; level++) value = level % 2 ? { a: value } : [value]
      return { blocks: [{ key: 'k', value: { deep: value } }] }
    }
    // 1000× deeper costs no more than 20× as much: the walk stops at the depth limit.
    assertLinearCost({
      label: 'nesting',
      build: nested,
      work: problemsOf,
      size: 50,
      factor: 1000,
      maxRatio: 20,
      slackMs: 1,
      runs: 7,
    })
    const deep = nested(50_000)
    assert.match(problemsOf(deep)[0]?.message ?? '', /nested more than 8 levels/)
  })
})
