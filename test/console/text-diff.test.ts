import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { canonicalJson, differingFields, displayValue, lineDiff } from '../../console/src/lib/text-diff.js'
import { assertLinearCost } from '../helpers/linear-cost.js'

describe('text diff for the history pages', () => {
  it('shows one changed place as removed then added lines between the shared ones', () => {
    assert.deepEqual(lineDiff('a\nb\nc\nd', 'a\nB\nc2\nd'), [
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'removed', text: 'c' },
      { kind: 'added', text: 'B' },
      { kind: 'added', text: 'c2' },
      { kind: 'same', text: 'd' },
    ])
  })

  it('handles creation, deletion and no change', () => {
    assert.deepEqual(lineDiff('', 'x'), [{ kind: 'added', text: 'x' }])
    assert.deepEqual(lineDiff('x', ''), [{ kind: 'removed', text: 'x' }])
    assert.deepEqual(lineDiff('x\ny', 'x\ny'), [
      { kind: 'same', text: 'x' },
      { kind: 'same', text: 'y' },
    ])
    assert.deepEqual(lineDiff('a\na', 'a'), [
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'a' },
    ])
  })

  it('costs time linear in the size of the texts', () => {
    // Every line differs between the two texts: the worst case of an alignment algorithm.
    assertLinearCost({
      label: 'lineDiff of two texts that share no line',
      build: (size: number) => {
        const lines = Array.from({ length: size }, (_, i) => `line ${i}`)
        return [lines.join('\n'), lines.map((line) => `${line}!`).join('\n')] as const
      },
      work: ([before, after]) => lineDiff(before, after),
      size: 2000,
      factor: 8,
      maxRatio: 24,
      slackMs: 1,
    })
  })

  it('shows values as text: strings as they are, nothing as (none), the rest as JSON', () => {
    assert.equal(displayValue('a\nb'), 'a\nb')
    assert.equal(displayValue(null), '(none)')
    assert.equal(displayValue(undefined), '(none)')
    assert.equal(displayValue(['x']), '[\n  "x"\n]')
  })

  it('names the fields in which two versions of a block differ', () => {
    const base = {
      type: 'persona',
      section: 'users',
      name: 'Fiona',
      status: 'draft',
      value: { goals: 'g', name: 'F' },
    }
    assert.deepEqual(differingFields(base, { ...base, value: { name: 'F', goals: 'g' } }), [])
    assert.deepEqual(
      differingFields(base, { ...base, name: 'Fi', value: { goals: 'h', name: 'F', extra: 1 } }),
      ['name', 'value.extra', 'value.goals'],
    )
    assert.equal(canonicalJson({ b: 1, a: { d: 2, c: 3 } }), '{"a":{"c":3,"d":2},"b":1}')
  })
})
