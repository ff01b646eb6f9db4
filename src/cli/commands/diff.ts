import type { Command } from 'commander'
import type { ApiRevision } from '../../client/pctx-client.js'
import { authorLabel } from '../../domain/author-label.js'
import { parseRevision } from '../history/history-arguments.js'
import { formatDifferences, rangeDifferences, revisionDifferences } from '../history/revision-diff.js'
import { printJson } from '../output.js'
import { addRemoteOptions, type RemoteOptions, withRemote } from '../remote.js'

interface DiffOptions extends RemoteOptions {
  json?: boolean
}

/** `revision 5  2026-11-24T03:20:01.123Z  by key writer  (sync)  "message"`: the record, on one line. */
function header(revision: ApiRevision): string {
  const message = revision.message === null ? '' : `  ${JSON.stringify(revision.message)}`
  return `revision ${revision.revision}  ${revision.createdAt}  by ${authorLabel(revision.author) ?? 'admin'}  (${revision.kind})${message}`
}

/** `pctx diff <rev> [<rev2>]`: what a revision changed, or how two revisions differ. */
export function registerDiffCommand(program: Command): void {
  addRemoteOptions(
    program
      .command('diff')
      .description(
        'What revision <rev> changed, field by field (like push shows it); with <rev2>, how the project at <rev2> differs from the project at <rev>',
      )
      .argument('<rev>', 'a revision number (pctx history lists them)', parseRevision)
      .argument(
        '[rev2]',
        'a second revision: compare the project at <rev> with the project at <rev2>',
        parseRevision,
      ),
  )
    .option('--json', 'print one JSON object: the revision(s) and every block that differs, before and after')
    .action(async (rev: number, rev2: number | undefined, opts: DiffOptions) => {
      if (rev2 === undefined) {
        const detail = await withRemote(opts, (client) => client.getRevision(opts.project, rev))
        const differences = revisionDifferences(detail)
        const { changes: _changes, ...revision } = detail
        if (opts.json) {
          printJson({ project: opts.project, revision, changes: differences })
          return
        }
        process.stdout.write(`${[header(revision), ...formatDifferences(differences)].join('\n')}\n`)
        return
      }
      const differences = await withRemote(opts, (client) =>
        rangeDifferences(client, opts.project, rev, rev2),
      )
      if (opts.json) {
        printJson({ project: opts.project, from: rev, to: rev2, changes: differences })
        return
      }
      process.stdout.write(`${[`revision ${rev} → ${rev2}`, ...formatDifferences(differences)].join('\n')}\n`)
    })
}
