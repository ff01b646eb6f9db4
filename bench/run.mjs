#!/usr/bin/env node
// pctx benchmark suite: `npm run bench [-- options]`. See docs/performance.md.
//
// Builds pctx (dist/), seeds a temporary database through pctx's own services, then runs every
// scenario against a pctx server in its own process (a fresh one per scenario, so each reports
// its own peak memory), driven from this process over loopback. A raw node:http server measured
// in the same run is the baseline that throughput targets are ratios of. Prints a table and
// writes bench/results/latest.json.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { eng as englishStopWords } from 'stopword'
import { measureConsoleFirstRender } from './lib/console-render.mjs'
import { makeBlocks, searchQueries } from './lib/data.mjs'
import { loadTest, median, percentile, sequential } from './lib/load.mjs'
import {
  cpuTimeOf,
  memoryOf,
  REPO_ROOT,
  settled,
  sleep,
  spawnServer,
  startBaseline,
} from './lib/processes.mjs'
import { printTable } from './lib/report.mjs'
import { searchQuestions } from './lib/search-questions.mjs'
import { startSlowReceiver } from './lib/slow-receiver.mjs'
import { socketLoadTest } from './lib/socket-load.mjs'

const SCENARIO_NAMES = [
  'baseline',
  'get',
  'get-session',
  'list',
  'search',
  'search-1conn',
  'search-questions-1conn',
  'search-questions-synonyms-1conn',
  'search-questions-synonyms50-1conn',
  'get-during-searches',
  'llms-txt',
  'llms-txt-identity',
  'llms-txt-304',
  'llms-txt-budget',
  'budget-first-render',
  'budget-first-render-q',
  'sync',
  'export',
  'export-past',
  'webhook-slow-receiver',
  'startup',
  'console-first-render',
  'workers2-get',
  'relevance',
]

const USAGE = `Usage: npm run bench -- [options]

  --quick            3 s per scenario and smaller data (20 000-block search project)
  --smoke            the quickest run (tiny data, ~1 s per scenario, straight from src/): a check
                     that the bench works, not a measurement
  --postgres         run on a throwaway PostgreSQL server (scripts/test-services.mjs)
  --only <names>     comma-separated scenarios: ${SCENARIO_NAMES.join(', ')}
  --held-out         relevance: also score the held-out questions (aggregates only); run it once,
                     at the end of tuning search (docs/performance.md, "Search relevance")
  --duration <s>     seconds per throughput scenario (default 10; --quick 3; --smoke 1)
  --connections <n>  concurrent connections (default 50)
  --db <file>        SQLite file to use; seeded when new, reused (with <file>.json) when present
  --from-source      run src/ through tsx instead of building dist/
  --no-build         use the existing dist/ as it is
  --profile          run each server under node --cpu-prof (bench/results/profiles/)
  --out <file>       where to write the JSON results (default bench/results/latest.json)
  -h, --help         this text`

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
    'held-out': { type: 'boolean', default: false },
    only: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string' },
    'from-source': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    out: { type: 'string', default: join(REPO_ROOT, 'bench/results/latest.json') },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
if (args.help) {
  console.log(USAGE)
  process.exit(0)
}

const mode = args.smoke ? 'smoke' : args.quick ? 'quick' : 'full'
const SIZES = {
  full: { small: 200, search: 100_000, export: 10_000, sync: 1000 },
  quick: { small: 200, search: 20_000, export: 10_000, sync: 1000 },
  smoke: { small: 40, search: 400, export: 200, sync: 50 },
}[mode]
const durationS = Number(args.duration ?? { full: 10, quick: 3, smoke: 1 }[mode])
const warmupS = { full: 2, quick: 1, smoke: 0.5 }[mode]
const connections = Number(args.connections)
const sequentialRuns = { full: 15, quick: 7, smoke: 3 }[mode]
/** Issue 11: get-by-key must keep its p99 "while 8 searches run at once". */
const CONCURRENT_SEARCHES = 8
/**
 * get-by-key during those searches runs on one connection: the wait of one request queued behind
 * searches, not behind 49 other gets (the `get` scenario measures 50 connections).
 */
const GET_CONNECTIONS_DURING_SEARCHES = 1
const startupRuns = { full: 7, quick: 5, smoke: 1 }[mode]
/** First loads of the console in a fresh browser context each (issue 14: first render ≤ 1 s). */
const consoleRuns = { full: 9, quick: 5, smoke: 2 }[mode]
const fromSource = args['from-source'] || args.smoke
const only = args.only ? new Set(args.only.split(',').map((name) => name.trim())) : null
if (only) {
  for (const name of only) {
    if (!SCENARIO_NAMES.includes(name)) {
      console.error(`unknown scenario "${name}"; choose from ${SCENARIO_NAMES.join(', ')}`)
      process.exit(2)
    }
  }
}
if (!(durationS > 0) || !(connections >= 1)) {
  console.error('--duration and --connections must be positive numbers')
  process.exit(2)
}
const wanted = (name) => !only || only.has(name)
/** Scenarios measured against a pctx server (everything but the relevance benchmark). */
const SERVER_SCENARIOS = SCENARIO_NAMES.filter((name) => name !== 'relevance')
const log = (text) => process.stderr.write(`${text}\n`)

// ---------------------------------------------------------------------------------------------
// Everything started here is stopped on exit, on error and on Ctrl-C.
const cleanups = []
async function cleanup() {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn()
    } catch (error) {
      log(`cleanup: ${error.message}`)
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanup().finally(() => process.exit(130))
  })
}

function machine() {
  const cpuInfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : ''
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuInfo)?.[1] ?? cpus()[0]?.model ?? 'unknown'
  let nproc = cpus().length
  try {
    nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim()) || nproc
  } catch {}
  return {
    nproc,
    cpu: model,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  }
}

/**
 * The relevance benchmark (bench/relevance/run.mjs) in its own process, straight from src/: it
 * measures ranking quality, not speed. It always measures pctx on SQLite (with and without the
 * products' synonyms), plain BM25 and MiniSearch, and pctx on PostgreSQL too when one can be
 * started (required with --postgres). A smoke run takes one product on
 * SQLite. Its table goes to stdout, its results next to the main results file.
 */
