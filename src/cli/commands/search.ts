import { type Command, Option } from 'commander'
import type { ApiSearchHit } from '../../client/pctx-client.js'
import { BLOCK_STATUSES, type BlockStatus } from '../../domain/rules.js'
import { parsePositiveInt } from '../durations.js'
import { info, printJson } from '../output.js'
import { addRemoteOptions, type RemoteOptions, withRemote } from '../remote.js'

interface SearchOptions extends RemoteOptions {
  limit?: number
  section?: string
  type?: string
  status?: BlockStatus
  json?: boolean
}

/** Two lines per hit: score, file-style location, name, type and status; then the snippet. */
function printHits(hits: ApiSearchHit[]): void {
  for (const hit of hits) {
    process.stdout.write(
      `${hit.score.toFixed(3)}  ${hit.section}/${hit.key}  ${hit.name} (${hit.type}, ${hit.status})\n`,
    )
    if (hit.snippet) process.stdout.write(`       ${hit.snippet.replace(/\s+/g, ' ')}\n`)
  }
}

/** `pctx search <query>`: full-text search of a project's blocks, best first. */
export function registerSearchCommand(program: Command): void {
  addRemoteOptions(
    program
      .command('search')
      .description('Search the blocks of a project (all terms must match; ranked, with snippets)')
      .argument('<query>', 'words to find; the last one also matches as a prefix'),
  )
    .option('--limit <n>', 'at most this many hits, 1–100 (default 20)', parsePositiveInt)
    .option('--section <section>', 'only this section')
    .option('--type <type>', 'only this block type')
    .addOption(new Option('--status <status>', 'only this status').choices(BLOCK_STATUSES))
    .option('--json', 'print the hits as a JSON array (blocks with score and snippet)')
    .action(async (query: string, opts: SearchOptions) => {
      const hits = await withRemote(opts, (client) =>
        client.searchBlocks(opts.project, query, {
          ...(opts.limit !== undefined && { limit: opts.limit }),
          ...(opts.section !== undefined && { section: opts.section }),
          ...(opts.type !== undefined && { type: opts.type }),
          ...(opts.status !== undefined && { status: opts.status }),
        }),
      )
      if (opts.json) printJson(hits)
      else if (hits.length === 0) info(`No block of "${opts.project}" matches "${query}".`)
      else printHits(hits)
    })
}
