import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import distance from 'damerau-levenshtein'
import { allowedEdits, correctable, TypoVocabulary } from '../../src/domain/search/typos.js'

const vocabulary = (...entries: [string, number][]) =>
  entries.map(([word, count]) => ({ word, term: word, count }))
const bestCorrection = (word: string, words: ReturnType<typeof vocabulary>) =>
  new TypoVocabulary(words).closest(word)

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

  it('finds what measuring every word would find, whatever the letters masks rule out', () => {
    // A seeded vocabulary of random words and of one- and two-edit variants of the queries,
    // letters and digits mixed, against a brute force over every word: the masks and length
    // groups only skip work, they never change the answer.
    let seed = 7
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    // Letters outside the basic plane (𝒜) are two UTF-16 units, as lengths and edits count them.
    const alphabet = [...'abcdefghijklmnopqrstuvwxyzéü0123𝒜']
    const letter = () => alphabet[Math.floor(random() * alphabet.length)] as string
    const mutate = (word: string) => {
      const at = Math.floor(random() * word.length)
      const kind = Math.floor(random() * 4)
      if (kind === 0) return word.slice(0, at) + word.slice(at + 1)
      if (kind === 1) return word.slice(0, at) + letter() + word.slice(at)
      if (kind === 2) return word.slice(0, at) + letter() + word.slice(at + 1)
      return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2)
    }
    const queries = Array.from({ length: 60 }, () =>
      Array.from({ length: 4 + Math.floor(random() * 9) }, letter).join(''),
    )
    const words = new Map<string, number>()
    for (let i = 0; i < 3000; i++)
      words.set(Array.from({ length: 2 + Math.floor(random() * 14) }, letter).join(''), 1 + (i % 5))
    for (const query of queries)
      for (let i = 0; i < 6; i++) words.set(i % 2 ? mutate(mutate(query)) : mutate(query), 1 + (i % 3))
    const entries = [...words].map(([word, count]) => ({ word, term: word, count }))
    const bruteForce = (word: string) => {
      const limit = allowedEdits(word.length)
      let best: (typeof entries)[number] | undefined
      let bestEdits = Number.POSITIVE_INFINITY
      for (const candidate of entries) {
        if (candidate.word === word) continue
        const edits = distance(word, candidate.word).steps
        if (edits > limit) continue
        const better =
          best === undefined ||
          edits < bestEdits ||
          (edits === bestEdits &&
            (candidate.count > best.count || (candidate.count === best.count && candidate.word < best.word)))
        if (better) {
          best = candidate
          bestEdits = edits
        }
      }
      return best?.word
    }
    const vocabulary = new TypoVocabulary(entries)
    let found = 0
    for (const query of queries) {
      const expected = bruteForce(query)
      if (expected) found++
      assert.equal(vocabulary.closest(query)?.word, expected, query)
    }
    assert.ok(found > 40, `most queries have a correction to find (${found})`)
  })
})
