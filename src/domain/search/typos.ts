import distance from 'damerau-levenshtein'
import { distance as levenshtein } from 'fastest-levenshtein'
import type { VocabularyWord } from './search-index.js'

/** Words shorter than this are never corrected: too many short words are one edit apart. */
export const MIN_CORRECTED_LENGTH = 4

/** Edits allowed for a word of this many letters: 1 for 4–7, 2 from 8. */
export function allowedEdits(length: number): number {
  if (length < MIN_CORRECTED_LENGTH) return 0
  return length >= 8 ? 2 : 1
}

/** Whether a query word may be corrected at all: long enough and not a number or code. */
export function correctable(word: string): boolean {
  return allowedEdits(word.length) > 0 && /^\p{L}+$/u.test(word)
}

/**
 * The characters of a word as a 32-bit set (a character's code modulo 32 names its bit). Each
 * character of one word missing from another needs an edit of its own (a swap removes none), and
 * two characters sharing a bit can only hide a difference, never invent one: so the bits one
 * mask has and the other lacks never outnumber the edits between the words. Characters are
 * UTF-16 code units here, as lengths and the edit distance count them (a letter outside the
 * basic plane is two units, the same way in all three).
 */
function letterMask(word: string): number {
  let mask = 0
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31)
  return mask
}

function bitCount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555)
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333)
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/**
 * A project's words as typo correction reads them: grouped by length, each with its letter
 * mask. A correction looks only at the lengths within its allowed edits and rules out most of
 * their words by mask before counting edits, where it once filtered and measured every word of
 * a big project's vocabulary (over a hundred thousand) for each mistyped word.
 */
export class TypoVocabulary {
  private readonly byLength = new Map<number, { words: VocabularyWord[]; masks: Int32Array }>()

  constructor(words: readonly VocabularyWord[]) {
    const groups = new Map<number, VocabularyWord[]>()
    for (const word of words) {
      const group = groups.get(word.word.length)
      if (group) group.push(word)
      else groups.set(word.word.length, [word])
    }
    for (const [length, group] of groups)
      this.byLength.set(length, { words: group, masks: Int32Array.from(group, (w) => letterMask(w.word)) })
  }

  /**
   * The word a mistyped one most likely meant: fewest edits (an adjacent swap counts as one),
   * then the word more blocks contain, then alphabetical order, so the choice is stable.
   */
  closest(word: string): VocabularyWord | undefined {
    const limit = allowedEdits(word.length)
    const mask = letterMask(word)
    let best: VocabularyWord | undefined
    let bestEdits = Number.POSITIVE_INFINITY
    for (let length = word.length - limit; length <= word.length + limit; length++) {
      const group = this.byLength.get(length)
      if (!group) continue
      for (let i = 0; i < group.words.length; i++) {
        const other = group.masks[i] as number
        if (bitCount(mask & ~other) > limit || bitCount(other & ~mask) > limit) continue
        const candidate = group.words[i] as VocabularyWord
        if (candidate.word === word) continue
        // A swap is one edit here and two for Levenshtein, so twice the limit bounds it; the
        // fast Levenshtein rules out most of what the masks let through before the exact count.
        if (levenshtein(word, candidate.word) > 2 * limit) continue
        const edits = distance(word, candidate.word).steps
        if (edits > limit) continue
        if (
          best === undefined ||
          edits < bestEdits ||
          (edits === bestEdits &&
            (candidate.count > best.count || (candidate.count === best.count && candidate.word < best.word)))
        ) {
          best = candidate
          bestEdits = edits
        }
      }
    }
    return best
  }
}
