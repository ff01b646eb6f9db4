import { Command } from 'commander'
import { registerDbCommands } from './commands/db.js'
import { registerDeleteCommand } from './commands/delete.js'
import { registerDiffCommand } from './commands/diff.js'
import { registerExportCommand } from './commands/export.js'
import { registerHistoryCommand } from './commands/history.js'
import { registerKeyCommands } from './commands/key.js'
import { registerMcpCommand } from './commands/mcp.js'
import { registerProjectCommands } from './commands/project.js'
import { registerPullCommand } from './commands/pull.js'
import { registerPushCommand } from './commands/push.js'
import { registerRestoreCommand } from './commands/restore.js'
import { registerSearchCommand } from './commands/search.js'
import { registerServeCommand } from './commands/serve.js'
import { registerUserCommands } from './commands/user.js'
import { registerWebhookCommands } from './commands/webhook.js'
import { addExamples } from './help/examples.js'
import { applyProjectConfig } from './remote.js'
import { packageVersion } from './version.js'

/**
 * Builds the `pctx` command tree. Apart from main.ts so tests can walk it (every command's
 * help has examples) without running the CLI.
 */
export function buildProgram(): Command {
  const program = new Command()
    .name('pctx')
    .description(
      'pctx: product context service and admin CLI (works on DATABASE_URL, default ./data/pctx.db)',
    )
    .version(packageVersion(), '-V, --version', 'print the version of pctx')
    .showHelpAfterError()
    .exitOverride()
    .hook('preSubcommand', (_program, command) => applyProjectConfig(command))
  registerServeCommand(program)
  registerProjectCommands(program)
  registerKeyCommands(program)
  registerUserCommands(program)
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
  addExamples(program)
  return program
}
