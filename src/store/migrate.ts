import { type Kysely, type Migration, Migrator } from 'kysely'

/**
 * Applies every pending migration in name order, idempotently. Kysely's Migrator records what
 * ran in its own table and takes a lock (an advisory lock on PostgreSQL), so instances that
 * start together run each migration once.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function runMigrations(db: Kysely<any>, migrations: Record<string, Migration>) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'pctx_migrations',
    migrationLockTableName: 'pctx_migrations_lock',
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${reason}`)
  }
}
