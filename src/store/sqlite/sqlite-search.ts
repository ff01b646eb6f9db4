import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { BlockFilter, SearchHit } from '../../domain/store.js'
import type { SearchFn } from '../kysely-store.js'
import { blockFromRow } from '../rows.js'
import type { Database } from '../schema.js'
import { CANDIDATES, EXACT_RANKING_MAX_MATCHES, rankCandidates } from '../search-score.js'
import { trimSnippet } from '../snippet.js'

/** Column weights for bm25: name, meta (key, type, section), body (strings of the value). */
const WEIGHTS = sql.raw('10.0, 4.0, 1.0')
const BLOCK_COLUMNS = sql.raw(
  'b.id, b.key, b.type, b.section, b.name, b.status, b.value, b.position, b.created_at, b.updated_at',
)

interface BlockRow {
  seq: number
  id: string
  key: string
  type: string
  section: string
  section_ordinal: number
  name: string
  status: string
  value: string
  position: number
  created_at: string
  updated_at: string
}

/**
 * FTS5 match expression: every term must match, the last one also as a prefix. Terms contain
 * only letters and digits (see `searchTerms`), so quoting them is enough to make them literal.
 */
export function fts5Query(terms: string[]): string {
  return terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ')
}

function conditions(match: string, projectId: string, filter: BlockFilter): RawBuilder<unknown> {
  const where = [sql`blocks_fts MATCH ${match}`, sql`b.project_id = ${projectId}`]
  if (filter.section !== undefined) where.push(sql`b.section = ${filter.section}`)
  if (filter.status !== undefined) where.push(sql`b.status = ${filter.status}`)
  if (filter.type !== undefined) where.push(sql`b.type = ${filter.type}`)
  return sql.join(where, sql` AND `)
}

/**
 * Full-text search, best match first by bm25 (a match in the name outranks one deep in the
 * value). A query with more than EXACT_RANKING_MAX_MATCHES matches in the index is ranked on a
 * capped candidate set instead (see search-score.ts for why and what it costs); a capped count
 * of the matches, well under a millisecond, decides which.
 */
export const sqliteSearch: SearchFn = async (db, projectId, terms, filter, limit) => {
  const match = fts5Query(terms)
  const probe = await sql<{ n: number }>`
    SELECT count(*) AS n FROM (
      SELECT rowid FROM blocks_fts WHERE blocks_fts MATCH ${match} LIMIT ${EXACT_RANKING_MAX_MATCHES + 1}
    )`.execute(db)
  if (Number(probe.rows[0]?.n ?? 0) > EXACT_RANKING_MAX_MATCHES) {
    return rankCappedCandidates(db, match, projectId, terms, filter, limit)
  }
  // SQLite builds the snippet of every match before it sorts; with at most
  // EXACT_RANKING_MAX_MATCHES matches that costs less than a second statement would.
  const result = await sql<BlockRow & { rank: number; snippet: string }>`
    SELECT b.seq, b.section_ordinal, ${BLOCK_COLUMNS},
           bm25(blocks_fts, ${WEIGHTS}) AS rank,
           snippet(blocks_fts, -1, '**', '**', '…', 24) AS snippet
    FROM blocks_fts JOIN blocks b ON b.seq = blocks_fts.rowid
    WHERE ${conditions(match, projectId, filter)}
    ORDER BY rank, b.section_ordinal, b.position, b.key
    LIMIT ${limit}`.execute(db)
  return result.rows.map((row) => ({
    block: blockFromRow(row),
    score: Math.round(-row.rank * 1e6) / 1e6,
    snippet: trimSnippet(row.snippet),
  }))
}

/**
 * A very common query: the candidates are the first matches (in index order) whose name, key,
 * type or section hold every term, then, when there are not enough, the first matches anywhere;
 * they are scored by `scoreCandidates`. Cost is bounded by the candidate count, not the matches.
 */
async function rankCappedCandidates(
  db: Kysely<Database>,
  match: string,
  projectId: string,
  terms: string[],
  filter: BlockFilter,
  limit: number,
): Promise<SearchHit[]> {
  const wanted = Math.max(CANDIDATES, limit)
  const winners = await rankCandidates({
    queries: [`{name meta} : (${match})`, match].map((expression) => async () => {
      const rows = await sql<BlockRow & { snippet: string }>`
        SELECT b.seq, b.section_ordinal, ${BLOCK_COLUMNS},
               snippet(blocks_fts, -1, '**', '**', '…', 24) AS snippet
        FROM blocks_fts JOIN blocks b ON b.seq = blocks_fts.rowid
        WHERE ${conditions(expression, projectId, filter)}
        LIMIT ${wanted}`.execute(db)
      return rows.rows
    }),
    idOf: (row) => row.seq,
    toBlock: blockFromRow,
    terms,
    limit,
  })
  return winners.map(({ row, block, score }) => ({ block, score, snippet: trimSnippet(row.snippet) }))
}
