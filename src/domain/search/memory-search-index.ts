import type { Block } from '../model.js'
import type { BlockFilter, SearchResult } from '../store.js'
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
import { type SynonymIndex, withSynonyms } from './synonyms.js'
import { type AnalyzedBlock, analyzeBlock } from './text-analysis.js'
import { TypoVocabulary } from './typos.js'

/**
 * The search index of a set of blocks held in memory, answering the reader's lookups as the
 * databases do: search ranks them with the same code as `/blocks/search` (search-engine.ts), so a
 * token budget's `q` keeps what search would put first, at any revision, on any thread.
 * Built in one pass over the blocks (linear in their text); a term's posting list is gathered
 * and ordered only when a query asks for it.
 */
export function memorySearchIndex(blocks: readonly Block[]): SearchIndexReader {
  const analyses: AnalyzedBlock[] = []
  const vocabulary = new Map<string, VocabularyWord>()
  const frequencies = new Map<string, number>()
  const documents: IndexedDocument[] = []
  const sectionOrdinals = new Map<string, number>()
  let totalLength = 0
  blocks.forEach((block, seq) => {
    if (!sectionOrdinals.has(block.section)) sectionOrdinals.set(block.section, sectionOrdinals.size)
    documents.push({ seq, block, sectionOrdinal: sectionOrdinals.get(block.section) ?? 0 })
    const analysis = analyzeBlock(block)
    analyses.push(analysis)
    totalLength += analysis.length
    for (const term of analysis.terms.keys()) frequencies.set(term, (frequencies.get(term) ?? 0) + 1)
    for (const [word, term] of analysis.words) {
      const entry = vocabulary.get(word)
      if (entry) entry.count++
      else vocabulary.set(word, { word, term, count: 1 })
    }
  })
  const stats: IndexStats = { documents: blocks.length, totalLength }
  let words: VocabularyWord[] | undefined
  let typos: TypoVocabulary | undefined
  /** Vocabulary most frequent first, ties by word: the order the databases read it in. */
  const sortedWords = () => {
    words ??= [...vocabulary.values()].sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : 1))
    return words
  }
  const lists = new Map<string, Posting[]>()
  /** A term's postings, best impact first, ties by seq (as the posting indexes are read). */
  const postingsOf = (term: string): Posting[] => {
    let list = lists.get(term)
    if (list) return list
    const ranked: { posting: Posting; impact: number }[] = []
    analyses.forEach((analysis, seq) => {
      const tf = analysis.terms.get(term)
      if (tf === undefined) return
      ranked.push({
        posting: { term, seq, tf, length: analysis.length },
        impact: postingImpact(tf, analysis.length),
      })
    })
    ranked.sort((a, b) => b.impact - a.impact || a.posting.seq - b.posting.seq)
    list = ranked.map((entry) => entry.posting)
    lists.set(term, list)
    return list
  }

  return {
    stats: async () => stats,
    documentFrequencies: async (_projectId, terms) => {
      const out = new Map<string, number>()
      for (const term of terms) {
        const df = frequencies.get(term)
        if (df !== undefined) out.set(term, df)
      }
      return out
    },
    wordsWithPrefix: async (_projectId, prefix, limit) =>
      sortedWords()
        .filter((entry) => entry.word.startsWith(prefix))
        .slice(0, limit),
    typoVocabulary: async () => {
      typos ??= new TypoVocabulary(sortedWords())
      return typos
    },
    topPostings: async (_projectId, reads) =>
      reads.flatMap((read) => postingsOf(read.term).slice(0, read.limit)),
    postingsOf: async (_projectId, terms, seqs) => {
      const out: Posting[] = []
      for (const term of terms) {
        for (const seq of seqs) {
          const analysis = analyses[seq]
          const tf = analysis?.terms.get(term)
          if (analysis && tf !== undefined) out.push({ term, seq, tf, length: analysis.length })
        }
      }
      return out
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
 * Most matches a budget's query ranks: search checks phrases, proximity and snippets for every
 * hit it returns, so ranking all of a large project's matches would cost far more than the
 * budget's render. Matches beyond these follow in canonical order (docs/decisions.md).
 */
export const MAX_RANKED = 200

/**
 * Keys of the blocks that match `query` best, at most `limit`, best first, as search ranks them
 * (docs/search.md) over `blocks` (a project's blocks in canonical order: their statistics are the
 * project's). `index`: the blocks' index when the caller keeps one (memorySearchIndex of them);
 * `synonyms`: the project's synonyms, which count as the query words they expand, at half their
 * weight (synonyms.ts, ranking.ts).
 */
export async function rankedKeys(
  blocks: readonly Block[],
  query: string,
  index: SearchIndexReader = memorySearchIndex(blocks),
  limit = MAX_RANKED,
  synonyms?: SynonymIndex,
): Promise<string[]> {
  const result = await rankedHits(blocks, query, index, limit, synonyms)
  return result.hits.map((hit) => hit.block.key)
}

/** `rankedKeys` with the hits' scores and the corrections search made. */
export async function rankedHits(
  blocks: readonly Block[],
  query: string,
  index: SearchIndexReader = memorySearchIndex(blocks),
  limit = MAX_RANKED,
  synonyms?: SynonymIndex,
): Promise<SearchResult> {
  const parsed = withSynonyms(parseQuery(query), synonyms).query
  return searchIndex(index, '', parsed, {}, Math.min(limit, blocks.length))
}
