import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { after, before, describe, it } from 'node:test'
import { Redis } from 'ioredis'
import { startRedis, type TestRedis } from '../../scripts/test-services.mjs'
import { killChildren, runJson, tempDb } from '../helpers/cli.js'
import { type ServerProcess, startServer } from '../helpers/server-process.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const minute = () => Math.floor(Date.now() / 60_000)
const hasRedis = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

/** Runs `use` with a Redis client that is closed afterwards (an open one keeps the test alive). */
async function withRedis<T>(url: string, use: (client: Redis) => Promise<T>): Promise<T> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 })
  try {
    return await use(client)
  } finally {
    client.disconnect()
  }
}

/** Lines the server logged about its rate-limit store (stdout: pino; stderr: plain lines). */
function storeLines(server: ServerProcess): string[] {
  return `${server.stdout()}\n${server.stderr()}`
    .split('\n')
    .filter((line) => line.includes('rate-limit store'))
}

describe('Redis outage', { skip: !hasRedis && 'redis-server not installed', timeout: 180_000 }, () => {
  // A Redis of its own, killed and restarted on the same port: the shared one serves other tests.
  let redis: TestRedis
  let server: ServerProcess
  const db = tempDb()
  const keys: { id: string; key: string }[] = []

  before(async () => {
    redis = (await startRedis()) as TestRedis
    await runJson(['project', 'create', 'p', '--name', 'P', '--json'], { db: db.url })
    for (const name of ['before', 'after'])
      keys.push(
        await runJson<{ id: string; key: string }>(
          ['key', 'create', '--name', name, '--project', 'p', '--json'],
          { db: db.url },
        ),
      )
    server = await startServer({
      db: db.url,
      env: { REDIS_URL: redis.url, LOG_LEVEL: 'warn' },
      args: ['--no-demo'],
    })
  })

  after(async () => {
    await killChildren()
    redis?.stop()
    db.cleanup()
  })

  const get = async (key: string) => {
    const res = await fetch(`${server.url}/api/v1/projects/p/blocks`, { headers: { 'x-api-key': key } })
    await res.arrayBuffer()
    return res.status
  }

  it('counts in memory while Redis is down, logs a few lines, and counts in Redis again once it is back', async () => {
    // The whole test fits in one UTC minute, so the 60/min windows do not reset half way.
    if (new Date().getUTCSeconds() > 30) await sleep(61_000 - (Date.now() % 60_000))
    const started = minute()
    const [free, other] = keys as [{ id: string; key: string }, { id: string; key: string }]

    for (let i = 0; i < 5; i++) assert.equal(await get(free.key), 200)
    await withRedis(redis.url, async (client) => {
      assert.equal(await client.get(`pctx:key:${free.id}:minute:${started}`), '5', 'counted in Redis')
    })

    assert.deepEqual(storeLines(server), [], 'Redis answered from the start')
    redis.stop()
    const statuses: number[] = []
    for (let wave = 0; wave < 10; wave++)
      statuses.push(...(await Promise.all(Array.from({ length: 20 }, () => get(free.key)))))
    assert.ok(
      statuses.every((s) => s === 200 || s === 429),
      statuses.join(','),
    )
    const admitted = statuses.filter((s) => s === 200).length
    // One process counting alone admits the key's limit: 60 (not the 5 Redis already counted).
    assert.ok(admitted <= 60, `${admitted} of 200 admitted while Redis was down`)
    assert.ok(admitted >= 55, `${admitted} of 200 admitted while Redis was down`)
    const outageLines = storeLines(server)
    assert.ok(outageLines.length >= 1 && outageLines.length <= 3, outageLines.join('\n'))

    redis = (await startRedis({ port: redis.port })) as TestRedis
    // ioredis reconnects by itself (backing off up to 2 s); the next count that reaches Redis
    // logs the recovery.
    const deadline = Date.now() + 30_000
    while (!storeLines(server).some((line) => line.includes('store recovered'))) {
      assert.ok(Date.now() < deadline, `no recovery logged:\n${storeLines(server).join('\n')}`)
      await get(other.key)
      await sleep(200)
    }
    const more = await withRedis(redis.url, async (client) => {
      const count = async () => Number(await client.get(`pctx:key:${other.id}:minute:${started}`))
      const inRedis = await count()
      assert.ok(
        inRedis >= 1,
        `the other key is counted in the new Redis: ${JSON.stringify(await client.keys('*'))} ${storeLines(server).join('\n')}`,
      )
      const statuses = await Promise.all(Array.from({ length: 10 }, () => get(other.key)))
      assert.equal(await count(), inRedis + 10)
      return statuses
    })
    assert.ok(more.every((s) => s === 200))
    assert.ok(storeLines(server).length <= outageLines.length + 2, storeLines(server).join('\n'))
    assert.equal(minute(), started, 'the test ran within one UTC minute')
  })
})
