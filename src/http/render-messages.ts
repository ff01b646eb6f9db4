import type { LlmsTxtTemplate, PublicRequest, PublicSnapshot } from '../domain/public-context-service.js'

/** What the render pool asks a worker thread: one of the two renders of a snapshot. */
export type RenderCall =
  | { id: number; kind: 'render'; snapshot: PublicSnapshot; request: PublicRequest }
  | { id: number; kind: 'llms.txt template'; snapshot: PublicSnapshot; completeOnly: boolean }

/**
 * Why a render failed, in a form that crosses threads (class identity does not): a section with
 * nothing to show is raised again as the same NotFoundError; anything else is a plain failure.
 */
export type RenderFailure = { kind: 'not-found'; message: string } | { kind: 'other'; message: string }

/** A worker thread's answer to the call with the same `id`. */
export type RenderReply =
  | { id: number; ok: true; value: string | LlmsTxtTemplate }
  | { id: number; ok: false; error: RenderFailure }
