import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eng as englishStopWords } from 'stopword'
import { BANDS, searchQuestions, VOCABULARY } from '../../bench/lib/search-questions.mjs'

const STOP_WORDS = new Set(englishStopWords)
const VOCABULARY_WORDS = new Set(VOCABULARY)
const words = (text: string) => text.split(' ')

/**
 * The latency benchmark's questions (bench/lib/search-questions.mjs): what they must be for the
 * numbers to mean "5–15-word natural-language questions over the bench corpus".
 */
describe('search benchmark questions', () => {
  const questions = searchQuestions()

  it('are the same on every call (a seeded generator), and another seed gives others', () => {
    assert.deepEqual(searchQuestions(), questions)
    assert.notDeepEqual(
      searchQuestions({ seed: 12 }).map((q) => q.text),
      questions.map((q) => q.text),
    )
    assert.equal(searchQuestions({ count: 17 }).length, 17)
  })

  it('have 5 to 15 words, all different questions', () => {
    assert.ok(questions.length >= 100, `${questions.length} questions`)
    for (const { text } of questions) {
      const n = words(text).length
      assert.ok(n >= 5 && n <= 15, `${n} words: ${text}`)
      assert.equal(text, text.trim())
    }
    assert.equal(new Set(questions.map((q) => q.text)).size, questions.length)
  })

  it('are made of English stop words and corpus words, a mistyped one now and then', () => {
    let typos = 0
    for (const q of questions) {
      let stopWords = 0
      for (const word of words(q.text)) {
        if (q.typo && word === q.typo.to) continue
        if (STOP_WORDS.has(word)) stopWords++
        else assert.ok(VOCABULARY_WORDS.has(word), `"${word}" of "${q.text}" is neither`)
      }
      assert.ok(stopWords >= 2, `no phrasing around the words: ${q.text}`)
      if (q.typo) {
        typos++
        assert.ok(words(q.text).includes(q.typo.to), q.text)
        assert.ok(VOCABULARY_WORDS.has(q.typo.from))
        assert.ok(!VOCABULARY_WORDS.has(q.typo.to), `${q.typo.to} is a real corpus word`)
        // One letter left out: edit distance 1, within the typo tolerance.
        assert.equal(q.typo.to.length, q.typo.from.length - 1)
        assert.ok(q.typo.to.length >= 4)
      }
    }
    assert.ok(typos >= questions.length * 0.05 && typos <= questions.length * 0.3, `${typos} typos`)
  })

  it('mix rare, middling and common words, and every question has a word that is no stop word', () => {
    const seen = new Map<string, number>()
    for (const q of questions) {
      assert.ok(q.words.length >= 1, q.text)
      for (const { word, band } of q.words) {
        assert.ok(band in BANDS, band)
        const rank = VOCABULARY.indexOf(word)
        const { from, to } = BANDS[band as keyof typeof BANDS]
        assert.ok(rank >= from && rank < to, `${word} (rank ${rank}) is not ${band}`)
        assert.ok(!STOP_WORDS.has(word), `${word} is a stop word`)
        seen.set(band, (seen.get(band) ?? 0) + 1)
      }
    }
    const total = [...seen.values()].reduce((a, b) => a + b, 0)
    for (const band of Object.keys(BANDS)) {
      const share = (seen.get(band) ?? 0) / total
      assert.ok(share >= 0.15, `${band} words are ${Math.round(share * 100)} % of all`)
    }
  })
})
