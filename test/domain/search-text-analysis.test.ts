import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { JsonObject } from '../../src/domain/model.js'
import {
  analyzeBlock,
  foldWord,
  isStopWord,
  MAX_WORD_LENGTH,
  stem,
  tokenize,
} from '../../src/domain/search/text-analysis.js'

const block = (fields: { name?: string; key?: string; value?: JsonObject }) => ({
  name: fields.name ?? 'n',
  key: fields.key ?? 'k',
  type: 'text',
  section: 'product',
  value: fields.value ?? {},
})

describe('text analysis', () => {
  it('folds case, accents and curly apostrophes', () => {
    assert.equal(foldWord('Café’s'), "cafe's")
    assert.equal(foldWord('ÜBER'), 'uber')
  })

  it('splits on punctuation and keeps where each word stands', () => {
    const text = 'Full-text, café!'
    const tokens = tokenize(text)
    assert.deepEqual(
      tokens.map((token) => token.word),
      ['full', 'text', 'cafe'],
    )
    assert.deepEqual(
      tokens.map((token) => text.slice(token.start, token.end)),
      ['Full', 'text', 'café'],
    )
  })

  it('keeps inner apostrophes, digits and every script in words', () => {
    assert.deepEqual(
      tokenize("customer's 27001 مرحبا שלום").map((token) => token.word),
      ["customer's", '27001', 'مرحبا', 'שלום'],
    )
  })

  it(`does not index runs longer than ${MAX_WORD_LENGTH} characters`, () => {
    assert.deepEqual(
      tokenize(`${'a'.repeat(MAX_WORD_LENGTH + 1)} ok`).map((token) => token.word),
      ['ok'],
    )
    assert.equal(tokenize('b'.repeat(MAX_WORD_LENGTH)).length, 1)
  })

  it('stems with Snowball English so that plurals and derived forms meet', () => {
    assert.equal(stem('personas'), stem('persona'))
    assert.equal(stem('founders'), stem('founder'))
    assert.equal(stem('activate'), stem('activation'))
    assert.equal(stem('pricing'), stem('price'))
    assert.equal(stem("customer's"), stem('customer'))
    assert.notEqual(stem('users'), stem('use'))
  })

  it('leaves words that are not plain English letters as they are', () => {
    assert.equal(stem('мир'), 'мир')
    assert.equal(stem('27001'), '27001')
  })

  it('knows English stop words', () => {
    for (const word of ['the', 'who', 'are', 'our', 'about', 'or', 'and']) assert.ok(isStopWord(word), word)
    for (const word of ['users', 'pricing', 'tone', 'near']) assert.ok(!isStopWord(word), word)
  })

  it('weighs a word in the name 3, in the key, type or section 2, in the value 1', () => {
    const analyzed = analyzeBlock(block({ name: 'Pricing', key: 'plans', value: { content: 'pricing' } }))
    assert.equal(analyzed.terms.get(stem('pricing')), 3 + 1)
    assert.equal(analyzed.terms.get(stem('plans')), 2)
    assert.equal(analyzed.terms.get(stem('product')), 2)
    // name 1 word × 3, key + type + section 3 words × 2, value 1 word × 1
    assert.equal(analyzed.length, 3 + 6 + 1)
  })

  it('reads every string of the value, however deep, and indexes stop words', () => {
    const analyzed = analyzeBlock(block({ value: { a: ['alpha', { b: 'the bravo' }], n: 5, t: true } }))
    for (const word of ['alpha', 'the', 'bravo']) assert.ok(analyzed.words.has(word), word)
    assert.ok(!analyzed.words.has('5'), 'numbers are not text')
  })

  it('maps each distinct surface word to its term', () => {
    const analyzed = analyzeBlock(block({ name: 'Personas', value: { content: 'persona Persona' } }))
    assert.equal(analyzed.words.get('personas'), 'persona')
    assert.equal(analyzed.words.get('persona'), 'persona')
    assert.equal(analyzed.terms.get('persona'), 3 + 1 + 1)
  })
})
