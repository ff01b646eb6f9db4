import { eng as englishStopWords } from 'stopword'
import stemEnglish from 'wink-porter2-stemmer'
import { stringsIn } from '../content.js'
import type { Block } from '../model.js'

/**
 * How pctx turns text into search terms, on both sides (blocks when they are indexed, queries
 * when they are asked) and for both databases: the databases only store and look up what this
 * module produces, so SQLite and PostgreSQL index and match exactly the same terms.
 *
 * A word is a run of letters, digits and combining marks, with inner apostrophes (`customer's`).
 * It is folded (accents and case) and stemmed with Snowball English (Porter2), so `Personas`,
 * `persona` and `persona's` are one term.
 */

/** Longest word that is indexed; longer runs (hashes, base64) are not words anyone searches for. */
export const MAX_WORD_LENGTH = 64

const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*/gu

/** A word of some text, folded, with where it stands in the original text. */
export interface Token {
  word: string
  start: number
  end: number
}

/** Case and accents folded, curly apostrophes made straight: `Café’s` → `cafe's`. */
export function foldWord(word: string): string {
  // Most words are plain ASCII letters and digits, which have nothing to decompose.
  if (ASCII.test(word)) return word.toLowerCase()
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replaceAll('’', "'")
}

const ASCII = /^[A-Za-z0-9']*$/

/** The words of `text`, folded, with their offsets in `text`. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const match of text.matchAll(WORD)) {
    const word = foldWord(match[0])
    if (word.length === 0 || word.length > MAX_WORD_LENGTH) continue
    tokens.push({ word, start: match.index, end: match.index + match[0].length })
  }
  return tokens
}

const STOP_WORDS: ReadonlySet<string> = new Set(englishStopWords)

/** English stop words (the `stopword` package's list): dropped from queries, still indexed. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word)
}

const STEM_CACHE_SIZE = 50_000
const stems = new Map<string, string>()

/** The Snowball English stem of a folded word; words that are not plain ASCII letters stay as they are. */
export function stem(word: string): string {
  let out = stems.get(word)
  if (out === undefined) {
    out = /^[a-z']+$/.test(word) ? stemEnglish(word).replaceAll("'", '') : word
    if (out.length === 0) out = word
    if (stems.size >= STEM_CACHE_SIZE) stems.clear()
    stems.set(word, out)
  }
  return out
}

/** The parts of a block search looks in, and how much a word in each counts. */
export const FIELDS = ['name', 'meta', 'body'] as const
export type Field = (typeof FIELDS)[number]
export const FIELD_WEIGHTS: Record<Field, number> = { name: 3, meta: 2, body: 1 }

/** The searchable text of a block per field: name; key, type and section; every string of the value. */
export function blockFields(
  block: Pick<Block, 'name' | 'key' | 'type' | 'section' | 'value'>,
): Record<Field, string> {
  return {
    name: block.name,
    meta: `${block.key} ${block.type} ${block.section}`,
    body: stringsIn(block.value).join('\n'),
  }
}

/** What the index stores of one block. */
export interface AnalyzedBlock {
  /** Term → weighted frequency (each occurrence counts its field's weight). */
  terms: Map<string, number>
  /** Every distinct folded word → its term: the project's vocabulary for prefixes and typos. */
  words: Map<string, string>
  /** Weighted length: every word counts its field's weight. */
  length: number
}

export function analyzeBlock(
  block: Pick<Block, 'name' | 'key' | 'type' | 'section' | 'value'>,
): AnalyzedBlock {
  const fields = blockFields(block)
  const terms = new Map<string, number>()
  const words = new Map<string, string>()
  let length = 0
  for (const field of FIELDS) {
    const weight = FIELD_WEIGHTS[field]
    for (const { word } of tokenize(fields[field])) {
      let term = words.get(word)
      if (term === undefined) {
        term = stem(word)
        words.set(word, term)
      }
      terms.set(term, (terms.get(term) ?? 0) + weight)
      length += weight
    }
  }
  return { terms, words, length }
}
