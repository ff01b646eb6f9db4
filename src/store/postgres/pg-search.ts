import { type RawBuilder, sql } from 'kysely'
import { stringsIn } from '../../domain/content.js'
import type { Block } from '../../domain/model.js'
import { searchWords } from '../../domain/search-terms.js'
import type { SearchFn } from '../kysely-store.js'
import { blockFromRow } from '../rows.js'
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

export const pgSearch: SearchFn = async (db, projectId, terms, filter, limit) => {
  const conditions = [sql`b.project_id = ${projectId}`, sql`b.search_vector @@ q.query`]
  if (filter.section !== undefined) conditions.push(sql`b.section = ${filter.section}`)
  if (filter.status !== undefined) conditions.push(sql`b.status = ${filter.status}`)
  if (filter.type !== undefined) conditions.push(sql`b.type = ${filter.type}`)
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
           ts_headline('pctx_search',
             hits.name || ' — ' || coalesce((
               SELECT string_agg(v #>> '{}', ' ')
               FROM jsonb_path_query(hits.value::jsonb, 'strict $.**') AS v
               WHERE jsonb_typeof(v) = 'string'), ''),
             hits.query,
             'StartSel=**, StopSel=**, MaxWords=30, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "') AS snippet
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
