import type { Command } from 'commander'
import { parseDatabaseUrl } from '../../config.js'
import { copyDatabase } from '../../store/copy-database.js'
import { openStore } from '../../store/open-store.js'
import { info, printJson } from '../output.js'

/** `pctx db copy`: move a deployment between SQLite and PostgreSQL. */
export function registerDbCommands(program: Command): void {
  const db = program.command('db').description('Database maintenance')

  db.command('copy')
    .description('Copy every project, block and key from one database into another, empty one')
    .requiredOption('--from <url>', 'source DATABASE_URL (sqlite:<path> or postgres://…)')
    .requiredOption('--to <url>', 'target DATABASE_URL; must hold no project and no key')
    .option('--json', 'print {"projects","blocks","keys"} as JSON')
    .action(async (opts: { from: string; to: string; json?: boolean }) => {
      const from = await openStore({ database: parseDatabaseUrl(opts.from, '--from'), pgPoolSize: 2 })
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