function runRelevance() {
  const out = join(dirname(resolve(args.out)), 'relevance.json')
  const childArgs = ['--import', 'tsx', join(REPO_ROOT, 'bench/relevance/run.mjs'), '--out', out]
  if (args['held-out']) childArgs.push('--held-out')
  if (mode === 'smoke') childArgs.push('--sqlite-only', '--projects', 'lumen')
  else if (args.postgres) childArgs.push('--postgres')
  log(
    '▶ relevance: labelled questions over the relevance corpus (pctx, with and without synonyms; plain BM25; MiniSearch)',
  )
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, childArgs, {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the relevance benchmark failed (exit ${code})`))
      else {
        const report = JSON.parse(readFileSync(out, 'utf8'))
        resolvePromise({
          file: out,
          corpus: report.corpus,
          questions: report.questions,
          aggregates: report.aggregates,
        })
      }
    })
  })
}

/** The console's files (dist/console), which the server serves; rebuilt only when stale. */
function buildConsole() {
  execFileSync(process.execPath, [join(REPO_ROOT, 'console/build.mjs'), '--if-stale'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

function build() {
  log('building dist/ (npm run build)…')
  const started = performance.now()
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
  log(`  built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/** Runs bench/seed.mjs in its own process and returns what it printed. */
function seed(databaseUrl) {
  const options = { databaseUrl, fromSource, sizes: SIZES }
  const nodeArgs = fromSource ? ['--import', 'tsx'] : []
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      [...nodeArgs, join(REPO_ROOT, 'bench/seed.mjs'), JSON.stringify(options)],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      out += chunk
    })
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`seeding failed (exit ${code})`))
      else resolvePromise(JSON.parse(out.trim().split('\n').at(-1)))
    })
  })
}

