import type { Block } from '../model.js'
import { rankedHits } from '../search/memory-search-index.js'
import { parseQuery } from '../search/query.js'
import type { SearchIndexReader } from '../search/search-index.js'
import { type SynonymIndex, usedExpansions, withSynonyms } from '../search/synonyms.js'
import { isStopWord, stem, tokenize } from '../search/text-analysis.js'
import type { BudgetRanking } from './token-budget.js'

/**
 * A budget's question ranked over a project's blocks (in canonical order) as search ranks it
 * (docs/search.md): the matching keys best first with their scores, and a test of whether a piece
 * of a block (a paragraph, a list) holds one of the question's words: its terms, stemmed as the
 * index stems them, the last one also as a prefix while typed, and the corrections search made.
 */
export async function budgetRanking(
  blocks: readonly Block[],
  query: string,
  index?: SearchIndexReader,
  synonyms?: SynonymIndex,
): Promise<BudgetRanking> {
  const result = await rankedHits(blocks, query, index, undefined, synonyms)
  const { query: parsed, expansions: asked } = withSynonyms(parseQuery(query), synonyms)
  const expansions = usedExpansions(asked, result.absentSynonyms)
  // A term's synonyms (docs/search.md, "Synonyms") make a piece match as the term itself does.
  const terms = new Set(parsed.terms.flatMap((term) => [term.term, ...(term.synonyms ?? [])]))
  for (const phrase of parsed.phrases) {
    for (const word of phrase.words) if (!isStopWord(word)) terms.add(stem(word))
  }
  for (const correction of result.corrections) terms.add(stem(correction.to))
  const prefixes = parsed.terms.filter((term) => term.prefix).map((term) => term.word)
  return {
    keys: result.hits.map((hit) => hit.block.key),
    scores: result.hits.map((hit) => hit.score),
    ...(expansions.length > 0 && { expansions }),
    matches: (text) =>
      tokenize(text).some(
        ({ word }) => terms.has(stem(word)) || prefixes.some((prefix) => word.startsWith(prefix)),
      ),
  }
}
