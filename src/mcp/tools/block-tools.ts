import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { BLOCK_KEY_PATTERN, BLOCK_STATUSES, BLOCK_TYPE_PATTERN, SECTION_PATTERN } from '../../domain/rules.js'
import type { BlockFilters } from '../context-api.js'
import type { ToolContext } from '../mcp-server.js'

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

/** The filters given, without undefined members (the API's query types are exact). */
export function filtersOf(args: { section?: string; status?: BlockFilters['status']; type?: string }) {
  const filters: BlockFilters = {}
  if (args.section !== undefined) filters.section = args.section
  if (args.status !== undefined) filters.status = args.status
  if (args.type !== undefined) filters.type = args.type
  return filters
}

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }

/** list_blocks, get_block and search_blocks. */
export function registerBlockTools(
  server: McpServer,
  { api, options, projectArg, projectOf, run }: ToolContext,
): void {
  const { listMaxLimit, searchMaxLimit, searchMaxQueryLength } = options.limits
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
          .describe(`Blocks per page, 1–${listMaxLimit}; default 100.`),
        cursor: z
          .string()
          .max(1024)
          .optional()
          .describe('nextCursor from the previous page, to continue after it. Omit for the first page.'),
      },
      annotations: READ_ONLY,
    },
    (args) =>
      run(() =>
        api.listBlocks(projectOf(args), {
          ...filtersOf(args),
          ...(args.limit !== undefined && { limit: args.limit }),
          ...(args.cursor !== undefined && { cursor: args.cursor }),
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
      },
      annotations: READ_ONLY,
    },
    (args) => run(() => api.getBlock(projectOf(args), args.key)),
  )

  server.registerTool(
    'search_blocks',
    {
      title: 'Search blocks',
      description:
        'Full-text search over the blocks of a pctx project: keys, names, types, sections and every ' +
        'string inside values. Case- and accent-insensitive; every word must match; the last word ' +
        'also matches as a prefix ("pers" finds "persona"). Returns a JSON array of blocks, best match ' +
        'first, each with score (higher is better) and snippet (matching text, matches in **bold**).',
      inputSchema: {
        project_id: projectArg,
        query: z
          .string()
          .min(1)
          .max(searchMaxQueryLength)
          .describe('Words to find, e.g. "pricing enterprise".'),
        ...filterShape,
        limit: z
          .number()
          .int()
          .min(1)
          .max(searchMaxLimit)
          .optional()
          .describe(`Most results to return, 1–${searchMaxLimit}; default 20.`),
      },
      annotations: READ_ONLY,
    },
    (args) =>
      run(() =>
        api.searchBlocks(projectOf(args), args.query, {
          ...filtersOf(args),
          ...(args.limit !== undefined && { limit: args.limit }),
        }),
      ),
  )
}
