import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { englishWordSize, isEnglishWord } from '../../src/domain/search/english-words.js'
import { EVERYDAY_QUERY_TERMS, everydayWeight, weighsEverydayWords } from '../../src/domain/search/ranking.js'
import { foldWord } from '../../src/domain/search/text-analysis.js'

/** The words search takes as meant rather than as typos (docs/search.md, How a query is read, 8). */
describe('common English words', () => {
  it('knows everyday words with their inflections, in every spelling', async () => {
    for (const word of ['bike', 'rides', 'started', 'worrying', 'colour', 'color', 'organisation', 'cost'])
      assert.ok(await isEnglishWord(word), word)
  })

  it('knows a word written with an accent in its folded form, as the analyzer leaves it', async () => {
    assert.ok(await isEnglishWord(foldWord('Café')))
  })

  it('does not know misspellings or product names', async () => {
    for (const word of ['imgae', 'prodcut', 'strenght', 'retension', 'integratons', 'parkrun', 'stallbox'])
      assert.equal(await isEnglishWord(word), false, word)
  })
})

/** How common a word is weighs it in a question of 4 to 8 terms (docs/search.md, Round 13). */
describe('everyday English words', () => {
  it('gives the size of the smallest list holding a word, whatever its spelling', async () => {
    assert.equal(await englishWordSize('actually'), 10)
    assert.equal(await englishWordSize('weekly'), 20)
    assert.equal(await englishWordSize('invoices'), 35)
    assert.equal(await englishWordSize('colour'), await englishWordSize('color'))
    assert.equal(await englishWordSize('stallbox'), undefined)
  })

  it('weighs the most common words down, the next ones less, every other word not at all', () => {
    assert.ok(everydayWeight(10) < everydayWeight(20))
    assert.ok(everydayWeight(20) < 1)
    for (const size of [35, 40, 50, 55, 60, undefined]) assert.equal(everydayWeight(size), 1, String(size))
  })

  it('only in questions of 4 to 8 meaningful terms', () => {
    assert.deepEqual(EVERYDAY_QUERY_TERMS, { min: 4, max: 8 })
    assert.deepEqual([1, 3, 4, 8, 9, 40].map(weighsEverydayWords), [false, false, true, true, false, false])
  })
})
