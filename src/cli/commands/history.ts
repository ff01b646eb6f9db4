import type { Command } from 'commander'
import {
  type ApiBlockVersion,
  type ApiRevision,
  type PctxClient,
  refusesPageSize,
} from '../../client/pctx-client.js'
import { authorLabel } from '../../domain/author-label.js'
import { parsePositiveInt } from '../durations.js'
import { parseBlockKey } from '../history/history-arguments.js'
import { info, printJson, printTable } from '../output.js'
import { addRemoteOptions, type RemoteOptions, withRemote } from '../remote.js'

interface HistoryOptions extends RemoteOptions {
  key?: string
  limit: number
  json?: boolean
}

/** The API's largest default page; a smaller `--limit` asks for no more than it shows. */
const PAGE = 100

/** A page of some listing, and the cursor of the next. */
type Page<T> = { items: T[]; nextCursor: string | null }

/**
 * Up to `limit` items, following the cursors; `more` when the server has older ones. Pages ask
 * for what is still wanted, up to PAGE; a server whose LIST_MAX_LIMIT is smaller refuses that
 * size, and then its own default page (never above its maximum) is used instead.
 */
async function collect<T>(
  limit: number,
  page: (query: { limit?: number; cursor?: string }) => Promise<Page<T>>,
): Promise<{ items: T[]; more: boolean }> {
  const items: T[] = []
  let cursor: string | undefined
  let serverPages = false
  for (;;) {
    const at = cursor && { cursor }
    let next: Page<T>
    try {
      next = await page(serverPages ? { ...at } : { limit: Math.min(PAGE, limit - items.length), ...at })
    } catch (error) {
      if (serverPages || !refusesPageSize(error)) throw error
      serverPages = true
      continue
    }
    for (const item of next.items) items.push(item)
    cursor = next.nextCursor ?? undefined
    if (!cursor || items.length >= limit) break
  }
  // The server's pages may overshoot the last one wanted.
  return { items: items.slice(0, limit), more: cursor !== undefined || items.length > limit }
}

/** `2026-11-24T03:20:01.123Z` → `2026-11-24 03:20:01`: the table says UTC once, in its header. */
const time = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, '')

/** One line for a message: whitespace (newlines too) collapsed. */
const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/**
 * Who made it: a person by name, a key as `key <name>` (an app as `app <name>`), the person
 * behind a personal key in parentheses; `admin` for changes without an author (admin CLI, upgrade).
 */
const by = (author: ApiRevision['author']) => authorLabel(author) ?? 'admin'

/** The keys a revision touched, as `+created ~updated -deleted`; counts when there are many. */
function changesCell(revision: ApiRevision): string {
  const marks = [
    ...revision.created.map((key) => `+${key}`),
    ...revision.updated.map((key) => `~${key}`),
    ...revision.deleted.map((key) => `-${key}`),
  ]
  if (marks.length <= 3) return marks.join(' ')
  const counts = [
    [revision.created.length, '+'],
    [revision.updated.length, '~'],
    [revision.deleted.length, '-'],
  ] as const
  return counts
    .filter(([count]) => count > 0)
    .map(([count, mark]) => `${mark}${count}`)
    .join(' ')
}

function printRevisions(revisions: ApiRevision[]): void {
  printTable(
    revisions.map((revision) => ({
      revision: String(revision.revision),
      'time (utc)': time(revision.createdAt),
      by: by(revision.author),
      kind: revision.kind,
      changes: changesCell(revision),
      message: oneLine(revision.message),
    })),
    ['revision', 'time (utc)', 'by', 'kind', 'changes', 'message'],
  )
}

function printVersions(versions: ApiBlockVersion[]): void {
  printTable(
    versions.map((version) => ({
      revision: String(version.revision),
      // A version kept from before the retention period: who and when were pruned with its revision.
      'time (utc)': version.createdAt === null ? '(pruned)' : time(version.createdAt),
      by: version.pruned ? '' : by(version.author),
      change: version.change,
      status: version.block?.status ?? '',
      name: version.block?.name ?? '',
      message: oneLine(version.message),
    })),
    ['revision', 'time (utc)', 'by', 'change', 'status', 'name', 'message'],
  )
}

async function revisionsOf(client: PctxClient, opts: HistoryOptions) {
  return collect(opts.limit, async (query) => {
    const page = await client.listRevisions(opts.project, query)
    return { items: page.revisions, nextCursor: page.nextCursor }
  })
}

async function versionsOf(client: PctxClient, opts: HistoryOptions, key: string) {
  return collect(opts.limit, async (query) => {
    const page = await client.getBlockHistory(opts.project, key, query)
    return { items: page.versions, nextCursor: page.nextCursor }
  })
}

/** `pctx history`: the project's revisions, or one block's versions, newest first. */
export function registerHistoryCommand(program: Command): void {
  addRemoteOptions(
    program
      .command('history')
      .description(
        "A project's revisions newest first (who, when, why, which blocks), or with --key one block's versions",
      ),
  )
    .option('--key <key>', "one block's versions instead (its deletions included)", parseBlockKey)
    .option('--limit <n>', 'at most this many, newest first (default 20)', parsePositiveInt, 20)
    .option('--json', 'print the revisions (or versions) as a JSON array, as the API answers them')
    .action(async (opts: HistoryOptions) => {
      const key = opts.key
      if (key === undefined) {
        const { items, more } = await withRemote(opts, (client) => revisionsOf(client, opts))
        if (opts.json) printJson(items)
        else printRevisions(items)
        if (more)
          info(`The newest ${items.length} revisions; --limit ${opts.limit * 2} shows older ones, if any.`)
        return
      }
      const { items, more } = await withRemote(opts, (client) => versionsOf(client, opts, key))
      if (opts.json) printJson(items)
      else printVersions(items)
      if (more)
        info(`The newest ${items.length} versions; --limit ${opts.limit * 2} shows older ones, if any.`)
    })
}
