import { existsSync, statSync } from 'node:fs'
import { Kysely, type Migration, Migrator, PostgresDialect, sql } from 'kysely'
import type { DatabaseTarget } from '../config.js'
import { MissingDatabaseError } from './sqlite/database-file.js'

/** What `pctx db status` reports. Sizes in bytes; counts are null before the first migration. */
export interface DatabaseStatus {
  engine: 'sqlite' | 'postgres'
  /** The file, or the PostgreSQL URL with its password hidden. */
  location: string
  sizeBytes: number
  /** SQLite only: the write-ahead log not yet checkpointed into the file. */
  walBytes: number | null
  /** The last migration applied, null on a database pctx never migrated. */
  schemaVersion: string | null
  appliedMigrations: string[]
  /** Migrations this pctx would apply at its next start (or `pctx db init`). */
  pendingMigrations: string[]
  /** Applied migrations this pctx does not know: the database was migrated by a newer pctx. */
  unknownMigrations: string[]
  projects: number | null
  blocks: number | null
  revisions: number | null
  keys: number | null
}

/** A PostgreSQL URL fit to print: the password replaced by `***`. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(an unparsable URL)'
  }
}

/**
 * Reads the state of a database without changing it: no migration runs (the pending ones are
 * what it reports), SQLite is opened read-only, and a missing SQLite file is an error rather
 * than a new database.
 */
export async function readDatabaseStatus(target: DatabaseTarget): Promise<DatabaseStatus> {
  if (target.kind === 'sqlite') {
    if (target.path === ':memory:')
      throw new Error('an in-memory database (sqlite::memory:) has no status to read')
    if (!existsSync(target.path)) throw new MissingDatabaseError(target.path)
    const [{ loadBetterSqlite3 }, { BetterSqliteDialect }, { sqliteMigrations }] = await Promise.all([
      import('./sqlite/load-better-sqlite3.js'),
      import('./sqlite/sqlite-dialect.js'),
      import('./sqlite/sqlite-migrations.js'),
    ])
    const SqliteDatabase = loadBetterSqlite3()
    const raw = new SqliteDatabase(target.path, { readonly: true, fileMustExist: true })
    raw.pragma('busy_timeout = 5000')
    const db = new Kysely<unknown>({ dialect: new BetterSqliteDialect(raw) })
    try {
      const wal = statSync(`${target.path}-wal`, { throwIfNoEntry: false })
      return {
        engine: 'sqlite',
        location: target.path,
        sizeBytes: statSync(target.path).size,
        walBytes: wal?.size ?? 0,
        ...(await schemaAndCounts(db, sqliteMigrations)),
      }
    } finally {
      await db.destroy()
    }
  }
  const [{ default: pg }, { postgresMigrations }] = await Promise.all([
    import('pg'),
    import('./postgres/pg-migrations.js'),
  ])
  const pool = new pg.Pool({ connectionString: target.url, max: 1, connectionTimeoutMillis: 5000 })
  pool.on('error', () => {
    // An idle connection dropped after the status was read: nothing to report.
  })
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) })
  try {
    const size = await sql<{
      size: string
    }>`SELECT pg_database_size(current_database())::text AS size`.execute(db)
    return {
      engine: 'postgres',
      location: redactUrl(target.url),
      sizeBytes: Number(size.rows[0]?.size ?? 0),
      walBytes: null,
      ...(await schemaAndCounts(db, postgresMigrations)),
    }
  } finally {
    await db.destroy()
  }
}

async function schemaAndCounts(
  db: Kysely<unknown>,
  migrations: Record<string, Migration>,
): Promise<Omit<DatabaseStatus, 'engine' | 'location' | 'sizeBytes' | 'walBytes'>> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'pctx_migrations',
    migrationLockTableName: 'pctx_migrations_lock',
  })
  const known = await migrator.getMigrations()
  const applied = known.filter((m) => m.executedAt !== undefined).map((m) => m.name)
  const pending = known.filter((m) => m.executedAt === undefined).map((m) => m.name)
  const tables = new Set((await db.introspection.getTables()).map((table) => table.name))
  let recorded: string[] = []
  if (tables.has('pctx_migrations')) {
    const rows = await sql<{ name: string }>`SELECT name FROM pctx_migrations ORDER BY name`.execute(db)
    recorded = rows.rows.map((row) => row.name)
  }
  const count = async (table: string) => {
    if (!tables.has(table)) return null
    const result = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(
      db,
    )
    return Number(result.rows[0]?.n ?? 0)
  }
  return {
    schemaVersion: recorded.at(-1) ?? null,
    appliedMigrations: applied,
    pendingMigrations: pending,
    unknownMigrations: recorded.filter((name) => !(name in migrations)),
    projects: await count('projects'),
    blocks: await count('blocks'),
    revisions: await count('revisions'),
    keys: await count('api_keys'),
  }
}
