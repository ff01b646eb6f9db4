import type { Command } from 'commander'
import { PctxApiError } from '../../client/pctx-client.js'
import { MESSAGE_MAX } from '../../domain/rules.js'
import { parseBlockKey, parseMessage, parseRevision } from '../history/history-arguments.js'
import { info, printJson } from '../output.js'
import { addRemoteOptions, type RemoteOptions, withRemote } from '../remote.js'

interface DeleteOptions extends RemoteOptions {
  expectedRevision?: number
  message?: string
  json?: boolean
}

/** The server's refusal, with what to do about it for this command. */
function explain(error: PctxApiError, key: string, opts: DeleteOptions): PctxApiError {
  const hints: Record<number, string> = {
    403: ' (pctx delete needs a write key)',
    404: ` (pctx history --project ${opts.project} --key ${key} shows whether it existed)`,
    409: ` (pctx history --project ${opts.project} shows what changed since revision ${opts.expectedRevision})`,
  }
  const hint = hints[error.status]
  // A 404 is also an unknown project; the history hint is only for an unknown block.
  if (!hint || (error.status === 404 && !error.message.startsWith('Block '))) return error
  return new PctxApiError(error.status, `${error.message}${hint}`, error.details, error.retryAfter)
}

/** `pctx delete <key>`: deletes one block as a revision of its own. */
export function registerDeleteCommand(program: Command): void {
  addRemoteOptions(
    program
      .command('delete')
      .description(
        'Delete one block of a project, as a revision of its own (its history keeps it); needs a write key',
      )
      .argument('<key>', 'the block key', parseBlockKey),
  )
    .option(
      '--expected-revision <n>',
      "the project's revision you last read: if it changed since, nothing is deleted (exit 1)",
      parseRevision,
    )
    .option(
      '-m, --message <text>',
      `why: recorded with the revision (at most ${MESSAGE_MAX} characters)`,
      parseMessage,
    )
    .option('--json', "print the server's answer (the revision made, deleted: [key]) as JSON")
    .action(async (key: string, opts: DeleteOptions) => {
      const result = await withRemote(opts, async (client) => {
        try {
          return await client.deleteBlock(opts.project, key, {
            ...(opts.expectedRevision !== undefined && { expectedRevision: opts.expectedRevision }),
            ...(opts.message !== undefined && { message: opts.message }),
          })
        } catch (error) {
          throw error instanceof PctxApiError ? explain(error, key, opts) : error
        }
      })
      if (opts.json) printJson(result)
      else info(`Deleted "${key}" from "${opts.project}": revision ${result.revision}.`)
    })
}
