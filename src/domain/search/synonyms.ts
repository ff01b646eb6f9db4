import type { Problem } from '../errors.js'
import type { ParsedQuery } from './query.js'
import { isStopWord, stem, tokenize } from './text-analysis.js'

/**
 * A project's synonyms (docs/search.md, "Synonyms"): groups of words that mean the same thing
 * in this project. A query term found in a group also matches the other words of every group it
 * is in. Terms are analysed like the index (folded, stemmed), so `customers` in a query meets
 * `customer` in a group, and `client` in the group meets `clients` in a block.
 *
 * Expansion is one step (a term's synonyms are never expanded in turn, so groups that share
 * words never chain) and capped per term and per query: however the groups are written, a query
 * searches at most MAX_QUERY_TERMS × (1 + MAX_SYNONYMS_PER_TERM) terms and at most
 * MAX_EXPANDED_TERMS of them are synonyms.
 */

/** Groups as written: each an array of one-word terms. */
export type SynonymGroups = string[][]

/** Most groups a project keeps. */
export const MAX_GROUPS = 500
/** Most terms in one group. */
export const MAX_GROUP_TERMS = 20
/** Longest term, in characters (a word of the index is at most 64). */
export const MAX_TERM_LENGTH = 64
/** Most synonyms one query term adds, in group order. */
export const MAX_SYNONYMS_PER_TERM = 8
/** Most synonyms a whole query adds. */
export const MAX_EXPANDED_TERMS = 32

/** A query term and the words it was also searched as (as the groups write them). */
export interface SynonymExpansion {
  term: string
  with: string[]
}

/** What expansion needs of a project's groups, built once per change of them. */
export interface SynonymIndex {
  /** Analysed term → the term as a group writes it, and its synonyms (analysed and as written), capped. */
  readonly byTerm: ReadonlyMap<string, { written: string; synonyms: { term: string; written: string }[] }>
}

/** The analysed form of a written term, or why it has none (for the 400 naming its group). */
export function analyseSynonymTerm(written: string): { term: string } | { problem: string } {
  const words = tokenize(written)
  if (words.length === 0) return { problem: 'has no letters or digits' }
  if (words.length > 1) return { problem: 'must be one word (phrases are not synonyms)' }
  const word = (words[0] as { word: string }).word
  if (isStopWord(word)) return { problem: 'is a stop word: search ignores it, so it cannot be a synonym' }
  return { term: stem(word) }
}

/**
 * Every problem of groups that passed the body's schema (arrays of bounded strings): each term's
 * analysis, and groups left with fewer than two different terms after it. Paths name the group
 * (`groups[3]`) and the term (`groups[3][1]`); messages quote the group's terms.
 */
export function synonymProblems(groups: SynonymGroups): Problem[] {
  return groups.flatMap((group, g) => groupProblems(group, g))
}

/** The problems of group number `g` (see synonymProblems). */
export function groupProblems(group: readonly string[], g: number): Problem[] {
  if (group.length === 0)
    return [{ path: `groups[${g}]`, message: 'is empty: a group needs at least two words' }]
  const problems: Problem[] = []
  const analysed = new Set<string>()
  group.forEach((written, t) => {
    const result = analyseSynonymTerm(written)
    if ('problem' in result)
      problems.push({ path: `groups[${g}][${t}]`, message: `${JSON.stringify(written)} ${result.problem}` })
    else analysed.add(result.term)
  })
  if (problems.length === 0 && analysed.size < 2) {
    const shown = group.map((term) => JSON.stringify(term)).join(', ')
    const one = group.length === 1
    problems.push({
      path: `groups[${g}]`,
      message: one
        ? `[${shown}] has one word: a group needs at least two`
        : `[${shown}] needs at least two different words once analysed like the index (case, accents and endings are ignored: they all read "${[...analysed][0]}")`,
    })
  }
  return problems
}

/**
 * The index of valid groups: for each analysed term, the other terms of every group it is in,
 * in group order, without repeats, at most MAX_SYNONYMS_PER_TERM. Built in time linear in the
 * groups' size times the cap, once per change of the groups.
 */