async function prepareDatabase() {
  if (args.postgres) {
    const { startPostgres } = await import('../scripts/test-services.mjs')
    log('starting a throwaway PostgreSQL server…')
    const pg = await startPostgres()
    if (!pg) throw new Error('--postgres needs PostgreSQL installed (initdb and pg_ctl); see .ci/run')
    cleanups.push(() => pg.stop())
    const { default: pgModule } = await import('pg')
    const client = new pgModule.Client({ connectionString: pg.url })
    await client.connect()
    await client.query('CREATE DATABASE pctx_bench')
    await client.end()
    const databaseUrl = pg.url.replace(/\/postgres$/, '/pctx_bench')
    log('seeding PostgreSQL through the sync service…')
    return { databaseUrl, seeded: await seed(databaseUrl), engine: 'postgres' }
  }
  if (args.db) {
    const path = resolve(args.db)
    const meta = `${path}.json`
    const databaseUrl = `sqlite:${path}`
    if (existsSync(path) && existsSync(meta)) {
      const saved = JSON.parse(readFileSync(meta, 'utf8'))
      if (JSON.stringify(saved.sizes) === JSON.stringify(SIZES)) {
        log(`reusing the seeded database ${path}`)
        return { databaseUrl, seeded: saved.seeded, engine: 'sqlite' }
      }
      throw new Error(
        `${path} was seeded with other sizes (${JSON.stringify(saved.sizes)}); remove it or pick another --db`,
      )
    }
    mkdirSync(dirname(path), { recursive: true })
    log(`seeding ${path} through the sync service…`)
    const seeded = await seed(databaseUrl)
    writeFileSync(meta, JSON.stringify({ sizes: SIZES, seeded }))
    return { databaseUrl, seeded, engine: 'sqlite' }
  }
  const dir = mkdtempSync(join(tmpdir(), 'pctx-bench-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  const databaseUrl = `sqlite:${join(dir, 'bench.db')}`
  log('seeding a temporary SQLite database through the sync service…')
  return { databaseUrl, seeded: await seed(databaseUrl), engine: 'sqlite' }
}

// ---------------------------------------------------------------------------------------------

const MB = 1024 * 1024
const round = (value, digits = 2) =>
  value === null || value === undefined ? null : Number(value.toFixed(digits))

async function main() {
  const started = new Date()
  const info = machine()
  // The machine is shared: the load average says how much else ran during the measurement.
  const loadAtStart = loadavg().map((v) => round(v))
  log(
    `pctx bench (${mode}${args.postgres ? ', PostgreSQL' : ', SQLite'}): ${info.nproc} cores, ${info.cpu}, Node ${info.node}`,
  )
  const relevance = wanted('relevance') ? await runRelevance() : null
  if (!SERVER_SCENARIOS.some(wanted)) return
  if (!fromSource && !args['no-build']) build()
  if (!fromSource && !existsSync(join(REPO_ROOT, 'dist/cli/main.js'))) {
    throw new Error('dist/ is missing: run without --no-build, or with --from-source')
  }
  if (wanted('console-first-render')) buildConsole()
  const { databaseUrl, seeded, engine } = await prepareDatabase()
  const headers = { 'x-api-key': seeded.key }
  const { small, search: searchProject, export: exportProject, sync: syncProject } = seeded.projects
  const profileDir = args.profile ? join(REPO_ROOT, 'bench/results/profiles') : undefined
  if (profileDir) mkdirSync(profileDir, { recursive: true })

  // A smoke run shares one server between scenarios: starting one from src/ through tsx costs
  // seconds. Measuring runs start a fresh server per scenario, so each reports its own memory.
  let shared = null
  if (mode === 'smoke') cleanups.push(() => shared?.stop())

  async function startServer(name, workers, env = {}) {
    const server = await spawnServer({
      databaseUrl,
      workers,
      env,
      fromSource,
      ...(profileDir && { profileDir: join(profileDir, name) }),
    })
    cleanups.push(() => server.stop())
    await server.waitListening()
    await server.waitReady(performance.now(), 60_000, 20)
    // A server loads the MCP SDK and compiles the schemas of routes not asked yet in the
    // background once it listens: let that finish, or it lands in the first measurements (CPU
    // per request) of whatever scenario runs next.
    if (mode !== 'smoke') {
      await sleep(1500)
      const waited = await settled(server.pid)
      if (waited > 1500) note(`waited ${(waited / 1000).toFixed(1)} s more for the server's start-up work`)
    }
    return server
  }

  /** Runs `fn` against a pctx server (fresh unless this is a smoke run), with its memory. */
  async function withServer(name, fn, { workers = 1, env } = {}) {
    const reuse = mode === 'smoke' && workers === 1 && env === undefined
    if (reuse) shared ??= await startServer('shared', 1)
    const server = reuse ? shared : await startServer(name, workers, env)
    try {
      const idle = memoryOf(server.pid)
      const result = await fn(server)
      const memory = memoryOf(server.pid)
      return { ...result, memory, idle }
    } finally {
      if (!reuse) await server.stop()
    }
  }

  const blockPaths = small.keys.map((key) => `/api/v1/projects/${small.id}/blocks/${encodeURIComponent(key)}`)
  const results = []
  const note = (text) => log(`  ${text}`)

  /**
   * A load test on a fresh server after a warm-up. `prepare(server)` may return extra request
   * headers and the expected status (e.g. an If-None-Match answered 304).
   */
  async function throughput(
    name,
    paths,
    { workers = 1, conns = connections, prepare, load = loadTest, env, keyless = false } = {},
  ) {
    log(
      `▶ ${name}: ${durationS} s, ${conns} connection${conns > 1 ? 's' : ''}${workers > 1 ? `, WORKERS=${workers}` : ''}`,
    )
    return withServer(
      name,
      async (server) => {
        const extra = (await prepare?.(server)) ?? {}
        const options = {
          baseUrl: server.url,
          paths,
          headers: keyless ? { ...extra.headers } : { ...headers, ...extra.headers },
          connections: conns,
          ...(extra.okStatus && { okStatus: extra.okStatus }),
        }
        await load({ ...options, durationS: warmupS })
        const run = await measured(server.pid, () => load({ ...options, durationS }))
        return { ...run, loader: load === socketLoadTest ? 'socket' : 'autocannon' }
      },
      { workers, ...(env && { env }) },
    )
  }

  // Size of one block's GET response: the baseline answers the same number of bytes.
  let blockBytes = 0
  if (
    [
      'baseline',
      'get',
      'get-session',
      'list',
      'llms-txt',
      'llms-txt-identity',
      'llms-txt-304',
      'llms-txt-budget',
      'workers2-get',
    ].some(wanted)
  ) {
    await withServer('probe', async (server) => {
      let total = 0
      for (const path of blockPaths) {
        const response = await fetch(`${server.url}${path}`, { headers })
        total += Buffer.byteLength(await response.text())
      }
      blockBytes = Math.round(total / blockPaths.length)
      return {}
    })
    log(`one block's GET response: ${blockBytes} bytes on average`)
  }

  async function runBaseline(label, bytes = blockBytes, load = loadTest) {
    const loader = load === socketLoadTest ? 'socket' : 'autocannon'
    log(`▶ ${label}: raw node:http, ${bytes} bytes of fixed JSON (${loader} client)`)
    const baseline = await startBaseline(bytes)
    cleanups.push(() => baseline.stop())
    try {
      await load({ baseUrl: baseline.url, paths: ['/'], connections, durationS: warmupS })
      const run = await measured(baseline.pid, () =>
        load({ baseUrl: baseline.url, paths: ['/'], connections, durationS }),
      )
      return { ...run, loader, memory: memoryOf(baseline.pid) }
    } finally {
      await baseline.stop()
    }
  }

  /** Runs a load test, adding the server's CPU time per request served. */
  async function measured(pid, run) {
    const cpuBefore = cpuTimeOf(pid)
    const result = await run()
    const cpuAfter = cpuTimeOf(pid)
    const cpuMsPerRequest =
      cpuBefore !== null && cpuAfter !== null && result.requests > 0
        ? (cpuAfter - cpuBefore) / result.requests
        : null
    note(
      `${result.reqPerSec.toFixed(0)} req/s, p50 ${result.p50Ms?.toFixed(2)} ms, p99 ${result.p99Ms?.toFixed(2)} ms, server CPU ${((cpuMsPerRequest ?? 0) * 1000).toFixed(0)} µs/request`,
    )
    return { ...result, cpuMsPerRequest }
  }

  const baselines = []
  if (blockBytes > 0) baselines.push(await runBaseline('baseline'))
  // The public llms.txt answers are compressed (binary) bodies, which autocannon cannot measure
  // (bench/lib/socket-load.mjs): they run with the socket client, against a baseline it measured.
  const llmsScenarios = ['llms-txt', 'llms-txt-identity', 'llms-txt-304', 'llms-txt-budget']
  const socketBaselines = []
  if (blockBytes > 0 && llmsScenarios.some(wanted))
    socketBaselines.push(await runBaseline('baseline-socket', blockBytes, socketLoadTest))

  if (wanted('get')) {
    const run = await throughput('get', blockPaths)
    results.push({ name: 'get', title: 'get block by key (auth + rate limit + store)', ...run })
  }
  if (wanted('get-session')) {
    if (!seeded.person) {
      note('get-session skipped: the database was seeded before the bench made a person (drop --db)')
    } else {
      const run = await throughput('get-session', blockPaths, {
        keyless: true,
        // The person's own limits, far above what a run sends, as the key's are.
        env: { PEOPLE_RATE_LIMIT_PER_MINUTE: '1000000000', PEOPLE_RATE_LIMIT_PER_DAY: '1000000000' },
        prepare: async (server) => {
          const response = await fetch(`${server.url}/api/v1/auth/sign-in`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(seeded.person),
          })
          const cookie = response.headers.get('set-cookie')?.split(';')[0]
          if (response.status !== 200 || !cookie) throw new Error(`bench sign-in answered ${response.status}`)
          return { headers: { cookie } }
        },
      })
      results.push({
        name: 'get-session',
        title: 'get block, signed in as a viewer (session cookie)',
        ...run,
      })
    }
  }
  if (wanted('list')) {
    const paths = [`/api/v1/projects/${small.id}/blocks?limit=100`]
    const run = await throughput('list', paths)
    results.push({ name: 'list', title: 'list 100 blocks', ...run })
  }
  const queries = searchQueries()
  const allQueries = [...queries.rare, ...queries.medium, ...queries.prefix, ...queries.common]
  const searchPath = (q) => `/api/v1/projects/${searchProject.id}/blocks/search?q=${encodeURIComponent(q)}`
  const searchTitle = `search, ${searchProject.blocks} blocks (${allQueries.length} queries, rare to very common)`
  if (wanted('search')) {
    const run = await throughput('search', allQueries.map(searchPath))
    results.push({ name: 'search', title: searchTitle, ...run })
  }
  if (wanted('search-1conn')) {
    // One connection: the latency a single user waits, without queueing behind 49 others.
    const run = await throughput('search-1conn', allQueries.map(searchPath), { conns: 1 })
    // Each kind of query on its own, with the server CPU it costs.
    const byKind = await withServer('search-kinds', async (server) => {
      const out = {}
      for (const [kind, list] of Object.entries(queries)) {
        const cpuBefore = cpuTimeOf(server.pid)
        const count = list.length * sequentialRuns
        const timed = await sequential({
          baseUrl: server.url,
          headers,
          count,
          makeRequest: (i) => ({ path: searchPath(list[i % list.length]) }),
        })
        const cpuMs = (cpuTimeOf(server.pid) - cpuBefore) / count
        out[kind] = {
          queries: list,
          medianMs: round(timed.medianMs),
          maxMs: round(timed.maxMs),
          cpuMs: round(cpuMs),
        }
        note(
          `${kind} queries (${list.join(', ')}): median ${timed.medianMs.toFixed(2)} ms, server CPU ${cpuMs.toFixed(2)} ms/request`,
        )
      }
      return { byKind: out }
    })
    results.push({
      name: 'search-1conn',
      title: `${searchTitle}, 1 connection`,
      ...run,
      queryKinds: byKind.byKind,
    })
  }
  const questions = searchQuestions()
  const questionPaths = questions.map((question) => searchPath(question.text))
  if (wanted('search-questions-1conn')) {
    let asked = null
    const run = await throughput('search-questions-1conn', questionPaths, {
      conns: 1,
      prepare: async (server) => {
        asked = await askEach(server, headers, questionPaths)
        note(
          `${asked.count} questions: ${asked.withHits} with hits, ${asked.withCorrections ?? 'no corrections reported'}${asked.withCorrections === null ? '' : ' with corrections'}`,
        )
      },
    })
    results.push({
      name: 'search-questions-1conn',
      title: `search, ${searchProject.blocks} blocks, ${questions.length} questions of 5–15 words, 1 connection`,
      ...run,
      questions: asked,
    })
  }
  // The same questions on the same project with synonyms on: 500 groups of 4 made of the
  // questions' own words (every question expanded, the dense worst case), and 50 groups of 3 (a
  // curated list: some questions meet a group). Compare p50/p99 with search-questions-1conn.
  const synonymCases = [
    {
      name: 'search-questions-synonyms-1conn',
      groups: () =>
        benchSynonyms(
          questions.map((question) => question.text),
          500,
          4,
        ),
      label: '500 synonym groups of 4',
    },
    {
      name: 'search-questions-synonyms50-1conn',
      groups: () =>
        benchSynonyms(
          questions.map((question) => question.text),
          50,
          3,
        ),
      label: '50 synonym groups of 3',
    },
  ]
  for (const synonymCase of synonymCases.filter((c) => wanted(c.name))) {
    const synonymsUrl = (server) => `${server.url}/api/v1/projects/${searchProject.id}/synonyms`
    const putGroups = async (server, groups) => {
      const response = await fetch(synonymsUrl(server), {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ groups }),
      })
      if (response.status !== 200)
        throw new Error(`PUT synonyms answered ${response.status}: ${await response.text()}`)
    }
    let expanded = null
    const run = await throughput(synonymCase.name, questionPaths, {
      conns: 1,
      prepare: async (server) => {
        await putGroups(server, synonymCase.groups())
        expanded = await expansionsOf(server, headers, questionPaths)
        note(
          `${expanded.count} questions: ${expanded.expanded} expanded by synonyms, ${expanded.terms} synonyms searched in all`,
        )
      },
    })
    await withServer('search-synonyms-cleanup', (server) => putGroups(server, []))
    results.push({
      name: synonymCase.name,
      title: `search, ${searchProject.blocks} blocks, ${questions.length} questions of 5–15 words, ${synonymCase.label}, 1 connection`,
      ...run,
      synonyms: expanded,
    })
  }
  if (wanted('get-during-searches')) {
    log(
      `▶ get-during-searches: get-by-key (${GET_CONNECTIONS_DURING_SEARCHES} connection) ${durationS} s alone, then ${durationS} s while ${CONCURRENT_SEARCHES} connections loop on the questions`,
    )
    const run = await withServer('get-during-searches', async (server) => {
      const gets = {
        baseUrl: server.url,
        headers,
        paths: blockPaths,
        connections: GET_CONNECTIONS_DURING_SEARCHES,
      }
      const searches = {
        baseUrl: server.url,
        headers,
        paths: questionPaths,
        connections: CONCURRENT_SEARCHES,
      }
      await loadTest({ ...gets, durationS: warmupS })
      await loadTest({ ...searches, durationS: warmupS })
      const alone = await measured(server.pid, () => loadTest({ ...gets, durationS }))
      const stop = new AbortController()
      // Runs until the gets are done; a long duration, cut short by the signal.
      const searching = loadTest({ ...searches, durationS: 24 * 3600, signal: stop.signal })
      let during
      try {
        // Every search connection has a search in flight before the gets are measured.
        await sleep(warmupS * 1000)
        during = await loadTest({ ...gets, durationS })
      } finally {
        stop.abort()
      }
      const searched = await searching
      note(
        `get-by-key p99 ${during.p99Ms?.toFixed(2)} ms during the searches (${during.reqPerSec.toFixed(0)} req/s); searches ${searched.reqPerSec.toFixed(0)} req/s, p50 ${searched.p50Ms?.toFixed(2)} ms, p99 ${searched.p99Ms?.toFixed(2)} ms`,
      )
      return {
        ...during,
        loader: 'autocannon',
        errors: during.errors + searched.errors,
        statuses: mergeCounts(during.statuses, searched.statuses),
        alone: pick(alone, ['requests', 'reqPerSec', 'p50Ms', 'p99Ms', 'maxMs', 'cpuMsPerRequest']),
        searches: {
          connections: CONCURRENT_SEARCHES,
          ...pick(searched, ['requests', 'reqPerSec', 'p50Ms', 'p99Ms', 'maxMs', 'errors']),
        },
        p99Ratio: alone.p99Ms > 0 ? during.p99Ms / alone.p99Ms : null,
      }
    })
    results.push({
      name: 'get-during-searches',
      title: `get block by key, ${GET_CONNECTIONS_DURING_SEARCHES} connection, while ${CONCURRENT_SEARCHES} connections search (${searchProject.blocks} blocks, the questions above)`,
      ...run,
    })
  }
  const llmsPath = `/api/projects/${small.id}/llms.txt`
  // What browsers and most agents' HTTP clients send; curl sends nothing (identity).
  const acceptEncoding = { 'accept-encoding': 'gzip, deflate, br' }
  let llmsBytes = 0
  let llmsCompressedBytes = 0
  /** Size in bytes of the llms.txt as sent with `extra` request headers (Content-Length). */
  const llmsSize = async (server, extra = {}) => {
    const response = await fetch(`${server.url}${llmsPath}`, { headers: extra })
    await response.arrayBuffer()
    return {
      bytes: Number(response.headers.get('content-length')),
      coding: response.headers.get('content-encoding'),
    }
  }
  if (wanted('llms-txt')) {
    let coding = null
    const run = await throughput('llms-txt', [llmsPath], {
      load: socketLoadTest,
      prepare: async (server) => {
        llmsBytes = (await llmsSize(server, { 'accept-encoding': 'identity' })).bytes
        const sent = await llmsSize(server, acceptEncoding)
        llmsCompressedBytes = sent.bytes
        coding = sent.coding
        return { headers: acceptEncoding }
      },
    })
    results.push({
      name: 'llms-txt',
      title: `public llms.txt, ${small.blocks} blocks, Accept-Encoding: gzip, deflate, br (${coding}, ${(llmsCompressedBytes / 1024).toFixed(0)} KiB), unchanged revision`,
      ...run,
    })
  }
  if (wanted('llms-txt-identity')) {
    const run = await throughput('llms-txt-identity', [llmsPath], {
      load: socketLoadTest,
      prepare: async (server) => {
        llmsBytes = (await llmsSize(server, { 'accept-encoding': 'identity' })).bytes
      },
    })
    results.push({
      name: 'llms-txt-identity',
      title: `public llms.txt, no Accept-Encoding (${(llmsBytes / 1024).toFixed(0)} KiB as rendered), unchanged revision`,
      ...run,
    })
  }
  if (wanted('llms-txt-304')) {
    const run = await throughput('llms-txt-304', [llmsPath], {
      load: socketLoadTest,
      prepare: async (server) => {
        const etag = (await fetch(`${server.url}${llmsPath}`, { headers: acceptEncoding })).headers.get(
          'etag',
        )
        return { headers: { ...acceptEncoding, 'if-none-match': etag }, okStatus: 304 }
      },
    })
    results.push({
      name: 'llms-txt-304',
      title: 'public llms.txt, If-None-Match of the unchanged revision (304)',
      ...run,
    })
  }
  if (wanted('llms-txt-budget')) {
    // A budgeted answer is cached per (revision, N, q) like the whole one, so
    // from the cache it should cost what llms.txt costs (compare with the llms-txt row).
    const path = `${llmsPath}?tokens=2000`
    let tokens = null
    const run = await throughput('llms-txt-budget', [path], {
      load: socketLoadTest,
      prepare: async (server) => {
        const response = await fetch(`${server.url}${path}`, { headers: acceptEncoding })
        await response.arrayBuffer()
        tokens = response.headers.get('x-context-tokens')
        if (response.headers.get('x-context-truncated') !== 'true')
          throw new Error('llms.txt?tokens=2000 was not truncated: the bench project is too small')
        return { headers: acceptEncoding }
      },
    })
    results.push({
      name: 'llms-txt-budget',
      title: `public llms.txt?tokens=2000 (${tokens} tokens sent), ${small.blocks} blocks, from the cache`,
      ...run,
    })
  }
  for (const [name, output, query] of [
    ['budget-first-render', 'llms.txt', ''],
    ['budget-first-render-q', 'markdown', '&q=customer%20onboarding%20pricing'],
  ]) {
    if (!wanted(name)) continue
    log(`▶ ${name}: ${sequentialRuns} budgets of ${output} on ${exportProject.blocks} blocks, each a new N`)
    const run = await withServer(name, async (server) => {
      const base = `/api/projects/${exportProject.id}/${output}`
      // Warm-up: reads the project's snapshot into the cache and starts the render thread;
      // every measured request then asks a budget never asked before (a render, not a hit).
      await sequential({
        baseUrl: server.url,
        count: 1,
        makeRequest: () => ({ path: `${base}?tokens=1999${query}` }),
      })
      return sequential({
        baseUrl: server.url,
        count: sequentialRuns,
        makeRequest: (i) => ({ path: `${base}?tokens=${4000 + i}${query}` }),
      })
    })
    note(`median ${run.medianMs.toFixed(1)} ms (min ${run.minMs.toFixed(1)}, max ${run.maxMs.toFixed(1)})`)
    results.push({
      name,
      title: `first render of ${output}?tokens=4000…${query ? ` with q` : ''} on ${exportProject.blocks} blocks (snapshot cached)`,
      ...run,
    })
  }
  if (wanted('sync')) {
    log(`▶ sync: ${sequentialRuns} syncs of ${syncProject.blocks} blocks, one at a time`)
    const variants = [1, 2].map((variant) => makeBlocks(syncProject.blocks, { seed: 4, variant }))
    const payloads = variants.map((blocks) => JSON.stringify({ blocks }))
    // The last measured sync sends this payload; a word only it has must be searchable at once.
    const lastSent = (sequentialRuns - 1) % 2
    const fresh = wordOnlyIn(variants[lastSent], variants[1 - lastSent])
    const run = await withServer('sync', async (server) => {
      const options = {
        baseUrl: server.url,
        headers,
        makeRequest: (i) => ({
          method: 'POST',
          path: `/api/v1/projects/${syncProject.id}/sync`,
          body: payloads[i % 2],
        }),
      }
      // Warm-up: the first also brings a reused database to a known payload.
      await sequential({ ...options, count: 2 })
      const timed = await sequential({
        ...options,
        count: sequentialRuns,
        check: (i, body) => {
          if (body.data.updated.length !== syncProject.blocks) {
            throw new Error(`sync ${i} updated ${body.data.updated.length} blocks, not ${syncProject.blocks}`)
          }
        },
      })
      await assertIndexed(server, headers, syncProject.id, fresh)
      return timed
    })
    note(`median ${run.medianMs.toFixed(1)} ms (min ${run.minMs.toFixed(1)}, max ${run.maxMs.toFixed(1)})`)
    results.push({
      name: 'sync',
      title: `sync of ${syncProject.blocks} blocks in one request (each changes every block; search index included)`,
      ...run,
    })
  }
  if (wanted('export')) {
    log(`▶ export: ${sequentialRuns} exports of ${exportProject.blocks} blocks, one at a time`)
    let bytes = 0
    const run = await withServer('export', (server) =>
      sequential({
        baseUrl: server.url,
        headers,
        count: sequentialRuns,
        makeRequest: () => ({ path: `/api/v1/projects/${exportProject.id}/export` }),
        check: (_i, body) => {
          const count = body.data.sections.reduce((sum, section) => sum + section.blocks.length, 0)
          if (count !== exportProject.blocks)
            throw new Error(`export held ${count} blocks, not ${exportProject.blocks}`)
          bytes = JSON.stringify(body).length
        },
      }),
    )
    const growth = run.memory && run.idle ? run.memory.peak - run.idle.current : null
    note(
      `median ${run.medianMs.toFixed(1)} ms, ${(bytes / MB).toFixed(1)} MB each; RSS ${(run.idle.current / MB).toFixed(0)} MB idle → ${(run.memory.peak / MB).toFixed(0)} MB peak`,
    )
    results.push({
      name: 'export',
      title: `export of ${exportProject.blocks} blocks (${(bytes / MB).toFixed(1)} MB)`,
      ...run,
      rssGrowth: growth,
      responseBytes: bytes,
    })
  }
  if (wanted('export-past')) {
    log(
      `▶ export-past: ${sequentialRuns} exports of ${exportProject.blocks} blocks, each at a different past revision`,
    )
    const run = await withServer('export-past', async (server) => {
      // Past revisions to read: before each of these small syncs the project's revision is one
      // the next sync makes past. Each export asks for a different one, so none is answered
      // from the cache of an earlier request: every answer rebuilds the state from history.
      const past = []
      const post = async (path, body) => {
        const res = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        const json = await res.json()
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`)
        return json.data
      }
      const head = await fetch(`${server.url}/api/v1/projects/${exportProject.id}/revisions?limit=1`, {
        headers,
      })
      let revision = (await head.json()).data[0].revision
      for (let i = 0; i < sequentialRuns; i++) {
        past.push(revision)
        const blocks = [
          {
            key: `bench-past-${i % 2}`,
            type: 'text',
            section: 'product',
            value: { content: `past ${Date.now()} ${i}` },
          },
        ]
        revision = (await post(`/api/v1/projects/${exportProject.id}/sync`, { blocks })).revision
      }
      const timed = await sequential({
        baseUrl: server.url,
        headers,
        count: sequentialRuns,
        makeRequest: (i) => ({ path: `/api/v1/projects/${exportProject.id}/export?revision=${past[i]}` }),
        check: (i, body) => {
          if (body.data.project.revision !== past[i])
            throw new Error(`export at revision ${past[i]} answered revision ${body.data.project.revision}`)
          const count = body.data.sections.reduce((sum, section) => sum + section.blocks.length, 0)
          if (count < exportProject.blocks)
            throw new Error(`export held ${count} blocks, fewer than ${exportProject.blocks}`)
        },
      })
      // The project keeps exactly its seeded blocks for the export scenario of a later run.
      for (const key of ['bench-past-0', 'bench-past-1']) {
        const res = await fetch(`${server.url}/api/v1/projects/${exportProject.id}/blocks/${key}`, {
          method: 'DELETE',
          headers,
        })
        await res.arrayBuffer()
      }
      return timed
    })
    note(`median ${run.medianMs.toFixed(1)} ms (min ${run.minMs.toFixed(1)}, max ${run.maxMs.toFixed(1)})`)
    results.push({
      name: 'export-past',
      title: `export of ${exportProject.blocks} blocks at a past revision (rebuilt from history, never cached)`,
      ...run,
    })
  }
  if (wanted('webhook-slow-receiver')) {
    const syncs = mode === 'smoke' ? 10 : 1000
    log(
      `▶ webhook-slow-receiver: ${syncs} syncs without a webhook, then ${syncs} with one whose receiver answers in 2 s`,
    )
    const receiver = await startSlowReceiver(2000)
    cleanups.push(() => receiver.close())
    // Every server delivers from the outbox: the smoke run's shared server, which may not
    // deliver to loopback, would claim these events and put them off for retries.
    if (shared) {
      await shared.stop()
      shared = null
    }
    const run = await withServer(
      'webhook-slow-receiver',
      async (server) => {
        const project = `/api/v1/projects/${syncProject.id}`
        // Ten blocks of the sync project in its two variants, alternating: every sync changes
        // them (and the sync scenario's warm-up brings the project back to its own payload).
        const tens = [1, 2].map((variant) =>
          JSON.stringify({ blocks: makeBlocks(syncProject.blocks, { seed: 4, variant }).slice(0, 10) }),
        )
        const body = (i) => tens[i % 2]
        const timedSyncs = () =>
          sequential({
            baseUrl: server.url,
            headers,
            count: syncs,
            makeRequest: (i) => ({ method: 'POST', path: `${project}/sync`, body: body(i) }),
          })
        const alone = await timedSyncs()
        const created = await fetch(`${server.url}${project}/webhooks`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ url: receiver.url, description: 'bench: answers in 2 s' }),
        })
        const hook = (await created.json()).data
        if (created.status !== 200) throw new Error(`creating the webhook answered ${created.status}`)
        try {
          const withHook = await timedSyncs()
          const heldDuringSyncs = receiver.inFlight()
          const deadline = performance.now() + 600_000
          while (receiver.ids.size < syncs && performance.now() < deadline) await sleep(500)
          return { alone, withHook, heldDuringSyncs, delivered: receiver.ids.size, syncs }
        } finally {
          // A webhook left behind would send every later sync of this database to a dead receiver.
          const removed = await fetch(`${server.url}${project}/webhooks/${hook.id}`, {
            method: 'DELETE',
            headers,
          })
          await removed.arrayBuffer()
        }
      },
      { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } },
    )
    const stats = (timed) => {
      const sorted = [...timed.timesMs].sort((a, b) => a - b)
      return { p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) }
    }
    const alone = stats(run.alone)
    const withHook = stats(run.withHook)
    note(
      `without: p50 ${alone.p50Ms.toFixed(2)} ms, p99 ${alone.p99Ms.toFixed(2)} ms; with the slow receiver: p50 ${withHook.p50Ms.toFixed(2)} ms, p99 ${withHook.p99Ms.toFixed(2)} ms; ${run.heldDuringSyncs} deliveries held open at the end of the syncs; ${run.delivered}/${run.syncs} events delivered`,
    )
    results.push({
      name: 'webhook-slow-receiver',
      title: `${run.syncs} syncs of 10 blocks, with a webhook whose receiver answers in 2 s (against the same syncs without)`,
      requests: run.syncs * 2,
      p50Ms: withHook.p50Ms,
      p99Ms: withHook.p99Ms,
      withoutWebhook: alone,
      delivered: run.delivered,
      expected: run.syncs,
      memory: run.memory,
      idle: run.idle,
    })
  }
  if (wanted('startup')) {
    log(`▶ startup: ${startupRuns} starts on the migrated database, spawn → first 200 from /healthz`)
    const times = []
    let memory = null
    for (let i = 0; i < startupRuns; i++) {
      const since = performance.now()
      const server = await spawnServer({ databaseUrl, fromSource })
      cleanups.push(() => server.stop())
      try {
        times.push(await server.waitReady(since, 60_000, 5))
        memory = memoryOf(server.pid)
      } finally {
        await server.stop()
      }
    }
    const sorted = [...times].sort((a, b) => a - b)
    note(`median ${median(times).toFixed(0)} ms (${sorted.map((t) => t.toFixed(0)).join(', ')})`)
    results.push({
      name: 'startup',
      title: 'start-up to first answered request (migrated database)',
      requests: startupRuns,
      medianMs: median(times),
      minMs: sorted[0],
      maxMs: sorted.at(-1),
      timesMs: times.map((t) => Math.round(t)),
      memory,
    })
  }
  if (wanted('console-first-render')) {
    log(`▶ console-first-render: ${consoleRuns} first loads of /console/ with a stored key → projects listed`)
    const run = await withServer('console-first-render', async (server) => ({
      timesMs: await measureConsoleFirstRender({
        url: server.url,
        key: seeded.key,
        projectName: small.name,
        runs: consoleRuns,
      }),
    }))
    const sorted = [...run.timesMs].sort((a, b) => a - b)
    note(`median ${median(run.timesMs).toFixed(0)} ms (${sorted.map((t) => t.toFixed(0)).join(', ')})`)
    results.push({
      name: 'console-first-render',
      title: 'console: navigation → projects page shown (fresh context, stored key, headless Chromium)',
      requests: consoleRuns,
      medianMs: median(run.timesMs),
      minMs: sorted[0],
      maxMs: sorted.at(-1),
      timesMs: run.timesMs.map((t) => Math.round(t)),
      memory: run.memory,
      idle: run.idle,
    })
  }
  if (wanted('workers2-get')) {
    const run = await throughput('workers2-get', blockPaths, { workers: 2 })
    results.push({ name: 'workers2-get', title: 'WORKERS=2: get block by key', ...run })
  }
  // Not targets: what raw node:http manages with bodies as large as the llms.txt as sent.
  const llmsBaselines = []
  for (const [name, bytes, what] of [
    ['baseline-llms-br', llmsCompressedBytes, 'the compressed llms.txt size'],
    ['baseline-llms', llmsBytes, 'the llms.txt size as rendered'],
  ]) {
    if (bytes > 0)
      llmsBaselines.push({ name, bytes, what, ...(await runBaseline(name, bytes, socketLoadTest)) })
  }
  if (blockBytes > 0 && results.some((r) => r.reqPerSec !== undefined) && mode === 'full') {
    // Measured again at the end: the machine is shared, the mean of both is fairer.
    baselines.push(await runBaseline('baseline (again, at the end)'))
    if (socketBaselines.length > 0)
      socketBaselines.push(
        await runBaseline('baseline-socket (again, at the end)', blockBytes, socketLoadTest),
      )
  }

  // -------------------------------------------------------------------------------------------
  const meanRps = (runs) => (runs.length > 0 ? runs.reduce((s, b) => s + b.reqPerSec, 0) / runs.length : null)
  const baselineRps = meanRps(baselines)
  const socketBaselineRps = meanRps(socketBaselines)
  /** The baseline a result compares with: the one measured with the same load generator. */
  const baselineFor = (result) => (result.loader === 'socket' ? socketBaselineRps : baselineRps)
  const byName = new Map(results.map((r) => [r.name, r]))
  const targets = targetsFor(byName, baselineFor)
  const scenarios = []
  if (baselines.length > 0) {
    scenarios.push(
      summarize(
        {
          name: 'baseline',
          title: `raw node:http, ${blockBytes} bytes of fixed JSON`,
          ...baselines[0],
          runs: baselines.map((b) => round(b.reqPerSec, 0)),
          reqPerSec: baselineRps,
        },
        baselineRps,
        [],
      ),
    )
  }
  if (socketBaselines.length > 0) {
    scenarios.push(
      summarize(
        {
          name: 'baseline-socket',
          title: `raw node:http, ${blockBytes} bytes of fixed JSON, socket client (baseline of the llms.txt rows)`,
          ...socketBaselines[0],
          runs: socketBaselines.map((b) => round(b.reqPerSec, 0)),
          reqPerSec: socketBaselineRps,
        },
        socketBaselineRps,
        [],
      ),
    )
  }
  for (const result of results)
    scenarios.push(summarize(result, baselineFor(result), targets.get(result.name) ?? []))
  for (const llmsBaseline of llmsBaselines) {
    scenarios.push(
      summarize(
        {
          ...llmsBaseline,
          title: `raw node:http, ${llmsBaseline.bytes} bytes (${llmsBaseline.what}), socket client; not a target`,
        },
        socketBaselineRps,
        [],
      ),
    )
  }

  const report = {
    format: 'pctx-bench/1',
    startedAt: started.toISOString(),
    finishedAt: new Date().toISOString(),
    engine,
    mode,
    settings: {
      durationS,
      warmupS,
      connections,
      sequentialRuns,
      startupRuns,
      consoleRuns,
      fromSource,
      profile: args.profile,
    },
    machine: info,
    data: {
      blockGetBytes: blockBytes,
      projects: Object.fromEntries(
        Object.entries(seeded.projects).map(([k, p]) => [k, { id: p.id, blocks: p.blocks }]),
      ),
    },
    loadAverage: { start: loadAtStart, end: loadavg().map((v) => round(v)) },
    targetsApply:
      engine === 'sqlite' && mode === 'full' ? 'yes' : 'no: targets are for SQLite with full data',
    scenarios,
    passed: scenarios.every((s) => s.targets.every((t) => t.ok)),
    ...(relevance && { relevance }),
  }
  printTable(report)
  mkdirSync(dirname(resolve(args.out)), { recursive: true })
  writeFileSync(resolve(args.out), `${JSON.stringify(report, null, 2)}\n`)
  log(`results written to ${resolve(args.out)}`)
}

/**
 * Asks every search once and counts the questions that found something and those corrected
 * (`meta.corrections`; null when the answers carry no corrections at all, as before issue 11).
 */
async function askEach(server, headers, paths) {
  let withHits = 0
  let withCorrections = null
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`, { headers })
    const text = await response.text()
    if (response.status !== 200)
      throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 500)}`)
    const body = JSON.parse(text)
    if (body.data.length > 0) withHits++
    const corrections = body.meta?.corrections
    if (Array.isArray(corrections))
      withCorrections = (withCorrections ?? 0) + (corrections.length > 0 ? 1 : 0)
  }
  return { count: paths.length, withHits, withCorrections }
}

// The analyser's own stop words: the server refuses them in a group.
const BENCH_STOP_WORDS = new Set(englishStopWords)

/**
 * `count` synonym groups of `size` words each, made of the questions' own words (letters only,
 * 4+ long, no stop words): questions meet groups whose other words are words of the corpus.
 */
function benchSynonyms(texts, count, size) {
  const words = [
    ...new Set(
      texts
        .flatMap((text) => text.toLowerCase().split(/[^a-z]+/))
        .filter((word) => word.length >= 4 && !BENCH_STOP_WORDS.has(word)),
    ),
  ].sort()
  const groups = []
  for (let i = 0; groups.length < count && words.length >= size; i++) {
    const group = Array.from({ length: size }, (_, k) => words[(i * 3 + k * 7) % words.length])
    if (new Set(group).size === size) groups.push(group)
    if (i > 5000) break
  }
  return groups
}

/** How many questions synonyms expanded, and how many synonyms they searched in all. */
async function expansionsOf(server, headers, paths) {
  let expanded = 0
  let terms = 0
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`, { headers })
    const body = await response.json()
    const expansions = body.meta?.expansions ?? []
    if (expansions.length > 0) expanded++
    for (const expansion of expansions) terms += expansion.with.length
  }
  return { count: paths.length, expanded, terms }
}

