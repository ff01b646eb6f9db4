import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { isEnglishWord } from '../../src/domain/search/english-words.js'
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
