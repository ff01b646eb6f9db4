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
 * The project word a mistyped one most likely meant: fewest edits (an adjacent swap counts as
 * one), then the word more blocks contain, then alphabetical order, so the choice is stable.
 */
export function bestCorrection(word: string, candidates: VocabularyWord[]): VocabularyWord | undefined {
  const limit = allowedEdits(word.length)
  let best: VocabularyWord | undefined
  let bestEdits = Number.POSITIVE_INFINITY
  for (const candidate of candidates) {
    if (candidate.word === word || Math.abs(candidate.word.length - word.length) > limit) continue
    // A swap is one edit here and two for Levenshtein, so twice the limit bounds it; the fast
    // Levenshtein rules out nearly every word of a big vocabulary before the exact count.
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
  return best
}
