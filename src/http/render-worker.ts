// A worker thread of the render pool (render-pool.ts): renders public outputs from snapshots the
// main thread sends, so a long render never blocks the event loop that answers every request.
import { parentPort } from 'node:worker_threads'
import { LRUCache } from 'lru-cache'
import { AppError, NotFoundError, ValidationError } from '../domain/errors.js'
import {
  type PublicSnapshot,
  renderLlmsTxtTemplate,
  renderPublicOutput,
} from '../domain/public-context-service.js'
import { contextDocument, llmsTxt } from '../domain/render/context-documents.js'
import type { RenderMemo } from '../domain/render/token-budget.js'
import { loadTokenCounter } from '../domain/render/token-count.js'
import {
  type RenderCall,
  type RenderFailure,
  type RenderReply,
  type RenderValue,
  snapshotKeyOf,
} from './render-messages.js'

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread of the render pool')
const port = parentPort
// Loaded as the thread starts, so the first count does not wait for the encoding.
const counter = loadTokenCounter()
/**
 * What budgeted renders of a project version keep for the next one (its search index, llms.txt
 * anchors): the first `?q=` on a revision indexes its blocks, later budgets of that revision
 * reuse it. A few versions only; a sync makes a new version and the old one ages out.
 */
const memos = new LRUCache<string, RenderMemo>({ max: 4 })

/**
 * The snapshots this thread was sent, by key (render-messages.ts), so later renders of the same
 * version (each new budget) are sent without one. Two only: each may be a large project, and the
 * main thread keeps its own copy to send again when a key has aged out here.
 */
const snapshots = new LRUCache<string, PublicSnapshot>({ max: 2 })

/** A render named a snapshot by key that this thread does not hold (never sent, or aged out). */
class SnapshotMissing extends Error {}

function memoOf(snapshot: PublicSnapshot): RenderMemo {
  const key = snapshotKeyOf(snapshot)
  let memo = memos.get(key)
  if (!memo) {
    memo = new Map()
    memos.set(key, memo)
  }
  return memo
}

port.on('message', async (call: RenderCall) => {
  let reply: RenderReply
  try {
    reply = { id: call.id, ok: true, value: await answer(call) }
  } catch (error) {
    reply = { id: call.id, ok: false, error: failure(error) }
  }
  port.postMessage(reply)
})

async function answer(call: RenderCall): Promise<RenderValue> {
  switch (call.kind) {
    case 'render': {
      const snapshot = call.snapshot ?? snapshots.get(call.snapshotKey)
      if (!snapshot)
        throw new SnapshotMissing(`no snapshot ${JSON.stringify(call.snapshotKey)} in this thread`)
      if (call.snapshot) snapshots.set(call.snapshotKey, call.snapshot)
      return renderPublicOutput(snapshot, call.request, await counter, memoOf(snapshot))
    }
    case 'llms.txt template':
      return renderLlmsTxtTemplate(call.snapshot, call.completeOnly)
    case 'mcp context':
      return contextDocument(call.snapshot, call.options, await counter)
    case 'mcp llms.txt':
      return llmsTxt(call.snapshot, call.baseUrl)
    case 'count tokens':
      return (await counter)(call.text)
  }
}

/** What the main thread needs to raise the same error: domain errors by kind, others by text. */
function failure(error: unknown): RenderFailure {
  if (error instanceof SnapshotMissing) return { kind: 'snapshot-missing', message: error.message }
  if (error instanceof NotFoundError) return { kind: 'not-found', message: error.message }
  if (error instanceof ValidationError) return { kind: 'invalid', message: error.message }
  if (error instanceof AppError)
    return { kind: 'other', message: `${error.constructor.name}: ${error.message}` }
  if (error instanceof Error) return { kind: 'other', message: error.stack ?? error.message }
  return { kind: 'other', message: String(error) }
}
