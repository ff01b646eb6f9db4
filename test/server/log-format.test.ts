import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { killChildren, tempDb } from '../helpers/cli.js'
import { startServer } from '../helpers/server-process.js'

/** The keys every log line has, whichever process wrote it. */
const COMMON_KEYS = ['hostname', 'level', 'msg', 'pid', 'time']

/**
 * One log format from every process of `pctx serve`: with WORKERS=2 the cluster
 * primary and both workers write JSON lines of one shape to stdout; LOG_FORMAT=pretty gives
 * readable lines instead. Real processes, real pipes.
 */
describe('log format (real processes, WORKERS=2)', { timeout: 180_000 }, () => {
  after(killChildren)

  it('LOG_FORMAT=json: every stdout line of the primary and the workers is JSON with the same keys', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const server = await startServer({ db: db.url, env: { WORKERS: '2', LOG_FORMAT: 'json' } })
    for (let i = 0; i < 4; i++) await (await fetch(`${server.url}/healthz`)).text()
    const exit = await server.stop('SIGTERM')
    assert.equal(exit.code, 0, server.stderr())

    const lines = server
      .stdout()
      .split('\n')
      .filter((line) => line !== '')
    const entries = lines.map((line): Record<string, unknown> => {
      try {
        return JSON.parse(line) as Record<string, unknown>
      } catch {
        return assert.fail(`a stdout line is not JSON: ${line}`)
      }
    })
    for (const entry of entries) {
      for (const key of COMMON_KEYS) assert.ok(key in entry, `no "${key}" in ${JSON.stringify(entry)}`)
      assert.equal(typeof entry.level, 'number')
      assert.equal(typeof entry.time, 'number')
    }
    const primary = entries.find((entry) => String(entry.msg).includes('with 2 workers'))
    assert.ok(primary, `the primary's "listening" line is not among the JSON lines:\n${lines.join('\n')}`)
    const draining = entries.find((entry) =>
      String(entry.msg).startsWith('SIGTERM received: draining 2 workers'),
    )
    assert.ok(draining, 'the primary logs its shutdown as JSON')
    assert.equal(draining.pid, primary.pid)
    const pids = new Set(entries.map((entry) => entry.pid))
    assert.ok(pids.size >= 3, `lines from the primary and both workers, got pids ${[...pids].join(', ')}`)
    // stderr holds the demo banner for the person starting the server, and nothing else.
    for (const line of server.stderr().split('\n')) {
      assert.doesNotMatch(line, /^\{"level"/, 'no log line on stderr')
      assert.doesNotMatch(line, /listening on|received:|exited/, `a log message on stderr: ${line}`)
    }
  })

  it('LOG_FORMAT=pretty: readable lines, not JSON, without colour under NO_COLOR', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const server = await startServer({
      db: db.url,
      args: ['--no-demo'],
      env: { WORKERS: '2', LOG_FORMAT: 'pretty', NO_COLOR: '1' },
    })
    await (await fetch(`${server.url}/healthz`)).text()
    assert.equal((await server.stop('SIGTERM')).code, 0, server.stderr())
    const lines = server
      .stdout()
      .split('\n')
      .filter((line) => line !== '')
    assert.ok(lines.length > 0)
    for (const line of lines) {
      // pino-pretty's first line of an entry is `[time] LEVEL (pid): message`; fields follow indented.
      if (/^\s/.test(line)) continue
      assert.match(line, /^\[\d\d:\d\d:\d\d\.\d{3}\] (INFO|WARN|ERROR|DEBUG) \(\d+\): /, line)
    }
    assert.ok(lines.some((line) => /INFO \(\d+\): pctx listening on .* with 2 workers/.test(line)))
    assert.ok(!server.stdout().includes('\u001b['), 'no escape codes under NO_COLOR')
  })

  it('logs the start-up line whatever LOG_LEVEL hides (one process, LOG_LEVEL=error)', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const server = await startServer({
      db: db.url,
      args: ['--no-demo'],
      env: { LOG_LEVEL: 'error', LOG_FORMAT: 'json' },
    })
    await (await fetch(`${server.url}/healthz`)).text()
    assert.equal((await server.stop('SIGTERM')).code, 0, server.stderr())
    const entries = server
      .stdout()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { level: number; msg: string })
    assert.deepEqual(
      entries.map((entry) => entry.msg.replace(/http:\S+ \(database: .*\)$/, 'URL')),
      ['pctx listening on URL'],
      'only the start-up line: request logs (info) stay hidden',
    )
  })
})
