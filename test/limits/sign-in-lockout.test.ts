import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, describe, it } from 'node:test'
import { createSharedWindowCounter } from '../../src/limits/fallback-counter.js'
import { createOutageLog } from '../../src/limits/outage-log.js'
import { createRedisCounter } from '../../src/limits/window-counter.js'
import { openTempStore } from '../helpers/temp-store.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { PASSWORD, personWithPassword, signIn } from '../http/people-helpers.js'

const WRONG = 'wrong password 123'
const redisUrl = process.env.PCTX_TEST_REDIS_URL

/** How many answers had each status: `{ 401: 5, 429: 15 }`. */
function statuses(answers: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1
  return counts
}

/** `n` wrong sign-ins at `email`, all sent at once, spread over `apps` in turn. */
function burst(apps: TestApp[], email: string, n: number) {
  return Promise.all(
    Array.from({ length: n }, (_, i) => signIn(apps[i % apps.length] as TestApp, email, WRONG)),
  )
}

// Not per database: the count lives in the rate-limit store, not in the database.
describe('sign-in lockout under concurrent attempts', () => {
  const opened: TestApp[] = []
  after(async () => {
    for (const app of opened.reverse()) await app.close()
  })

  it('checks at most 5 wrong passwords of 20 sent at once; then even the right one is 429', async () => {
    const t = await createTestApp()
    opened.push(t)
    await personWithPassword(t, 'rush@example.com')
    const answers = await burst([t], 'rush@example.com', 20)
    assert.deepEqual(statuses(answers), { 401: 5, 429: 15 })
    assert.equal((await signIn(t, 'rush@example.com')).statusCode, 429, 'the account is locked')
    const ghosts = await burst([t], 'ghost@example.com', 20)
    assert.deepEqual(statuses(ghosts), { 401: 5, 429: 15 }, 'an unknown email reserves the same way')
  })

  it('does not count a right password: after 4 failures it signs in, and the fifth failure still gets a 401', async () => {
    const t = await createTestApp()
    opened.push(t)
    await personWithPassword(t, 'four@example.com')
    for (let i = 0; i < 4; i++) assert.equal((await signIn(t, 'four@example.com', WRONG)).statusCode, 401)
    for (let i = 0; i < 2; i++)
      assert.equal((await signIn(t, 'four@example.com')).statusCode, 200, 'a success gives its attempt back')
    assert.equal((await signIn(t, 'four@example.com', WRONG)).statusCode, 401, 'the fifth failure')
    assert.equal((await signIn(t, 'four@example.com')).statusCode, 429, 'locked after it')
  })

  it('shares the count between two instances through Redis', {
    skip: !redisUrl && 'Redis not available',
  }, async () => {
    const temp = await openTempStore()
    const redisClients: { close(): Promise<void> }[] = []
    const apps: TestApp[] = []
    const counter = () => {
      const outage = createOutageLog(() => undefined)
      const redis = createRedisCounter(redisUrl as string, (error) => outage.failed(error))
      redisClients.push(redis)
      return createSharedWindowCounter(redis, { processes: 1, outage })
    }
    try {
      const a = await createTestApp({ counter: counter(), databaseUrl: temp.databaseUrl })
      const b = await createTestApp({ counter: counter(), databaseUrl: temp.databaseUrl })
      apps.push(a, b)
      // A fresh account for each run: the Redis of the test run outlives this file's database.
      const email = `redis-${randomUUID()}@example.com`
      await personWithPassword(a, email)
      assert.deepEqual(statuses(await burst([a, b], email, 12)), { 401: 5, 429: 7 })
      assert.equal((await signIn(b, email)).statusCode, 429)

      const other = `redis-${randomUUID()}@example.com`
      await personWithPassword(a, other)
      for (let i = 0; i < 4; i++) assert.equal((await signIn(a, other, WRONG)).statusCode, 401)
      assert.equal(
        (await signIn(b, other, PASSWORD)).statusCode,
        200,
        'a success on B gives its attempt back',
      )
      assert.equal((await signIn(b, other, WRONG)).statusCode, 401)
      assert.equal((await signIn(a, other)).statusCode, 429)
    } finally {
      for (const app of apps) await app.close()
      for (const client of redisClients) await client.close()
      await temp.cleanup()
    }
  })
})
