// Child processes of the benchmark: the pctx server, the baseline server, and their memory.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const BIN = fileURLToPath(new URL('../../bin/pctx.js', import.meta.url))
const BASELINE = fileURLToPath(new URL('../baseline-server.mjs', import.meta.url))

/** Configuration the benchmark sets itself; a value left in the caller's shell must not leak in. */
const CONFIG_VARS = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'REDIS_URL',
  'PUBLIC_BASE_URL',
  'WORKERS',
  'LOG_LEVEL',
  'PUBLIC_RATE_LIMIT_PER_MINUTE',
  'TRUST_PROXY',
  'BODY_LIMIT_BYTES',
  'SYNC_MAX_BLOCKS',
  'PG_POOL_SIZE',
  'LIST_MAX_LIMIT',
  'SEARCH_MAX_LIMIT',
  'SEARCH_MAX_QUERY_LENGTH',
  'PCTX_FROM_SOURCE',
]

/**
 * The node options `npm start` runs the server with (package.json), so the benchmark measures
 * the server as it is deployed.
 */
export function startNodeFlags() {
  const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  const match = /^node((?: --\S+)*) bin\/pctx\.js serve$/.exec(scripts.start)
  if (!match)
    throw new Error(`package.json: npm start is not "node [flags] bin/pctx.js serve": ${scripts.start}`)
  return match[1].split(' ').filter(Boolean)
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A port that was free a moment ago on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** One GET without keep-alive; resolves to the status code, or 0 when nothing answered. */
export function probe(url, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(0))
  })
}

function track(child, label) {
  let output = ''
  const keep = (chunk) => {
    output += chunk
    if (output.length > 64_000) output = output.slice(-32_000)
  }
  child.stdout?.setEncoding('utf8').on('data', keep)
  child.stderr?.setEncoding('utf8').on('data', keep)
  let exit
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal }
      resolve(exit)
    })
  })
  return {
    pid: child.pid,
    output: () => output,
    exited,
    hasExited: () => exit !== undefined,
    async stop(timeoutMs = 15_000) {
      if (exit) return exit
      child.kill('SIGTERM')
      const timer = setTimeout(() => {
        process.stderr.write(`  ${label} did not stop within ${timeoutMs} ms; killing it\n`)
        child.kill('SIGKILL')
      }, timeoutMs)
      const result = await exited
      clearTimeout(timer)
      return result
    },
  }
}

/**
 * Spawns `pctx serve --no-demo` as its own process. Nothing is awaited: `waitReady` polls
 * /healthz. `profileDir` runs it under `node --cpu-prof`.
 */
export async function spawnServer({ databaseUrl, workers = 1, fromSource, profileDir, env = {} }) {
  const port = await freePort()
  const childEnv = { ...process.env }
  for (const name of CONFIG_VARS) delete childEnv[name]
  Object.assign(childEnv, {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    WORKERS: String(workers),
    LOG_LEVEL: 'warn',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
    NODE_ENV: 'production',
    ...(fromSource && { PCTX_FROM_SOURCE: '1' }),
    ...env,
  })
  const nodeArgs = [
    ...startNodeFlags(),
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
  ]
  const child = spawn(process.execPath, [...nodeArgs, BIN, 'serve', '--no-demo'], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const tracked = track(child, 'pctx server')
  const url = `http://127.0.0.1:${port}`
  return {
    ...tracked,
    url,
    /** Resolves once the server printed `pctx listening on` (with WORKERS: every worker listens). */
    async waitListening(timeoutMs = 60_000) {
      const deadline = performance.now() + timeoutMs
      while (!tracked.output().includes('pctx listening on')) {
        if (tracked.hasExited())
          throw new Error(`pctx server exited before it listened:\n${tracked.output()}`)
        if (performance.now() > deadline) throw new Error(`pctx server did not listen within ${timeoutMs} ms`)
        await sleep(20)
      }
    },
    /** Resolves once /healthz answers 200; the time it took from `since` (ms). */
    async waitReady(since = performance.now(), timeoutMs = 60_000, intervalMs = 5) {
      const deadline = since + timeoutMs
      for (;;) {
        if (tracked.hasExited())
          throw new Error(`pctx server exited before it answered:\n${tracked.output()}`)
        if ((await probe(`${url}/healthz`, 1000)) === 200) return performance.now() - since
        if (performance.now() > deadline) {
          throw new Error(`pctx server did not answer /healthz within ${timeoutMs} ms:\n${tracked.output()}`)
        }
        await sleep(intervalMs)
      }
    },
  }
}

/** Starts the raw node:http baseline answering `bodyBytes` of fixed JSON; resolves once it listens. */
export async function startBaseline(bodyBytes) {
  const port = await freePort()
  const child = spawn(process.execPath, [BASELINE, String(port), String(bodyBytes)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const tracked = track(child, 'baseline server')
  const url = `http://127.0.0.1:${port}`
  const deadline = performance.now() + 20_000
  while ((await probe(`${url}/`)) !== 200) {
    if (tracked.hasExited()) throw new Error(`baseline server exited:\n${tracked.output()}`)
    if (performance.now() > deadline) throw new Error('baseline server did not start')
    await sleep(20)
  }
  return { ...tracked, url }
}

function statusField(pid, field) {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8')
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)
    return match ? Number(match[1]) * 1024 : null
  } catch {
    return null
  }
}

/** Child pids of `pid` (Linux /proc; empty where it is not available). */
export function childPids(pid) {
  const path = `/proc/${pid}/task/${pid}/children`
  if (!existsSync(path)) return []
  try {
    return readFileSync(path, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

/**
 * Memory of a process and its children (cluster workers), in bytes: `peak` sums each one's
 * VmHWM (high-water mark of resident memory), `current` each one's VmRSS. Null off Linux.
 */
export function memoryOf(pid) {
  const pids = [pid, ...childPids(pid)]
  let peak = 0
  let current = 0
  for (const each of pids) {
    const hwm = statusField(each, 'VmHWM')
    const rss = statusField(each, 'VmRSS')
    if (hwm === null || rss === null) {
      if (each === pid) return null
      continue
    }
    peak += hwm
    current += rss
  }
  return { peak, current, processes: pids.length }
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on every Linux in use). */
const TICKS_PER_SECOND = 100

/**
 * CPU time (user + system, in ms) used so far by a process and its children (cluster workers).
 * On a shared machine this divided by the requests served is steadier than requests/s.
 */
export function cpuTimeOf(pid) {
  let ticks = 0
  for (const each of [pid, ...childPids(pid)]) {
    try {
      const stat = readFileSync(`/proc/${each}/stat`, 'utf8')
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      if (each === pid) return null
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}

/**
 * Resolves once `pid` (with its children) has gone quiet: at most `quietMs` of CPU in each of
 * two `windowMs` windows in a row, or after `timeoutMs` whatever it does; resolves to the time
 * waited (ms). A server keeps working after it first answers (it loads the MCP SDK, and compiles
 * the route schemas no request has needed yet, one per turn of its event loop: the more routes,
 * the longer). A scenario measured before that is over counts part of the start-up in its CPU per
 * request, and on a loaded machine the compiling stretches over seconds.
 */
export async function settled(pid, { windowMs = 500, quietMs = 20, timeoutMs = 15_000 } = {}) {
  const started = performance.now()
  let quiet = 0
  let before = cpuTimeOf(pid)
  while (quiet < 2 && performance.now() - started < timeoutMs) {
    await sleep(windowMs)
    const now = cpuTimeOf(pid)
    if (now === null || before === null) break
    quiet = now - before <= quietMs ? quiet + 1 : 0
    before = now
  }
  return performance.now() - started
}
