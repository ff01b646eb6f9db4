import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { searchTerms } from '../../src/domain/search-terms.js'

describe('searchTerms', () => {
  it('splits on punctuation like the index does', () => {
    assert.deepEqual(searchTerms('full-text'), ['full', 'text'])
    assert.deepEqual(searchTerms('  a.b_c, "d"  '), ['a', 'b', 'c', 'd'])
  })

  it('keeps letters of every script and digits, accents included', () => {
    assert.deepEqual(searchTerms('Café 2024 Ürün'), ['Café', '2024', 'Ürün'])
  })

  it('composes decomposed accents so that a term is not cut at the combining mark', () => {
    assert.deepEqual(searchTerms('cafe\u0301'), ['café'])
  })

  it('returns nothing for a query without letters or digits', () => {
    assert.deepEqual(searchTerms('-- !! **'), [])
  })
})
