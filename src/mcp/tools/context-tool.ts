import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { ValidationError } from '../../domain/errors.js'
import { inProcessRenderer } from '../../domain/render/context-documents.js'
import {
  MAX_BUDGET_QUERY_LENGTH,
  MAX_BUDGET_TOKENS,
  MIN_BUDGET_TOKENS,
  NOTE_MAX_KEYS,
} from '../../domain/render/token-budget.js'
import { SECTION_PATTERN } from '../../domain/rules.js'
import type { ToolContext } from '../mcp-server.js'
import { revisionArg } from './block-tools.js'
import { contextOutput } from './output-schemas.js'

/** get_context: the project (or one section) as one markdown document, optionally fitted to a token budget. */
export function registerContextTool(
  server: McpServer,
  { api, options, projectArg, projectOf, runStructured }: ToolContext,
): void {
  server.registerTool(
    'get_context',
    {
      title: 'Get the product context',
      description:
        'Get the product context of a pctx project as one markdown document: the project name and ' +
        'description, then one heading per section (brand, product, users, custom) and per block, ' +
        'with every block rendered readably (personas with goals and pain points, lists as bullets). ' +
        'Blocks with status empty are left out. Give section for one section only, and max_tokens to ' +
        'fit the document in that many tokens (o200k_base, counted exactly): with query, every block that ' +
        'matches it is kept before any that does not, best first (a kept draft is marked as a draft); ' +
        'without, complete blocks before drafts in canonical order; blocks are whole, or the last one is ' +
        'cut (keeping the paragraphs that match query first), and a closing note names what was left ' +
        'out, to read with get_block. The result says how many tokens the markdown takes and whether it ' +
        'was truncated. The best first call to understand a product.',
      inputSchema: {
        project_id: projectArg,
        section: z
          .string()
          .regex(new RegExp(SECTION_PATTERN), 'must be a section id such as brand, product or users')
          .optional()
          .describe('Only this section (e.g. "users"); omit for the whole project.'),
        complete_only: z
          .boolean()
          .optional()
          .describe('Only blocks whose status is complete (leave drafts out). Default false.'),
        max_tokens: z
          .number()
          .int()
          .min(MIN_BUDGET_TOKENS)
          .max(MAX_BUDGET_TOKENS)
          .optional()
          .describe(
            `Budget for the markdown, in o200k_base tokens (${MIN_BUDGET_TOKENS}–${MAX_BUDGET_TOKENS}); omit for the whole document.`,
          ),
        query: z
          .string()
          .min(1)
          .max(MAX_BUDGET_QUERY_LENGTH)
          .optional()
          .describe(
            'With max_tokens: what you need, in plain words (e.g. "who are our users"); every block that matches it is kept first, best first.',
          ),
        revision: revisionArg,
      },
      outputSchema: contextOutput,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    (args) =>
      runStructured(async () => {
        if (args.query !== undefined && args.max_tokens === undefined) {
          throw new ValidationError(
            'query ranks blocks for a token budget: give max_tokens too (or search with search_blocks)',
          )
        }
        const snapshot = await api.snapshot(projectOf(args), args.revision)
        const renderer = options.renderer ?? inProcessRenderer
        const document = await renderer.contextMarkdown(snapshot, {
          ...(args.section !== undefined && { section: args.section }),
          ...(args.complete_only !== undefined && { completeOnly: args.complete_only }),
          ...(args.max_tokens !== undefined && { maxTokens: args.max_tokens }),
          ...(args.query !== undefined && { query: args.query }),
        })
        return {
          markdown: document.markdown,
          tokens: document.tokens,
          truncated: document.truncated,
          shownBlocks: document.shownBlocks,
          totalBlocks: document.totalBlocks,
          omitted: document.omitted.slice(0, NOTE_MAX_KEYS),
          omittedCount: document.omitted.length,
          cut: document.cut ?? null,
          expansions: document.expansions ?? [],
        }
      }),
  )
}
