import { type Command, Option } from 'commander'
import type { ApiCorrection, ApiSearchHit } from '../../client/pctx-client.js'
import { painterFor } from '../../colour.js'
import { BLOCK_STATUSES, type BlockStatus } from '../../domain/rules.js'
import { MATCH_MODES, type MatchMode } from '../../domain/search/query.js'
import { parsePositiveInt } from '../durations.js'
import { info, printJson, renderHighlights } from '../output.js'
import { addRemoteOptions, type RemoteOptions, withRemote } from '../remote.js'

interface SearchOptions extends RemoteOptions {
  limit?: number
  section?: string
  type?: string
  status?: BlockStatus
  match?: MatchMode
  json?: boolean
}

/**
 * Two lines per hit: score, file-style location, name, type and status; then the snippet. On a
 * terminal the snippet's `**word**` highlights are shown in bold colour instead of markers;
 * piped, the markers stay, so scripts see what the API returned.
 */
function printHits(hits: ApiSearchHit[]): void {
  const out = painterFor(process.stdout)
  for (const hit of hits) {
    process.stdout.write(
      `${out.paint(hit.score.toFixed(3), 'dim')}  ${out.paint(`${hit.section}/${hit.key}`, 'bold')}  ${hit.name} (${hit.type}, ${hit.status})\n`,
    )
    if (hit.snippet)
      process.stdout.write(`       ${renderHighlights(hit.snippet.replace(/\s+/g, ' '), out)}\n`)
  }
}

/** `Searched for "analytics" instead of "analytcs".`: what the hits are about, for a reader. */
function correctionNote(corrections: ApiCorrection[]): string {
  const pairs = corrections.map(({ from, to }) => `"${to}" instead of "${from}"`)
  return `Searched for ${pairs.join(', ')}.`
}

/** `pctx search <query>`: full-text search of a project's blocks, best first. */
export function registerSearchCommand(program: Command): void {
  addRemoteOptions(
    program
      .command('search')
      .description(
        'Search the blocks of a project with a question or keywords (ranked, with snippets; misspelt words are corrected)',
      )
      .argument(
        '<query>',
        'a question or words to find; "a phrase" must appear as written, -word excludes (a query starting with - goes after --); the last word also matches as a prefix',
      ),
  )
    .option('--limit <n>', 'at most this many hits, 1–100 (default 20)', parsePositiveInt)
    .option('--section <section>', 'only this section')
    .option('--type <type>', 'only this block type')
    .addOption(new Option('--status <status>', 'only this status').choices(BLOCK_STATUSES))
    .addOption(
      new Option(
        '--match <mode>',
        'any: blocks with at least one of the words, those with more ranked higher; all: blocks with every word (default any)',
      ).choices(MATCH_MODES),
    )
    .option('--json', 'print the hits as a JSON array (blocks with score and snippet)')
    .action(async (query: string, opts: SearchOptions) => {
      const result = await withRemote(opts, (client) =>
        client.searchBlocks(opts.project, query, {
          ...(opts.limit !== undefined && { limit: opts.limit }),
          ...(opts.section !== undefined && { section: opts.section }),
          ...(opts.type !== undefined && { type: opts.type }),
          ...(opts.status !== undefined && { status: opts.status }),
          ...(opts.match !== undefined && { match: opts.match }),
        }),
      )
      // Corrections go to stderr in both modes, so `--json` stays the JSON array list commands print.
      if (result.corrections.length > 0) info(correctionNote(result.corrections))
      if (opts.json) {
        printJson(result.hits)
        return
      }
      if (result.hits.length === 0) info(`No block of "${opts.project}" matches "${query}".`)
      else printHits(result.hits)
    })
}
