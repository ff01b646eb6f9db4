import { CompiledQuery, type Kysely, type RawBuilder, sql, type Transaction } from 'kysely'
import type {
  IndexedDocument,
  IndexStats,
  Posting,
  SearchIndexReader,
  TermRead,
  VocabularyWord,
} from '../domain/search/search-index.js'
import { MAX_WORD_LENGTH } from '../domain/search/text-analysis.js'
import { TypoVocabulary } from '../domain/search/typos.js'
import type { BlockFilter } from '../domain/store.js'
import { compiledText } from './compiled-sql.js'
import type { DialectSupport } from './kysely-store.js'
import { BLOCK_COLUMNS, blockFromRow } from './rows.js'
import type { Database } from './schema.js'
import type { VocabularyCache } from './search-vocabulary-cache.js'

/** Largest number of values in one `IN (…)` list (bound-parameter limits of both engines). */
const IN_CHUNK = 500
/** Most posting lists read in one statement (SQLite allows 500 terms in a compound SELECT). */
const UNION_ARMS = 100

/**
 * Above every character a vocabulary word can hold (U+10FFFF is a noncharacter, never a letter,
 * digit or mark), so `[prefix, prefix + PAST_WORDS)` is exactly the words starting with `prefix`
 * in byte order (SQLite's BINARY collation, PostgreSQL's "C" on the word column).
 */
const PAST_WORDS = '\u{10FFFF}'

/**
 * A JSON array of `[column, …]` arrays, one per row of the group: a posting list comes back as
 * one value to parse instead of a row object per posting, which cost more than reading it.
 */
export type JsonList = (columns: readonly string[]) => RawBuilder<unknown>

export const sqliteJsonList: JsonList = (columns) =>
  sql`json_group_array(json_array(${sql.join(columns.map((column) => sql.ref(column)))}))`

export const postgresJsonList: JsonList = (columns) =>
  sql`json_agg(json_build_array(${sql.join(columns.map((column) => sql.ref(column)))}))`

/** The columns of a posting in a list read whole, in this order. */
const LIST_COLUMNS = ['seq', 'tf', 'length', 'impact'] as const

/** A block's columns plus what search needs of it: its row number and its section's ordinal. */
const DOCUMENT_COLUMNS = ['seq', 'section_ordinal', 'project_id', ...BLOCK_COLUMNS] as const

/** The project's inverted index as search reads it: the same queries on SQLite and PostgreSQL. */
export class KyselySearchIndexReader implements SearchIndexReader {
  constructor(
    private readonly db: Kysely<Database> | Transaction<Database>,
    /** The dialect, whose compiled SQL of fixed-shape reads is kept (compiled-sql.ts). */
    private readonly support: DialectSupport,
    /** Where the vocabulary typo correction scans is kept between searches, if anywhere. */
    private readonly vocabulary?: VocabularyCache,
  ) {}

  private projectNum(projectId: string) {
    return this.db.selectFrom('search_projects').select('num').where('project_id', '=', projectId)
  }

  async stats(projectId: string): Promise<IndexStats> {
    const row = await this.db
      .selectFrom('search_projects')
      .select(['documents', 'total_length'])
      .where('project_id', '=', projectId)
      .executeTakeFirst()
    return { documents: Number(row?.documents ?? 0), totalLength: Number(row?.total_length ?? 0) }
  }

  async documentFrequencies(projectId: string, terms: string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>()
    for (const part of chunk(unique(terms))) {
      const rows = await this.db
        .selectFrom('search_terms')
        .select(['term', 'df'])
        .where('num', '=', this.projectNum(projectId))
        .where('term', 'in', part)
        .execute()
      for (const row of rows) out.set(row.term, Number(row.df))
    }
    return out
  }

  async wordsWithPrefix(projectId: string, prefix: string, limit: number): Promise<VocabularyWord[]> {
    const rows = await this.db
      .selectFrom('search_words')
      .select(['word', 'term', 'count'])
      .where('num', '=', this.projectNum(projectId))
      .where('word', '>=', prefix)
      .where('word', '<', `${prefix}${PAST_WORDS}`)
      .orderBy('count', 'desc')
      .orderBy('word')
      .limit(limit)
      .execute()
    return rows.map(vocabularyWord)
  }

  async typoVocabulary(projectId: string, min: number, max: number): Promise<TypoVocabulary> {
    if (!this.vocabulary) return new TypoVocabulary(await this.readWords(projectId, min, max))
    const stamp = await this.stamp(projectId)
    let vocabulary = this.vocabulary.get(projectId, stamp)
    if (!vocabulary) {
      vocabulary = new TypoVocabulary(await this.readWords(projectId, 0, MAX_WORD_LENGTH))
      this.vocabulary.set(projectId, stamp, vocabulary)
    }
    return vocabulary
  }

  /**
   * What identifies the state of the project's index: every change to its blocks changes the
   * revision or the update time, and a project deleted and created again gets a new number.
   */
  private async stamp(projectId: string): Promise<string> {
    const row = await this.db
      .selectFrom('search_projects')
      .innerJoin('projects', 'projects.id', 'search_projects.project_id')
      .select(['num', 'documents', 'total_length', 'revision', 'updated_at', 'created_at'])
      .where('project_id', '=', projectId)
      .executeTakeFirst()
    return row
      ? [row.num, row.documents, row.total_length, row.revision, row.updated_at, row.created_at].join('|')
      : ''
  }

