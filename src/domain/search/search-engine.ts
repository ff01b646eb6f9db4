import TinyQueue from 'tinyqueue'
import type { BlockFilter, Correction, SearchHit, SearchResult } from '../store.js'
import { blockText, containsPhrase, type FieldText, pairDistances } from './block-text.js'
import { englishRelatives } from './english-related.js'
import { englishWordSize, isEnglishWord } from './english-words.js'
import type { ParsedQuery } from './query.js'
import {
  CONTEXT_WEIGHT,
  CORRECTION_WEIGHT,
  coverageFactor,
  everydayWeight,
  idf,
  PROXIMITY_WINDOW,
  proximityFactor,
  RANKING_WEIGHTS,
  RELATED_WEIGHT,
  roundScore,
  SYNONYM_WEIGHT,
  saturatedScore,
  termScore,
  weighsEverydayWords,
} from './ranking.js'
import type { IndexedDocument, Posting, SearchIndexReader, TermRead, VocabularyWord } from './search-index.js'
import { buildSnippet } from './snippet.js'
import { isStopWord, stem, tokenize } from './text-analysis.js'
import { allowedEdits, correctable } from './typos.js'

/** Shortest stem whose longer words stand in for a word no block holds (relatedWord). */
const RELATED_STEM_LENGTH = 6
/**
 * Least share of the asked word its stem must be for a word of that root to stand in for it:
 * `competit` is most of `competitive`, `intern` too little of `international` (→ `internet`).
 */
const RELATED_STEM_SHARE = 0.6
/** Postings read per query term, best first: enough to rank well, bounded on huge projects. */
export const CHAMPIONS = 500
/** Postings read for each extra word a typed prefix expands to. */
const PREFIX_CHAMPIONS = 100
/**
 * Postings read for each related English word: counting RELATED_WEIGHT of the asked word, only
 * its best blocks can rise to the top, and a common relative would otherwise read thousands.
 */
const RELATED_CHAMPIONS = 32
/** Most distinct terms a prefix expands to (the most frequent words first). */
const PREFIX_EXPANSIONS = 8
/** Candidates read for a term every result must contain (`match=all`, phrases). */
const REQUIRED_CANDIDATES = 20_000
/** Most candidates checked against filters, exclusions and phrases before giving up. */
const MAX_EXAMINED = 20_000
/**
 * Candidates examined when a query term names the section or type of a block among them
 * ("our users", "personas", "pricing"), beyond `limit`: the rest of that section or type among the
 * best candidates. Each one examined is read and analysed, so this stays small.
 */
const CATEGORY_POOL = 30
/** Types that say how a block is shaped, not what it is about: naming them is not asking for them. */
const FORMAT_TYPES: ReadonlySet<string> = new Set(['text', 'list'])
/**
 * A query of at most this many terms that names a section or type asks for it ("our users",
 * "support faqs"); in a longer question the same word is incidental ("…what should support check").
 */
const CATEGORY_QUERY_TERMS = 2
/**
 * Longest query, in meaningful terms, whose words bring related English words. A longer question
 * already says what it asks in many words: the relatives of each of them only drew blocks that
 * share a few of them (docs/search.md, "Round 8").
 */
const MAX_RELATED_QUERY_TERMS = 8
/** Most related English words one query term adds (those the project holds, most frequent sense first). */
const MAX_RELATED_PER_TERM = 8
/** Most related English words a whole query adds. */
const MAX_RELATED_PER_QUERY = 32
/**
 * Related words looked up in the project per query term, most frequent sense first: a common
 * word has up to ~40, and those past the first few rarely mean what the asker meant.
 */
const RELATED_LOOKUPS = 2 * MAX_RELATED_PER_TERM

/** One query term (or one word of a phrase) and the indexed terms that count as it. */
interface Group {
  /** Term → its document frequency, for the terms this group matches. */
  terms: Map<string, number>
  required: boolean
  /** Those of `terms` that came in as the project's synonyms of the query's word. */
  synonyms?: Set<string>
  /** Those of `terms` that came in as related English words of the query's word. */
  related?: Set<string>
  /**
   * What the group counts for in a score: 1, less for an everyday word in a short question, a
   * word of a message's context (ranking.ts) or a corrected word (CORRECTION_WEIGHT), the shares
   * multiplied.
   */
  weight: number
}

