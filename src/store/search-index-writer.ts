import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely'
import type { Block } from '../domain/model.js'
import { postingImpact } from '../domain/search/search-index.js'
import { analyzeBlock } from '../domain/search/text-analysis.js'
import type { Database } from './schema.js'

export type JsonColumnType = 'text' | 'integer' | 'real'

/**
 * A subquery with one row per element of `json` (an array of arrays), element i of each inner
 * array as column `columns[i]`: how a whole batch of index rows travels in one parameter
 * (SQLite `json_each`, PostgreSQL `json_array_elements`), whatever its size.
 */
export type JsonRows = (json: string, columns: [name: string, type: JsonColumnType][]) => RawBuilder<unknown>

export const sqliteJsonRows: JsonRows = (json, columns) => {
  const select = columns.map(([name], i) => `value ->> ${i} AS ${name}`).join(', ')
  return sql`(SELECT ${sql.raw(select)} FROM json_each(${json}))`
}

const PG_TYPES: Record<JsonColumnType, string> = {
  text: 'text',
  integer: 'bigint',
  real: 'double precision',
}

export const postgresJsonRows: JsonRows = (json, columns) => {
  const select = columns.map(([name, type], i) => `(value ->> ${i})::${PG_TYPES[type]} AS ${name}`).join(', ')
  return sql`(SELECT ${sql.raw(select)} FROM json_array_elements(${json}::json) AS r(value))`
}

/** A block as the index sees it: its row number and its searchable fields. */
export interface IndexedBlock {
  seq: number
  block: Pick<Block, 'name' | 'key' | 'type' | 'section' | 'value'>
}

type Db = Kysely<Database> | Transaction<Database>

/** Largest number of values in one `IN (…)` list (bound-parameter limits of both engines). */
const IN_CHUNK = 500

/**
 * Keeps a project's inverted index exact as its blocks change, inside the caller's transaction:
 * postings (term, block, weighted tf), document frequency per term, the vocabulary with how
 * many blocks hold each word, every block's weighted length and distinct words, and the
 * project's block count and total length. A change of any size costs about ten statements:
 * the deltas are summed in JavaScript and sent as one JSON parameter per table.
 */
export class SearchIndexWriter {
  constructor(
    private readonly db: Db,
    private readonly rows: JsonRows,
  ) {}

