import { type Command, Option } from 'commander'
import { type ApiSyncResult, PctxApiError, type PctxClient } from '../../client/pctx-client.js'
import { listBlockFiles, readBlockFile } from '../context-files/context-folder.js'
import { type PushPlan, planPush } from '../context-files/push-plan.js'
import { changeCount, disagreements, formatDiff } from '../context-files/push-report.js'
import { info, printJson } from '../output.js'
import { addRemoteOptions, type RemoteOptions, withRemote } from '../remote.js'

/** Exit code of `push --check` when the server differs from the folder. */
export const DRIFT_EXIT_CODE = 3

interface PushOptions extends RemoteOptions {
  prune?: boolean
  dryRun?: boolean
  check?: boolean
  json?: boolean
}

/** Points `blocks[3]` in a server problem at the file it came from. */
function withFiles(text: string, plan: PushPlan): string {
  return text.replace(/blocks\[(\d+)\]/g, (match, index: string) => plan.entryFiles[Number(index)] ?? match)
}

/** Sends the sync; a 409 means someone changed the project since the diff was computed. */
async function send(client: PctxClient, opts: PushOptions, plan: PushPlan): Promise<ApiSyncResult> {
  try {
    return await client.sync(opts.project, { ...plan.body, ...(opts.dryRun && { dryRun: true }) })
  } catch (error) {
    if (!(error instanceof PctxApiError)) throw error
    if (error.status === 409) {
      throw new Error(
        `"${opts.project}" changed on the server after the diff was computed against revision ${plan.baseRevision}, ` +
          'so nothing was written (nobody is overwritten blindly). Run the push again to see the new diff.',
      )
    }
    throw new PctxApiError(
      error.status,
      withFiles(error.message, plan),
      error.details.map((problem) => ({ path: withFiles(problem.path, plan), message: problem.message })),
      error.retryAfter,
    )
  }
}

function report(dir: string, opts: PushOptions, plan: PushPlan, result: ApiSyncResult | null): void {
  if (opts.json) {
    printJson({
      project: opts.project,
      dir,
      mode: plan.body.mode,
      check: Boolean(opts.check),
      dryRun: Boolean(opts.dryRun),
      baseRevision: plan.baseRevision,
      changed: plan.changed,
      result,
      diff: plan.diff,
    })
  } else {
    process.stdout.write(`${formatDiff(plan.diff).join('\n')}\n`)
  }
  if (result) {
    const mismatch = disagreements(plan.diff, result)
    if (mismatch.length > 0)
      info(`warning: the server's answer differs from the local diff: ${mismatch.join(', ')}`)
  }
  const project = `"${opts.project}"`
  if (opts.check) {
    info(
      plan.changed
        ? `Drift: ${project} (revision ${plan.baseRevision}) differs from ${dir} in ${changeCount(plan.diff)}; a push would change them.`
        : `In sync: ${project} at revision ${plan.baseRevision} matches ${dir}.`,
    )
  } else if (result?.dryRun) {
    info(
      plan.changed
        ? `Dry run: ${project} would go from revision ${plan.baseRevision} to ${result.revision}; nothing was written.`
        : `Dry run: nothing to push; ${project} is in sync at revision ${result.revision}.`,
    )
  } else if (result) {
    info(
      result.revision !== plan.baseRevision
        ? `Pushed ${dir} to ${project}: revision ${plan.baseRevision} → ${result.revision}.`
        : `Nothing to push: ${project} is in sync at revision ${result.revision}.`,
    )
  }
}

/** `pctx push <dir>`: validate the folder, show the diff, sync it. */
export function registerPushCommand(program: Command): void {
  addRemoteOptions(
    program
      .command('push')
      .description(
        "Validate <dir>/<section>/<key>.md files with the server's rules, show the diff against the server, then sync them",
      )
      .argument('<dir>', 'folder written by pctx pull (or by hand)'),
  )
    .option('--prune', 'also delete blocks that have no file (sync mode "replace")')
    .addOption(
      new Option('--dry-run', 'ask the server what would change (dryRun: true); write nothing').conflicts(
        'check',
      ),
    )
    .option(
      '--check',
      `write nothing; exit ${DRIFT_EXIT_CODE} when a push would change the server (drift check for CI)`,
    )
    .option('--json', "print one JSON object: the diff and the server's sync result")
    .action(async (dir: string, opts: PushOptions) => {
      await withRemote(opts, async (client) => {
        const paths = listBlockFiles(dir)
        if (paths.length === 0) {
          throw new Error(
            `no block files in ${dir}: expected <section>/<key>.md files such as ${dir}/brand/tagline.md (pctx pull writes them)`,
          )
        }
        const files = paths.map((path) => ({ path, text: readBlockFile(path) }))
        const exported = await client.exportProject(opts.project)
        const plan = planPush(dir, files, exported, { prune: Boolean(opts.prune) })
        if (opts.check) {
          report(dir, opts, plan, null)
          if (plan.changed) process.exitCode = DRIFT_EXIT_CODE
          return
        }
        report(dir, opts, plan, await send(client, opts, plan))
      })
    })
}