interface Candidate {
  seq: number
  length: number
  tfs: Map<string, number>
}

/**
 * Search over one project's inverted index (docs/search.md). The same code runs for SQLite and
 * PostgreSQL: the databases answer the reader's lookups, every decision is made here.
 *
 * 1. Each meaningful query term becomes a group of indexed terms: its stem and the project's
 *    synonyms of it; for the last term being typed, the stems of the project's most frequent
 *    words it prefixes; for a term in no block, the project word within the allowed edits or
 *    else a word of its root (reported as a correction, its term weight counting half); in a
 *    question of up to MAX_RELATED_QUERY_TERMS terms, its related English words the project
 *    holds.
 * 2. Candidates are the blocks in each term's posting list, best impact first (all of them on a
 *    project of normal size; the best CHAMPIONS on a huge one). With required terms (`match=all`,
 *    phrases) they come from the rarest required term only.
 * 3. Candidates are ranked by BM25 with this project's statistics (a corrected word, and a
 *    synonym, counting half; a related English word a quarter; in a question of 4–8 terms, an
 *    everyday English word less than its subject words; in a message that asks in some of its
 *    sentences, a word found only in the others half), raised for the share of query terms they
 *    cover; the best are checked against filters, exclusions and phrases, scored again from their
 *    own text (every term's frequency, read lists or not), and the top ones gain for terms
 *    standing close together.
 */
