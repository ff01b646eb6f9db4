import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SCENARIOS = [
  'baseline',
  'get',
  'get-session',
  'list',
  'search',
  'search-1conn',
  'search-questions-1conn',
  'get-during-searches',
  'llms-txt',
  'llms-txt-304',
  'llms-txt-budget',
  'budget-first-render',
  'budget-first-render-q',
  'sync',
  'export',
  'webhook-slow-receiver',
  'startup',
  'console-first-render',
  'workers2-get',
]

interface Report {
  format: string
  engine: string
  mode: string
  machine: { nproc: number; node: string }
  scenarios: {
    name: string
    errors: number
    statuses?: Record<string, number>
    targets: { label: string; ok: boolean; measured: string }[]
    questions?: { count: number; withHits: number; withCorrections: number | null }
    alone?: { requests: number; p99Ms: number }
    searches?: { connections: number; requests: number; errors: number }
    p99Ratio?: number
  }[]
}

/**
 * `npm run bench -- --smoke`: the whole suite on tiny data for about a second per scenario,
 * straight from src/. It checks that the bench still runs end to end, prints every scenario and
 * writes valid JSON — so it cannot rot — and asserts no performance number: this machine is
 * shared, and the numbers of a smoke run mean nothing.
 */
describe('bench smoke run', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pctx-bench-smoke-'))
  after(() => rmSync(dir, { recursive: true, force: true }))

  it('runs every scenario, prints the table and writes the JSON results', { timeout: 240_000 }, async () => {
    const out = join(dir, 'results.json')
    const { code, stdout, stderr } = await new Promise<{
      code: number | null
      stdout: string
      stderr: string
    }>((resolve) => {
      const child = spawn(process.execPath, ['bench/run.mjs', '--smoke', '--out', out], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stdout = ''
      let stderr = ''
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk
      })
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk
      })
      child.on('exit', (exitCode) => resolve({ code: exitCode, stdout, stderr }))
    })
    assert.equal(code, 0, `bench exited ${code}:\n${stderr}`)

    for (const name of SCENARIOS) {
      assert.match(stdout, new RegExp(`^${name}\\s`, 'm'), `the table has no row for ${name}:\n${stdout}`)
    }
    assert.match(stdout, /^\s+(PASS|FAIL)\s+get\s/m, 'PASS/FAIL lines are printed')

    const report = JSON.parse(readFileSync(out, 'utf8')) as Report
    assert.equal(report.format, 'pctx-bench/1')
    assert.equal(report.engine, 'sqlite')
    assert.equal(report.mode, 'smoke')
    assert.ok(report.machine.nproc >= 1)
    assert.deepEqual(
      report.scenarios.map((s) => s.name).filter((name) => SCENARIOS.includes(name)),
      SCENARIOS,
    )
    for (const scenario of report.scenarios) {
      // Time-outs on a busy machine are possible; a wrong status never is.
      assert.equal(
        scenario.statuses,
        undefined,
        `${scenario.name} answered ${JSON.stringify(scenario.statuses)}`,
      )
      for (const target of scenario.targets) assert.equal(typeof target.ok, 'boolean')
    }
    const byName = new Map(report.scenarios.map((s) => [s.name, s]))
    const questions = byName.get('search-questions-1conn')
    assert.ok((questions?.questions?.count ?? 0) >= 100, 'the questions scenario asks its questions')
    assert.deepEqual(
      questions?.targets.map((t) => t.label),
      ['p50 ≤ 5 ms', 'p99 ≤ 25 ms'],
    )
    // get-by-key alone and during searches, measured on the same server in the same run.
    const during = byName.get('get-during-searches')
    assert.ok((during?.alone?.requests ?? 0) > 0, 'get-by-key alone was measured')
    assert.equal(during?.searches?.connections, 8)
    assert.ok((during?.searches?.requests ?? 0) > 0, 'searches ran while gets were measured')
    assert.equal(typeof during?.p99Ratio, 'number')
    assert.match(stdout, /get-during-searches: get-by-key p99 [\d.]+ ms alone, [\d.]+ ms during 8 searches/)
    // Syncs with and without a webhook whose receiver is slow, and every event counted.
    const hooked = byName.get('webhook-slow-receiver') as
      | {
          withoutWebhook?: { p50Ms: number }
          delivered?: number
          expected?: number
          targets: { label: string }[]
        }
      | undefined
    assert.equal(typeof hooked?.withoutWebhook?.p50Ms, 'number')
    assert.equal(hooked?.expected, 10)
    assert.deepEqual(
      hooked?.targets.map((t) => t.label),
      ['p50 ≤ 1.25 × without', 'every event delivered'],
    )
  })
})
