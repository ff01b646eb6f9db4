import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { BLOCK_KEY_PATTERN, BLOCK_STATUSES, BLOCK_TYPE_PATTERN, SECTION_PATTERN } from '../../domain/rules.js'
import { MATCH_MODES } from '../../domain/search/query.js'
import type { BlockFilters } from '../context-api.js'
import type { ToolContext } from '../mcp-server.js'
import { blockOutput, blockPageOutput, projectsOutput } from './output-schemas.js'

export const filterShape = {
  section: z
    .string()
    .regex(new RegExp(SECTION_PATTERN), 'must be a section id such as brand, product or users')
    .optional()
    .describe('Only blocks of this section: brand, product, users, or a custom section id.'),
  status: z
    .enum(BLOCK_STATUSES)
    .optional()
    .describe('Only blocks with this status: empty (no content yet), draft, or complete.'),
  type: z
    .string()
    .regex(new RegExp(BLOCK_TYPE_PATTERN), 'must be a block type such as persona, text or list')
    .optional()
    .describe('Only blocks of this type: persona, text, list, or a custom type.'),
}

/** `?revision=N` of the read tools: the project as a recorded revision left it. */
export const revisionArg = z
  .number()
  .int()
  .min(0)
  .optional()
  .describe(
    'Read the project as this revision left it (revisions come from get_changes or the history); ' +
      'omit for the current state. A revision not recorded (never made, or no longer kept) is an ' +
      'error naming the recorded revisions.',
  )

/** The filters given, without undefined members (the API's query types are exact). */
export function filtersOf(args: { section?: string; status?: BlockFilters['status']; type?: string }) {
  const filters: BlockFilters = {}
  if (args.section !== undefined) filters.section = args.section
  if (args.status !== undefined) filters.status = args.status
  if (args.type !== undefined) filters.type = args.type
  return filters
}

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }

/** list_projects, list_blocks, get_block and search_blocks. */
export function registerBlockTools(
  server: McpServer,
  { api, options, projectArg, projectOf, runStructured }: ToolContext,
): void {
  const { listMaxLimit, searchMaxLimit, searchMaxQueryLength } = options.limits
  server.registerTool(
    'list_projects',
    {
      title: 'List projects',
      description:
        'List the pctx projects this connection may read: id, name, description, revision and ' +
        'whether its public outputs are on. Returns JSON {"projects": [...]}. Use an id as ' +
        'project_id in the other tools; call this first when no project is configured.',
      inputSchema: {},
      outputSchema: projectsOutput,
      annotations: READ_ONLY,
    },
    () => runStructured(async () => ({ projects: await api.listProjects() })),
  )
  server.registerTool(
    'list_blocks',
    {
      title: 'List blocks',
      description:
        'List the blocks of a pctx project in canonical order (sections brand, product, users, then ' +
        'custom ones; blocks by position), with full values. Filter by section, status or type. ' +
        'Returns JSON {"blocks": [...], "nextCursor": string|null}; when nextCursor is not null, call ' +
        'again with it as cursor for the next page. For a readable overview prefer get_context; to ' +
        'find blocks by words use search_blocks.',
      inputSchema: {
        project_id: projectArg,
        ...filterShape,
        limit: z
          .number()
          .int()
          .min(1)
          .max(listMaxLimit)
          .optional()
          .describe(`Blocks per page, 1–${listMaxLimit}; default ${Math.min(100, listMaxLimit)}.`),
        cursor: z
          .string()
          .max(1024)
          .optional()
          .describe(
            'nextCursor from the previous page, to continue after it (with the same revision). Omit for the first page.',
          ),
        revision: revisionArg,
      },
      outputSchema: blockPageOutput,
      annotations: READ_ONLY,
    },
    (args) =>
      runStructured(() =>
        api.listBlocks(projectOf(args), {
          ...filtersOf(args),
          ...(args.limit !== undefined && { limit: args.limit }),
          ...(args.cursor !== undefined && { cursor: args.cursor }),
          ...(args.revision !== undefined && { revision: args.revision }),
        }),
      ),
  )

  server.registerTool(
    'get_block',
    {
      title: 'Get a block',
      description:
        'Get one block of a pctx project by its key (case-sensitive, e.g. "persona-founder"), with its ' +
        'type, section, name, status and full JSON value. Returns the block as JSON. Keys come from ' +
        'list_blocks, search_blocks or the headings of get_context. An unknown key is an error.',
      inputSchema: {
        project_id: projectArg,
        key: z
          .string()
          .regex(new RegExp(BLOCK_KEY_PATTERN), 'must be a block key: letters, digits, ".", "_" or "-"')
          .describe('The block key.'),
        revision: revisionArg,
      },
      outputSchema: blockOutput.shape,
      annotations: READ_ONLY,
    },
    (args) => runStructured(() => api.getBlock(projectOf(args), args.key, args.revision)),
  )

  server.registerTool(
    'search_blocks',
    {
      title: 'Search blocks',
      description:
        'Search the blocks of a pctx project (keys, names, types, sections and every string inside ' +
        'values). Ask in plain sentences or questions ("who are our users?", "what tone do we write ' +
        'in") or give keywords: by default a block matches when it has at least one meaningful word ' +
        'of the query, and blocks covering more of the words, closer together, rank higher; set ' +
        'match to "all" to require every word. Stop words are ignored, plurals and other word forms ' +
        'match (personas finds persona), "a quoted phrase" must appear as written, -word excludes ' +
        'blocks with it, and a misspelt word is searched as the closest word of the project. ' +
        "Words in one of the project's synonym groups also match the other words of their groups. " +
        'Returns JSON {"hits": [...], "corrections": [{"from", "to"}], "expansions": [{"term", "with"}]}: ' +
        'hits best first, each a block with score (higher is better) and snippet (matching text, ' +
        'matches in **bold**); corrections lists the query words that were searched as another word; ' +
        'expansions the query words also searched as their synonyms.',
      inputSchema: {
        project_id: projectArg,
        query: z
          .string()
          .min(1)
          .max(searchMaxQueryLength)
          .describe('A question, a sentence or keywords, e.g. "how do we price the enterprise plan?".'),
        match: z
          .enum(MATCH_MODES)
          .optional()
          .describe(
            'any (default): blocks with at least one meaningful query word, best first; all: only blocks with every word.',
          ),
        ...filterShape,
        limit: z
          .number()
          .int()
          .min(1)
          .max(searchMaxLimit)
          .optional()
          .describe(`Most results to return, 1–${searchMaxLimit}; default 20.`),
      },
      outputSchema: {
        hits: z
          .array(z.looseObject({ key: z.string(), name: z.string(), score: z.number(), snippet: z.string() }))
          .describe('Matching blocks, best first, each with score and snippet'),
        corrections: z
          .array(z.object({ from: z.string(), to: z.string() }))
          .describe('Misspelt query words (from) and the words of the project searched instead (to)'),
        expansions: z
          .array(z.object({ term: z.string(), with: z.array(z.string()) }))
          .describe("Query words (term) also searched as the project's synonyms (with)"),
      },
      annotations: READ_ONLY,
    },
    (args) =>
      runStructured(() =>
        api.searchBlocks(projectOf(args), args.query, {
          ...filtersOf(args),
          ...(args.limit !== undefined && { limit: args.limit }),
          ...(args.match !== undefined && { match: args.match }),
        }),
      ),
  )
}
