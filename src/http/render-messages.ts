import type {
  LlmsTxtTemplate,
  PublicRequest,
  PublicSnapshot,
  RenderedOutput,
} from '../domain/public-context-service.js'
import type { ProjectSnapshot } from '../mcp/context-api.js'
import type { ContextDocument, ContextOptions } from '../mcp/context-documents.js'

/** What the render pool asks a worker thread: a public output, or an MCP document, of a snapshot. */
export type RenderCallBody =
  | { kind: 'render'; snapshot: PublicSnapshot; request: PublicRequest }
  | { kind: 'llms.txt template'; snapshot: PublicSnapshot; completeOnly: boolean }
  | { kind: 'mcp context'; snapshot: ProjectSnapshot; options: ContextOptions }
  | { kind: 'mcp llms.txt'; snapshot: ProjectSnapshot; baseUrl: string }
  | { kind: 'count tokens'; text: string }

export type RenderCall = { id: number } & RenderCallBody

/** What a render call answers. */
export type RenderValue = string | number | RenderedOutput | LlmsTxtTemplate | ContextDocument

/**
 * Why a render failed, in a form that crosses threads (class identity does not): a section with
 * nothing to show is raised again as the same NotFoundError, a budget too small for the JSON
 * context as the same ValidationError; anything else is a plain failure.
 */
export type RenderFailure =
  | { kind: 'not-found'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'other'; message: string }

/** A worker thread's answer to the call with the same `id`. */
export type RenderReply =
  | { id: number; ok: true; value: RenderValue }
  | { id: number; ok: false; error: RenderFailure }
