import { existsSync } from 'node:fs'
import type { Command } from 'commander'
import { loadConfig, parseDatabaseUrl } from '../../config.js'
import { copyDatabase } from '../../store/copy-database.js'
import { openStore } from '../../store/open-store.js'
import { openConfiguredStore } from '../context.js'
import { info, printJson } from '../output.js'

/** `pctx db init|copy`: create the database, move a deployment between SQLite and PostgreSQL. */
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
          else info(`Copied ${summary.projects} projects, ${summary.blocks} blocks and ${summary.keys} keys.`)
        } finally {
          await to.close()
        }
      } finally {
        await from.close()
      }
    })
}