export async function searchIndex(
  reader: SearchIndexReader,
  projectId: string,
  query: ParsedQuery,
  filter: BlockFilter,
  limit: number,
): Promise<SearchResult> {
  const corrections: Correction[] = []
  const synonyms = [...new Set(query.terms.flatMap((term) => term.synonyms ?? []))]
  const stats = await reader.stats(projectId)
  if (stats.documents === 0) return withAbsent({ hits: [], corrections }, synonyms)

  const phraseTerms = query.phrases.map((phrase) => lookupTerms(phrase.words))
  // Phrases are checked word for word, stop words included; they are only looked up without them.
  const phraseStems = query.phrases.map((phrase) => phrase.words.map(stem))
  const exclusions = query.excluded.map((phrase) => phrase.words.map(stem))
  const relatives = await relatedTerms(query, phraseTerms.flat())
  const frequencies = await reader.documentFrequencies(projectId, [
    ...new Set([
      ...query.terms.flatMap((term) => [term.term, ...(term.synonyms ?? [])]),
      ...phraseTerms.flat(),
      ...[...relatives.values()].flat(),
    ]),
  ])
  const absent = synonyms.filter((synonym) => !frequencies.has(synonym))
  const answer = (result: SearchResult) => withAbsent(result, absent)
  const groups: Group[] = []
  let relatedLeft = MAX_RELATED_PER_QUERY
  // The word lists load only for a question that weighs its everyday words (ranking.ts).
  const everyday = weighsEverydayWords(query.terms.length)
  for (const term of query.terms) {
    const weight =
      (everyday ? everydayWeight(await englishWordSize(term.word)) : 1) * (term.context ? CONTEXT_WEIGHT : 1)
    const group: Group = { terms: new Map(), required: query.match === 'all', weight }
    const df = frequencies.get(term.term)
    if (df !== undefined) group.terms.set(term.term, df)
    // Synonyms (synonyms.ts) join the term's group, counting SYNONYM_WEIGHT of it: one step,
    // capped per query.
    for (const synonym of term.synonyms ?? []) {
      const sdf = frequencies.get(synonym)
      if (sdf === undefined || group.terms.has(synonym)) continue
      group.terms.set(synonym, sdf)
      group.synonyms ??= new Set()
      group.synonyms.add(synonym)
    }
    if (term.prefix) await expandPrefix(reader, projectId, term.word, group)
    if (group.terms.size === 0 && correctable(term.word)) {
      const correction =
        (await correct(reader, projectId, term.word)) ??
        (await relatedWord(reader, projectId, term.word, term.term))
      if (correction) {
        group.terms.set(correction.term, correction.df)
        group.weight = CORRECTION_WEIGHT * weight
        corrections.push({ from: term.word, to: correction.word })
      }
    }
    // Related English words the project holds join the group at RELATED_WEIGHT, after the
    // asker's own word has been looked for (and corrected): a typo has no relatives.
    let taken = 0
    for (const related of relatives.get(term) ?? []) {
      const rdf = frequencies.get(related)
      if (rdf === undefined || group.terms.has(related)) continue
      if (taken >= MAX_RELATED_PER_TERM || relatedLeft <= 0) break
      group.terms.set(related, rdf)
      group.related ??= new Set()
      group.related.add(related)
      taken++
      relatedLeft--
    }
    groups.push(group)
  }
  for (const terms of phraseTerms) {
    for (const term of terms) {
      const df = frequencies.get(term)
      groups.push({ terms: df === undefined ? new Map() : new Map([[term, df]]), required: true, weight: 1 })
    }
  }
  const required = groups.filter((group) => group.required)
  if (required.some((group) => group.terms.size === 0)) return answer({ hits: [], corrections })
  const scoring = new Map<string, number>()
  for (const group of groups) for (const [term, df] of group.terms) scoring.set(term, df)
  if (scoring.size === 0) return answer({ hits: [], corrections })

  const { candidates, complete } = await gatherCandidates(reader, projectId, groups, required)
  const averageLength = stats.totalLength / stats.documents
  const idfs = new Map([...scoring].map(([term, df]) => [term, idf(df, stats)]))
  const score = scorer(groups, idfs, averageLength)
  // The examined blocks are scored again from their text with the ranking's own field weights.
  const rescore = (candidate: Candidate, tfs: Map<string, number>, named: ReadonlySet<Group>) =>
    score({ ...candidate, tfs }, named)
  // Best first, taken a batch at a time: most searches examine one batch of the thousands of
  // candidates, so they are put in a heap rather than sorted whole.
  const ordered = new TinyQueue(
    [...candidates.values()].map((candidate) => ({ candidate, score: score(candidate) })),
    (a, b) => b.score - a.score || a.candidate.seq - b.candidate.seq,
  )

  // Check the best candidates in batches until enough pass; the pool is a little larger than
  // `limit` so rescoring and proximity can reorder its top.
  let poolSize = limit + 10
  const batchSize = Math.max(32, poolSize)
  // Whether a block holds a term is read from its text once it is examined (the index analyses
  // the same text the same way). Only the terms every result must hold are looked up in the
  // index first, so that a candidate without them is dropped before its text is analysed; the
  // other lists read partly (synonyms, prefixes on a huge project) cost no lookup per batch.
  const requiredTerms = new Set(required.flatMap((group) => [...group.terms.keys()]))
  const incomplete = [...requiredTerms].filter((term) => !complete.has(term))
  const excludedTerms = [...new Set(exclusions.filter((words) => words.length === 1).flat())]
  const excludedPhrases = exclusions.filter((words) => words.length > 1)
  const pool: {
    document: IndexedDocument
    text: FieldText[]
    candidate: Candidate
    tfs: Map<string, number>
    score: number
  }[] = []
  const examinedLimit = Math.min(ordered.length, MAX_EXAMINED)
  for (let from = 0; from < examinedLimit && pool.length < poolSize; from += batchSize) {
    const batch = take(ordered, Math.min(batchSize, examinedLimit - from))
    const documents = await reader.documents(
      projectId,
      batch.map(({ candidate }) => candidate.seq),
      filter,
    )
    if (documents.length === 0) continue
    const lookup = [...incomplete, ...excludedTerms]
    const extra =
      lookup.length === 0
        ? []
        : await reader.postingsOf(
            projectId,
            lookup,
            documents.map((document) => document.seq),
          )
    const excludedSeqs = new Set<number>()
    for (const posting of extra) {
      if (excludedTerms.includes(posting.term)) excludedSeqs.add(posting.seq)
      if (requiredTerms.has(posting.term)) candidates.get(posting.seq)?.tfs.set(posting.term, posting.tf)
    }
    for (const document of documents) {
      const candidate = candidates.get(document.seq)
      if (!candidate || excludedSeqs.has(document.seq)) continue
      if (!required.every((group) => [...group.terms.keys()].some((term) => candidate.tfs.has(term))))
        continue
      const text = blockText(document.block)
      if (!phraseStems.every((terms) => containsPhrase(text, terms))) continue
      if (excludedPhrases.some((terms) => containsPhrase(text, terms))) continue
      const named = groups.length <= CATEGORY_QUERY_TERMS ? namedGroups(document.block, groups) : NONE
      if (named.size > 0) poolSize = Math.max(poolSize, limit + CATEGORY_POOL)
      const tfs = rankingFrequencies(text, scoring)
      pool.push({ document, text, candidate, tfs, score: rescore(candidate, tfs, named) })
    }
  }

  const ranked = pool
    .map((entry) => {
      const matched = groups
        .filter((group) => [...group.terms.keys()].some((term) => entry.tfs.has(term)))
        .map((group) => new Set(group.terms.keys()))
      return {
        ...entry,
        final: roundScore(
          entry.score * proximityFactor(pairDistances(entry.text, matched, PROXIMITY_WINDOW)),
        ),
      }
    })
    .sort(
      (a, b) =>
        b.final - a.final ||
        a.document.sectionOrdinal - b.document.sectionOrdinal ||
        a.document.block.position - b.document.block.position ||
        (a.document.block.key < b.document.block.key
          ? -1
          : a.document.block.key > b.document.block.key
            ? 1
            : 0),
    )
    .slice(0, limit)
  const highlighted = new Set(scoring.keys())
  const hits: SearchHit[] = ranked.map((entry) => ({
    block: entry.document.block,
    score: entry.final,
    snippet: buildSnippet(entry.text, highlighted),
  }))
  return answer({ hits, corrections })
}

