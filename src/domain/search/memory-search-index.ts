import type { Block } from '../model.js'
import type { BlockFilter } from '../store.js'
import { parseQuery } from './query.js'
import { searchIndex } from './search-engine.js'
import type {
  IndexedDocument,
  IndexStats,
  Posting,
  SearchIndexReader,
  VocabularyWord,
} from './search-index.js'
import { postingImpact } from './search-index.js'
import { analyzeBlock } from './text-analysis.js'

/**
 * The search index of a set of blocks held in memory, answering the reader's lookups as the
 * databases do: search ranks them with the same code as `/blocks/search` (search-engine.ts), so a
 * token budget's `q` keeps what search would put first, at any revision, on any thread.
 * Built in one pass over the blocks (linear in their text).
 */
export function memorySearchIndex(blocks: readonly Block[]): SearchIndexReader {
  const postings = new Map<string, Posting[]>()
  const vocabulary = new Map<string, VocabularyWord>()
  const documents: IndexedDocument[] = []
  const sectionOrdinals = new Map<string, number>()
  let totalLength = 0
  blocks.forEach((block, seq) => {
    if (!sectionOrdinals.has(block.section)) sectionOrdinals.set(block.section, sectionOrdinals.size)
    documents.push({ seq, block, sectionOrdinal: sectionOrdinals.get(block.section) ?? 0 })
    const analysis = analyzeBlock(block)
    totalLength += analysis.length
    for (const [term, tf] of analysis.terms) {
      const posting = { term, seq, tf, length: analysis.length }
      const list = postings.get(term)
      if (list) list.push(posting)
      else postings.set(term, [posting])
    }
    for (const [word, term] of analysis.words) {
      const entry = vocabulary.get(word)
      if (entry) entry.count++
      else vocabulary.set(word, { word, term, count: 1 })
    }
  })
  // Best impact first, ties by seq: the order the databases' posting indexes are read in.
  const impact = (posting: Posting) => postingImpact(posting.tf, posting.length)
  for (const list of postings.values()) list.sort((a, b) => impact(b) - impact(a) || a.seq - b.seq)
  const words = [...vocabulary.values()].sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : 1))
  const stats: IndexStats = { documents: blocks.length, totalLength }

  return {
    stats: async () => stats,
    documentFrequencies: async (_projectId, terms) => {
      const out = new Map<string, number>()
      for (const term of terms) {
        const list = postings.get(term)
        if (list) out.set(term, list.length)
      }
      return out
    },
    wordsWithPrefix: async (_projectId, prefix, limit) =>
      words.filter((entry) => entry.word.startsWith(prefix)).slice(0, limit),
    wordsOfLength: async (_projectId, min, max) =>
      words.filter((entry) => entry.word.length >= min && entry.word.length <= max),
    topPostings: async (_projectId, term, limit) => (postings.get(term) ?? []).slice(0, limit),
    postingsOf: async (_projectId, terms, seqs) => {
      const wanted = new Set(seqs)
      return terms.flatMap((term) => (postings.get(term) ?? []).filter((posting) => wanted.has(posting.seq)))
    },
    documents: async (_projectId, seqs, filter: BlockFilter) =>
      seqs
        .map((seq) => documents[seq])
        .filter((document): document is IndexedDocument => document !== undefined)
        .filter(
          ({ block }) =>
            (filter.section === undefined || block.section === filter.section) &&
            (filter.status === undefined || block.status === filter.status) &&
            (filter.type === undefined || block.type === filter.type),
        ),
  }
}

/**
 * Keys of the blocks that match `query`, best first, as search ranks them (PRODUCT.md §9) over
 * `blocks` (a project's blocks in canonical order: their statistics are the project's).
 */
export async function rankedKeys(blocks: readonly Block[], query: string): Promise<string[]> {
  const result = await searchIndex(memorySearchIndex(blocks), '', parseQuery(query), {}, blocks.length)
  return result.hits.map((hit) => hit.block.key)
}
