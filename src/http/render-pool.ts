import { Worker } from 'node:worker_threads'
import { NotFoundError } from '../domain/errors.js'
import type { LlmsTxtTemplate, PublicRequest, PublicSnapshot } from '../domain/public-context-service.js'
import type { ContextDocument, ContextRenderer } from '../mcp/context-documents.js'
import type {
  RenderCall,
  RenderCallBody,
  RenderFailure,
  RenderReply,
  RenderValue,
} from './render-messages.js'

/** The two renders of a public snapshot, answered asynchronously. */
export interface PublicRenderer {
  render(snapshot: PublicSnapshot, request: PublicRequest): Promise<string>
  llmsTxtTemplate(snapshot: PublicSnapshot, completeOnly: boolean): Promise<LlmsTxtTemplate>
}

export interface RenderPool extends PublicRenderer, ContextRenderer {
  /** The worker threads alive now (started on first use, replaced after one dies). */
  readonly workers: readonly Worker[]
  /** Calls sent to a thread and not answered yet. */
  readonly pending: number
  /** Stops every thread; calls under way and later ones fail. */
  close(): Promise<void>
}

interface Pending {
  resolve(value: RenderValue): void
  reject(error: Error): void
}

interface Slot {
  worker: Worker | undefined
  pending: Map<number, Pending>
}

/**
 * Renders public outputs and MCP documents in `threads` worker threads (render-worker.ts), so a render of user
 * content — seconds for a project of worst-case blocks (docs/performance.md) — never blocks the
 * event loop that answers /healthz and every other request. Each call goes to the thread with
 * the fewest calls waiting. A thread that dies (crash, out of memory, terminated) fails the calls
 * it held and is replaced on the next call. Threads keep the process alive only while they
 * hold calls.
 */
export function createRenderPool({ threads }: { threads: number }): RenderPool {
  const slots: Slot[] = Array.from({ length: Math.max(1, threads) }, () => ({
    worker: undefined,
    pending: new Map(),
  }))
  let nextId = 1
  let closed = false

  function start(slot: Slot): Worker {
    const worker = spawnWorker()
    worker.unref()
    worker.on('message', (reply: RenderReply) => {
      const call = slot.pending.get(reply.id)
      if (!call) return
      slot.pending.delete(reply.id)
      if (slot.pending.size === 0) worker.unref()
      if (reply.ok) call.resolve(reply.value)
      else call.reject(renderError(reply.error))
    })
    // 'error' (an uncaught exception, out of memory) is always followed by 'exit'; its message
    // goes with the failed calls, so the 500 they become is logged with the cause.
    let crash = ''
    worker.on('error', (error) => {
      crash = `: ${error.message}`
    })
    worker.on('exit', (code) => {
      if (slot.worker === worker) slot.worker = undefined
      const calls = [...slot.pending.values()]
      slot.pending.clear()
      const why = closed
        ? 'the server is shutting down'
        : `the render thread stopped (exit code ${code}) before answering${crash}`
      for (const call of calls) call.reject(new Error(`Rendering failed: ${why}`))
    })
    slot.worker = worker
    return worker
  }

  function call<T extends RenderValue>(body: RenderCallBody): Promise<T> {
    if (closed) return Promise.reject(new Error('Rendering failed: the server is shutting down'))
    let slot = slots[0] as Slot
    for (const candidate of slots) if (candidate.pending.size < slot.pending.size) slot = candidate
    const worker = slot.worker ?? start(slot)
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      slot.pending.set(id, { resolve: resolve as Pending['resolve'], reject })
      worker.ref()
      try {
        worker.postMessage({ id, ...body } satisfies RenderCall)
      } catch (error) {
        // A snapshot that cannot be copied to the thread: nothing was sent.
        slot.pending.delete(id)
        if (slot.pending.size === 0) worker.unref()
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  }

  return {
    render: (snapshot, request) => call<string>({ kind: 'render', snapshot, request }),
    llmsTxtTemplate: (snapshot, completeOnly) =>
      call<LlmsTxtTemplate>({ kind: 'llms.txt template', snapshot, completeOnly }),
    contextMarkdown: (snapshot, options = {}) =>
      call<ContextDocument>({ kind: 'mcp context', snapshot, options }),
    llmsTxt: (snapshot, baseUrl) => call<string>({ kind: 'mcp llms.txt', snapshot, baseUrl }),
    get pending() {
      return slots.reduce((sum, slot) => sum + slot.pending.size, 0)
    },
    get workers() {
      return slots.flatMap((slot) => (slot.worker ? [slot.worker] : []))
    },
    async close() {
      closed = true
      await Promise.all(slots.map((slot) => slot.worker?.terminate()))
    },
  }
}

/** The error a failed render raises on this thread: the domain's 404 as itself, else a plain Error. */
function renderError(failure: RenderFailure): Error {
  if (failure.kind === 'not-found') return new NotFoundError(failure.message)
  return new Error(`Rendering failed in the render thread: ${failure.message}`)
}

/**
 * A render thread. Built code (tsc's dist/http, the esbuild bundle, where scripts/bundle.mjs
 * makes render-worker.js an entry next to the chunks) starts the compiled file beside this one.
 * Run from the TypeScript sources (tests, `npm run dev`, bin/pctx.js without a build), a thread
 * does not inherit tsx's loader on Node 20, so the thread registers tsx before importing the
 * `.ts` entry.
 */
function spawnWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./render-worker.js', import.meta.url))
  const entry = new URL('./render-worker.ts', import.meta.url).href
  const tsx = import.meta.resolve('tsx/esm/api')
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(boot, { eval: true })
}