/** `result` naming the synonyms no block holds, when there are some (SearchResult.absentSynonyms). */
function withAbsent(result: SearchResult, absent: string[]): SearchResult {
  return absent.length === 0 ? result : { ...result, absentSynonyms: absent }
}

/** The next `count` items of the queue, best first. */
function take<T>(queue: TinyQueue<T>, count: number): T[] {
  const out: T[] = []
  while (out.length < count) {
    const item = queue.pop()
    if (item === undefined) break
    out.push(item)
  }
  return out
}

/** The terms a phrase is looked up by: its meaningful words, or all of them when none is. */
function lookupTerms(words: string[]): string[] {
  const meaningful = words.filter((word) => !isStopWord(word))
  return [...new Set((meaningful.length > 0 ? meaningful : words).map(stem))]
}

/**
 * Per query term, the stems of its related English words (english-related.ts), at most
 * RELATED_LOOKUPS of them: none that the query already searches for (any term's own stem or
 * synonyms, a phrase's words), and none given to an earlier term, so a block holding one word
 * never counts it for two terms. None for a word being typed (its relatives would be a
 * fragment's), under `match=all`, which asks for the words themselves, or in a question of more
 * than MAX_RELATED_QUERY_TERMS terms.
 */
async function relatedTerms(
  query: ParsedQuery,
  phraseTerms: readonly string[],
): Promise<Map<ParsedQuery['terms'][number], string[]>> {
  const out = new Map<ParsedQuery['terms'][number], string[]>()
  if (query.match === 'all' || query.terms.length > MAX_RELATED_QUERY_TERMS) return out
  const taken = new Set([
    ...query.terms.flatMap((term) => [term.term, ...(term.synonyms ?? [])]),
    ...phraseTerms,
  ])
  for (const term of query.terms) {
    if (term.prefix) continue
    const stems: string[] = []
    for (const word of await englishRelatives(term.word)) {
      const related = stem(word)
      if (taken.has(related)) continue
      taken.add(related)
      stems.push(related)
      if (stems.length >= RELATED_LOOKUPS) break
    }
    if (stems.length > 0) out.set(term, stems)
  }
  return out
}

