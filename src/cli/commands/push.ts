import { type Command, Option } from 'commander'
import { type ApiSyncResult, PctxApiError, type PctxClient } from '../../client/pctx-client.js'
import { listBlockFiles, readBlockFile } from '../context-files/context-folder.js'
import {
  PULL_RECORD_PATH,
  type PullRecord,
  readPullRecord,
  recordAfterPush,
  writePullRecord,
} from '../context-files/pull-record.js'
import { type PushPlan, planPush } from '../context-files/push-plan.js'
import { changeCount, disagreements, formatDiff } from '../context-files/push-report.js'
import { readSynonymsFile, SYNONYMS_FILE, synonymsDiffer } from '../context-files/synonyms-file.js'
import { readTypeFiles } from '../context-files/type-files.js'
import { changesTypes, planTypes, type TypePlan } from '../context-files/type-plan.js'
import { info, printJson } from '../output.js'
import { addRemoteOptions, type RemoteOptions, type RemoteSettings, withRemote } from '../remote.js'

/** Exit code of `push --check` when the server differs from the folder. */
export const DRIFT_EXIT_CODE = 3
/** Exit code of push when a block changed both in the folder and on the server since the pull. */
export const CONFLICT_EXIT_CODE = 4

interface PushOptions extends RemoteOptions {
  prune?: boolean
  dryRun?: boolean
  check?: boolean
  force?: boolean
  message?: string
  json?: boolean
}

/**
 * The folder's pull record when it belongs to this project and server. Without one, push
 * compares with the server only and says so; a record of another project or server is refused
 * (most likely the wrong folder), unless `--force`.
 */
function usableRecord(
  dir: string,
  opts: PushOptions,
  settings: RemoteSettings,
  command: Command,
): PullRecord | null {
  const record = readPullRecord(dir)
  if (!record) {
    info(
      `no pull record in ${dir}: comparing with the server only (changes made on the server since your copy will be overwritten); run pctx pull to get three-way checks`,
    )
    return null
  }
  if (record.project === opts.project && record.url === settings.url) return record
  const pulledFrom = `project "${record.project}" at ${record.url}`
  if (opts.force) {
    info(`${dir} was pulled from ${pulledFrom}; --force: comparing with the server only`)
    return null
  }
  return command.error(
    `error: ${dir} was pulled from ${pulledFrom}, not from project "${opts.project}" at ${settings.url} ` +
      `(see ${PULL_RECORD_PATH}); check the folder and --project/--url, or add --force to push it anyway`,
    { exitCode: 2 },
  )
}

/** Points `blocks[3]` in a server problem at the file it came from. */
function withFiles(text: string, plan: PushPlan): string {
  return text.replace(/blocks\[(\d+)\]/g, (match, index: string) => plan.entryFiles[Number(index)] ?? match)
}

