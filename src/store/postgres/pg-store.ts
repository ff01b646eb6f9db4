import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { PoolStats, Store, StoreOps } from '../../domain/store.js'
import { type DialectSupport, KyselyOps } from '../kysely-store.js'
import { runMigrations } from '../migrate.js'
import type { Database } from '../schema.js'
import { postgresJsonList } from '../search-index-reader.js'
import { postgresJsonRows } from '../search-index-writer.js'
import { VocabularyCache } from '../search-vocabulary-cache.js'
import { TranslatingDialect } from '../translating-dialect.js'
import { postgresMigrations } from './pg-migrations.js'

export const POSTGRES: DialectSupport = {
  rowLocks: true,
  jsonRows: postgresJsonRows,
  jsonList: postgresJsonList,
}

export interface PostgresOptions {
  poolSize: number
  /** Reports errors of idle pooled connections (e.g. the server restarted). */
  onPoolError?: (error: Error) => void
}

/** The scale-out store: any number of stateless instances on one PostgreSQL database. */
class PostgresStore extends KyselyOps implements Store {
  readonly dialect = 'postgres' as const

  constructor(
    private readonly kysely: Kysely<Database>,
    private readonly pool: pg.Pool,
  ) {
    super(kysely, POSTGRES, new VocabularyCache())
  }

  poolStats(): PoolStats {
    const { totalCount, idleCount, waitingCount } = this.pool
    return { pool: 'postgres-connections', size: totalCount, idle: idleCount, waiting: waitingCount }
  }

  /** READ COMMITTED plus `lockProject` (SELECT … FOR UPDATE) serialises writers of a project. */
  transaction<T>(fn: (tx: StoreOps) => Promise<T>): Promise<T> {
    return this.kysely.transaction().execute((trx) => fn(new KyselyOps(trx, POSTGRES)))
  }

  snapshot<T>(fn: (tx: StoreOps) => Promise<T>): Promise<T> {
    return this.kysely
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute((trx) => fn(new KyselyOps(trx, POSTGRES)))
  }

  async ping(): Promise<void> {
    await this.kysely.selectNoFrom((eb) => eb.lit(1).as('ok')).execute()
  }

  async close(): Promise<void> {
    await this.kysely.destroy()
  }
}

/** Connects a pool to `url` and migrates the database (once, under an advisory lock). */
export async function openPostgresStore(url: string, options: PostgresOptions): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  })
  // Without listeners, a connection dropped by the server (idle in the pool, or busy with a
  // query) would emit an unhandled 'error' and crash the process; the query itself still
  // fails, and the pool replaces the connection on the next checkout.
  const report = (error: Error) => options.onPoolError?.(error)
  pool.on('error', report)
  pool.on('connect', (client) => client.on('error', report))
  const kysely = new Kysely<Database>({ dialect: new TranslatingDialect(new PostgresDialect({ pool })) })
  try {
    await runMigrations(kysely, postgresMigrations)
  } catch (error) {
    await kysely.destroy()
    throw error
  }
  return new PostgresStore(kysely, pool)
}
