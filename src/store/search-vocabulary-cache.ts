import { LRUCache } from 'lru-cache'
import type { TypoVocabulary } from '../domain/search/typos.js'

/** Projects whose vocabulary a cache keeps at once; the least recently used one goes first. */
const PROJECTS = 16

/**
 * The vocabularies typo correction scans, kept per project until its index changes. Read from
 * the database for each typo, a big project's vocabulary is tens of thousands of rows; kept
 * here, grouped by length with each word's letter mask (TypoVocabulary), it costs one small
 * query to see whether the project changed. `stamp` identifies the index's state.
 */
export class VocabularyCache {
  private readonly entries = new LRUCache<string, { stamp: string; vocabulary: TypoVocabulary }>({
    max: PROJECTS,
  })

  get(projectId: string, stamp: string): TypoVocabulary | undefined {
    const entry = this.entries.get(projectId)
    return entry?.stamp === stamp ? entry.vocabulary : undefined
  }

  set(projectId: string, stamp: string, vocabulary: TypoVocabulary): void {
    this.entries.set(projectId, { stamp, vocabulary })
  }
}
