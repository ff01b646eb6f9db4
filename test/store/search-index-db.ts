import { Kysely, type LogEvent, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { JsonObject } from '../../src/domain/model.js'
import { analyzeBlock } from '../../src/domain/search/text-analysis.js'
import type { Database } from '../../src/store/schema.js'
import { decodeWords, impactRank } from '../../src/store/search-index-writer.js'
import { loadBetterSqlite3 } from '../../src/store/sqlite/load-better-sqlite3.js'
import { BetterSqliteDialect } from '../../src/store/sqlite/sqlite-dialect.js'

/** A second, plain connection to a temp store's database, to look at its tables directly. */
export function openDatabase(databaseUrl: string, onQuery?: (sql: string) => void): Kysely<Database> {
  const log = onQuery && ((event: LogEvent) => onQuery(event.query.sql))
  if (databaseUrl.startsWith('sqlite:')) {
    const SqliteDatabase = loadBetterSqlite3()
    const raw = new SqliteDatabase(databaseUrl.slice('sqlite:'.length))
    raw.pragma('busy_timeout = 5000')
    raw.pragma('foreign_keys = ON')
    return new Kysely<Database>({ dialect: new BetterSqliteDialect(raw), ...(log && { log }) })
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  // The test's database is dropped WITH (FORCE) when it ends, which ends an idle connection from
  // the server side; unheard, the pool's 'error' event would fail whichever test runs next.
  pool.on('error', () => {})
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log && { log }) })
}

/** Everything the index holds for one project, in a fixed order, numbers as numbers. */
export interface IndexDump {
  stats: { documents: number; totalLength: number }
  postings: [term: string, seq: number, tf: number, length: number, impact: number][]
  terms: [term: string, df: number][]
  words: [word: string, term: string, length: number, count: number][]
  documents: [seq: number, length: number, words: Record<string, string>][]
}

const byKey = <T extends unknown[]>(a: T, b: T) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)

/** What the index of `projectId` holds now. */
export async function dumpIndex(db: Kysely<Database>, projectId: string): Promise<IndexDump> {
  const project = await db
    .selectFrom('search_projects')
    .selectAll()
    .where('project_id', '=', projectId)
    .executeTakeFirst()
  const num = project === undefined ? -1 : Number(project.num)
  const postings = await db.selectFrom('search_postings').selectAll().where('num', '=', num).execute()
  const terms = await db.selectFrom('search_terms').selectAll().where('num', '=', num).execute()
  const words = await db.selectFrom('search_words').selectAll().where('num', '=', num).execute()
  const documents = await db.selectFrom('search_documents').selectAll().where('num', '=', num).execute()
  return {
    stats: { documents: Number(project?.documents ?? 0), totalLength: Number(project?.total_length ?? 0) },
    postings: postings
      .map(
        (r) =>
          [
            r.term,
            Number(r.seq),
            Number(r.tf),
            Number(r.length),
            Number(r.impact),
          ] as IndexDump['postings'][0],
      )
      .sort(byKey),
    terms: terms.map((r) => [r.term, Number(r.df)] as IndexDump['terms'][0]).sort(byKey),
    words: words
      .map((r) => [r.word, r.term, Number(r.length), Number(r.count)] as IndexDump['words'][0])
      .sort(byKey),
    documents: documents
      .map(
        (r) =>
          [
            Number(r.seq),
            Number(r.length),
            Object.fromEntries(decodeWords(r.words)),
          ] as IndexDump['documents'][0],
      )
      .sort(byKey),
  }
}

/** The index `projectId` should have: every block of it analysed from scratch. */
export async function expectedIndex(db: Kysely<Database>, projectId: string): Promise<IndexDump> {
  const blocks = await db
    .selectFrom('blocks')
    .select(['seq', 'key', 'type', 'section', 'name', 'value'])
    .where('project_id', '=', projectId)
    .execute()
  const dump: IndexDump = {
    stats: { documents: 0, totalLength: 0 },
    postings: [],
    terms: [],
    words: [],
    documents: [],
  }
  const df = new Map<string, number>()
  const words = new Map<string, [string, number]>()
  for (const row of blocks) {
    const seq = Number(row.seq)
    const value = (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as JsonObject
    const analysis = analyzeBlock({ ...row, value })
    dump.stats.documents += 1
    dump.stats.totalLength += analysis.length
    for (const [term, tf] of analysis.terms) {
      dump.postings.push([term, seq, tf, analysis.length, impactRank(tf, analysis.length)])
      df.set(term, (df.get(term) ?? 0) + 1)
    }
    for (const [word, term] of analysis.words) words.set(word, [term, (words.get(word)?.[1] ?? 0) + 1])
    dump.documents.push([seq, analysis.length, Object.fromEntries(analysis.words)])
  }
  dump.postings.sort(byKey)
  dump.terms = [...df].sort(byKey)
  dump.words = [...words].map(
    ([word, [term, count]]) => [word, term, word.length, count] as IndexDump['words'][0],
  )
  dump.words.sort(byKey)
  dump.documents.sort(byKey)
  return dump
}

/** Rows of every index table, whatever the project: what "nothing left behind" is checked on. */
export async function countIndexRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of [
    'search_projects',
    'search_postings',
    'search_terms',
    'search_words',
    'search_documents',
  ] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    out[table] = Number(row.n)
  }
  return out
}