export function synonymIndex(groups: SynonymGroups): SynonymIndex {
  const analysed = groups.map((group) => {
    const out: { term: string; written: string }[] = []
    for (const written of group) {
      const result = analyseSynonymTerm(written)
      if ('term' in result && !out.some((entry) => entry.term === result.term))
        out.push({ term: result.term, written })
    }
    return out
  })
  const byTerm = new Map<string, { written: string; synonyms: { term: string; written: string }[] }>()
  const seen = new Map<string, Set<string>>()
  for (const group of analysed) {
    for (const entry of group) {
      let found = byTerm.get(entry.term)
      let terms = seen.get(entry.term)
      if (!found || !terms) {
        found = { written: entry.written, synonyms: [] }
        terms = new Set([entry.term])
        byTerm.set(entry.term, found)
        seen.set(entry.term, terms)
      }
      const synonyms = found.synonyms
      if (synonyms.length >= MAX_SYNONYMS_PER_TERM) continue
      for (const other of group) {
        if (terms.has(other.term)) continue
        terms.add(other.term)
        synonyms.push(other)
        if (synonyms.length >= MAX_SYNONYMS_PER_TERM) break
      }
    }
  }
  return { byTerm }
}

const INDEXES_KEPT = 16
const indexes = new Map<string, SynonymIndex>()

/**
 * `synonymIndex` of groups that arrive as copies (a render thread's snapshot, an export read by
 * MCP): the last few built are kept by content, so a budgeted render does not rebuild the index
 * of the same groups every time.
 */
export function synonymIndexOf(groups: SynonymGroups): SynonymIndex {
  if (groups.length === 0) return EMPTY_INDEX
  const key = JSON.stringify(groups)
  let index = indexes.get(key)
  if (index) {
    indexes.delete(key)
  } else {
    index = synonymIndex(groups)
    if (indexes.size >= INDEXES_KEPT) {
      const oldest = indexes.keys().next().value
      if (oldest !== undefined) indexes.delete(oldest)
    }
  }
  indexes.set(key, index)
  return index
}

const EMPTY_INDEX: SynonymIndex = { byTerm: new Map() }

/**
 * Expands analysed query terms with their synonyms, one step: `terms[i]` is `analysedTerms[i]`
 * followed by its synonyms (other query terms left out: they are searched anyway), and
 * `expansions` names each term that gained some, as the groups write them. At most
 * MAX_EXPANDED_TERMS synonyms in all, the first query terms served first.
 */
export function expandQuery(
  analysedTerms: readonly string[],
  index: SynonymIndex | undefined,
): { terms: string[][]; expansions: SynonymExpansion[] } {
  const expansions: SynonymExpansion[] = []
  if (!index || index.byTerm.size === 0) return { terms: analysedTerms.map((term) => [term]), expansions }
  const asked = new Set(analysedTerms)
  let budget = MAX_EXPANDED_TERMS
  const terms = analysedTerms.map((term) => {
    const out = [term]
    const found = index.byTerm.get(term)
    if (!found) return out
    const written: string[] = []
    for (const synonym of found.synonyms) {
      if (budget === 0) break
      if (asked.has(synonym.term) || out.includes(synonym.term)) continue
      out.push(synonym.term)
      written.push(synonym.written)
      budget--
    }
    if (written.length > 0) expansions.push({ term: found.written, with: written })
    return out
  })
  return { terms, expansions }
}

/** `query` with each term's synonyms (expandQuery), and the expansions to report. */
export function withSynonyms(
  query: ParsedQuery,
  index: SynonymIndex | undefined,
): { query: ParsedQuery; expansions: SynonymExpansion[] } {
  const { terms, expansions } = expandQuery(
    query.terms.map((term) => term.term),
    index,
  )
  if (expansions.length === 0) return { query, expansions }
  return {
    query: {
      ...query,
      terms: query.terms.map((term, i) => {
        const synonyms = terms[i]?.slice(1) ?? []
        return synonyms.length === 0 ? term : { ...term, synonyms }
      }),
    },
    expansions,
  }
}

/**
 * `expansions` without the synonyms no block holds (`absent`, analysed; SearchResult.absentSynonyms):
 * they were searched for nothing, and naming them would say the answer used them. A term left
 * with none is dropped.
 */
export function usedExpansions(
  expansions: readonly SynonymExpansion[],
  absent: readonly string[] | undefined,
): SynonymExpansion[] {
  if (!absent || absent.length === 0) return [...expansions]
  const missing = new Set(absent)
  const used: SynonymExpansion[] = []
  for (const expansion of expansions) {
    const kept = expansion.with.filter((written) => {
      const analysed = analyseSynonymTerm(written)
      return !('term' in analysed && missing.has(analysed.term))
    })
    if (kept.length > 0) used.push({ term: expansion.term, with: kept })
  }
  return used
}