async function expandPrefix(reader: SearchIndexReader, projectId: string, prefix: string, group: Group) {
  const words = await reader.wordsWithPrefix(projectId, prefix, PREFIX_EXPANSIONS * 4)
  const terms: string[] = []
  for (const { term } of words) {
    if (!group.terms.has(term) && !terms.includes(term)) terms.push(term)
    if (terms.length >= PREFIX_EXPANSIONS) break
  }
  if (terms.length === 0) return
  const frequencies = await reader.documentFrequencies(projectId, terms)
  for (const term of terms) {
    const df = frequencies.get(term)
    if (df !== undefined) group.terms.set(term, df)
  }
}

/**
 * The project word a mistyped one most likely meant. None for a common English word: the asker
 * meant it, and only its own root is looked for (relatedWord).
 */
async function correct(reader: SearchIndexReader, projectId: string, word: string) {
  if (await isEnglishWord(word)) return undefined
  const edits = allowedEdits(word.length)
  const vocabulary = await reader.typoVocabulary(projectId, word.length - edits, word.length + edits)
  return asCorrection(reader, projectId, vocabulary.closest(word))
}

/**
 * For a word in no block and with no correction, the project's most frequent word beginning
 * with its stem: the same root in another part of speech, which the stemmer keeps apart
 * (`competitive` → `competitors`, `automatic` → `automation`). A stem shorter than
 * RELATED_STEM_LENGTH, or than RELATED_STEM_SHARE of the word, begins too many unrelated words.
 */
async function relatedWord(reader: SearchIndexReader, projectId: string, word: string, term: string) {
  if (term.length < RELATED_STEM_LENGTH || term.length < RELATED_STEM_SHARE * word.length) return undefined
  const [related] = await reader.wordsWithPrefix(projectId, term, 1)
  return asCorrection(reader, projectId, related)
}

/** A project word standing in for an asked one, with its document frequency. */
async function asCorrection(reader: SearchIndexReader, projectId: string, word: VocabularyWord | undefined) {
  if (!word) return undefined
  const df = (await reader.documentFrequencies(projectId, [word.term])).get(word.term)
  return df === undefined ? undefined : { word: word.word, term: word.term, df }
}

/**
 * Reads posting lists into candidates. A list read to its end is complete: a candidate missing
 * from it does not contain the term, so no second lookup is needed for it.
 */
async function gatherCandidates(
  reader: SearchIndexReader,
  projectId: string,
  groups: Group[],
  required: Group[],
): Promise<{ candidates: Map<number, Candidate>; complete: Set<string> }> {
  const candidates = new Map<number, Candidate>()
  const complete = new Set<string>()
  const add = (postings: Posting[]) => {
    for (const posting of postings) {
      let candidate = candidates.get(posting.seq)
      if (!candidate) {
        candidate = { seq: posting.seq, length: posting.length, tfs: new Map() }
        candidates.set(posting.seq, candidate)
      }
      candidate.tfs.set(posting.term, posting.tf)
    }
  }
  const reads: (TermRead & { df: number })[] = []
  if (required.length > 0) {
    // Every result contains a term of each required group: the rarest group's blocks are all
    // the candidates there can be.
    const pivot = required.reduce((rarest, group) => (total(group) < total(rarest) ? group : rarest))
    for (const [term, df] of pivot.terms) reads.push({ term, df, limit: REQUIRED_CANDIDATES })
  } else {
    for (const group of groups) {
      let first = true
      for (const [term, df] of group.terms) {
        // A relative reads few postings even when it stands in for a word no block holds.
        const limit = group.related?.has(term) ? RELATED_CHAMPIONS : first ? CHAMPIONS : PREFIX_CHAMPIONS
        const earlier = reads.find((read) => read.term === term)
        if (earlier) earlier.limit = Math.max(earlier.limit, limit)
        else reads.push({ term, df, limit })
        first = false
      }
    }
  }
  // All the lists in one read: a question with synonyms reads dozens of them.
  const postings = await reader.topPostings(projectId, reads)
  const counts = new Map<string, number>()
  for (const posting of postings) counts.set(posting.term, (counts.get(posting.term) ?? 0) + 1)
  for (const read of reads) if ((counts.get(read.term) ?? 0) >= read.df) complete.add(read.term)
  add(postings)
  return { candidates, complete }
}

function total(group: Group): number {
  let sum = 0
  for (const df of group.terms.values()) sum += df
  return sum
}

