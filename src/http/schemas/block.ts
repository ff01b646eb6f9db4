import { Type } from '@sinclair/typebox'
import { BlockSchema, blockProperties } from '../../domain/contract/block.js'
import { MATCH_MODES, type MatchMode } from '../../domain/search/query.js'
import { BlockStatusSchema, BlockValue } from '../../domain/sync-shape.js'

export { BlockStatusSchema, BlockValue }

/** A block as a read returns it: the domain's one definition (contract/block.ts). */
export const Block = BlockSchema

export const SearchHit = Type.Object(
  {
    ...blockProperties,
    score: Type.Number({ description: 'Relevance; higher is better' }),
    snippet: Type.String({
      description:
        'Up to 200 characters of matching text, the words that matched (stemmed and corrected ones included) wrapped in **',
    }),
  },
  { title: 'SearchHit', description: 'A block with its relevance and a snippet of the matching text' },
)

/** How many query terms a block needs: one (`any`, the default) or every one (`all`). */
export const SearchMatch = Type.Unsafe<MatchMode>({
  type: 'string',
  enum: [...MATCH_MODES],
  default: 'any',
  description:
    '`any` (default): a block matches with one meaningful query term, and blocks covering more terms rank higher; `all`: every term must match',
})

export const Correction = Type.Object(
  {
    from: Type.String({ description: 'The query word, found in no block of the project' }),
    to: Type.String({ description: "The project's word searched instead" }),
  },
  { title: 'Correction', description: 'A misspelt query word and the word of the project searched instead' },
)

export const Expansion = Type.Object(
  {
    term: Type.String({ description: 'The query word, as its synonym group writes it' }),
    with: Type.Array(Type.String(), { description: 'The words of its groups it was also searched as' }),
  },
  {
    title: 'Expansion',
    description: "A query word and the project's synonyms it also matched (docs/search.md)",
  },
)

export const SearchMeta = Type.Object({
  corrections: Type.Array(Correction, {
    description: 'Query words corrected to words of the project; empty when none was',
  }),
  expansions: Type.Array(Expansion, {
    description: "Query words searched with the project's synonyms too (GET …/synonyms); empty when none was",
  }),
})
