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
  private readonly entries = new Map<string, { stamp: string; vocabulary: TypoVocabulary }>()

  get(projectId: string, stamp: string): TypoVocabulary | undefined {
    const entry = this.entries.get(projectId)
    if (!entry || entry.stamp !== stamp) return undefined
    this.entries.delete(projectId)
    this.entries.set(projectId, entry)
    return entry.vocabulary
  }

  set(projectId: string, stamp: string, vocabulary: TypoVocabulary): void {
    this.entries.delete(projectId)
    this.entries.set(projectId, { stamp, vocabulary })
    while (this.entries.size > PROJECTS) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }
}
