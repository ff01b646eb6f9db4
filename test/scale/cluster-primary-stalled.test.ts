import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { killChildren, runJson, tempDb } from '../helpers/cli.js'
import { startServer } from '../helpers/server-process.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('WORKERS=2 while the primary does not answer', { timeout: 180_000 }, () => {
  const db = tempDb()
  after(async () => {
    await killChildren()
    db.cleanup()
  })

  it('a 6/min key still gets at most 6 of 7 requests: the workers count, they do not let requests through', async () => {
    await runJson(['project', 'create', 'p', '--name', 'P', '--json'], { db: db.url })
    const { key } = await runJson<{ key: string }>(
      [
        'key',
        'create',
        '--name',
        'six',
        '--project',
        'p',
        '--plan',
        'enterprise',
        '--per-minute',
        '6',
        '--json',
      ],
      { db: db.url },
    )
    // Workers accept connections themselves (not handed out by the primary), so they still
    // serve while the primary is stopped, as they do while it is slow to answer on a busy machine.
    const server = await startServer({
      db: db.url,
      env: { WORKERS: '2', LOG_LEVEL: 'warn', NODE_CLUSTER_SCHED_POLICY: 'none' },
      args: ['--no-demo'],
      startTimeoutMs: 90_000,
    })
    await server.waitForOutput((output) => output.includes('with 2 workers'), 60_000)
    // The requests below must fall in one UTC minute (they wait for the worker's IPC timeout).
    if (new Date().getUTCSeconds() > 35) await sleep(61_000 - (Date.now() % 60_000))
    const started = Math.floor(Date.now() / 60_000)
    const pid = server.proc.pid as number
    process.kill(pid, 'SIGSTOP')
    let statuses: number[]
    try {
      statuses = await Promise.all(
        Array.from({ length: 7 }, async () => {
          const res = await fetch(`${server.url}/api/v1/projects/p/blocks`, {
            headers: { 'x-api-key': key, connection: 'close' },
          })
          await res.arrayBuffer()
          return res.status
        }),
      )
    } finally {
      process.kill(pid, 'SIGCONT')
    }
    assert.ok(
      statuses.every((s) => s === 200 || s === 429),
      statuses.join(','),
    )
    if (Math.floor(Date.now() / 60_000) === started) {
      const admitted = statuses.filter((s) => s === 200).length
      assert.ok(admitted <= 6, `${admitted} of 7 admitted: ${statuses.join(',')}`)
    }
    // A log line (stdout, JSON), like every message of the serving processes.
    assert.match(server.stdout(), /"level":40,.*"msg":"rate-limit store failed: RateLimiterCluster timeout/)
    const exit = await server.stop('SIGTERM', 30_000)
    // It has exited 1 now and then in CI: say what the server wrote when it does.
    const output = `${server.stdout()}${server.stderr()}`
      .split('\n')
      .filter((line) => !line.includes('"level":30'))
      .join('\n')
    assert.deepEqual(
      exit,
      { code: 0, signal: null },
      `the server's output, info lines left out:\n${output.slice(-4000)}`,
    )
  })
})
