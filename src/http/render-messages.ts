import type {
  LlmsTxtTemplate,
  PublicRequest,
  PublicSnapshot,
  RenderedOutput,
} from '../domain/public-context-service.js'
import type { ContextDocument, ContextOptions, ProjectSnapshot } from '../domain/render/context-documents.js'

/**
 * What the render pool asks a worker thread: a public output, or an MCP document, of a snapshot.
 * A public render names its snapshot by `snapshotKey` and sends it (`snapshot`) only when the
 * thread may not hold it yet: copying a large project across threads costs more than many
 * budgeted renders of it, and every budget of a revision renders the same snapshot.
 */
export type RenderCallBody =
  | { kind: 'render'; snapshotKey: string; snapshot: PublicSnapshot | null; request: PublicRequest }
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
 * context as the same ValidationError; a render by key of a snapshot the thread no longer holds
 * (`snapshot-missing`) is sent again with the snapshot; anything else is a plain failure.
 */
export type RenderFailure =
  | { kind: 'not-found'; message: string }
  | { kind: 'snapshot-missing'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'other'; message: string }

/** A worker thread's answer to the call with the same `id`. */
export type RenderReply =
  | { id: number; ok: true; value: RenderValue }
  | { id: number; ok: false; error: RenderFailure }

/**
 * Names the content of a snapshot: a project's version fixes its blocks and fields (a sync, a
 * restore and a change of name, description or visibility all make a new revision; a project
 * made again under the same id has a new generation), and a past revision's snapshot carries
 * that revision's version.
 */
export function snapshotKeyOf(snapshot: Pick<PublicSnapshot, 'project' | 'version'>): string {
  return `${snapshot.project.id}\u0000${snapshot.version.generation}\u0000${snapshot.version.revision}`
}
