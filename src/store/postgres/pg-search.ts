import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely'
import { stringsIn } from '../../domain/content.js'
import type { Block } from '../../domain/model.js'
import { searchWords } from '../../domain/search-terms.js'
import type { BlockFilter, SearchHit } from '../../domain/store.js'
import type { SearchFn } from '../kysely-store.js'
import { blockFromRow } from '../rows.js'
import type { BlockTable, Database } from '../schema.js'
import { CANDIDATES, EXACT_RANKING_MAX_MATCHES, rankCandidates } from '../search-score.js'
import { trimSnippet } from '../snippet.js'

/**
 * The block's search vector. Text is split into words in JavaScript exactly as queries are
 * (PostgreSQL's parser would keep `persona.alex` as one "host" token), then the pctx_search
 * configuration unaccents and lowercases. Weights: name A, key/type/section B, value strings D,
 * so ts_rank puts a match in the name above one deep in the value.
 */
export function pgSearchColumns(block: Block): Record<string, RawBuilder<unknown>> {
  const words = (text: string) => searchWords(text).join(' ')
  const name = words(block.name)
  const meta = words(`${block.key} ${block.type} ${block.section}`)
  const body = words(stringsIn(block.value).join(' '))
  return {
    search_vector: sql`setweight(to_tsvector('pctx_search', ${name}), 'A')
      || setweight(to_tsvector('pctx_search', ${meta}), 'B')
      || setweight(to_tsvector('pctx_search', ${body}), 'D')`,
  }
}

/** All terms must match; the last also as a prefix. Terms hold only letters and digits. */
export function tsQuery(terms: string[]): string {
  return terms.map((term, i) => (i === terms.length - 1 ? `${term}:*` : term)).join(' & ')
}

/** The query restricted to name and key/type/section (weights A and B). */
function nameOrMetaQuery(terms: string[]): string {
  return terms.map((term, i) => (i === terms.length - 1 ? `${term}:*AB` : `${term}:AB`)).join(' & ')
}

function blockConditions(projectId: string, filter: BlockFilter): RawBuilder<unknown>[] {
  const conditions = [sql`b.project_id = ${projectId}`, sql`b.search_vector @@ q.query`]
  if (filter.section !== undefined) conditions.push(sql`b.section = ${filter.section}`)
  if (filter.status !== undefined) conditions.push(sql`b.status = ${filter.status}`)
  if (filter.type !== undefined) conditions.push(sql`b.type = ${filter.type}`)
  return conditions
}

/** ts_headline over the name and every string of the value: the costly part, for winners only. */
const HEADLINE_TEXT = sql.raw(`hits.name || ' — ' || coalesce((
               SELECT string_agg(v #>> '{}', ' ')
               FROM jsonb_path_query(hits.value::jsonb, 'strict $.**') AS v
               WHERE jsonb_typeof(v) = 'string'), '')`)
const HEADLINE_OPTIONS =
  'StartSel=**, StopSel=**, MaxWords=30, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "'

/**
 * Full-text search. ts_rank reads the search vector of every match, so a query with more than
 * EXACT_RANKING_MAX_MATCHES matches in the project (a very common word: ~250 ms on 100 000
 * blocks) ranks a capped candidate set instead; see search-score.ts.
 */
export const pgSearch: SearchFn = async (db, projectId, terms, filter, limit) => {
  const conditions = blockConditions(projectId, filter)
  const probe = await sql<{ n: string }>`
    SELECT count(*) AS n FROM (
      SELECT 1 FROM blocks b, (SELECT to_tsquery('pctx_search', ${tsQuery(terms)}) AS query) q
      WHERE ${sql.join(conditions, sql` AND `)}
      LIMIT ${EXACT_RANKING_MAX_MATCHES + 1}
    ) matches`.execute(db)
  if (Number(probe.rows[0]?.n ?? 0) > EXACT_RANKING_MAX_MATCHES) {
    return rankCappedCandidates(db, projectId, terms, filter, limit)
  }
  // Rank and cut first; build headlines (the costly part) only for the rows returned.
  const result = await sql<{
    id: string
    key: string
    type: string
    section: string
    name: string
    status: string
    value: object
    position: number
    created_at: string
    updated_at: string
    rank: number
    snippet: string
  }>`
    SELECT hits.id, hits.key, hits.type, hits.section, hits.name, hits.status, hits.value, hits.position,
           hits.created_at, hits.updated_at, hits.rank,
           ts_headline('pctx_search', ${HEADLINE_TEXT}, hits.query, ${HEADLINE_OPTIONS}) AS snippet
    FROM (
      SELECT b.*, q.query, ts_rank(b.search_vector, q.query) AS rank
      FROM blocks b, (SELECT to_tsquery('pctx_search', ${tsQuery(terms)}) AS query) q
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY rank DESC, b.section_ordinal, b.position, b.key
      LIMIT ${limit}
    ) hits
    ORDER BY hits.rank DESC, hits.section_ordinal, hits.position, hits.key`.execute(db)
  return result.rows.map((row) => ({
    block: blockFromRow(row),
    score: Math.round(Number(row.rank) * 1e6) / 1e6,
    snippet: trimSnippet(row.snippet),
  }))
}

type CandidateRow = Pick<
  Selectable<BlockTable>,
  | 'id'
  | 'key'
  | 'type'
  | 'section'
  | 'section_ordinal'
  | 'name'
  | 'status'
  | 'value'
  | 'position'
  | 'created_at'
  | 'updated_at'
>

/**
 * A very common query: the candidates are the first matches whose name, key, type or section
 * hold every term, then, when there are not enough, the first matches anywhere; they are scored
 * by `scoreCandidates`, and only the winners get a headline.
 */
async function rankCappedCandidates(
  db: Kysely<Database>,
  projectId: string,
  terms: string[],
  filter: BlockFilter,
  limit: number,
): Promise<SearchHit[]> {
  const wanted = Math.max(CANDIDATES, limit)
  const conditions = sql.join(blockConditions(projectId, filter), sql` AND `)
  const winners = await rankCandidates({
    queries: [nameOrMetaQuery(terms), tsQuery(terms)].map((query) => async () => {
      const rows = await sql<CandidateRow>`
        SELECT b.id, b.key, b.type, b.section, b.section_ordinal, b.name, b.status, b.value, b.position,
               b.created_at, b.updated_at
        FROM blocks b, (SELECT to_tsquery('pctx_search', ${query}) AS query) q
        WHERE ${conditions}
        LIMIT ${wanted}`.execute(db)
      return rows.rows
    }),
    idOf: (row) => row.id,
    toBlock: blockFromRow,
    terms,
    limit,
  })
  if (winners.length === 0) return []
  const headlines = await sql<{ id: string; snippet: string }>`
    SELECT hits.id, ts_headline('pctx_search', ${HEADLINE_TEXT}, q.query, ${HEADLINE_OPTIONS}) AS snippet
    FROM blocks hits, (SELECT to_tsquery('pctx_search', ${tsQuery(terms)}) AS query) q
    WHERE hits.id IN (${sql.join(winners.map((w) => w.row.id))})`.execute(db)
  const snippets = new Map(headlines.rows.map((row) => [row.id, row.snippet]))
  return winners.map(({ row, block, score }) => ({
    block,
    score,
    snippet: trimSnippet(snippets.get(row.id) ?? ''),
  }))
}
