import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { BIN, childEnv, REPO_ROOT, trackChild } from './cli.js'

/** A port that was free a moment ago: bind port 0 on loopback, read it, close. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
}

export interface ServerProcess {
  url: string
  port: number
  proc: ChildProcess
  /** Everything the server wrote so far (logs go to stdout, the demo banner to stderr). */
  stdout(): string
  stderr(): string
  /** Resolves when the process has exited and its output has all been read. */
  exited: Promise<Exit>
  /** Resolves once `predicate(stdout + stderr)` holds; rejects after `timeoutMs` or on exit. */
  waitForOutput(predicate: (output: string) => boolean, timeoutMs?: number): Promise<void>
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after `timeoutMs`. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>
}

export interface StartOptions {
  /** DATABASE_URL of the server; a server with its own temp DB is the caller's to arrange. */
  db: string
  env?: Record<string, string>
  args?: string[]
  /** The script node runs; bin/pctx.js by default. */
  entry?: string
  /** How long to wait for /healthz. */
  startTimeoutMs?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Spawns `node bin/pctx.js serve` (or `node <entry> serve`) without waiting for anything, in
 * `cwd` (the repository root by default).
 */
export function spawnServe(
  env: Record<string, string>,
  args: string[] = [],
  entry = BIN,
  cwd = REPO_ROOT,
): ServerProcess {
  const proc = spawn(process.execPath, [entry, 'serve', ...args], {
    cwd,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  trackChild(proc)
  let out = ''
  let err = ''
  proc.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk
  })
  proc.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk
  })
  const exited = new Promise<Exit>((resolve) => {
    proc.once('exit', (code, signal) => {
      // 'exit' can come before the last output is read from the pipes, which cluster workers
      // write to too: wait until they close (at most 2 s, should a process that outlived the
      // server hold them), so that the output read after the exit is all of it.
      const timer = setTimeout(() => resolve({ code, signal }), 2000)
      proc.once('close', () => {
        clearTimeout(timer)
        resolve({ code, signal })
      })
    })
  })
  let done: Exit | undefined
  void exited.then((exit) => {
    done = exit
  })
  const port = Number(env.PORT ?? 0)
  const self: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    proc,
    stdout: () => out,
    stderr: () => err,
    exited,
    async waitForOutput(predicate, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs
      while (!predicate(out + err)) {
        if (done) throw new Error(`server exited (${done.code ?? done.signal}) first:\n${err}`)
        if (Date.now() > deadline) throw new Error(`timed out waiting for server output:\n${out}\n${err}`)
        await sleep(25)
      }
    },
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      if (done) return done
      proc.kill(signal)
      const timer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs)
      const exit = await exited
      clearTimeout(timer)
      return exit
    },
  }
  return self
}

/**
 * Starts `pctx serve` on a free loopback port with the given database and waits until /healthz
 * answers. Callers stop it (or `killChildren()` in an `after` hook).
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const server = spawnServe(
      { DATABASE_URL: options.db, PORT: String(port), HOST: '127.0.0.1', ...options.env },
      options.args,
      options.entry,
    )
    try {
      await waitHealthy(server, options.startTimeoutMs ?? 45_000)
      // The banner (demo key) and this line reach stderr through a pipe that may lag behind the
      // health check's answer: wait for the last line `serve` prints once it is up.
      await server.waitForOutput((output) => output.includes('pctx listening on'), 10_000)
      return server
    } catch (error) {
      await server.stop('SIGKILL')
      // Someone else may have taken the port between freePort() and listen: try another.
      if (attempt < 3 && server.stderr().includes('EADDRINUSE')) continue
      throw error
    }
  }
}

async function waitHealthy(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exit: Exit | undefined
  void server.exited.then((e) => {
    exit = e
  })
  for (;;) {
    if (exit)
      throw new Error(
        `pctx serve exited (${exit.code ?? exit.signal}) before it was healthy:\n${server.stderr()}`,
      )
    try {
      const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2000) })
      if (res.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`pctx serve not healthy after ${timeoutMs} ms:\n${server.stderr()}`)
    await sleep(100)
  }
}

/** The `pctx_…` key the demo banner printed on stderr, if any. */
export function bannerKey(stderr: string): string | undefined {
  return /pctx_[A-Za-z0-9_-]{43}/.exec(stderr)?.[0]
}

/** Reads a fetch response's JSON body (the envelope). */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field
export async function readJson(response: Response): Promise<any> {
  return response.json()
}
