import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { inProcessRenderer } from '../../domain/render/context-documents.js'
import type { ToolContext } from '../mcp-server.js'
import { budgetOf, commonArgs, runPrompt, userPrompt } from './prompt-support.js'

/** The section whose blocks say how the product speaks (voice, tone, values, tagline…). */
const VOICE_SECTION = 'brand'

/**
 * write_in_our_voice {task}: the task, then the project's brand section (voice, tone, values…)
 * as markdown within the token budget, the blocks that best match the task first.
 */
export function registerWriteInOurVoice(server: McpServer, context: ToolContext): void {
  const { api, options, projectOf } = context
  server.registerPrompt(
    'write_in_our_voice',
    {
      title: 'Write in our voice',
      description:
        "Write something in the product's own voice: the task, followed by the project's brand blocks (voice, tone, values) to follow.",
      argsSchema: {
        task: z.string().min(1).describe('What to write, e.g. "a release note for the new funnels page".'),
        ...commonArgs(context),
      },
    },
    (args) =>
      runPrompt(context, async () => {
        const projectId = projectOf(args)
        const snapshot = await api.snapshot(projectId)
        const brand = snapshot.blocks.filter(
          (block) => block.section === VOICE_SECTION && block.status !== 'empty',
        )
        if (brand.length === 0) {
          throw new McpError(
            ErrorCode.InvalidParams,
            `Project "${projectId}" has no brand blocks to write from yet (voice, tone, values): add them to the ${VOICE_SECTION} section first`,
          )
        }
        const document = await (options.renderer ?? inProcessRenderer).contextMarkdown(snapshot, {
          section: VOICE_SECTION,
          maxTokens: budgetOf(args.max_tokens),
          query: args.task,
        })
        const text =
          `Task: ${args.task}\n\n` +
          `Write this for ${snapshot.project.name} in its own voice. Follow the voice, tone and values ` +
          'below; they are the brand as the team wrote it down. Do not quote them, apply them.\n\n' +
          document.markdown
        return userPrompt(`Writing in the voice of ${snapshot.project.name}`, text)
      }),
  )
}
