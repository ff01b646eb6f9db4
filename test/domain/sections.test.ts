import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { validationFailed } from '../../src/domain/errors.js'
import { sectionTitle, wellKnownOrdinal } from '../../src/domain/sections.js'

describe('sections', () => {
  it('orders brand, product, users first', () => {
    assert.deepEqual(['brand', 'product', 'users', 'faq'].map(wellKnownOrdinal), [0, 1, 2, undefined])
  })

  it('titles a section by capitalising the words of its id', () => {
    assert.equal(sectionTitle('brand'), 'Brand')
    assert.equal(sectionTitle('zeta-notes'), 'Zeta Notes')
    assert.equal(sectionTitle('release_notes-2'), 'Release Notes 2')
    assert.equal(sectionTitle('a--b'), 'A B')
  })
})

describe('validationFailed', () => {
  it('names the first problem and counts the others', () => {
    const one = validationFailed('Invalid x', [{ path: 'a', message: 'is wrong' }])
    assert.equal(one.message, 'Invalid x: a: is wrong')
    const three = validationFailed('Invalid x', [
      { path: 'a', message: 'is wrong' },
      { path: 'b', message: 'too' },
      { path: 'c', message: 'also' },
    ])
    assert.equal(three.message, 'Invalid x: a: is wrong (and 2 more problems, see details)')
    assert.equal(three.details.length, 3)
    assert.equal(
      validationFailed('Invalid x', [{ path: '', message: 'bad body' }]).message,
      'Invalid x: bad body',
    )
  })
})
