import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { listType } from '../../../src/domain/block-types/list.js'

describe('list block type', () => {
  it('accepts {items: string[]}, empty or not', () => {
    assert.deepEqual(listType.validate({ items: ['a', 'b'] }), [])
    assert.deepEqual(listType.validate({ items: [] }), [])
    assert.deepEqual(listType.validate({}), [])
  })

  it('rejects items that are not an array, with one problem', () => {
    const problems = listType.validate({ items: 'a, b' })
    assert.deepEqual(
      problems.map((p) => p.path),
      ['items'],
    )
  })

  it('names each item that is not a string by its index', () => {
    assert.deepEqual(
      listType.validate({ items: ['ok', 2, 'ok', { a: 1 }] }).map((p) => p.path),
      ['items[1]', 'items[3]'],
    )
  })

  it('rejects unknown fields', () => {
    assert.deepEqual(
      listType.validate({ items: [], title: 'x' }).map((p) => p.path),
      ['title'],
    )
  })

  it('needs at least one non-blank item to be complete', () => {
    assert.deepEqual(listType.incomplete({ items: ['', 'one'] }), [])
    assert.deepEqual(
      listType.incomplete({ items: ['  '] }).map((p) => p.path),
      ['items'],
    )
    assert.deepEqual(
      listType.incomplete({}).map((p) => p.path),
      ['items'],
    )
  })
})
