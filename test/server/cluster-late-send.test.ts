import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { after, describe, it } from 'node:test'
import { childEnv, killChildren, REPO_ROOT, tempDb, trackChild } from '../helpers/cli.js'
import { freePort } from '../helpers/server-process.js'

const FIXTURE = 'test/server/fixtures/cluster-late-send.ts'

/**
 * The cluster primary outlives a message to a worker that has gone: such a send fails as an
 * 'error' event on the worker, which crashed the primary (exit 1) while it drained on SIGTERM.
 * Real processes: the fixture's primary is `runCluster` itself.
 */
describe('cluster primary and a worker that has gone', { timeout: 120_000 }, () => {
  after(killChildren)

  it('drains on SIGTERM and exits 0 though a send to an exited worker failed', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const port = await freePort()
    const proc = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      cwd: REPO_ROOT,
      env: childEnv({ DATABASE_URL: db.url, PORT: String(port), HOST: '127.0.0.1', WORKERS: '2' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    trackChild(proc)
    let output = ''
    proc.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
    })
    proc.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
    })
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      proc.once('exit', (code, signal) => resolve({ code, signal })),
    )
    const deadline = Date.now() + 60_000
    while (!output.includes('pctx listening on')) {
      assert.ok(proc.exitCode === null && Date.now() < deadline, `the fixture did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    assert.equal(await (await fetch(`http://127.0.0.1:${port}/`)).text(), 'ok')
    proc.kill('SIGTERM')
    const exit = await exited
    assert.deepEqual(exit, { code: 0, signal: null }, output)
    assert.match(output, /SIGTERM received: draining 2 workers/)
  })
})