const NONE: ReadonlySet<Group> = new Set()

/** Whether `term` came into the group for the asker (a synonym, a related word) rather than from their word. */
function added(group: Group, term: string): boolean {
  return group.synonyms?.has(term) === true || group.related?.has(term) === true
}

/**
 * The query groups that name the block's section or type (`users`, `personas`, `pricing` for a
 * `pricing-tier`): the block is what such a question asks for, whatever its text says.
 */
function namedGroups(block: { section: string; type: string }, groups: Group[]): ReadonlySet<Group> {
  const named = new Set<Group>()
  const categories = FORMAT_TYPES.has(block.type) ? [block.section] : [block.section, block.type]
  const terms = new Set(categories.flatMap((text) => tokenize(text).map((token) => stem(token.word))))
  for (const group of groups) {
    // Only the asker's own word names a category: a synonym widens what text matches, but
    // "customers" → "user" must not make every block of the Users section the answer.
    for (const term of group.terms.keys()) {
      if (terms.has(term) && !added(group, term)) named.add(group)
    }
  }
  return named
}

/**
 * Weighted frequencies of the scoring terms in a block's text, with RANKING_WEIGHTS rather than
 * the index's FIELD_WEIGHTS (see ranking.ts for why they differ).
 */
function rankingFrequencies(text: FieldText[], scoring: ReadonlyMap<string, number>): Map<string, number> {
  const tfs = new Map<string, number>()
  for (const field of text) {
    const weight = RANKING_WEIGHTS[field.field]
    for (const token of field.tokens)
      if (scoring.has(token.term)) tfs.set(token.term, (tfs.get(token.term) ?? 0) + weight)
  }
  return tfs
}

/**
 * BM25 of a candidate with what is known of its term frequencies: per query group, the best of
 * its terms (a synonym's at SYNONYM_WEIGHT, a related word's at RELATED_WEIGHT) times the
 * group's weight (a relative of a corrected word counts both shares); the sum raised by the
 * share of groups the candidate covers. A group in `named` (it names the block's section or
 * type) counts as fully saturated: idf · (k1 + 1) of the asker's own word.
 *
 * Every candidate is scored, and a question with synonyms has dozens of terms while a candidate
 * holds a few of them: the work goes by the candidate's terms, not the query's.
 */
function scorer(groups: Group[], idfs: Map<string, number>, averageLength: number) {
  // Per term, the groups it counts in and for how much there: a synonym of the asked word counts
  // less than the word itself (SYNONYM_WEIGHT). Decided once, not per candidate.
  const groupsOf = new Map<string, { index: number; share: number }[]>()
  groups.forEach((group, index) => {
    for (const term of group.terms.keys()) {
      const share = group.synonyms?.has(term) ? SYNONYM_WEIGHT : group.related?.has(term) ? RELATED_WEIGHT : 1
      const entry = { index, share }
      const list = groupsOf.get(term)
      if (list) list.push(entry)
      else groupsOf.set(term, [entry])
    }
  })
  // Only the asker's own word names a category (namedGroups): its synonyms do not saturate it.
  const saturated = groups.map((group) =>
    Math.max(
      0,
      ...[...group.terms.keys()]
        .filter((term) => !added(group, term))
        .map((term) => saturatedScore(idfs.get(term) ?? 0)),
    ),
  )
  const best = new Float64Array(groups.length)
  return (candidate: Candidate, named?: ReadonlySet<Group>): number => {
    best.fill(0)
    for (const [term, tf] of candidate.tfs) {
      const entries = groupsOf.get(term)
      if (!entries) continue
      const value = termScore(idfs.get(term) ?? 0, tf, candidate.length, averageLength)
      for (const { index, share } of entries) {
        if (value * share > (best[index] as number)) best[index] = value * share
      }
    }
    let sum = 0
    let matched = 0
    for (let index = 0; index < groups.length; index++) {
      const value = named?.has(groups[index] as Group)
        ? (saturated[index] as number)
        : (best[index] as number)
      if (value > 0) matched++
      sum += value * (groups[index] as Group).weight
    }
    // Every group counts, a word found in no block too: the share is of what was asked.
    return sum * coverageFactor(matched, groups.length)
  }
}
