import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { ToolContext } from '../mcp-server.js'
import { registerBriefForPersona } from './brief-for-persona.js'
import { registerWriteInOurVoice } from './write-in-our-voice.js'

/** The prompts: messages built from the project's own blocks within a token budget. */
export function registerPrompts(server: McpServer, context: ToolContext): void {
  registerWriteInOurVoice(server, context)
  registerBriefForPersona(server, context)
}