  private async readWords(projectId: string, min: number, max: number): Promise<VocabularyWord[]> {
    const rows = await this.db
      .selectFrom('search_words')
      .select(['word', 'term', 'count'])
      .where('num', '=', this.projectNum(projectId))
      .where('length', '>=', min)
      .where('length', '<=', max)
      .orderBy('count', 'desc')
      .orderBy('word')
      .execute()
    return rows.map(vocabularyWord)
  }

  async topPostings(projectId: string, reads: readonly TermRead[]): Promise<Posting[]> {
    // One statement for all the terms (a long question with synonyms reads dozens of lists):
    // each arm walks the (num, term, impact DESC, seq) index from its start, `limit` rows, no sort.
    // Its SQL is compiled once per number of arms: building dozens of arms cost more than reading.
    const out: Posting[] = []
    for (const part of chunk([...reads], UNION_ARMS)) {
      const parameters = part.flatMap((read) => [projectId, read.term, read.limit])
      const text = compiledText(this.support, `topPostings:${part.length}`, parameters, () =>
        this.unionOfTopPostings(projectId, part),
      )
      const { rows } = await this.db.executeQuery<{ term: string | null; list: unknown }>(
        CompiledQuery.raw(text, parameters),
      )
      const byTerm = new Map<string, number[][]>()
      for (const row of rows) {
        // PostgreSQL parses the JSON; SQLite hands it over as text. An empty list has no term.
        const list = (typeof row.list === 'string' ? JSON.parse(row.list) : row.list) as number[][] | null
        if (row.term !== null && list) byTerm.set(row.term, list)
      }
      // A union's rows, and an aggregate's elements, come in no promised order: each term's
      // list is put back in index order (impact, then seq), in the order the terms were asked.
      for (const read of part) {
        const list = byTerm.get(read.term) ?? []
        list.sort((a, b) => Number(b[3]) - Number(a[3]) || Number(a[0]) - Number(b[0]))
        for (const [seq, tf, length] of list)
          out.push({ term: read.term, seq: Number(seq), tf: Number(tf), length: Number(length) })
        byTerm.delete(read.term)
      }
    }
    return out
  }

  /**
   * `limit` best postings of each term, each list as one JSON value, in one `UNION ALL`
   * (parameters: project, term, limit per arm).
   */
  private unionOfTopPostings(projectId: string, reads: readonly TermRead[]) {
    const arm = (read: TermRead) =>
      this.db
        .selectFrom((eb) =>
          eb
            .selectFrom('search_postings')
            .select(['term', ...LIST_COLUMNS])
            .where('num', '=', this.projectNum(projectId))
            .where('term', '=', read.term)
            .orderBy('impact', 'desc')
            .orderBy('seq')
            .limit(read.limit)
            .as('best'),
        )
        .select((eb) => [eb.fn.max('term').as('term'), this.support.jsonList(LIST_COLUMNS).as('list')])
    const [first, ...rest] = reads
    if (!first) throw new Error('a union of no posting lists')
    let query = arm(first)
    for (const read of rest) query = query.unionAll(arm(read))
    return query
  }

  async postingsOf(projectId: string, terms: string[], seqs: number[]): Promise<Posting[]> {
    const wanted = unique(terms)
    if (wanted.length === 0) return []
    const out: Posting[] = []
    for (const part of chunk(unique(seqs))) {
      const rows = await this.db
        .selectFrom('search_postings')
        .select(['term', 'seq', 'tf', 'length'])
        .where('num', '=', this.projectNum(projectId))
        .where('term', 'in', wanted)
        .where('seq', 'in', part)
        .orderBy('term')
        .orderBy('seq')
        .execute()
      for (const row of rows) out.push(posting(row))
    }
    return out
  }

  async documents(projectId: string, seqs: number[], filter: BlockFilter): Promise<IndexedDocument[]> {
    const out: IndexedDocument[] = []
    for (const part of chunk(unique(seqs))) {
      // By primary key only: with `project_id` in the WHERE clause SQLite may walk the
      // project's canonical-order index instead. The project is checked on each row.
      let query = this.db.selectFrom('blocks').select(DOCUMENT_COLUMNS).where('seq', 'in', part)
      if (filter.section !== undefined) query = query.where('section', '=', filter.section)
      if (filter.status !== undefined) query = query.where('status', '=', filter.status)
      if (filter.type !== undefined) query = query.where('type', '=', filter.type)
      const rows = await query.orderBy('seq').execute()
      for (const row of rows) {
        if (row.project_id !== projectId) continue
        out.push({
          seq: Number(row.seq),
          block: blockFromRow(row),
          sectionOrdinal: Number(row.section_ordinal),
        })
      }
    }
    return out
  }
}

function vocabularyWord(row: { word: string; term: string; count: number | string }): VocabularyWord {
  return { word: row.word, term: row.term, count: Number(row.count) }
}

function posting(row: {
  term: string
  seq: number | string
  tf: number | string
  length: number | string
}): Posting {
  return { term: row.term, seq: Number(row.seq), tf: Number(row.tf), length: Number(row.length) }
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)]
}

function chunk<T>(items: T[], size = IN_CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
