// A worker thread of the render pool (render-pool.ts): renders public outputs from snapshots the
// main thread sends, so a long render never blocks the event loop that answers every request.
import { parentPort } from 'node:worker_threads'
import { AppError, NotFoundError } from '../domain/errors.js'
import { renderLlmsTxtTemplate, renderPublicOutput } from '../domain/public-context-service.js'
import { contextMarkdown, llmsTxt } from '../mcp/context-documents.js'
import type { RenderCall, RenderFailure, RenderReply, RenderValue } from './render-messages.js'

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread of the render pool')
const port = parentPort

port.on('message', (call: RenderCall) => {
  let reply: RenderReply
  try {
    reply = { id: call.id, ok: true, value: answer(call) }
  } catch (error) {
    reply = { id: call.id, ok: false, error: failure(error) }
  }
  port.postMessage(reply)
})

function answer(call: RenderCall): RenderValue {
  switch (call.kind) {
    case 'render':
      return renderPublicOutput(call.snapshot, call.request)
    case 'llms.txt template':
      return renderLlmsTxtTemplate(call.snapshot, call.completeOnly)
    case 'mcp context':
      return contextMarkdown(call.snapshot, call.options)
    case 'mcp llms.txt':
      return llmsTxt(call.snapshot, call.baseUrl)
  }
}

/** What the main thread needs to raise the same error: domain errors by kind, others by text. */
function failure(error: unknown): RenderFailure {
  if (error instanceof NotFoundError) return { kind: 'not-found', message: error.message }
  if (error instanceof AppError)
    return { kind: 'other', message: `${error.constructor.name}: ${error.message}` }
  if (error instanceof Error) return { kind: 'other', message: error.stack ?? error.message }
  return { kind: 'other', message: String(error) }
}
