import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import type { ToolContext } from '../mcp-server.js'
import { changesOutput } from './output-schemas.js'

/** get_changes: the change feed (GET …/changes), so an agent catches up without re-reading everything. */
export function registerChangesTool(
  server: McpServer,
  { api, options, projectArg, projectOf, runStructured }: ToolContext,
): void {
  const { listMaxLimit } = options.limits
  server.registerTool(
    'get_changes',
    {
      title: 'Get changes since a revision',
      description:
        'Every block of a pctx project changed after a revision, in revision order (the change feed). ' +
        'Use it to catch up instead of re-reading the project: remember the "revision" an answer of ' +
        'get_changes or sync_blocks gave, then later ask for the changes since it. Returns ' +
        'JSON {"changes": [{"revision", "key", "deleted", "block"}], "revision", "nextCursor"}: each ' +
        'change has the block after it (null when deleted: true); a block changed by several revisions ' +
        'appears once per revision, so applying them in order gives the current state. "revision" is ' +
        "the project's revision when the page was read; when nextCursor is not null, call again with " +
        'the same since and it as cursor. A since older than the recorded history is an error that ' +
        'says which revisions are recorded.',
      inputSchema: {
        project_id: projectArg,
        since: z
          .number()
          .int()
          .min(0)
          .describe('A revision you have read: the changes made after it are returned (0: every change).'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(listMaxLimit)
          .optional()
          .describe(`Changes per page, 1–${listMaxLimit}; default ${Math.min(100, listMaxLimit)}.`),
        cursor: z
          .string()
          .max(1024)
          .optional()
          .describe('nextCursor from the previous page (with the same since). Omit for the first page.'),
      },
      outputSchema: changesOutput,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    (args) =>
      runStructured(() =>
        api.changes(projectOf(args), args.since, {
          ...(args.limit !== undefined && { limit: args.limit }),
          ...(args.cursor !== undefined && { cursor: args.cursor }),
        }),
      ),
  )
}
