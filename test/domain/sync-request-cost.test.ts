import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { ValidationError } from '../../src/domain/errors.js'
import { parseSyncRequest } from '../../src/domain/sync-request.js'

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

// A full collection before each timed run, so each starts from the same heap: otherwise the
// garbage of an earlier run is collected inside a later one.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/** The fastest of a few runs, in milliseconds: the least disturbed by a busy machine. */
function cost(run: () => unknown): number {
  run()
  let best = Number.POSITIVE_INFINITY
  for (let round = 0; round < 7; round++) {
    collectGarbage()
    const start = performance.now()
    run()
    best = Math.min(best, performance.now() - start)
  }
  return best
}

/**
 * Growing the input 8 times must grow the cost about 8 times (linear), not the 64 times of a
 * quadratic walk. The margin (4× over linear) absorbs a noisy shared machine and the garbage
 * collector, which makes large inputs a little dearer per item.
 */
function assertLinear(name: string, build: (size: number) => unknown, size: number): void {
  const small = build(size)
  const large = build(size * 8)
  const ratio =
    cost(() => problemsOf(large)) /
    Math.max(
      cost(() => problemsOf(small)),
      0.05,
    )
  assert.ok(ratio < 32, `${name}: 8× the input cost ${ratio.toFixed(1)}× the time`)
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
    const shallow = nested(50)
    const deep = nested(50_000)
    const ratio =
      cost(() => problemsOf(deep)) /
      Math.max(
        cost(() => problemsOf(shallow)),
        0.05,
      )
    assert.ok(ratio < 20, `1000× deeper cost ${ratio.toFixed(1)}× the time`)
    assert.match(problemsOf(deep)[0]?.message ?? '', /nested more than 8 levels/)
  })
})