/** A word of 6+ letters that some block of `blocks` has and no block of `others` has. */
function wordOnlyIn(blocks, others) {
  const words = (list) =>
    new Set(
      JSON.stringify(list)
        .toLowerCase()
        .match(/[a-z]{6,}/g),
    )
  const before = words(others)
  const word = [...words(blocks)].sort().find((w) => !before.has(w))
  if (!word) throw new Error('the two sync payloads share every word')
  return word
}

/**
 * Fails unless a search right after the sync answered finds `word` (only in the blocks just
 * synced) as itself: the index is written with the blocks, so the sync's time includes it.
 * The trailing space turns off prefix matching.
 */
async function assertIndexed(server, headers, projectId, word) {
  const path = `/api/v1/projects/${projectId}/blocks/search?q=${encodeURIComponent(`${word} `)}`
  const response = await fetch(`${server.url}${path}`, { headers })
  const body = await response.json()
  const found =
    response.status === 200 &&
    body.data.some((hit) => JSON.stringify([hit.name, hit.value]).toLowerCase().includes(word))
  if (!found || (body.meta?.corrections?.length ?? 0) > 0)
    throw new Error(
      `search did not find "${word}" right after the sync: ${JSON.stringify(body).slice(0, 500)}`,
    )
}

const pick = (object, keys) => Object.fromEntries(keys.map((key) => [key, object[key] ?? null]))

