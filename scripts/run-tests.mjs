#!/usr/bin/env node
// Runs the test suite with node:test, the test files compiled (below). Node 20's --test does not
// expand globs, so the files are listed here.
//
// It starts a throwaway PostgreSQL and Redis (scripts/test-services.mjs) and runs:
//   1. every test file on the embedded SQLite default;
//   2. the store and API tests (test/store, test/http, test/public) again on PostgreSQL. Tests
//      that reach no store (test/render, test/domain…) stay out of those folders: a second run
//      would repeat the first.
// It ends with the slowest test files of each run (scripts/tap-with-timings.mjs), then the failures.
// When PostgreSQL or Redis binaries are missing it says so loudly and the tests that need them
// skip with that reason; .ci/run installs both, so CI never skips them.
//
// Tests that start real `pctx` processes (servers, CLI commands, stdio MCP) run the esbuild
// bundle of the current sources, made here once per run into dist/bundle-tests-<pid> (scripts/bundle.mjs):
// from the sources every such process spent ~2 s compiling and resolving ~1000 files through
// tsx, from the bundle ~0.3 s, and the bundle is what `npm pack` ships. PCTX_TEST_FROM_SOURCE=1
// runs them from the sources instead; test/server/bin-entry.test.ts covers that path anyway.
//
// The test files themselves run compiled (scripts/compile-tests.mjs): the test files and the
// sources they import, made here once per run into dist/tests-<pid>, so no test process or thread
// loads them through tsx. PCTX_TEST_FROM_SOURCE=1 runs them through tsx, as it runs the servers
// from the sources.
//
// Pass paths or substrings to run a subset: `npm test -- test/domain`, `npm test -- sync`.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildConsole, isStale } from '../console/build.mjs'
import { bundle } from './bundle.mjs'
import { compileTests } from './compile-tests.mjs'
import { describeFailures, failuresIn } from './tap-failures.mjs'
import { slowestFiles } from './tap-with-timings.mjs'
import { startPostgres, startRedis } from './test-services.mjs'

const root = new URL('..', import.meta.url).pathname
const filters = process.argv.slice(2)
const all = readdirSync(join(root, 'test'), { recursive: true })
  .map((file) => join('test', String(file)))
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f.replace(/^\.\//, ''))))
  .sort()
if (all.length === 0) {
  console.error(`no test files match ${filters.join(' ')}`)
  process.exit(1)
}
const BACKEND_DIRS = ['test/store/', 'test/http/', 'test/public/']
const perBackend = all.filter((file) => BACKEND_DIRS.some((dir) => file.startsWith(dir)))

function banner(text) {
  const line = '='.repeat(Math.max(20, text.length + 4))
  console.log(`\n${line}\n  ${text}\n${line}`)
}

// Two levels below the repository, like dist/bundle: the bundle finds package.json at ../../.
// One folder per run, so two runs in one checkout never delete each other's bundle.
const bundleDir = join(root, 'dist', `bundle-tests-${process.pid}`)
// Also two levels below the repository (compile-tests.mjs says why). Kept after a failed run, so
// the places a failure names can be opened, until a later run finds its process gone.
const testsDir = join(root, 'dist', `tests-${process.pid}`)
removeLeftTestFolders()
const fromSource = process.env.PCTX_TEST_FROM_SOURCE === '1'
let entry
let compiled
try {
  entry = fromSource ? undefined : join(await bundle(bundleDir), 'pctx.js')
  compiled = fromSource
    ? undefined
    : new Map((await compileTests(testsDir, all)).map((file, i) => [all[i], file]))
} catch (error) {
  // esbuild stops at a file that does not parse, naming it (through tsx only that file failed).
  rmSync(bundleDir, { recursive: true, force: true })
  rmSync(testsDir, { recursive: true, force: true })
  console.error(`could not compile the tests: ${error.message}`)
  process.exit(1)
}
const sourceOf = new Map([...(compiled ?? [])].map(([source, file]) => [file, source]))
/** A path as the report shows it: a compiled test file by its source's name. */
const shown = (text) =>
  text.replace(new RegExp(`${escapeRegExp(testsDir)}/[^\\s:'"]+\\.test\\.js`, 'g'), (file) => {
    const source = sourceOf.get(file)
    return source ? join(root, source) : file
  })
// The console the tests' servers serve (dist/console), built here once when stale: on a fresh
// clone, test files that each build it first (`--if-stale`) would otherwise all build it at once.
if (isStale()) await buildConsole(undefined, { ifStale: true })

const services = []
function stopServices() {
  for (const service of services.splice(0)) service.stop()
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServices()
    rmSync(bundleDir, { recursive: true, force: true })
    rmSync(testsDir, { recursive: true, force: true })
    process.exit(130)
  })
}

const pg = await startPostgres().catch((error) => {
  console.error(`!!! could not start PostgreSQL: ${error.message}`)
  return null
})
if (pg) services.push(pg)
else
  console.error(
    '!!! PostgreSQL binaries not found (initdb/pg_ctl): PostgreSQL tests will be SKIPPED. Install postgresql.',
  )
