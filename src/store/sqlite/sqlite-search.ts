import { type Kysely, sql } from 'kysely'
import type { SearchFn } from '../kysely-store.js'
import { blockFromRow } from '../rows.js'
import type { Database } from '../schema.js'
import { trimSnippet } from '../snippet.js'

/** Column weights for bm25: name, meta (key, type, section), body (strings of the value). */
const WEIGHTS = sql.raw('10.0, 4.0, 1.0')

/**
 * FTS5 match expression: every term must match, the last one also as a prefix. Terms contain
 * only letters and digits (see `searchTerms`), so quoting them is enough to make them literal.
 */
export function fts5Query(terms: string[]): string {
  return terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ')
}

export const sqliteSearch: SearchFn = async (db: Kysely<Database>, projectId, terms, filter, limit) => {
  const conditions = [sql`blocks_fts MATCH ${fts5Query(terms)}`, sql`b.project_id = ${projectId}`]
  if (filter.section !== undefined) conditions.push(sql`b.section = ${filter.section}`)
  if (filter.status !== undefined) conditions.push(sql`b.status = ${filter.status}`)
  if (filter.type !== undefined) conditions.push(sql`b.type = ${filter.type}`)
  const result = await sql<{
    id: string
    key: string
    type: string
    section: string
    name: string
    status: string
    value: string
    position: number
    created_at: string
    updated_at: string
    rank: number
    snippet: string
  }>`
    SELECT b.id, b.key, b.type, b.section, b.name, b.status, b.value, b.position, b.created_at, b.updated_at,
           bm25(blocks_fts, ${WEIGHTS}) AS rank,
           snippet(blocks_fts, -1, '**', '**', '…', 24) AS snippet
    FROM blocks_fts JOIN blocks b ON b.seq = blocks_fts.rowid
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY rank, b.section_ordinal, b.position, b.key
    LIMIT ${limit}`.execute(db)
  return result.rows.map((row) => ({
    block: blockFromRow(row),
    score: Math.round(-row.rank * 1e6) / 1e6,
    snippet: trimSnippet(row.snippet),
  }))
}