  /** Takes blocks `removed` out of the project's index and puts `added` in (an update is both). */
  async apply(projectId: string, removed: number[], added: IndexedBlock[]): Promise<void> {
    if (removed.length === 0 && added.length === 0) return
    const num = await this.projectNum(projectId)
    const termDelta = new Map<string, number>()
    const wordDelta = new Map<string, { term: string; delta: number }>()
    const bump = (word: string, term: string, by: number) => {
      const entry = wordDelta.get(word)
      if (entry) entry.delta += by
      else wordDelta.set(word, { term, delta: by })
    }
    let documents = 0
    let totalLength = 0

    // What the removed blocks added, as recorded when they were indexed (not re-analysed: a
    // newer analyser must still take back exactly what an older one put in).
    const oldTerms = new Map<number, Set<string>>()
    for (const part of chunk(removed)) {
      const rows = await this.db
        .selectFrom('search_documents')
        .select(['seq', 'length', 'words'])
        .where('num', '=', num)
        .where('seq', 'in', part)
        .execute()
      for (const row of rows) {
        const terms = new Set<string>()
        for (const [word, term] of decodeWords(row.words)) {
          bump(word, term, -1)
          terms.add(term)
        }
        for (const term of terms) termDelta.set(term, (termDelta.get(term) ?? 0) - 1)
        oldTerms.set(Number(row.seq), terms)
        documents -= 1
        totalLength -= Number(row.length)
      }
      await this.db.deleteFrom('search_documents').where('num', '=', num).where('seq', 'in', part).execute()
    }

    // Postings grouped by term, each group in seq order: written in index order, B-tree pages
    // fill one after another instead of at random, which more than halves a big sync's cost.
    // Per term, its postings' (seq, tf, length, impact) flat: no array per posting to allocate.
    const postingsByTerm = new Map<string, number[]>()
    const docs: [number, number, string][] = []
    for (const { seq, block } of [...added].sort((a, b) => a.seq - b.seq)) {
      const analysis = analyzeBlock(block)
      const before = oldTerms.get(seq)
      for (const [term, tf] of analysis.terms) {
        const group = postingsByTerm.get(term)
        const impact = impactRank(tf, analysis.length)
        if (group) group.push(seq, tf, analysis.length, impact)
        else postingsByTerm.set(term, [seq, tf, analysis.length, impact])
        termDelta.set(term, (termDelta.get(term) ?? 0) + 1)
        before?.delete(term)
      }
      for (const [word, term] of analysis.words) bump(word, term, 1)
      docs.push([seq, analysis.length, encodeWords(analysis.words)])
      documents += 1
      totalLength += analysis.length
    }
    const postings = rowsByTerm(postingsByTerm, 4)

    const staleByTerm = new Map<string, number[]>()
    for (const seq of [...oldTerms.keys()].sort((a, b) => a - b)) {
      for (const term of oldTerms.get(seq) ?? []) {
        const group = staleByTerm.get(term)
        if (group) group.push(seq)
        else staleByTerm.set(term, [seq])
      }
    }
    const stale = rowsByTerm(staleByTerm, 1)
    if (stale.count > 0) {
      const pairs = this.rows(stale.json, [
        ['term', 'text'],
        ['seq', 'integer'],
      ])
      await sql`DELETE FROM search_postings WHERE num = ${num}
        AND (term, seq) IN (SELECT term, seq FROM ${pairs} AS p)`.execute(this.db)
    }
    if (postings.count > 0) {
      const rows = this.rows(postings.json, [
        ['term', 'text'],
        ['seq', 'integer'],
        ['tf', 'integer'],
        ['length', 'integer'],
        ['impact', 'integer'],
      ])
      await sql`INSERT INTO search_postings (num, term, seq, tf, length, impact)
        SELECT CAST(${num} AS integer), term, seq, tf, length, impact FROM ${rows} AS p WHERE true
        ON CONFLICT (num, term, seq) DO UPDATE
        SET tf = excluded.tf, length = excluded.length, impact = excluded.impact
        WHERE search_postings.tf <> excluded.tf OR search_postings.length <> excluded.length`.execute(this.db)
    }
    if (docs.length > 0) {
      const rows = this.rows(JSON.stringify(docs), [
        ['seq', 'integer'],
        ['length', 'integer'],
        ['words', 'text'],
      ])
      await sql`INSERT INTO search_documents (seq, num, length, words)
        SELECT seq, CAST(${num} AS integer), length, words FROM ${rows} AS d`.execute(this.db)
    }
    await this.applyTermDeltas(num, termDelta)
    await this.applyWordDeltas(num, wordDelta)
    if (documents !== 0 || totalLength !== 0) {
      await this.db
        .updateTable('search_projects')
        .set((eb) => ({
          documents: eb('documents', '+', documents),
          total_length: eb('total_length', '+', totalLength),
        }))
        .where('num', '=', num)
        .execute()
    }
  }

  /** Removes everything the index holds for the project (before the project itself goes). */
  async dropProject(projectId: string): Promise<void> {
    const row = await this.db
      .selectFrom('search_projects')
      .select('num')
      .where('project_id', '=', projectId)
      .executeTakeFirst()
    if (!row) return
    const num = Number(row.num)
    for (const table of ['search_postings', 'search_terms', 'search_words', 'search_documents'] as const) {
      await this.db.deleteFrom(table).where('num', '=', num).execute()
    }
    await this.db.deleteFrom('search_projects').where('num', '=', num).execute()
  }

  /** The project's `num`, giving it one on its first indexed block. */
  private async projectNum(projectId: string): Promise<number> {
    const find = () =>
      this.db
        .selectFrom('search_projects')
        .select('num')
        .where('project_id', '=', projectId)
        .executeTakeFirst()
    let row = await find()
    if (!row) {
      // Only when missing: on PostgreSQL every attempted insert takes a number from the
      // identity sequence, even one that ends in DO NOTHING.
      await this.db
        .insertInto('search_projects')
        .values({ project_id: projectId, documents: 0, total_length: 0 })
        .onConflict((oc) => oc.column('project_id').doNothing())
        .execute()
      row = await find()
    }
    if (!row) throw new Error(`search index: no row for project "${projectId}"`)
    return Number(row.num)
  }

