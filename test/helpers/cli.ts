import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadBetterSqlite3 } from '../../src/store/sqlite/load-better-sqlite3.js'

/** bin/pctx.js, the entry point `npx pctx` runs. */
export const BIN_SCRIPT = fileURLToPath(new URL('../../bin/pctx.js', import.meta.url))
/**
 * The `pctx` a test runs as a real process: the bundle of the current sources that
 * scripts/run-tests.mjs builds for the run (PCTX_TEST_ENTRY), as an installed package runs it,
 * else bin/pctx.js, which runs the sources through tsx.
 */
export const BIN = process.env.PCTX_TEST_ENTRY || BIN_SCRIPT
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Children still running; `killChildren` ends them (tests call it in `after`). */
const children = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

/** Registers a child so `killChildren` and process exit can end it. */
export function trackChild(child: ChildProcess): void {
  children.add(child)
  child.once('exit', () => children.delete(child))
}

/** SIGKILLs every child a test started that is still alive and waits for them to go. */
export async function killChildren(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGKILL')
        }),
    ),
  )
}

/**
 * The environment a child gets: the basics to run node, never the caller's own pctx settings
 * (PORT, DATABASE_URL, LOG_LEVEL… of the shell running the tests), plus `env`.
 * PCTX_FROM_SOURCE=1 makes bin/pctx.js run src/ even if a stale dist/ exists.
 */
export function childEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { PCTX_FROM_SOURCE: '1', NODE_ENV: 'test' }
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'SYSTEMROOT', 'LANG']) {
    const value = process.env[name]
    if (value !== undefined) base[name] = value
  }
  return { ...base, ...env }
}

/** A fresh directory with a database path in it; `cleanup` removes it. */
export interface TempDb {
  dir: string
  path: string
  /** `sqlite:<path>`, ready for DATABASE_URL. */
  url: string
  cleanup(): void
}

/**
 * A fresh directory holding an empty SQLite database (no table yet: the first pctx command
 * that opens it migrates it). Admin commands never create a database (see
 * no-implicit-database.test.ts), so the file must exist before `pctx project create` runs.
 */
export function tempDb(): TempDb {
  const dir = mkdtempSync(join(tmpdir(), 'pctx-cli-'))
  const path = join(dir, 'pctx.db')
  const SqliteDatabase = loadBetterSqlite3()
  const empty = new SqliteDatabase(path)
  empty.pragma('journal_mode = WAL')
  empty.close()
  return { dir, path, url: `sqlite:${path}`, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

export interface CliResult {
  /** Exit code, null when killed by a signal. */
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  timedOut: boolean
}

export interface RunOptions {
  /** DATABASE_URL for the child; omit to pass none (then `env` should set it). */
  db?: string
  env?: Record<string, string>
  /** Killed with SIGKILL after this long (a hung CLI must not hang the suite). */
  timeoutMs?: number
  /** Working directory of the child; the repository root by default. */
  cwd?: string
}

/** Runs `node bin/pctx.js …args` to completion and captures its output. */
export function runCli(args: string[], options: RunOptions = {}): Promise<CliResult> {
  return runNode([BIN, ...args], options)
}

/** Runs `node …nodeArgs` from the repository root to completion and captures its output. */
export function runNode(nodeArgs: string[], options: RunOptions = {}): Promise<CliResult> {
  const env = childEnv({ ...(options.db !== undefined && { DATABASE_URL: options.db }), ...options.env })
  const child = spawn(process.execPath, nodeArgs, {
    cwd: options.cwd ?? REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  trackChild(child)
  let stdout = ''
  let stderr = ''
  let timedOut = false
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  const timer = setTimeout(() => {
    timedOut = true
    child.kill('SIGKILL')
  }, options.timeoutMs ?? 60_000)
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, stdout, stderr, timedOut })
    })
  })
}

/** Runs the CLI, expects exit code 0, and parses stdout as JSON. */
export async function runJson<T = unknown>(args: string[], options: RunOptions = {}): Promise<T> {
  const result = await runCli(args, options)
  if (result.code !== 0) {
    throw new Error(`pctx ${args.join(' ')} exited ${result.code}: ${result.stderr}`)
  }
  return JSON.parse(result.stdout) as T
}

/** A CLI failure as the spec wants it: non-zero exit, an `error:` line, nothing on stdout. */
export function describeFailure(result: CliResult): string {
  return `exit ${result.code}\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`
}
