// Throwaway PostgreSQL and Redis servers for the test suite: started on free loopback ports in
// temporary directories, torn down afterwards. PostgreSQL refuses to run as root, so as root
// it runs as the `postgres` user (runuser).
import { execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function which(name) {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null
  } catch {
    return null
  }
}

/** Directory holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPostgresBin() {
  const onPath = which('pg_ctl')
  if (onPath && which('initdb')) return join(onPath, '..')
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const bin = join(root, version, 'bin')
    if (existsSync(join(bin, 'pg_ctl')) && existsSync(join(bin, 'initdb'))) return bin
  }
  return null
}

const isRoot = process.getuid?.() === 0

function runAsPostgres(command, args) {
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
}

/** Starts a PostgreSQL server; resolves to {url, stop()}. */
export async function startPostgres() {
  const bin = findPostgresBin()
  if (!bin) return null
  const dir = mkdtempSync(join(tmpdir(), 'pctx-pg-'))
  if (isRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
      Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
    )
  const data = join(dir, 'data')
  const port = await freePort()
  runAsPostgres(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ])
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`
  const start = () =>
    runAsPostgres(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ])
  // A fast stop (clients cut off, then a shutdown checkpoint) rather than an immediate one:
  // synchronous_commit=off acknowledges a commit before its WAL is written, so an immediate stop
  // right after a write could lose it, which a production server (synchronous_commit on) never
  // does; the outage tests saw their seeded key vanish that way.
  const halt = () => runAsPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'])
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server but keeps its data, as an outage would. */
    pause: halt,
    /** Starts it again on the same port and data after `pause`. */
    resume: start,
    stop() {
      try {
        halt()
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Starts a Redis server without persistence; resolves to {url, port, stop()}, or null when
 * missing. `port` starts it on a given port (a test restarting Redis after an outage).
 */
export async function startRedis(options = {}) {
  const binary = which('redis-server')
  if (!binary) return null
  const dir = mkdtempSync(join(tmpdir(), 'pctx-redis-'))
  const port = options.port ?? (await freePort())
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start within 20 s')), 20_000)
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited with ${code}`))
    })
  })
  child.stdout.resume()
  child.stderr.resume()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop() {
      child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