function mergeCounts(a = {}, b = {}) {
  const out = { ...a }
  for (const [key, count] of Object.entries(b)) out[key] = (out[key] ?? 0) + count
  return out
}

/** The issue's targets, as checks on the measured numbers. */
function targetsFor(byName, baselineFor) {
  const out = new Map()
  const add = (name, label, ok, measured) => {
    const list = out.get(name) ?? []
    list.push({ label, ok, measured })
    out.set(name, list)
  }
  const ratio = (r) => (baselineFor(r) ? r.reqPerSec / baselineFor(r) : null)
  const get = byName.get('get')
  if (get) {
    add('get', '≥ 0.5 × baseline req/s', ratio(get) !== null && ratio(get) >= 0.5, `${round(ratio(get))} ×`)
    add('get', 'p99 ≤ 10 ms', get.p99Ms <= 10, `${round(get.p99Ms)} ms`)
  }
  const session = byName.get('get-session')
  if (session && get) {
    const vsKey = session.reqPerSec / get.reqPerSec
    add('get-session', 'req/s ≥ 0.9 × get by key', vsKey >= 0.9, `${round(vsKey)} × get by key`)
  }
  const list = byName.get('list')
  if (list)
    add(
      'list',
      '≥ 0.25 × baseline req/s',
      ratio(list) !== null && ratio(list) >= 0.25,
      `${round(ratio(list))} ×`,
    )
  for (const name of [
    'search',
    'search-1conn',
    'search-questions-1conn',
    'search-questions-synonyms-1conn',
    'search-questions-synonyms50-1conn',
  ]) {
    const search = byName.get(name)
    if (search) {
      add(name, 'p50 ≤ 5 ms', search.p50Ms <= 5, `${round(search.p50Ms)} ms`)
      add(name, 'p99 ≤ 25 ms', search.p99Ms <= 25, `${round(search.p99Ms)} ms`)
    }
  }
  for (const name of ['llms-txt', 'llms-txt-identity', 'llms-txt-304']) {
    const llms = byName.get(name)
    if (llms)
      add(
        name,
        '≥ 0.6 × baseline req/s',
        ratio(llms) !== null && ratio(llms) >= 0.6,
        `${round(ratio(llms))} ×`,
      )
  }
  const budget = byName.get('llms-txt-budget')
  const whole = byName.get('llms-txt')
  if (budget && whole)
    add(
      'llms-txt-budget',
      '≥ 0.9 × unbudgeted llms.txt req/s',
      budget.reqPerSec >= 0.9 * whole.reqPerSec,
      `${round(budget.reqPerSec / whole.reqPerSec)} × llms-txt`,
    )
  for (const name of ['budget-first-render', 'budget-first-render-q']) {
    const first = byName.get(name)
    if (first) add(name, 'median ≤ 200 ms', first.medianMs <= 200, `${round(first.medianMs, 1)} ms`)
  }
  const during = byName.get('get-during-searches')
  if (during)
    add(
      'get-during-searches',
      `get p99 ≤ 10 ms, ${CONCURRENT_SEARCHES} searches`,
      during.p99Ms !== null && during.p99Ms <= 10,
      `${round(during.p99Ms)} ms (alone ${round(during.alone.p99Ms)} ms, ${round(during.p99Ratio)} ×)`,
    )
  const render = byName.get('console-first-render')
  if (render)
    add(
      'console-first-render',
      'median ≤ 1000 ms',
      render.medianMs <= 1000,
      `${round(render.medianMs, 0)} ms`,
    )
  const sync = byName.get('sync')
  if (sync) add('sync', 'median ≤ 300 ms', sync.medianMs <= 300, `${round(sync.medianMs, 1)} ms`)
  const exp = byName.get('export')
  if (exp) {
    add('export', 'median ≤ 500 ms', exp.medianMs <= 500, `${round(exp.medianMs, 1)} ms`)
    add(
      'export',
      'RSS growth ≤ 150 MB',
      exp.rssGrowth !== null && exp.rssGrowth <= 150 * MB,
      `${round(exp.rssGrowth / MB, 0)} MB`,
    )
  }
  const past = byName.get('export-past')
  if (past) add('export-past', 'median ≤ 500 ms', past.medianMs <= 500, `${round(past.medianMs, 1)} ms`)
  const hooked = byName.get('webhook-slow-receiver')
  if (hooked) {
    // "API latency unchanged", with the noise of a shared machine: within a quarter at p50.
    const p50 = hooked.p50Ms / hooked.withoutWebhook.p50Ms
    add(
      'webhook-slow-receiver',
      'p50 ≤ 1.25 × without',
      p50 <= 1.25,
      `${round(p50)} × (${round(hooked.p50Ms)} ms)`,
    )
    add(
      'webhook-slow-receiver',
      'every event delivered',
      hooked.delivered === hooked.expected,
      `${hooked.delivered}/${hooked.expected}`,
    )
  }
  const startup = byName.get('startup')
  if (startup) add('startup', 'median ≤ 1 s', startup.medianMs <= 1000, `${round(startup.medianMs, 0)} ms`)
  const workers = byName.get('workers2-get')
  if (workers && get) {
    const vsOne = workers.reqPerSec / get.reqPerSec
    // "Not slower": equal within the 5 % this shared machine varies between two runs.
    add('workers2-get', 'req/s ≥ 0.95 × one process', vsOne >= 0.95, `${round(vsOne)} × one process`)
  }
  return out
}

