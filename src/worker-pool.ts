import { Worker, type WorkerOptions } from 'node:worker_threads'

/** What a pool's threads answer: `{id, ok: true, value}` or `{id, ok: false, error}`. */
export type WorkerReply<Value, Failure> =
  | { id: number; ok: true; value: Value }
  | { id: number; ok: false; error: Failure }

export interface WorkerPool<Body extends object, Value> {
  /** Sends `body` (with an `id` added) to the thread with the fewest calls waiting. */
  call(body: Body): Promise<Value>
  /** The threads alive now (started on first use, replaced after one dies). */
  readonly workers: readonly Worker[]
  /** Calls sent to a thread and not answered yet. */
  readonly pending: number
  /** Stops every thread; calls under way and later ones fail with `shuttingDown()`. */
  close(): Promise<void>
}

interface Pending<Value> {
  resolve(value: Value): void
  reject(error: Error): void
}

interface Slot<Value> {
  worker: Worker | undefined
  pending: Map<number, Pending<Value>>
}

/**
 * The worker threads behind the render pool (src/http) and the SQLite search pool (src/store):
 * work that must not block the event loop goes to `threads` threads, each call to the thread
 * with the fewest calls waiting. A thread that dies (crash, out of memory, terminated) fails the
 * calls it held and is replaced on the next call. Threads keep the process alive only while
 * they hold calls.
 */
export function createWorkerPool<Body extends object, Value, Failure>(options: {
  threads: number
  spawn: () => Worker
  /** The error a failed call raises on this thread. */
  failure: (error: Failure) => Error
  /** The error of the calls a thread held when it stopped; `crash` is `: message` or ''. */
  stopped: (code: number, crash: string) => Error
  shuttingDown: () => Error
  /** Runs before a thread is started; throwing fails the call with that error instead. */
  beforeStart?: () => void
}): WorkerPool<Body, Value> {
  const slots: Slot<Value>[] = Array.from({ length: Math.max(1, options.threads) }, () => ({
    worker: undefined,
    pending: new Map(),
  }))
  let nextId = 1
  let closed = false

  function start(slot: Slot<Value>): Worker {
    options.beforeStart?.()
    const worker = options.spawn()
    worker.unref()
    worker.on('message', (reply: WorkerReply<Value, Failure>) => {
      const call = slot.pending.get(reply.id)
      if (!call) return
      slot.pending.delete(reply.id)
      if (slot.pending.size === 0) worker.unref()
      if (reply.ok) call.resolve(reply.value)
      else call.reject(options.failure(reply.error))
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
      for (const call of calls) call.reject(closed ? options.shuttingDown() : options.stopped(code, crash))
    })
    slot.worker = worker
    return worker
  }

  function call(body: Body): Promise<Value> {
    if (closed) return Promise.reject(options.shuttingDown())
    let slot = slots[0] as Slot<Value>
    for (const candidate of slots) if (candidate.pending.size < slot.pending.size) slot = candidate
    let worker: Worker
    try {
      worker = slot.worker ?? start(slot)
    } catch (error) {
      return Promise.reject(asError(error))
    }
    const id = nextId++
    return new Promise<Value>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject })
      worker.ref()
      try {
        worker.postMessage({ id, ...body })
      } catch (error) {
        // A body that cannot be copied to the thread: nothing was sent.
        slot.pending.delete(id)
        if (slot.pending.size === 0) worker.unref()
        reject(asError(error))
      }
    })
  }

  return {
    call,
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

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

/**
 * A thread running `name`.js beside `moduleUrl` (tsc's dist, or the esbuild bundle, where
 * scripts/bundle.mjs makes each worker an entry next to the chunks). Run from the TypeScript
 * sources (tests, `npm run dev`), a thread does not inherit tsx's loader on Node 20, so it
 * registers tsx before importing the `.ts` entry.
 */
export function spawnModuleWorker(
  moduleUrl: string,
  name: string,
  workerData?: unknown,
  options: Pick<WorkerOptions, 'resourceLimits'> = {},
): Worker {
  if (!moduleUrl.endsWith('.ts'))
    return new Worker(new URL(`./${name}.js`, moduleUrl), { workerData, ...options })
  const entry = new URL(`./${name}.ts`, moduleUrl).href
  const tsx = import.meta.resolve('tsx/esm/api')
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(boot, { eval: true, workerData, ...options })
}
