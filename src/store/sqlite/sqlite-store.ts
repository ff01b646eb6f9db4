import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type Database from 'better-sqlite3'
import { Kysely } from 'kysely'
import type { ParsedQuery } from '../../domain/search/query.js'
import type { BlockFilter, PoolStats, SearchResult, Store, StoreOps } from '../../domain/store.js'
import { type DialectSupport, KyselyOps } from '../kysely-store.js'
import { runMigrations } from '../migrate.js'
import type { Database as Schema } from '../schema.js'
import { sqliteJsonList } from '../search-index-reader.js'
import { sqliteJsonRows } from '../search-index-writer.js'
import { VocabularyCache } from '../search-vocabulary-cache.js'
import { translateStorageError } from '../storage-errors.js'
import { TranslatingDialect } from '../translating-dialect.js'
import { type Checkpointer, createCheckpointer, WRITER_CHECKPOINT_PAGES } from './checkpointer.js'
import { DatabaseFile } from './database-file.js'
import { loadBetterSqlite3 } from './load-better-sqlite3.js'
import { createSearchPool, type SearchPool } from './search-pool.js'
import { BetterSqliteDialect } from './sqlite-dialect.js'
import { sqliteMigrations } from './sqlite-migrations.js'

/** The SQLite side of the shared queries; the search threads (search-worker.ts) use it too. */
export const SQLITE: DialectSupport = { rowLocks: false, jsonRows: sqliteJsonRows, jsonList: sqliteJsonList }

/**
 * The embedded store: one SQLite file in WAL mode, with two connections. Writes, transactions
 * and most reads go through Kysely on the first, one at a time. The hot single-statement reads
 * (a project's version, a block by key, a project: `cached` in KyselyOps) run on a second,
 * query-only connection, synchronously and without Kysely or the queue: building a Kysely
 * query costs more than SQLite takes to answer these, and they no longer wait while a sync's
 * transaction holds the first connection. In
 * WAL mode the second connection sees every committed transaction and nothing uncommitted,
 * which is what a read outside a transaction saw before. Searches, which rank a whole project,
 * run in worker threads with connections of their own (search-pool.ts) when it has any.
 */
class SqliteStore extends KyselyOps implements Store {
  readonly dialect = 'sqlite' as const
  private readonly statements = new Map<string, Database.Statement>()

  constructor(
    private readonly kysely: Kysely<Schema>,
    private readonly raw: Database.Database,
    /** Absent for `:memory:`, where a second connection would open another database. */
    private readonly reader: Database.Database | undefined,
    /** Absent for `:memory:`, which has no file. */
    private readonly file: DatabaseFile | undefined,
    /** Absent for `:memory:` and with `searchThreads: 0`: searches then run on this thread. */
    private readonly searchPool: SearchPool | undefined,
    /** Absent for `:memory:` and without `checkpointThread`: commits then checkpoint themselves. */
    private readonly checkpointer: Checkpointer | undefined,
  ) {
    super(kysely, SQLITE, new VocabularyCache())
  }

  poolStats(): PoolStats | undefined {
    if (!this.searchPool) return undefined
    const size = this.searchPool.workers.length
    const waiting = this.searchPool.pending
    return { pool: 'sqlite-search-threads', size, idle: Math.max(0, size - waiting), waiting }
  }

  /**
   * In a search thread when there is a pool. Searches inside `transaction`/`snapshot` run on
   * the transaction's own ops, here, because they must see its uncommitted writes.
   */
  override searchBlocks(
    projectId: string,
    query: ParsedQuery,
    filter: BlockFilter,
    limit: number,
  ): Promise<SearchResult> {
    if (!this.searchPool) return super.searchBlocks(projectId, query, filter, limit)
    return this.searchPool.search(projectId, query, filter, limit)
  }

  protected override async runRead<R>(sql: string, parameters: unknown[]): Promise<R[]> {
    if (!this.reader) return super.runRead<R>(sql, parameters)
    let statement = this.statements.get(sql)
    if (!statement) {
      statement = this.reader.prepare(sql)
      this.statements.set(sql, statement)
    }
    return statement.all(parameters) as R[]
  }

  transaction<T>(fn: (tx: StoreOps) => Promise<T>): Promise<T> {
    return this.kysely.transaction().execute((trx) => fn(new KyselyOps(trx, SQLITE)))
  }

  snapshot<T>(fn: (tx: StoreOps) => Promise<T>): Promise<T> {
    return this.kysely
      .transaction()
      .setAccessMode('read only')
      .execute((trx) => fn(new KyselyOps(trx, SQLITE)))
  }

  /** Also fails when the file was deleted, replaced or made read-only since it was opened. */
  async ping(): Promise<void> {
    this.file?.checkSame()
    this.file?.checkWritable()
    this.raw.prepare('SELECT 1').get()
  }

