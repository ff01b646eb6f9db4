import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { messagesOf, problemsForBlock, problemsUnder } from '../../console/src/lib/problems.js'

describe("the sync's problems, by field", () => {
  const problems = problemsForBlock([
    { path: 'blocks[0].value.goals', message: 'must not be empty when status is "complete"' },
    { path: 'blocks[0].name', message: 'must be 1–200 characters' },
    { path: 'blocks[0].value.items[1]', message: 'must be a string' },
    { path: 'blocks[0]', message: 'has 1 unknown field' },
    { path: 'blocks[1].name', message: 'another block' },
    { path: 'message', message: 'must be at most 500 characters' },
  ])

  it('puts each problem of the block next to its field', () => {
    assert.deepEqual(messagesOf(problems, 'value.goals'), ['must not be empty when status is "complete"'])
    assert.deepEqual(messagesOf(problems, 'name'), ['must be 1–200 characters'])
    assert.deepEqual(messagesOf(problems, 'status'), [])
  })

  it('collects what is inside a value for editors that show it whole', () => {
    assert.deepEqual(
      problemsUnder(problems, 'value').map((p) => p.path),
      ['value.goals', 'value.items[1]'],
    )
    assert.deepEqual(
      problemsUnder(problems, 'value.items').map((p) => p.path),
      ['value.items[1]'],
    )
  })

  it('keeps problems about no field of this block, with their path when it helps', () => {
    assert.deepEqual(problems.general, [
      'has 1 unknown field',
      'another block',
      'message: must be at most 500 characters',
    ])
  })
})
