import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import type { Block } from '../../domain/model.js'
import { inProcessRenderer } from '../../domain/render/context-documents.js'
import type { ToolContext } from '../mcp-server.js'
import { budgetOf, commonArgs, runPrompt, userPrompt } from './prompt-support.js'

/** The section of the product's own description, given with the personas as their context. */
const PRODUCT_SECTION = 'product'

/** A persona named by block key, or by block name ignoring case. */
function findPersona(personas: Block[], asked: string): Block | undefined {
  return (
    personas.find((block) => block.key === asked) ??
    personas.find((block) => block.name.toLowerCase() === asked.trim().toLowerCase())
  )
}

function personaList(personas: Block[]): string {
  return personas.map((block) => `${block.key} (${block.name})`).join(', ')
}

/**
 * brief_for_persona {persona?, task}: the task, then the named persona (or every persona) and the
 * product section as markdown within the token budget, the blocks that best match the task first.
 */
export function registerBriefForPersona(server: McpServer, context: ToolContext): void {
  const { api, options, projectOf } = context
  server.registerPrompt(
    'brief_for_persona',
    {
      title: 'Brief for a persona',
      description:
        "A brief for work aimed at the product's users: the task, then one persona (or all of them) and the product context.",
      argsSchema: {
        task: z.string().min(1).describe('What the brief is for, e.g. "an onboarding email".'),
        persona: z
          .string()
          .optional()
          .describe('A persona block key (e.g. "persona-founder") or its name; omit for every persona.'),
        ...commonArgs(context),
      },
    },
    (args) =>
      runPrompt(context, async () => {
        const projectId = projectOf(args)
        const snapshot = await api.snapshot(projectId)
        const personas = snapshot.blocks.filter(
          (block) => block.type === 'persona' && block.status !== 'empty',
        )
        if (personas.length === 0) {
          throw new McpError(
            ErrorCode.InvalidParams,
            `Project "${projectId}" has no personas yet: add persona blocks (type persona) first`,
          )
        }
        let chosen = personas
        if (args.persona !== undefined) {
          const persona = findPersona(personas, args.persona)
          if (!persona) {
            throw new McpError(
              ErrorCode.InvalidParams,
              `Unknown persona "${args.persona}" in project "${projectId}"; the personas are: ${personaList(personas)}`,
            )
          }
          chosen = [persona]
        }
        const keep = new Set(chosen.map((block) => block.key))
        const blocks = snapshot.blocks.filter(
          (block) =>
            keep.has(block.key) ||
            (block.section === PRODUCT_SECTION && block.type !== 'persona' && block.status !== 'empty'),
        )
        const document = await (options.renderer ?? inProcessRenderer).contextMarkdown(
          { project: snapshot.project, blocks },
          { maxTokens: budgetOf(args.max_tokens), query: args.task },
        )
        const who = chosen.length === 1 ? `the persona ${chosen[0]?.name}` : 'these personas'
        const text =
          `Task: ${args.task}\n\n` +
          `Do it for ${who} of ${snapshot.project.name}. Their goals and pain points, and what the ` +
          'product is, follow; speak to what they need and leave out what they do not.\n\n' +
          document.markdown
        return userPrompt(`A brief for ${who} of ${snapshot.project.name}`, text)
      }),
  )
}
