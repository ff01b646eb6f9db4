import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import type { ToolContext } from '../mcp-server.js'
import { syncOutput } from './output-schemas.js'
import { SyncBlockZod } from './sync-block-zod.js'

/** sync_blocks: only registered for keys with write access. */
export function registerSyncTool(
  server: McpServer,
  { api, options, projectArg, projectOf, runStructured }: ToolContext,
): void {
  const { syncMaxBlocks } = options.limits
  server.registerTool(
    'sync_blocks',
    {
      title: 'Create or update blocks',
      description:
        'Create or update blocks of a pctx project in one transaction: all are written or none. ' +
        'Blocks are matched by key; fields left out of an existing block keep their value, so send ' +
        'only what changes (a block from get_block can be edited and sent back as is). Invalid input ' +
        'is an error listing every problem with its path, e.g. blocks[0].value.goals. Use dry_run to ' +
        'validate and preview; mode "replace" also DELETES every block not listed. Returns JSON ' +
        '{revision, created, updated, unchanged, deleted, dryRun} with block keys.',
      inputSchema: {
        project_id: projectArg,
        blocks: z
          .array(SyncBlockZod)
          .max(syncMaxBlocks)
          .describe(`Blocks to create or update (at most ${syncMaxBlocks}).`),
        mode: z
          .enum(['upsert', 'replace'])
          .optional()
          .describe('upsert (default): leave unlisted blocks alone. replace: delete every block not listed.'),
        dry_run: z
          .boolean()
          .optional()
          .describe('Validate and report what would change, writing nothing. Default false.'),
        expected_revision: z
          .number()
          .int()
          .min(0)
          .optional()
          .describe('Fail with a conflict unless the project is still at this revision.'),
      },
      outputSchema: syncOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    (args) =>
      runStructured(() =>
        api.syncBlocks(projectOf(args), {
          blocks: args.blocks,
          ...(args.mode !== undefined && { mode: args.mode }),
          ...(args.dry_run !== undefined && { dryRun: args.dry_run }),
          ...(args.expected_revision !== undefined && { expectedRevision: args.expected_revision }),
        }),
      ),
  )
}
