import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely'
import { translateStorageError } from './storage-errors.js'

async function translated<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw translateStorageError(error)
  }
}

class TranslatingConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return translated(() => this.inner.executeQuery<R>(compiled))
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize)
  }
}

/** The inner driver sees its own connection objects (pg's release hangs off a private symbol). */
const unwrap = (connection: DatabaseConnection) =>
  connection instanceof TranslatingConnection ? connection.inner : connection

class TranslatingDriver implements Driver {
  constructor(private readonly driver: Driver) {}

  init(): Promise<void> {
    return this.driver.init()
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new TranslatingConnection(await translated(() => this.driver.acquireConnection()))
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return translated(() => this.driver.beginTransaction(unwrap(connection), settings))
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return translated(() => this.driver.commitTransaction(unwrap(connection)))
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(unwrap(connection))
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(unwrap(connection))
  }
  destroy(): Promise<void> {
    return this.driver.destroy()
  }
}

/**
 * Wraps a dialect so that engine errors meaning "disk full" or "read-only database" reach the
 * services as typed domain errors (see storage-errors.ts), whichever statement raised them:
 * inside a transaction, at its commit, or in a single write outside one.
 */
export class TranslatingDialect implements Dialect {
  constructor(private readonly dialect: Dialect) {}

  createAdapter(): DialectAdapter {
    return this.dialect.createAdapter()
  }
  createDriver(): Driver {
    return new TranslatingDriver(this.dialect.createDriver())
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return this.dialect.createIntrospector(db)
  }
  createQueryCompiler(): QueryCompiler {
    return this.dialect.createQueryCompiler()
  }
}
