import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { SECTION_PATTERN } from '../../domain/rules.js'
import { inProcessRenderer } from '../context-documents.js'
import type { ToolContext } from '../mcp-server.js'
import { revisionArg } from './block-tools.js'

/** get_context: the project (or one section) as one markdown document, optionally trimmed. */
export function registerContextTool(
  server: McpServer,
  { api, options, projectArg, projectOf, run }: ToolContext,
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
        'bound the size: whole blocks are then dropped from the end (never cut mid-block) and a closing ' +
        'note names the keys left out, to read with get_block. Tokens are estimated at ~4 bytes of ' +
        'UTF-8 each. The best first call to understand a product.',
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
          .min(1)
          .optional()
          .describe('Budget for the answer, in estimated tokens; omit for the whole document.'),
        revision: revisionArg,
      },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    (args) =>
      run(async () => {
        const snapshot = await api.snapshot(projectOf(args), args.revision)
        const renderer = options.renderer ?? inProcessRenderer
        const document = await renderer.contextMarkdown(snapshot, {
          ...(args.section !== undefined && { section: args.section }),
          ...(args.complete_only !== undefined && { completeOnly: args.complete_only }),
          ...(args.max_tokens !== undefined && { maxTokens: args.max_tokens }),
        })
        return document.markdown
      }),
  )
}
