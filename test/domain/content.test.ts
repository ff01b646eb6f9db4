import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { holdsContent, isJsonObject, jsonDepth, jsonEqual, stringsIn } from '../../src/domain/content.js'

describe('holdsContent', () => {
  it('counts non-blank strings, numbers and booleans as content', () => {
    assert.equal(holdsContent('x'), true)
    assert.equal(holdsContent(0), true)
    assert.equal(holdsContent(false), true)
  })

  it('treats blank strings, null and undefined as empty', () => {
    assert.equal(holdsContent(''), false)
    assert.equal(holdsContent(' \n\t '), false)
    assert.equal(holdsContent(null), false)
    assert.equal(holdsContent(undefined), false)
  })

  it('looks into arrays and objects recursively', () => {
    assert.equal(holdsContent({}), false)
    assert.equal(holdsContent([]), false)
    assert.equal(holdsContent({ a: '', b: [' ', null], c: { d: {} } }), false)
    assert.equal(holdsContent({ a: '', b: [' ', { c: 'deep' }] }), true)
    assert.equal(holdsContent({ items: [0] }), true)
  })
})

describe('jsonDepth', () => {
  it('counts the value object itself as depth 1', () => {
    assert.equal(jsonDepth({}), 1)
    assert.equal(jsonDepth({ a: 'x' }), 1)
    assert.equal(jsonDepth({ a: { b: 'x' } }), 2)
  })

  it('counts arrays as levels and takes the deepest branch', () => {
    assert.equal(jsonDepth({ items: ['a'] }), 2)
    assert.equal(jsonDepth({ a: 1, b: [{ c: [[]] }], d: {} }), 5)
    assert.equal(jsonDepth('scalar'), 0)
  })

  it('stops one level past max so that hostile nesting cannot overflow the stack', () => {
    let deep: unknown = 'x'
    for (let i = 0; i < 100_000; i++) deep = { a: deep }
    assert.equal(jsonDepth(deep, 8), 9)
    assert.equal(jsonDepth({ a: { b: {} } }, 8), 3)
  })

  it('handles arrays too long to spread into call arguments', () => {
    const wide = { items: new Array(300_000).fill(0) }
    assert.equal(jsonDepth(wide), 2)
  })
})

describe('jsonEqual', () => {
  it('ignores object key order', () => {
    assert.equal(jsonEqual({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 }), true)
  })

  it('respects array order, lengths and types', () => {
    assert.equal(jsonEqual([1, 2], [2, 1]), false)
    assert.equal(jsonEqual([1], [1, 1]), false)
    assert.equal(jsonEqual({ a: 1 }, { a: '1' }), false)
    assert.equal(jsonEqual({ a: [] }, { a: {} }), false)
    assert.equal(jsonEqual(null, {}), false)
  })

  it('does not treat a missing key like one set to undefined or null', () => {
    assert.equal(jsonEqual({ a: 1, b: null }, { a: 1, c: null }), false)
    assert.equal(jsonEqual({ a: 1 }, { a: 1, b: null }), false)
  })
})

describe('isJsonObject', () => {
  it('accepts plain objects only', () => {
    assert.equal(isJsonObject({}), true)
    assert.equal(isJsonObject([]), false)
    assert.equal(isJsonObject(null), false)
    assert.equal(isJsonObject('x'), false)
  })
})

describe('stringsIn', () => {
  it('collects every string depth first in document order', () => {
    assert.deepEqual(stringsIn({ a: 'one', b: [2, 'two', { c: 'three' }], d: true, e: 'four' }), [
      'one',
      'two',
      'three',
      'four',
    ])
  })
})
