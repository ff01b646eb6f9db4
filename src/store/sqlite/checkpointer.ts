import type { Worker } from 'node:worker_threads'
import { spawnModuleWorker } from '../../worker-pool.js'
import { CLOSE } from './checkpoint-messages.js'

/**
 * Pages a commit writes to the WAL before the writer checkpoints by itself, when the thread has
 * not: 40 MB with SQLite's 4 KiB pages. Only the backstop: normally the thread copies every
 * commit into the file long before.
 */
export const WRITER_CHECKPOINT_PAGES = 10_000

/** How long a closing store waits for the thread to stop by itself before terminating it. */
const CLOSE_TIMEOUT_MS = 10_000

/** Runs WAL checkpoints in a thread (checkpoint-worker.ts) after commits, off the writer's path. */
export interface Checkpointer {
  /** Asks for a checkpoint of what was just committed; returns at once. */
  committed(): void
  close(): Promise<void>
}

/**
 * SQLite checkpoints on the committing connection by default: a commit that takes the WAL past
 * 1000 pages copies it into the database file and syncs that file before the commit returns,
 * and a big sync paid that on every request. Here the writer's automatic checkpoint is pushed
 * out to WRITER_CHECKPOINT_PAGES and a thread checkpoints after each commit instead. The thread
 * starts on the first commit and again after it dies; `beforeStart` throwing (the file is no
 * longer the one opened) leaves it unstarted, and the writer's backstop checkpoints.
 */
export function createCheckpointer(path: string, beforeStart: () => void): Checkpointer {
  let worker: Worker | undefined
  let closed = false
  const start = (): Worker | undefined => {
    try {
      beforeStart()
    } catch {
      return undefined
    }
    const thread = spawnModuleWorker(import.meta.url, 'checkpoint-worker', { path })
    // A pending checkpoint is no reason to keep the process alive.
    thread.unref()
    thread.on('error', () => {})
    thread.on('exit', () => {
      if (worker === thread) worker = undefined
    })
    return thread
  }
  return {
    committed() {
      if (closed) return
      worker ??= start()
      worker?.postMessage(0)
    },
    async close() {
      closed = true
      const thread = worker
      worker = undefined
      if (!thread) return
      // Asked to stop, not terminated: a thread terminated while it loads the SQLite addon or
      // runs a checkpoint can abort the whole process (Node-API fails to raise an error in a
      // thread being terminated: "FATAL ERROR: Error::New napi_get_last_error_info", seen on
      // Node 24 when `pctx key create` closed the store right after its commit). The thread
      // stops between passes; terminate is the fallback for one that never answers.
      const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()))
      thread.ref()
      thread.postMessage(CLOSE)
      const fallback = setTimeout(() => void thread.terminate(), CLOSE_TIMEOUT_MS)
      await exited
      clearTimeout(fallback)
    },
  }
}
