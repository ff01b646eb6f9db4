// A thread of the schema pool (schema-pool.ts): compiles custom-type schemas and checks values
// against them, so neither ever blocks the event loop that answers every request.
import { parentPort } from 'node:worker_threads'
import { runSchemaCheck, type SchemaCheck } from './schema-check.js'
import type { SchemaMessage } from './schema-messages.js'

if (!parentPort) throw new Error('schema-worker.ts runs as a worker thread of the schema pool')
const port = parentPort

port.on('message', (call: { id: number } & SchemaCheck) => {
  const { id } = call
  let message: SchemaMessage
  try {
    const result = runSchemaCheck(call, (step) =>
      port.postMessage({ id, progress: step } satisfies SchemaMessage),
    )
    message = { id, ok: true, result }
  } catch (error) {
    message = {
      id,
      ok: false,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }
  }
  port.postMessage(message)
})