  async close(): Promise<void> {
    await this.searchPool?.close()
    await this.checkpointer?.close()
    this.reader?.close()
    await this.kysely.destroy()
  }
}

export interface SqliteOpenOptions {
  /** Told when a database file is created (see DatabaseFile.claim for when that is allowed). */
  onCreate?: (message: string) => void
  /**
   * Largest size of the file, in pages (`PRAGMA max_page_count`): past it a write fails exactly
   * as on a full disk (SQLITE_FULL). Unset, the file grows as far as the disk lets it.
   */
  maxPages?: number
  /**
   * Worker threads that run searches on read-only connections of their own (SEARCH_THREADS),
   * so a search never holds up the event loop; 0 (the default here) searches on the calling
   * thread. Ignored for `:memory:`, which other connections cannot open.
   */
  searchThreads?: number
  /**
   * Checkpoints the WAL in a thread after each commit (checkpointer.ts) instead of in the
   * commit that fills it. The server's store has it; scripts and tests need not start a thread.
   * Ignored for `:memory:`.
   */
  checkpointThread?: boolean
  /**
   * Whether a missing file may be created (the default). False for the admin commands: a
   * missing file is then a MissingDatabaseError and nothing is created, not even the folder.
   */
  create?: boolean
}

/**
 * Opens the SQLite database at `path`, migrates it and checks it takes writes.
 * `synchronous = FULL` makes every acknowledged commit durable against power loss and kill -9.
 * A missing file is created only where no pctx database was before (see DatabaseFile.claim);
 * a read-only one is refused, rather than reporting ready and failing every write.
 */
export async function openSqliteStore(path: string, options: SqliteOpenOptions = {}): Promise<Store> {
  const memory = path === ':memory:'
  const file = memory ? undefined : DatabaseFile.claim(path, options.onCreate, options.create ?? true)
  if (!memory) mkdirSync(dirname(path), { recursive: true })
  const SqliteDatabase = loadBetterSqlite3()
  const raw = new SqliteDatabase(path)
  try {
    raw.pragma('journal_mode = WAL')
    raw.pragma('synchronous = FULL')
    raw.pragma('foreign_keys = ON')
    raw.pragma('busy_timeout = 5000')
    if (options.maxPages !== undefined) raw.pragma(`max_page_count = ${Math.trunc(options.maxPages)}`)
    if (file && options.checkpointThread) raw.pragma(`wal_autocheckpoint = ${WRITER_CHECKPOINT_PAGES}`)
    file?.opened()
  } catch (error) {
    // e.g. "file is not a database": do not leave the handle open behind the error
    raw.close()
    throw error
  }
  const checkpointer =
    file && options.checkpointThread ? createCheckpointer(path, () => file.checkSame()) : undefined
  const dialect = new BetterSqliteDialect(raw, {
    beforeWrite: () => {
      file?.checkSame()
      file?.checkWritable()
    },
    ...(checkpointer && { afterWrite: () => checkpointer.committed() }),
  })
  const kysely = new Kysely<Schema>({ dialect: new TranslatingDialect(dialect) })
  try {
    await runMigrations(kysely, sqliteMigrations)
    checkTakesWrites(raw, path)
  } catch (error) {
    await kysely.destroy()
    await checkpointer?.close()
    throw error
  }
  let reader: Database.Database | undefined
  if (!memory) {
    try {
      reader = new SqliteDatabase(path)
      reader.pragma('busy_timeout = 5000')
      reader.pragma('query_only = ON')
    } catch (error) {
      reader?.close()
      await kysely.destroy()
      await checkpointer?.close()
      throw error
    }
  }
  const threads = options.searchThreads ?? 0
  const searchPool =
    file && threads > 0 ? createSearchPool({ path, threads, beforeStart: () => file.checkSame() }) : undefined
  return new SqliteStore(kysely, raw, reader, file, searchPool, checkpointer)
}

/**
 * Writes and rolls back, so a file SQLite opened read-only (read-only mount, immutable
 * attribute, permissions) is found now: SQLite falls back to read-only silently, and the
 * migrations write nothing once the schema is current.
 */
function checkTakesWrites(raw: Database.Database, path: string): void {
  try {
    raw.exec('BEGIN IMMEDIATE')
    try {
      // Rewrites a row in place: needs the write lock, allocates no page (a full disk is no
      // reason to refuse to start; reads still work and writes answer 507).
      raw.exec('UPDATE pctx_migrations_lock SET is_locked = is_locked')
    } finally {
      if (raw.inTransaction) raw.exec('ROLLBACK')
    }
  } catch (error) {
    const translated = translateStorageError(error)
    if (translated === error) throw error
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `the database ${path} does not take writes (${reason}); pctx needs write access to the file, its directory and its mount`,
      { cause: error },
    )
  }
}
