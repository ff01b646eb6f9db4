import type { VocabularyWord } from '../domain/search/search-index.js'

/** Projects whose vocabulary a cache keeps at once; the least recently used one goes first. */
const PROJECTS = 16

/**
 * The vocabularies typo correction scans, kept per project until its index changes. A typo
 * compares the mistyped word with every project word of a similar length: read from the
 * database each time, that is tens of thousands of rows on a big project; kept here, it is
 * one small query to see whether the project changed. `stamp` identifies the index's state.
 */
export class VocabularyCache {
  private readonly entries = new Map<string, { stamp: string; words: VocabularyWord[] }>()

  get(projectId: string, stamp: string): VocabularyWord[] | undefined {
    const entry = this.entries.get(projectId)
    if (!entry || entry.stamp !== stamp) return undefined
    this.entries.delete(projectId)
    this.entries.set(projectId, entry)
    return entry.words
  }

  set(projectId: string, stamp: string, words: VocabularyWord[]): void {
    this.entries.delete(projectId)
    this.entries.set(projectId, { stamp, words })
    while (this.entries.size > PROJECTS) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }
}
