import { Command, CommanderError } from 'commander'
import { ValidationError } from '../domain/errors.js'
import { registerMcpCommand } from '../mcp/stdio-command.js'
import { registerDbCommands } from './commands/db.js'
import { registerDeleteCommand } from './commands/delete.js'
import { registerDiffCommand } from './commands/diff.js'
import { registerExportCommand } from './commands/export.js'
import { registerHistoryCommand } from './commands/history.js'
import { registerKeyCommands } from './commands/key.js'
import { registerProjectCommands } from './commands/project.js'
import { registerPullCommand } from './commands/pull.js'
import { registerPushCommand } from './commands/push.js'
import { registerRestoreCommand } from './commands/restore.js'
import { registerSearchCommand } from './commands/search.js'
import { registerServeCommand } from './commands/serve.js'
import { registerWebhookCommands } from './commands/webhook.js'
import { exitQuietlyOnBrokenPipe } from './output.js'

/** Builds the `pctx` command tree. */
export function buildProgram(): Command {
  const program = new Command()
    .name('pctx')
    .description(
      'pctx: product context service and admin CLI (works on DATABASE_URL, default ./data/pctx.db)',
    )
    .showHelpAfterError()
    .exitOverride()
  registerServeCommand(program)
  registerProjectCommands(program)
  registerKeyCommands(program)
  registerDbCommands(program)
  registerPullCommand(program)
  registerPushCommand(program)
  registerExportCommand(program)
  registerSearchCommand(program)
  registerHistoryCommand(program)
  registerDiffCommand(program)
  registerDeleteCommand(program)
  registerRestoreCommand(program)
  registerWebhookCommands(program)
  registerMcpCommand(program)
  return program
}

/** Runs the CLI; errors become one `error: …` line on stderr and a non-zero exit code. */
export async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv)
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? 0 : 2
      return
    }
    const message = error instanceof Error ? error.message : String(error)
    process.stderr.write(`error: ${message}\n`)
    if (error instanceof ValidationError) {
      for (const problem of error.details.slice(1))
        process.stderr.write(`  ${problem.path}: ${problem.message}\n`)
    }
    process.exitCode = 1
  }
}

exitQuietlyOnBrokenPipe()
await main(process.argv)