function summarize(result, baselineRps, targets) {
  return {
    name: result.name,
    title: result.title,
    loader: result.loader ?? null,
    requests: result.requests,
    reqPerSec: round(result.reqPerSec, 0),
    ratioToBaseline:
      result.reqPerSec !== undefined && baselineRps ? round(result.reqPerSec / baselineRps) : null,
    p50Ms: round(result.p50Ms),
    p99Ms: round(result.p99Ms),
    medianMs: round(result.medianMs, 1),
    minMs: round(result.minMs, 1),
    maxMs: round(result.maxMs, 1),
    // Bytes of one answer, headers included (autocannon counts both).
    responseBytes:
      result.responseBytes ??
      (result.bytesPerSec && result.reqPerSec ? Math.round(result.bytesPerSec / result.reqPerSec) : null),
    cpuUsPerRequest:
      result.cpuMsPerRequest !== undefined && result.cpuMsPerRequest !== null
        ? round(result.cpuMsPerRequest * 1000, 0)
        : null,
    peakRssMB: result.memory ? round(result.memory.peak / MB, 0) : null,
    idleRssMB: result.idle ? round(result.idle.current / MB, 0) : null,
    rssGrowthMB:
      result.rssGrowth !== undefined && result.rssGrowth !== null ? round(result.rssGrowth / MB, 0) : null,
    processes: result.memory?.processes ?? null,
    errors: result.errors ?? 0,
    ...(result.statuses && Object.keys(result.statuses).length > 0 && { statuses: result.statuses }),
    ...(result.runs && { runs: result.runs }),
    ...(result.timesMs && { timesMs: result.timesMs }),
    ...(result.queryKinds && { queryKinds: result.queryKinds }),
    ...(result.questions && { questions: result.questions }),
    ...(result.withoutWebhook && {
      withoutWebhook: {
        p50Ms: round(result.withoutWebhook.p50Ms),
        p99Ms: round(result.withoutWebhook.p99Ms),
      },
      delivered: result.delivered,
      expected: result.expected,
    }),
    ...(result.alone && {
      alone: { ...result.alone, p50Ms: round(result.alone.p50Ms), p99Ms: round(result.alone.p99Ms) },
      searches: {
        ...result.searches,
        p50Ms: round(result.searches.p50Ms),
        p99Ms: round(result.searches.p99Ms),
      },
      p99Ratio: round(result.p99Ratio),
    }),
    targets,
  }
}

try {
  await main()
  await cleanup()
} catch (error) {
  log(`bench failed: ${error.stack ?? error.message}`)
  await cleanup()
  process.exit(1)
}
