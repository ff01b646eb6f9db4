import type { Worker } from 'node:worker_threads'
import { LRUCache } from 'lru-cache'
import { NotFoundError, ValidationError } from '../domain/errors.js'
import type {
  LlmsTxtTemplate,
  PublicRequest,
  PublicSnapshot,
  RenderedOutput,
} from '../domain/public-context-service.js'
import type { ContextDocument, ContextRenderer } from '../domain/render/context-documents.js'
import { createWorkerPool, spawnModuleWorker } from '../worker-pool.js'
import {
  type RenderCallBody,
  type RenderFailure,
  type RenderValue,
  snapshotKeyOf,
} from './render-messages.js'

/** The two renders of a public snapshot, and token counts, answered asynchronously. */
export interface PublicRenderer {
  render(snapshot: PublicSnapshot, request: PublicRequest): Promise<RenderedOutput>
  llmsTxtTemplate(snapshot: PublicSnapshot, completeOnly: boolean): Promise<LlmsTxtTemplate>
  /** o200k_base tokens of `text` (llms.txt filled in for a host is counted off the event loop too). */
  countTokens(text: string): Promise<number>
}

export interface RenderPool extends PublicRenderer, ContextRenderer {
  /** The worker threads alive now (started on first use, replaced after one dies). */
  readonly workers: readonly Worker[]
  /** Calls sent to a thread and not answered yet. */
  readonly pending: number
  /** Public renders that had to copy their snapshot to a thread (the rest named it by key). */
  readonly snapshotsSent: number
  /** Stops every thread; calls under way and later ones fail. */
  close(): Promise<void>
}

/**
 * Renders public outputs and MCP documents in `threads` worker threads (render-worker.ts), so a render of user
 * content — seconds for a project of worst-case blocks (docs/performance.md) — never blocks the
 * event loop that answers /healthz and every other request (src/worker-pool.ts: the thread with
 * the fewest calls waiting; a thread that dies fails its calls and is replaced).
 */
export function createRenderPool({ threads }: { threads: number }): RenderPool {
  const pool = createWorkerPool<RenderCallBody, RenderValue, RenderFailure>({
    threads,
    spawn: () => spawnModuleWorker(import.meta.url, 'render-worker'),
    failure: renderError,
    stopped: (code, crash) =>
      new Error(`Rendering failed: the render thread stopped (exit code ${code}) before answering${crash}`),
    shuttingDown: () => new Error('Rendering failed: the server is shutting down'),
  })
  const call = <T extends RenderValue>(body: RenderCallBody) => pool.call(body) as Promise<T>
  // Snapshots some thread was sent. A render names one of these by key first; the thread that
  // takes the call may not hold it (another thread got it, or it aged out), and then it is sent.
  const sent = new LRUCache<string, true>({ max: 64 })
  let snapshotsSent = 0

  async function render(snapshot: PublicSnapshot, request: PublicRequest): Promise<RenderedOutput> {
    const snapshotKey = snapshotKeyOf(snapshot)
    if (sent.has(snapshotKey)) {
      try {
        return await call<RenderedOutput>({ kind: 'render', snapshotKey, snapshot: null, request })
      } catch (error) {
        if (!(error instanceof SnapshotMissing)) throw error
      }
    }
    sent.set(snapshotKey, true)
    snapshotsSent += 1
    return call<RenderedOutput>({ kind: 'render', snapshotKey, snapshot, request })
  }

  return {
    render,
    countTokens: (text) => call<number>({ kind: 'count tokens', text }),
    llmsTxtTemplate: (snapshot, completeOnly) =>
      call<LlmsTxtTemplate>({ kind: 'llms.txt template', snapshot, completeOnly }),
    contextMarkdown: (snapshot, options = {}) =>
      call<ContextDocument>({ kind: 'mcp context', snapshot, options }),
    llmsTxt: (snapshot, baseUrl) => call<string>({ kind: 'mcp llms.txt', snapshot, baseUrl }),
    get pending() {
      return pool.pending
    },
    get snapshotsSent() {
      return snapshotsSent
    },
    get workers() {
      return pool.workers
    },
    close: () => pool.close(),
  }
}

/** The error a failed render raises on this thread: the domain's 404 and 400 as themselves, else a plain Error. */
function renderError(failure: RenderFailure): Error {
  if (failure.kind === 'snapshot-missing') return new SnapshotMissing(failure.message)
  if (failure.kind === 'not-found') return new NotFoundError(failure.message)
  if (failure.kind === 'invalid') return new ValidationError(failure.message)
  return new Error(`Rendering failed in the render thread: ${failure.message}`)
}

/** A thread did not hold the snapshot a render named by key: the pool sends it again. */
class SnapshotMissing extends Error {}
