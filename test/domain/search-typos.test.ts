import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { allowedEdits, bestCorrection, correctable } from '../../src/domain/search/typos.js'

const vocabulary = (...entries: [string, number][]) =>
  entries.map(([word, count]) => ({ word, term: word, count }))

describe('typo corrections', () => {
  it('allows 1 edit for 4–7 letters, 2 from 8, none below 4', () => {
    assert.deepEqual([3, 4, 7, 8, 12].map(allowedEdits), [0, 1, 1, 2, 2])
  })

  it('corrects within the allowed edits only', () => {
    const words = vocabulary(['analytics', 5], ['onboarding', 3], ['price', 9])
    assert.equal(bestCorrection('analytcs', words)?.word, 'analytics')
    assert.equal(bestCorrection('onbaording', words)?.word, 'onboarding')
    assert.equal(bestCorrection('pirce', words)?.word, 'price', 'an adjacent swap is one edit')
    assert.equal(bestCorrection('prxxe', words), undefined)
    assert.equal(bestCorrection('anlytcs', words), undefined, 'two edits on a 7-letter word')
  })

  it('prefers fewer edits, then the more common word, then alphabetical order', () => {
    assert.equal(bestCorrection('plam', vocabulary(['plan', 2], ['palm', 9]))?.word, 'palm')
    assert.equal(bestCorrection('plxn', vocabulary(['plan', 2], ['plain', 9]))?.word, 'plan')
    assert.equal(bestCorrection('bart', vocabulary(['cart', 4], ['dart', 4]))?.word, 'cart')
  })

  it('does not correct short words, numbers or codes', () => {
    assert.equal(correctable('abc'), false)
    assert.equal(correctable('2024'), false)
    assert.equal(correctable('v2beta'), false)
    assert.equal(correctable('analytcs'), true)
  })
})
