import { existsSync } from 'node:fs'
import type { Command } from 'commander'
import { loadConfig, parseDatabaseUrl } from '../../config.js'
import { copyDatabase } from '../../store/copy-database.js'
import { type DatabaseStatus, readDatabaseStatus, redactUrl } from '../../store/database-status.js'
import { openStore } from '../../store/open-store.js'
import { MissingDatabaseError } from '../../store/sqlite/database-file.js'
import { backupSqliteDatabase } from '../../store/sqlite/sqlite-backup.js'
import { missingDatabaseMessage, openConfiguredStore } from '../context.js'
import { info, printJson } from '../output.js'

/** Why `db backup` does not copy PostgreSQL, and what does. */
const POSTGRES_BACKUP =
  'pctx db backup copies SQLite databases; back up PostgreSQL with pg_dump ' +
  '(pg_dump --format=custom --file pctx.dump "$DATABASE_URL", restore with pg_restore; see docs/deployment.md#backups), ' +
  'or make a pctx SQLite copy with pctx db copy --from "$DATABASE_URL" --to sqlite:<file>'

/** 1536 → "1.5 KiB". */
function size(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`
}

/** The status as aligned "name  value" lines, for a person. */
function statusLines(status: DatabaseStatus): string {
  const count = (n: number | null) => (n === null ? '- (not migrated yet)' : String(n))
  const known = status.appliedMigrations.length + status.pendingMigrations.length
  const rows: [string, string][] = [
    ['engine', status.engine],
    ['database', status.location],
    ['size', size(status.sizeBytes) + (status.walBytes === null ? '' : ` (WAL ${size(status.walBytes)})`)],
    [
      'schema',
      `${status.schemaVersion ?? 'none'} (${status.appliedMigrations.length} of ${known} migrations applied)`,
    ],
    ['pending', status.pendingMigrations.length === 0 ? 'none' : status.pendingMigrations.join(', ')],
    ['projects', count(status.projects)],
    ['blocks', count(status.blocks)],
    ['revisions', count(status.revisions)],
    ['keys', count(status.keys)],
  ]
  return rows.map(([name, value]) => `${name.padEnd(10)}${value}\n`).join('')
}

/** `pctx db init|status|backup|copy`. */
export function registerDbCommands(program: Command): void {
  const db = program.command('db').description('Database maintenance')

  db.command('init')
    .description(
      'Create the database DATABASE_URL names (and its folder) and bring its schema up to date; an existing one is kept as it is',
    )
    .action(async () => {
      const config = loadConfig()
      const existed = config.database.kind === 'sqlite' && existsSync(config.database.path)
      const store = await openConfiguredStore(config, { create: true })
      await store.close()
      if (config.database.kind === 'postgres')
        info('pctx: the PostgreSQL database is ready (schema up to date).')
      else if (existed) info(`pctx: the database ${config.database.path} already exists (schema up to date).`)
    })

  db.command('status')
    .description(
      'Show the database DATABASE_URL names: engine, where, size, schema version, pending migrations and counts (changes nothing)',
    )
    .option('--json', 'print the status as one JSON object')
    .action(async (opts: { json?: boolean }) => {
      const { database } = loadConfig()
      let status: DatabaseStatus
      try {
        status = await readDatabaseStatus(database)
      } catch (error) {
        if (error instanceof MissingDatabaseError)
          throw new Error(missingDatabaseMessage(error.path, 'DATABASE_URL'))
        const where = database.kind === 'sqlite' ? database.path : redactUrl(database.url)
        throw new Error(
          `cannot read ${where} (DATABASE_URL): ${error instanceof Error ? error.message : String(error)}`,
        )
      }
      if (opts.json) printJson(status)
      else process.stdout.write(statusLines(status))
      if (status.unknownMigrations.length > 0) {
        info(
          `pctx: the database has migrations this pctx does not know (${status.unknownMigrations.join(', ')}): it was migrated by a newer pctx`,
        )
      }
      if (status.pendingMigrations.length > 0) {
        info('pctx: the next pctx serve (or pctx db init) applies the pending migrations')
      }
    })

  db.command('backup')
    .description(
      'Copy the SQLite database into <file> as one consistent state, while servers keep running (PostgreSQL: use pg_dump)',
    )
    .argument('<file>', 'the backup file to write (its folder is created when missing)')
    .option('--force', 'replace <file> if it exists')
    .option('--json', 'print {"file","bytes","projects":[{"id","revision"}]} as JSON')
    .action((file: string, opts: { force?: boolean; json?: boolean }) => {
      const { database } = loadConfig()
      if (database.kind === 'postgres') throw new Error(POSTGRES_BACKUP)
      let result: ReturnType<typeof backupSqliteDatabase>
      try {
        result = backupSqliteDatabase(database.path, file, { force: Boolean(opts.force) })
      } catch (error) {
        if (error instanceof MissingDatabaseError)
          throw new Error(missingDatabaseMessage(error.path, 'DATABASE_URL'))
        throw error
      }
      if (opts.json) {
        printJson(result)
        return
      }
      const revisions = result.projects.map((project) => `${project.id}@${project.revision}`).join(', ')
      info(
        `Backed up ${database.path} to ${result.file} (${size(result.bytes)}; ${result.projects.length} project${result.projects.length === 1 ? '' : 's'}${revisions ? `: ${revisions}` : ''}).`,
      )
    })

  db.command('copy')
    .description('Copy every project, block and key from one database into another, empty one')
    .requiredOption('--from <url>', 'source DATABASE_URL (sqlite:<path> or postgres://…); must exist')
    .requiredOption(
      '--to <url>',
      'target DATABASE_URL; must hold no project and no key (a missing SQLite file is created)',
    )
    .option('--json', 'print {"projects","blocks","keys"} as JSON')
    .action(async (opts: { from: string; to: string; json?: boolean }) => {
      const from = await openConfiguredStore(
        { database: parseDatabaseUrl(opts.from, '--from'), pgPoolSize: 2 },
        { variable: '--from' },
      )
      try {
        const to = await openStore({ database: parseDatabaseUrl(opts.to, '--to'), pgPoolSize: 2 })
        try {
          const summary = await copyDatabase(from, to)
          if (opts.json) printJson(summary)
          else
            info(
              `Copied ${summary.projects} projects, ${summary.blocks} blocks, ${summary.synonymGroups} synonym groups, ${summary.keys} keys and ${summary.users} users.`,
            )
        } finally {
          await to.close()
        }
      } finally {
        await from.close()
      }
    })
}
