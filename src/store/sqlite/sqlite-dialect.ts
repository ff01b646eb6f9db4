import type BetterSqlite3 from 'better-sqlite3'
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type TransactionSettings,
} from 'kysely'

/**
 * Kysely dialect for better-sqlite3. Unlike Kysely's bundled SqliteDialect it caches prepared
 * statements (the same few queries run on every request) and opens transactions with
 * `BEGIN IMMEDIATE`, so a transaction that reads then writes never fails with SQLITE_BUSY
 * when another process (the admin CLI) writes at the same time; `busy_timeout` waits instead.
 */
export class BetterSqliteDialect implements Dialect {
  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly options: SqliteDialectOptions = {},
  ) {}

  createAdapter() {
    return new SqliteAdapter()
  }
  createDriver(): Driver {
    return new BetterSqliteDriver(this.db, this.options)
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db)
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler()
  }
}

export interface SqliteDialectOptions {
  /**
   * Runs before every commit and every write outside a transaction; throwing refuses the write
   * (the transaction rolls back). The store checks there that its file is still the one it opened.
   */
  beforeWrite?: () => void
  /** Runs after every commit of a write transaction and every write outside one. */
  afterWrite?: () => void
}

const STATEMENT_CACHE_SIZE = 500

class BetterSqliteConnection implements DatabaseConnection {
  private readonly statements = new Map<string, BetterSqlite3.Statement>()

  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly options: SqliteDialectOptions,
  ) {}

  private prepare(sql: string): BetterSqlite3.Statement {
    let statement = this.statements.get(sql)
    if (!statement) {
      statement = this.db.prepare(sql)
      if (this.statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.statements.keys().next().value
        if (oldest !== undefined) this.statements.delete(oldest)
      }
      this.statements.set(sql, statement)
    }
    return statement
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.prepare(compiled.sql)
    const parameters = compiled.parameters as unknown[]
    if (statement.reader) return { rows: statement.all(parameters) as R[] }
    // Inside a transaction the check runs once, before its commit.
    const alone = !this.db.inTransaction
    if (alone) this.options.beforeWrite?.()
    const { changes, lastInsertRowid } = statement.run(parameters)
    if (alone) this.options.afterWrite?.()
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) }
  }

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the SQLite store')
  }
}

/** SQLite has one connection; a promise chain serialises its use across async callers. */
class BetterSqliteDriver implements Driver {
  private readonly connection: BetterSqliteConnection
  private queue: Promise<void> = Promise.resolve()
  private release: (() => void) | undefined
  /** Whether the open transaction may write (so its commit is checked). */
  private writing = false

  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly options: SqliteDialectOptions,
  ) {
    this.connection = new BetterSqliteConnection(db, options)
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue
    let release!: () => void
    this.queue = new Promise<void>((resolve) => {
      release = resolve
    })
    await previous
    this.release = release
    return this.connection
  }

  /** Read-only transactions take a deferred snapshot; write transactions the write lock at once. */
  async beginTransaction(_connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // Straight on the handle, not through the connection: these are not writes to check.
    this.writing = settings.accessMode !== 'read only'
    this.db.exec(this.writing ? 'begin immediate' : 'begin deferred')
  }
  async commitTransaction(): Promise<void> {
    if (this.writing) this.options.beforeWrite?.()
    this.db.exec('commit')
    if (this.writing) this.options.afterWrite?.()
  }
  async rollbackTransaction(): Promise<void> {
    // After some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM…) SQLite has already rolled the
    // transaction back itself; a ROLLBACK would then fail with "cannot rollback - no transaction
    // is active", and that error would replace the one that says what went wrong.
    if (this.db.inTransaction) this.db.exec('rollback')
  }
  async releaseConnection(): Promise<void> {
    const release = this.release
    this.release = undefined
    release?.()
  }
  async destroy(): Promise<void> {
    this.db.close()
  }
}
