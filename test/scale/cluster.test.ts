import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { after, describe, it } from 'node:test'
import { SERVER_NODE_FLAGS } from '../../src/node-flags.js'
import { killChildren, runJson, tempDb } from '../helpers/cli.js'
import { bannerKey, startServer } from '../helpers/server-process.js'

/** The command lines of the processes whose parent is `pid` (Linux /proc). */
function childCommandLines(pid: number): string[][] {
  const out: string[][] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // Field 4 of stat is the parent pid; the name before it (in parentheses) may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent === pid) out.push(readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0'))
    } catch {
      // the process ended while we looked
    }
  }
  return out
}

describe('WORKERS=2 on one machine', () => {
  const db = tempDb()
  after(async () => {
    await killChildren()
    db.cleanup()
  })

  it('serves from two workers sharing one rate-limit count, and drains on SIGTERM', async () => {
    const server = await startServer({
      db: db.url,
      env: { WORKERS: '2', LOG_LEVEL: 'warn' },
      startTimeoutMs: 90_000,
    })
    await server.waitForOutput((output) => output.includes('with 2 workers'), 60_000)
    assert.ok(bannerKey(server.stderr()), 'the primary seeds the demo and prints its key once')
    // The primary was started without the server's node flags; it passes them to its workers.
    const workers = childCommandLines(server.proc.pid as number).filter((argv) =>
      argv.some((arg) => arg.endsWith('pctx.js')),
    )
    assert.equal(workers.length, 2, JSON.stringify(workers))
    for (const argv of workers)
      for (const flag of SERVER_NODE_FLAGS) assert.ok(argv.includes(flag), argv.join(' '))
    const { key } = await runJson<{ key: string }>(
      ['key', 'create', '--name', 'free', '--project', 'demo', '--json'],
      {
        db: db.url,
      },
    )
    const statuses = (
      await Promise.all(
        Array.from({ length: 80 }, () =>
          fetch(`${server.url}/api/v1/projects/demo/blocks`, { headers: { 'x-api-key': key } }),
        ),
      )
    ).map((res) => res.status)
    if (new Date().getUTCSeconds() >= 2)
      assert.equal(statuses.filter((s) => s === 200).length, 60, statuses.join(','))
    assert.ok(statuses.every((s) => s === 200 || s === 429))

    // A larger limit: the workers lease units from the primary (15 at a time for 1000/min) and
    // together still admit no more than the limit.
    const { key: bigKey } = await runJson<{ key: string }>(
      [
        'key',
        'create',
        '--name',
        'big',
        '--project',
        'demo',
        '--plan',
        'enterprise',
        '--per-minute',
        '1000',
        '--json',
      ],
      { db: db.url },
    )
    const minute = () => Math.floor(Date.now() / 60_000)
    const started = minute()
    const bigStatuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const wave = await Promise.all(
        Array.from({ length: 100 }, async () => {
          const res = await fetch(`${server.url}/api/v1/projects/demo/blocks`, {
            headers: { 'x-api-key': bigKey },
          })
          await res.arrayBuffer()
          return res.status
        }),
      )
      bigStatuses.push(...wave)
    }
    const admitted = bigStatuses.filter((s) => s === 200).length
    if (minute() === started) {
      assert.ok(admitted <= 1000, `${admitted} admitted`)
      // Units one worker leased but never used (at most 14) count as used for the other.
      assert.ok(admitted >= 986, `${admitted} admitted`)
    }
    assert.ok(bigStatuses.every((s) => s === 200 || s === 429))
    const exit = await server.stop('SIGTERM', 30_000)
    assert.deepEqual(exit, { code: 0, signal: null })
  })
})
