import type { Block } from '../model.js'
import type { BlockFilter } from '../store.js'
import type { TypoVocabulary } from './typos.js'

/**
 * What search needs from a database: the project's own inverted index (per-project statistics,
 * vocabulary and postings) and its blocks. Both stores answer it with the same SQL shapes; the
 * ranking itself is `searchIndex` (search-engine.ts), one code path for SQLite and PostgreSQL.
 */
export interface SearchIndexReader {
  /** How many blocks the project's index holds and their summed weighted length. */
  stats(projectId: string): Promise<IndexStats>
  /** Document frequency in the project of each given term; terms in no block are absent. */
  documentFrequencies(projectId: string, terms: string[]): Promise<Map<string, number>>
  /** Vocabulary words starting with `prefix`, most frequent first, at most `limit`. */
  wordsWithPrefix(projectId: string, prefix: string, limit: number): Promise<VocabularyWord[]>
  /** The project's words for typo correction: at least those of `min`–`max` characters. */
  typoVocabulary(projectId: string, min: number, max: number): Promise<TypoVocabulary>
  /**
   * For each read, the term's postings with the highest impact first (ties: lower seq first), at
   * most its `limit`; the lists one after the other in the order of `reads` (a term read once).
   */
  topPostings(projectId: string, reads: readonly TermRead[]): Promise<Posting[]>
  /** Every posting of the given terms in the given blocks. */
  postingsOf(projectId: string, terms: string[], seqs: number[]): Promise<Posting[]>
  /** The given blocks that pass `filter`, with what canonical order needs. */
  documents(projectId: string, seqs: number[], filter: BlockFilter): Promise<IndexedDocument[]>
}

/** One posting list to read: the term, and how many of its best postings at most. */
export interface TermRead {
  term: string
  limit: number
}

export interface IndexStats {
  documents: number
  totalLength: number
}

export interface VocabularyWord {
  word: string
  term: string
  /** Blocks of the project that contain the word. */
  count: number
}

/** One term in one block: `tf` its weighted frequency, `length` the block's weighted length. */
export interface Posting {
  term: string
  seq: number
  tf: number
  length: number
}

export interface IndexedDocument {
  seq: number
  block: Block
  sectionOrdinal: number
}

/**
 * How a posting is ordered in its term's list, so the best postings of a very common term can
 * be read first: BM25's saturated, length-normalised term frequency against a fixed reference
 * length, which keeps it independent of the rest of the project (and of write order).
 */
export function postingImpact(tf: number, length: number): number {
  const K1 = 1.2
  const B = 0.75
  const REFERENCE_LENGTH = 100
  return tf / (tf + K1 * (1 - B + (B * length) / REFERENCE_LENGTH))
}
