import type { Worker } from 'node:worker_threads'
import { spawnModuleWorker } from '../../worker-pool.js'
import { ValidationError } from '../errors.js'
import {
  runSchemaCheck,
  type SchemaCheck,
  type SchemaCheckResult,
  type SchemaProgress,
} from './schema-check.js'
import type { SchemaMessage } from './schema-messages.js'

/** How long one schema may take to compile before its check is stopped. */
export const COMPILE_BUDGET_MS = 30_000
/** How long the values of one check (a sync, a restore, a type's existing blocks) may take. */
export const VALIDATE_BUDGET_MS = 5_000
/** Heap of one schema thread: its compiled schemas (capped in type-schema.ts) and one check. */
const THREAD_HEAP_MB = 256

/** A check of custom-type schemas, with the type names its errors use. */
export interface NamedSchemaCheck extends SchemaCheck {
  /** The type of each schema, in the same order. */
  types: string[]
}

/** Runs checks of custom-type schemas: in threads (the server) or on the caller's thread (the CLI). */
export interface SchemaChecker {
  /** Throws a ValidationError naming the type when a check runs past its budget. */
  check(check: NamedSchemaCheck): Promise<SchemaCheckResult>
  close(): Promise<void>
}

/**
 * On the caller's thread, without budgets: for the CLI, which checks its own folder's types
 * before a push, and for tests of the domain alone.
 */
export const inThreadSchemaChecker: SchemaChecker = {
  check: async (check) => runSchemaCheck(check),
  close: async () => {},
}

interface Job {
  check: NamedSchemaCheck
  resolve(result: SchemaCheckResult): void
  reject(error: Error): void
}

interface Slot {
  worker: Worker | undefined
  job: (Job & { id: number; step: SchemaProgress | undefined; overrun?: Error }) | undefined
  timer: NodeJS.Timeout | undefined
}

/**
 * Compiles custom-type schemas and checks values against them in `threads` worker threads
 * (schema-worker.ts), one check at a time per thread, the others waiting in order. A schema's
 * patterns and size decide how long these take, and a project's users write the schema; so a
 * check that runs past its budget (COMPILE_BUDGET_MS per schema compiled, VALIDATE_BUDGET_MS for
 * the values) has its thread terminated and answers a 400 naming the type. The event loop only
 * copies the values across (docs/decisions.md, "Custom-type schemas run in threads").
 */
export function createSchemaPool({ threads }: { threads: number }): SchemaChecker {
  const slots: Slot[] = Array.from({ length: Math.max(1, threads) }, () => ({
    worker: undefined,
    job: undefined,
    timer: undefined,
  }))
  const waiting: Job[] = []
  let nextId = 1
  let closed = false

  function arm(slot: Slot, ms: number, overrun: () => Error): void {
    clearTimeout(slot.timer)
    slot.timer = setTimeout(() => {
      const job = slot.job
      if (!job) return
      job.overrun = overrun()
      // The exit handler fails the job with `overrun` and starts the next one on a new thread.
      void slot.worker?.terminate()
    }, ms)
    slot.timer.unref()
  }

  function start(slot: Slot): Worker {
    const worker = spawnModuleWorker(import.meta.url, 'schema-worker', undefined, {
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    })
    worker.unref()
    worker.on('message', (message: SchemaMessage) => {
      const job = slot.job
      if (!job || job.id !== message.id) return
      if ('progress' in message) {
        const { schema, phase } = message.progress
        const type = job.check.types[schema] ?? '?'
        // Each compile gets its own budget; the values share one, started with the first of them.
        if (phase === 'compile') arm(slot, COMPILE_BUDGET_MS, () => compileOverrun(type))
        else if (job.step?.phase !== 'validate')
          arm(slot, VALIDATE_BUDGET_MS, () => validateOverrun(job.check.types[job.step?.schema ?? 0] ?? type))
        job.step = message.progress
        return
      }
      finish(slot)
      if (message.ok) job.resolve(message.result)
      else job.reject(new Error(`Checking a custom type failed in its thread: ${message.error}`))
      next()
    })
    let crash = ''
    worker.on('error', (error) => {
      crash = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : error.message
    })
    worker.on('exit', (code) => {
      if (slot.worker === worker) slot.worker = undefined
      const job = slot.job
      if (!job) return
      finish(slot)
      const type = job.check.types[job.step?.schema ?? 0] ?? '?'
      if (job.overrun) job.reject(job.overrun)
      else if (closed) job.reject(new Error('Checking a custom type failed: the server is shutting down'))
      else if (crash === 'memory') job.reject(memoryOverrun(type))
      else
        job.reject(
          new Error(
            `Checking a custom type failed: its thread stopped (exit code ${code})${crash && `: ${crash}`}`,
          ),
        )
      next()
    })
    slot.worker = worker
    return worker
  }

  function finish(slot: Slot): void {
    clearTimeout(slot.timer)
    slot.timer = undefined
    slot.job = undefined
    if (slot.worker) slot.worker.unref()
  }

  function next(): void {
    for (const slot of slots) {
      if (slot.job || waiting.length === 0 || closed) continue
      const job = waiting.shift() as Job
      const id = nextId++
      let worker: Worker
      try {
        worker = slot.worker ?? start(slot)
      } catch (error) {
        job.reject(error instanceof Error ? error : new Error(String(error)))
        continue
      }
      // No budget yet: a new thread loads its code first (seconds on a busy machine), then says
      // when it starts a compile or the values; before that it only parses the schemas' text.
      slot.job = { ...job, id, step: undefined }
      worker.ref()
      const { types: _names, ...check } = job.check
      try {
        worker.postMessage({ id, ...check })
      } catch (error) {
        finish(slot)
        job.reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
  }

  return {
    check(check) {
      if (closed)
        return Promise.reject(new Error('Checking a custom type failed: the server is shutting down'))
      return new Promise((resolve, reject) => {
        waiting.push({ check, resolve, reject })
        next()
      })
    },
    async close() {
      closed = true
      for (const job of waiting.splice(0))
        job.reject(new Error('Checking a custom type failed: the server is shutting down'))
      await Promise.all(slots.map((slot) => slot.worker?.terminate()))
    },
  }
}

function compileOverrun(type: string): ValidationError {
  const message = `the schema of type "${type}" took more than ${COMPILE_BUDGET_MS / 1000} s to compile; make it smaller (fewer properties, definitions and patterns) and PUT it again`
  return new ValidationError(`Type "${type}" cannot be checked: ${message}`, [{ path: 'schema', message }])
}

function validateOverrun(type: string): ValidationError {
  const message = `checking the values of type "${type}" took more than ${VALIDATE_BUDGET_MS / 1000} s, and was stopped; its schema's "pattern" keywords cost time in proportion to their length times the length of the strings they check: shorten the patterns (a character class instead of many alternatives) or the values, or send fewer blocks at once`
  return new ValidationError(`Type "${type}" is too costly to check: ${message}`, [
    { path: 'schema', message },
  ])
}

function memoryOverrun(type: string): ValidationError {
  const message = `checking type "${type}" needed more than ${THREAD_HEAP_MB} MiB of memory, and was stopped; make its schema smaller or send fewer blocks at once`
  return new ValidationError(`Type "${type}" is too costly to check: ${message}`, [
    { path: 'schema', message },
  ])
}