  private async applyTermDeltas(num: number, deltas: Map<string, number>): Promise<void> {
    const changed = [...deltas].filter(([, delta]) => delta !== 0)
    if (changed.length === 0) return
    const rows = this.rows(JSON.stringify(changed), [
      ['term', 'text'],
      ['delta', 'integer'],
    ])
    await sql`INSERT INTO search_terms (num, term, df)
      SELECT CAST(${num} AS integer), term, delta FROM ${rows} AS t WHERE true
      ON CONFLICT (num, term) DO UPDATE SET df = search_terms.df + excluded.df`.execute(this.db)
    const shrunk = changed.filter(([, delta]) => delta < 0).map(([term]) => [term])
    if (shrunk.length > 0) {
      const terms = this.rows(JSON.stringify(shrunk), [['term', 'text']])
      await sql`DELETE FROM search_terms WHERE num = ${num} AND df <= 0
        AND term IN (SELECT term FROM ${terms} AS t)`.execute(this.db)
    }
  }

  private async applyWordDeltas(
    num: number,
    deltas: Map<string, { term: string; delta: number }>,
  ): Promise<void> {
    const changed = [...deltas]
      .filter(([, { delta }]) => delta !== 0)
      .map(([word, { term, delta }]) => [word, term, word.length, delta])
    if (changed.length === 0) return
    const rows = this.rows(JSON.stringify(changed), [
      ['word', 'text'],
      ['term', 'text'],
      ['length', 'integer'],
      ['delta', 'integer'],
    ])
    await sql`INSERT INTO search_words (num, word, term, length, count)
      SELECT CAST(${num} AS integer), word, term, length, delta FROM ${rows} AS w WHERE true
      ON CONFLICT (num, word) DO UPDATE SET count = search_words.count + excluded.count`.execute(this.db)
    const shrunk = changed.filter((row) => (row[3] as number) < 0).map((row) => [row[0]])
    if (shrunk.length > 0) {
      const words = this.rows(JSON.stringify(shrunk), [['word', 'text']])
      await sql`DELETE FROM search_words WHERE num = ${num} AND count <= 0
        AND word IN (SELECT word FROM ${words} AS w)`.execute(this.db)
    }
  }
}

/**
 * Rows `[term, ...values]` as one JSON array, terms in code-unit order and each term's rows in
 * the order given (`width` numbers a row): the index order of the tables keyed by term, seq.
 */
function rowsByTerm(byTerm: Map<string, number[]>, width: number): { json: string; count: number } {
  // Built as one string without an array per row: this runs for every posting of every sync.
  let json = ''
  let count = 0
  for (const term of [...byTerm.keys()].sort()) {
    const head = `[${JSON.stringify(term)}`
    const values = byTerm.get(term) ?? []
    for (let i = 0; i < values.length; i += width) {
      let row = head
      for (let j = i; j < i + width; j++) row += `,${values[j]}`
      json += count === 0 ? `${row}]` : `,${row}]`
      count++
    }
  }
  return { json: `[${json}]`, count }
}

/**
 * `postingImpact` as a whole number (2^-24 steps): exact and identical in both databases (a
 * double sent as JSON text need not parse back to the same bits everywhere), cheap to send, and
 * finer than any difference BM25 ranking could notice; equal ranks fall back to seq order.
 */
export function impactRank(tf: number, length: number): number {
  return Math.round(postingImpact(tf, length) * 2 ** 24)
}

/**
 * A block's distinct words and their terms as stored in search_documents: space-separated
 * `word` when the term is the word itself, `word:term` otherwise (words hold neither character).
 * Several times quicker to write and read back than JSON, on every update of every block.
 */
export function encodeWords(words: Map<string, string>): string {
  let out = ''
  for (const [word, term] of words) {
    if (out.length > 0) out += ' '
    out += word === term ? word : `${word}:${term}`
  }
  return out
}

export function decodeWords(text: string): [word: string, term: string][] {
  if (text.length === 0) return []
  return text.split(' ').map((entry) => {
    const colon = entry.indexOf(':')
    return colon < 0 ? [entry, entry] : [entry.slice(0, colon), entry.slice(colon + 1)]
  })
}

function chunk<T>(items: T[], size = IN_CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