/** Sends the sync; a 409 means someone changed the project since the diff was computed. */
async function send(client: PctxClient, opts: PushOptions, plan: PushPlan): Promise<ApiSyncResult> {
  try {
    return await client.sync(opts.project, {
      ...plan.body,
      ...(opts.dryRun && { dryRun: true }),
      ...(opts.message !== undefined && { message: opts.message }),
    })
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

/**
 * Sends the folder's new and changed types before the blocks, which may use them. The server
 * checks every one first (`dryRun`: the schema, and the stored blocks of the type), so a
 * definition it refuses stops the push before anything is written.
 */
async function sendTypes(client: PctxClient, opts: PushOptions, dir: string, types: TypePlan): Promise<void> {
  const bodyOf = ({ title, requiredForComplete, schema }: TypePlan['put'][number]) => ({
    title,
    requiredForComplete,
    schema,
  })
  for (const dryRun of opts.dryRun ? [true] : [true, false]) {
    for (const type of types.put) {
      try {
        await client.putType(opts.project, type.type, bodyOf(type), { dryRun })
      } catch (error) {
        if (!(error instanceof PctxApiError)) throw error
        const written = dryRun ? 'nothing was pushed' : 'the types before it were saved, no block was pushed'
        throw new PctxApiError(
          error.status,
          `${dir}/types/${type.type}.json: ${error.message} (${written})`,
          error.details,
          error.retryAfter,
        )
      }
    }
  }
}

function report(
  dir: string,
  opts: PushOptions,
  plan: PushPlan,
  types: TypePlan,
  result: ApiSyncResult | null,
  pulledRevision: number | undefined,
): void {
  const typeChanges = { created: types.created, updated: types.updated, deleted: types.deleted }
  if (opts.json) {
    printJson({
      types: typeChanges,
      project: opts.project,
      dir,
      mode: plan.body.mode,
      check: Boolean(opts.check),
      dryRun: Boolean(opts.dryRun),
      baseRevision: plan.baseRevision,
      changed: plan.changed,
      pulledRevision: pulledRevision ?? null,
      force: Boolean(opts.force),
      result,
      diff: plan.diff,
      serverChanges: plan.threeWay?.serverChanges ?? [],
      conflicts: plan.threeWay?.conflicts ?? [],
    })
  } else {
    const lines = [
      ...types.created.map((type) => `+ types/${type}.json  type created`),
      ...types.updated.map((type) => `~ types/${type}.json  type updated`),
      ...types.deleted.map((type) => `- types/${type}.json  type deleted`),
      ...formatDiff(plan.diff, plan.threeWay, Boolean(opts.force)),
    ]
    process.stdout.write(`${lines.join('\n')}\n`)
  }
  if (result) {
    const mismatch = disagreements(plan.diff, result)
    if (mismatch.length > 0)
      info(`warning: the server's answer differs from the local diff: ${mismatch.join(', ')}`)
  }
  const project = `"${opts.project}"`
  const conflicts = plan.threeWay?.conflicts.length ?? 0
  const serverChanges = plan.threeWay?.serverChanges.length ?? 0
  if (conflicts > 0 && !opts.force) {
    info(
      `Conflict: ${conflicts === 1 ? '1 block was' : `${conflicts} blocks were`} changed both in ${dir} and on the server since the pull (revision ${pulledRevision}); nothing was pushed. ` +
        "Merge the server's version into the file and push with --force (the folder wins), or save your edits, pctx pull, and redo them.",
    )
    return
  }
  if (serverChanges > 0)
    info(
      `${serverChanges === 1 ? '1 block was' : `${serverChanges} blocks were`} changed on the server since the pull and left as the server has ${serverChanges === 1 ? 'it' : 'them'}; pctx pull brings ${serverChanges === 1 ? 'it' : 'them'} into ${dir}.`,
    )
  const typeCount = types.put.length + types.deleted.length
  const typeWords = `${typeCount} type${typeCount === 1 ? '' : 's'}`
  if (opts.check && typeCount > 0) {
    info(
      `Drift: ${project}'s custom types differ from ${dir}/types in ${typeWords}; a push would change them.`,
    )
  } else if (typeCount > 0 && result && !result.dryRun) {
    info(`Pushed ${typeWords} of ${dir}/types to ${project}.`)
  } else if (typeCount > 0 && result?.dryRun) {
    info(
      `Dry run: ${typeWords} of ${dir}/types would change ${project} (the server checked ${typeCount === 1 ? 'it' : 'them'}); nothing was written.`,
    )
  }
  if (opts.check) {
    info(
      plan.changed
        ? `Drift: ${project} (revision ${plan.baseRevision}) differs from ${dir} in ${changeCount(plan.diff)}; a push would change them.`
        : serverChanges > 0
          ? `Drift: ${project} (revision ${plan.baseRevision}) changed on the server since ${dir} was pulled.`
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
        : typeCount > 0
          ? `No block to push: ${project} stays at revision ${result.revision} (types make no revision).`
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
        "Validate <dir>/<section>/<key>.md files and <dir>/types/<type>.json custom types with the server's rules, show the diff against the server, then save the changed types and sync the blocks",
      )
      .argument('<dir>', 'folder written by pctx pull (or by hand)'),
  )
    .option(
      '--prune',
      'also delete blocks that have no file (sync mode "replace"), and custom types that have no file in <dir>/types',
    )
    .addOption(
      new Option('--dry-run', 'ask the server what would change (dryRun: true); write nothing').conflicts(
        'check',
      ),
    )
    .option(
      '--check',
      `write nothing; exit ${DRIFT_EXIT_CODE} when a push would change the server (drift check for CI)`,
    )
    .option(
      '--force',
      'on a conflict (a block changed both in <dir> and on the server since the pull) the folder wins; also pushes a folder pulled from another project or server',
    )
    .option('-m, --message <text>', 'why: recorded with the revision the push makes (at most 500 characters)')
    .option('--json', "print one JSON object: the diff and the server's sync result")
    .action(async (dir: string, opts: PushOptions, command: Command) => {
      await withRemote(opts, async (client, settings) => {
        const paths = listBlockFiles(dir)
        const local = readTypeFiles(dir)
        const localSynonyms = readSynonymsFile(dir)
        if (
          paths.length === 0 &&
          local.types.length === 0 &&
          local.problems.length === 0 &&
          localSynonyms === undefined
        ) {
          throw new Error(
            `no block files in ${dir}: expected <section>/<key>.md files such as ${dir}/brand/tagline.md (pctx pull writes them)`,
          )
        }
        const record = usableRecord(dir, opts, settings, command)
        const files = paths.map((path) => ({ path, text: readBlockFile(path) }))
        const exported = await client.exportProject(opts.project)
        const types = planTypes(dir, local.types, exported.types, { prune: Boolean(opts.prune) })
        const plan = planPush(dir, files, exported, {
          prune: Boolean(opts.prune),
          ...(record && { base: record.blocks }),
          force: Boolean(opts.force),
          types: { rules: types.rules, problems: [...local.problems, ...types.problems] },
        })
        const pulledRevision = record?.revision
        // Conflicts come before drift: nothing is sent, whatever the mode.
        if ((plan.threeWay?.conflicts.length ?? 0) > 0 && !opts.force) {
          report(dir, opts, plan, types, null, pulledRevision)
          process.exitCode = CONFLICT_EXIT_CODE
          return
        }
        if (opts.check) {
          report(dir, opts, plan, types, null, pulledRevision)
          const synonymsDrift = synonymsDiffer(localSynonyms, exported.synonyms)
          if (synonymsDrift) info(`synonyms: ${SYNONYMS_FILE} differs from the server's`)
          if (
            plan.changed ||
            changesTypes(types) ||
            synonymsDrift ||
            (plan.threeWay?.serverChanges.length ?? 0) > 0
          )
            process.exitCode = DRIFT_EXIT_CODE
          return
        }
        await sendTypes(client, opts, dir, types)
        const result = await send(client, opts, plan)
        // After the blocks: the sync carries the revision its diff was read at, and a change of
        // synonyms makes a revision of its own.
        if (localSynonyms !== undefined && synonymsDiffer(localSynonyms, exported.synonyms)) {
          if (opts.dryRun) info(`synonyms: would set ${localSynonyms.length} groups from ${SYNONYMS_FILE}`)
          else {
            const set = await client.putSynonyms(opts.project, localSynonyms)
            result.revision = set.revision
            info(
              `synonyms: set ${localSynonyms.length} groups from ${SYNONYMS_FILE} (revision ${set.revision})`,
            )
          }
        }
        if (!opts.dryRun) for (const type of types.deleted) await client.deleteType(opts.project, type)
        report(dir, opts, plan, types, result, pulledRevision)
        if (record && plan.threeWay && !result.dryRun) {
          writePullRecord(dir, recordAfterPush(record, plan.after, plan.threeWay.keepBase, result.revision))
        }
      })
    })
}
