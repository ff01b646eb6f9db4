import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js'
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { MAX_BUDGET_TOKENS, MIN_BUDGET_TOKENS } from '../../domain/render/token-budget.js'
import { PROJECT_ID_PATTERN } from '../../domain/rules.js'
import type { ToolContext } from '../mcp-server.js'
import { toolError } from '../tool-errors.js'

/**
 * Tokens (o200k_base) of the project's blocks a prompt carries when `max_tokens` is not given:
 * enough for a brand section or a few personas with the product overview, small next to any
 * model's context, so the prompt leaves room for the task's own material.
 */
export const PROMPT_MAX_TOKENS = 4000

/** The arguments every prompt takes besides its own. Prompt arguments are strings in MCP. */
export function commonArgs({ options }: Pick<ToolContext, 'options'>) {
  const project = options.defaultProject
  const projectId = z
    .string()
    .regex(new RegExp(PROJECT_ID_PATTERN), 'must be a project id: letters, digits, "_" or "-"')
  return {
    project_id: project
      ? projectId.optional().describe(`Project id. Defaults to "${project}".`)
      : projectId.describe('Project id, e.g. "demo". Required: no default project is configured.'),
    max_tokens: z
      .string()
      .regex(/^[1-9][0-9]*$/, 'must be a whole number of tokens')
      .optional()
      .describe(
        `Most tokens (o200k_base) of the project's blocks in the prompt, ${MIN_BUDGET_TOKENS}–${MAX_BUDGET_TOKENS}; default ${PROMPT_MAX_TOKENS}. Blocks that best match the task are kept first.`,
      ),
  }
}

/** The budget of a prompt: its `max_tokens`, else PROMPT_MAX_TOKENS. */
export function budgetOf(maxTokens: string | undefined): number {
  if (maxTokens === undefined) return PROMPT_MAX_TOKENS
  const tokens = Number(maxTokens)
  if (tokens < MIN_BUDGET_TOKENS || tokens > MAX_BUDGET_TOKENS) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `max_tokens must be from ${MIN_BUDGET_TOKENS} to ${MAX_BUDGET_TOKENS}, got ${maxTokens}`,
    )
  }
  return tokens
}

/** Runs a prompt body; the API's errors (404, 403, 429…) become JSON-RPC errors with the tools' text. */
export async function runPrompt(
  context: Pick<ToolContext, 'options'>,
  body: () => Promise<GetPromptResult>,
): Promise<GetPromptResult> {
  try {
    return await body()
  } catch (error) {
    if (error instanceof McpError) throw error
    const result = toolError(error, context.options.onUnexpectedError)
    const message = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n')
    throw new McpError(ErrorCode.InvalidParams, message)
  }
}

/** A prompt of one user message. */
export function userPrompt(description: string, text: string): GetPromptResult {
  return { description, messages: [{ role: 'user', content: { type: 'text', text } }] }
}