const redis = await startRedis().catch((error) => {
  console.error(`!!! could not start Redis: ${error.message}`)
  return null
})
if (redis) services.push(redis)
else console.error('!!! redis-server not found: Redis tests will be SKIPPED. Install redis-server.')

const tapDir = mkdtempSync(join(tmpdir(), 'pctx-tap-'))
const concurrency = process.env.TEST_CONCURRENCY ?? '2'

function runPhase(name, files, backend) {
  banner(`${name}: ${files.length} test files (backend ${backend})`)
  const tap = join(tapDir, `${name}.tap`)
  const timings = join(tapDir, `${name}.timings.json`)
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PCTX_TEST_BACKEND: backend,
    ...(pg && { PCTX_TEST_PG_URL: pg.url }),
    ...(redis && { PCTX_TEST_REDIS_URL: redis.url }),
    ...(entry && { PCTX_TEST_ENTRY: entry }),
    // Node 22+ keeps the code it compiled here, for every test process and every process they
    // start: each of them loads much of the same code (Node 20 ignores it).
    NODE_COMPILE_CACHE: join(tapDir, 'compile-cache'),
    PCTX_TEST_TIMINGS: timings,
  }
  const args = [
    ...(compiled ? ['--enable-source-maps'] : ['--import', 'tsx']),
    '--test',
    `--test-concurrency=${concurrency}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${join(root, 'scripts/tap-with-timings.mjs')}`,
    `--test-reporter-destination=${tap}`,
    ...(compiled ? files.map((file) => compiled.get(file)) : files),
  ]
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env })
    child.on('exit', (code, signal) => {
      const counts = { pass: 0, fail: 0, skipped: 0 }
      let failures = []
      try {
        const text = shown(readFileSync(tap, 'utf8'))
        for (const key of Object.keys(counts)) {
          const match = new RegExp(`^# ${key} (\\d+)$`, 'm').exec(text)
          if (match) counts[key] = Number(match[1])
        }
        failures = failuresIn(text, join(root, 'test/'))
      } catch {
        counts.fail += 1
        failures = [
          {
            name: `${name}: no test report`,
            location: tap,
            error: [`the test run ended (${signal ?? `exit code ${code}`}) before writing its report`],
            stack: [],
          },
        ]
      }
      let slowest = []
      try {
        slowest = slowestFiles(
          shown(readFileSync(timings, 'utf8')),
          root,
          Number(process.env.TEST_TIMINGS_COUNT ?? 15),
        )
      } catch {
        // No timings when the run ended early: the failure above says why.
      }
      resolve({ name, ok: code === 0 && !signal, failures, slowest, ...counts })
    })
  })
}

const results = []
try {
  results.push(await runPhase('sqlite', all, 'sqlite'))
  if (perBackend.length > 0) {
    if (pg) results.push(await runPhase('postgres', perBackend, 'postgres'))
    else
      console.error(
        `!!! SKIPPED the PostgreSQL run of ${perBackend.length} store/API test files: no PostgreSQL`,
      )
  }
} finally {
  stopServices()
  rmSync(tapDir, { recursive: true, force: true })
  rmSync(bundleDir, { recursive: true, force: true })
  if (results.every((r) => r.ok)) rmSync(testsDir, { recursive: true, force: true })
  else if (compiled) console.log(`\nthe compiled tests of this run are kept in ${testsDir}`)
}

banner('summary')
// Where the time went: the files to make faster first when the run grows slow.
for (const r of results) {
  if (r.slowest.length === 0) continue
  console.log(`${r.name}: slowest test files (time of their tests, files overlap)`)
  for (const line of r.slowest) console.log(line)
}
// Again at the end, where a CI log's tail keeps them: each failed test with its error.
for (const r of results) {
  if (r.failures.length === 0) continue
  console.log(`${r.name}: failed tests`)
  for (const line of describeFailures(r.failures)) console.log(`  ${line}`)
}
for (const r of results) console.log(`${r.name}: ${r.pass} passed, ${r.fail} failed, ${r.skipped} skipped`)
const total = results.reduce(
  (sum, r) => ({ pass: sum.pass + r.pass, fail: sum.fail + r.fail, skipped: sum.skipped + r.skipped }),
  { pass: 0, fail: 0, skipped: 0 },
)
const ok = results.every((r) => r.ok)
console.log(`tests: ${total.pass} passed, ${total.fail} failed, ${total.skipped} skipped`)
process.exit(ok ? 0 : 1)

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Folders of compiled tests that earlier runs kept (they failed) and whose process is gone. */
function removeLeftTestFolders() {
  if (!existsSync(join(root, 'dist'))) return
  for (const name of readdirSync(join(root, 'dist'), { withFileTypes: true })) {
    const pid = /^tests-(\d+)$/.exec(name.name)?.[1]
    if (!name.isDirectory() || !pid || Number(pid) === process.pid || isRunning(Number(pid))) continue
    rmSync(join(root, 'dist', name.name), { recursive: true, force: true })
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}
