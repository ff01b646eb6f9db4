import type { Command } from 'commander'
import { type ApiSyncResult, PctxApiError } from '../../client/pctx-client.js'
import { MESSAGE_MAX } from '../../domain/rules.js'
import { parseBlockKey, parseMessage, parseRevision } from '../history/history-arguments.js'
import { info, printJson } from '../output.js'
import { addRemoteOptions, type RemoteOptions, withRemote } from '../remote.js'

interface RestoreOptions extends RemoteOptions {
  key?: string[]
  dryRun?: boolean
  expectedRevision?: number
  message?: string
  json?: boolean
}

/** Repeatable `--key`: every value collected, in order. */
function collectKey(text: string, previous: string[] = []): string[] {
  return [...previous, parseBlockKey(text)]
}

/** The keys of a sync-shaped answer, one line per kind that has any. */
function summary(result: ApiSyncResult): string {
  const lines = (['created', 'updated', 'deleted'] as const)
    .filter((kind) => result[kind].length > 0)
    .map((kind) => `  ${kind}: ${result[kind].join(', ')}`)
  return lines.length > 0 ? `\n${lines.join('\n')}` : ''
}

/** `pctx restore <revision>`: the project, or listed blocks, as they were at a revision. */
export function registerRestoreCommand(program: Command): void {
  addRemoteOptions(
    program
      .command('restore')
      .description(
        'Make the project, or only the blocks given with --key, what it was at <revision>, as one new revision; needs a write key',
      )
      .argument('<revision>', 'a recorded revision (pctx history lists them)', parseRevision),
  )
    .option('--key <key>', 'only this block (repeat for several); a block absent then is deleted', collectKey)
    .option('--dry-run', 'report what would change; write and record nothing')
    .option(
      '--expected-revision <n>',
      "the project's revision you last read: if it changed since, nothing is restored (exit 1)",
      parseRevision,
    )
    .option(
      '-m, --message <text>',
      `why: recorded with the revision (at most ${MESSAGE_MAX} characters)`,
      parseMessage,
    )
    .option('--json', "print the server's answer (created, updated, unchanged, deleted) as JSON")
    .action(async (revision: number, opts: RestoreOptions) => {
      const result = await withRemote(opts, async (client) => {
        try {
          return await client.restore(opts.project, {
            revision,
            ...(opts.key !== undefined && { keys: opts.key }),
            ...(opts.dryRun && { dryRun: true }),
            ...(opts.expectedRevision !== undefined && { expectedRevision: opts.expectedRevision }),
            ...(opts.message !== undefined && { message: opts.message }),
          })
        } catch (error) {
          if (error instanceof PctxApiError && error.status === 403)
            throw new PctxApiError(
              error.status,
              `${error.message} (pctx restore needs a write key)`,
              error.details,
            )
          throw error
        }
      })
      if (opts.json) {
        printJson(result)
        return
      }
      const changed = result.created.length + result.updated.length + result.deleted.length
      const what = opts.key ? `${opts.key.length} block${opts.key.length === 1 ? '' : 's'} of ` : ''
      if (changed === 0)
        info(`Nothing to restore: ${what}"${opts.project}" is as it was at revision ${revision}.`)
      else if (result.dryRun)
        info(
          `Dry run: restoring ${what}"${opts.project}" to revision ${revision} would make revision ${result.revision}; nothing was written.${summary(result)}`,
        )
      else
        info(
          `Restored ${what}"${opts.project}" to revision ${revision}: now revision ${result.revision}.${summary(result)}`,
        )
    })
}
