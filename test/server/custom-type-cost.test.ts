import assert from 'node:assert/strict'
import { performance } from 'node:perf_hooks'
import { after, before, describe, it } from 'node:test'
import { killChildren, runJson, type TempDb, tempDb } from '../helpers/cli.js'
import { readJson, type ServerProcess, startServer } from '../helpers/server-process.js'

/**
 * A custom type's schema costs what its author makes it cost (issue 28, items 1 and 2): a
 * `pattern` costs its length times the length of the string it checks, and a schema compiles
 * in time that grows with its size. On a real server, /healthz answers within 250 ms while
 * each attack the issue measured runs (seconds of work each, on the event loop before).
 */

/** `^(?:a|a|…)*$` with `n` alternatives: the linear engine tracks every one at every character. */
const alternation = (n: number) => `^(?:${Array(n).fill('a').join('|')})*$`

/** A schema of ~62 KB in 1 500 plain properties: Ajv compiles code for each. */
function wideSchema(tag: string) {
  const properties: Record<string, unknown> = {}
  for (let i = 0; i < 1500; i++) properties[`${tag}_${i}`] = { type: 'string', maxLength: 10 }
  return { type: 'object', properties }
}

const HEALTHZ_MAX_MS = 250

describe('custom types whose schemas cost seconds never block the event loop (real process)', {
  timeout: 900_000,
}, () => {
  let db: TempDb
  let key: string
  let server: ServerProcess
  before(async () => {
    db = tempDb()
    await runJson(['project', 'create', 'costly', '--name', 'Costly', '--json'], { db: db.url })
    ;({ key } = await runJson<{ key: string }>(
      ['key', 'create', '--name', 'w', '--project', 'costly', '--access', 'write', '--json'],
      { db: db.url },
    ))
    server = await startServer({ db: db.url, args: ['--no-demo'], env: { LOG_LEVEL: 'error' } })
  })
  after(async () => {
    await killChildren()
    db.cleanup()
  })

  const api = (path: string, method: string, body: unknown) =>
    fetch(`${server.url}/api/v1/projects/costly${path}`, {
      method,
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  /** Runs `work` while asking /healthz in a loop; the slowest answer must be under 250 ms. */
  async function healthzDuring(
    label: string,
    work: () => Promise<Response>,
    // biome-ignore lint/suspicious/noExplicitAny: the envelope is read field by field
  ): Promise<{ status: number; body: any }> {
    let working = true
    const started = performance.now()
    const done = work().finally(() => {
      working = false
    })
    const latencies: number[] = []
    while (working) {
      const asked = performance.now()
      const health = await fetch(`${server.url}/healthz`)
      await health.arrayBuffer()
      latencies.push(performance.now() - asked)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const response = await done
    const ms = performance.now() - started
    const sorted = [...latencies].sort((a, b) => b - a)
    const slowest = sorted.slice(0, 5).map((latency) => latency.toFixed(0))
    const said = `${label}: slowest /healthz ${slowest.join(', ')} ms during a ${ms.toFixed(0)} ms request (${latencies.length} asked)`
    // Blocked, every /healthz waits for the compile or the check under way (seconds each). On a
    // busy shared machine an idle server's slowest /healthz alone nears 200 ms, so the bound is
    // on the 95th percentile, and the slowest must still be a small fraction of the request.
    const p95 = sorted[Math.floor(sorted.length / 20)] ?? Number.POSITIVE_INFINITY
    console.log(said)
    assert.ok(p95 < HEALTHZ_MAX_MS, said)
    assert.ok((sorted[0] ?? 0) < Math.max(HEALTHZ_MAX_MS, ms / 10), said)
    assert.ok(latencies.length >= 10, said)
    return { status: response.status, body: await readJson(response) }
  }

  it('a 16 KB alternation pattern on a 20 KB value: a dry-run sync is stopped at its budget with a 400 naming the type', async () => {
    const put = await api('/types/alt16', 'PUT', {
      schema: { type: 'object', properties: { code: { type: 'string', pattern: alternation(8000) } } },
    })
    assert.equal(put.status, 201, JSON.stringify(await readJson(put)))
    const { status, body } = await healthzDuring('16 KB pattern', () =>
      api('/sync?dryRun=true', 'POST', {
        blocks: [{ key: 'b', type: 'alt16', section: 'product', value: { code: 'a'.repeat(20_000) } }],
      }),
    )
    assert.equal(status, 400, JSON.stringify(body))
    assert.equal(body.data, null)
    assert.match(body.error, /type "alt16" took more than 5 s.*shorten the patterns/)
  })

  it('a 60 KB pattern on a 5 000-character value: the same', async () => {
    const put = await api('/types/alt60', 'PUT', {
      schema: { type: 'object', properties: { code: { type: 'string', pattern: alternation(30_000) } } },
    })
    assert.equal(put.status, 201, JSON.stringify(await readJson(put)))
    const { status, body } = await healthzDuring('60 KB pattern', () =>
      api('/sync?dryRun=true', 'POST', {
        blocks: [{ key: 'b', type: 'alt60', section: 'product', value: { code: 'a'.repeat(5_000) } }],
      }),
    )
    assert.equal(status, 400, JSON.stringify(body))
    assert.match(body.error, /type "alt60" took more than 5 s/)
    // The thread that was stopped is replaced: a cheap type still checks.
    const fine = await api('/types/small', 'PUT', {
      schema: { type: 'object', properties: { code: { type: 'string', pattern: '^[a-z]+$' } } },
    })
    assert.equal(fine.status, 201)
    const refused = await api('/sync?dryRun=true', 'POST', {
      blocks: [{ key: 'b', type: 'small', section: 'product', value: { code: 'A' } }],
    })
    assert.equal(refused.status, 400)
    assert.match((await readJson(refused)).error, /value\.code: must match pattern/)
  })

  it('a 62 KB schema compiles off the event loop, dry run or not', async () => {
    const schema = wideSchema('dry')
    assert.ok(JSON.stringify(schema).length > 60_000)
    const { status, body } = await healthzDuring('62 KB schema PUT ?dryRun=true', () =>
      api('/types/wide?dryRun=true', 'PUT', { schema }),
    )
    assert.equal(status, 201, JSON.stringify(body).slice(0, 500))
  })

  it('after a restart, a sync touching several 62 KB types compiles them off the event loop', async () => {
    const types = ['w1', 'w2', 'w3', 'w4']
    for (const type of types) {
      const put = await api(`/types/${type}`, 'PUT', { schema: wideSchema(type) })
      assert.equal(put.status, 201, JSON.stringify(await readJson(put)).slice(0, 500))
    }
    await server.stop()
    server = await startServer({ db: db.url, args: ['--no-demo'], env: { LOG_LEVEL: 'error' } })
    const { status, body } = await healthzDuring('sync of 4 uncompiled 62 KB types', () =>
      api('/sync?dryRun=true', 'POST', {
        blocks: types.map((type) => ({ key: type, type, section: 'product', value: { [`${type}_1`]: 'x' } })),
      }),
    )
    assert.equal(status, 200, JSON.stringify(body).slice(0, 500))
    assert.equal(body.data.created.length, 4)
  })
})
