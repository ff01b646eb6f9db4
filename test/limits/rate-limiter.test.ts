import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { limitsOf, PLAN_LIMITS } from '../../src/limits/plans.js'
import { createRateLimiter } from '../../src/limits/rate-limiter.js'
import { createMemoryCounter } from '../../src/limits/window-counter.js'
import { ManualClock } from '../helpers/clock.js'

function limiterAt(iso: string, publicPerMinute = 5) {
  const clock = new ManualClock(iso)
  const errors: unknown[] = []
  const limiter = createRateLimiter({
    counter: createMemoryCounter(),
    clock,
    publicPerMinute,
    onStoreError: (error) => errors.push(error),
  })
  return { clock, limiter, errors }
}

const freeKey = { id: 'k-free', plan: 'free' as const, perMinute: null, perDay: null }

describe('plan limits', () => {
  it('follow the plans of docs/api.md (Rate limits) and let enterprise keys carry their own numbers', () => {
    assert.deepEqual(PLAN_LIMITS.free, { perMinute: 60, perDay: 1000 })
    assert.deepEqual(PLAN_LIMITS.pro, { perMinute: 300, perDay: 10_000 })
    assert.deepEqual(limitsOf({ plan: 'enterprise', perMinute: null, perDay: null }), {
      perMinute: 1000,
      perDay: 100_000,
    })
    assert.deepEqual(limitsOf({ plan: 'enterprise', perMinute: 7, perDay: null }), {
      perMinute: 7,
      perDay: 100_000,
    })
    // Numbers on a non-enterprise key are ignored: the plan decides.
    assert.deepEqual(limitsOf({ plan: 'free', perMinute: 5000, perDay: 5000 }), PLAN_LIMITS.free)
  })
})

describe('fixed UTC windows', () => {
  it('admits exactly the per-minute limit, then refuses with the seconds left in the minute', async () => {
    const { limiter } = limiterAt('2026-03-01T12:00:45.000Z')
    for (let i = 1; i <= 60; i++) {
      const decision = await limiter.consumeKey(freeKey)
      assert.equal(decision.allowed, true, `request ${i}`)
    }
    const refused = await limiter.consumeKey(freeKey)
    assert.equal(refused.allowed, false)
    assert.equal(refused.remaining, 0)
    assert.equal(refused.limit, 60)
    assert.equal(refused.retryAfter, 15)
    assert.equal(refused.resetAt, Date.parse('2026-03-01T12:01:00.000Z') / 1000)
    assert.match(refused.scope, /free plan allows 60 requests per minute/)
  })

  it('resets at the minute boundary, not 60 s after the first request', async () => {
    const { clock, limiter } = limiterAt('2026-03-01T12:00:59.000Z')
    for (let i = 0; i < 60; i++) await limiter.consumeKey(freeKey)
    assert.equal((await limiter.consumeKey(freeKey)).allowed, false)
    clock.advance(999)
    assert.equal((await limiter.consumeKey(freeKey)).allowed, false, 'still 12:00:59.999')
    clock.advance(1)
    const next = await limiter.consumeKey(freeKey)
    assert.equal(next.allowed, true, 'a new minute began at 12:01:00')
    assert.equal(next.remaining, 59)
  })

  it('reports the day window once it has fewer requests left, and it binds', async () => {
    const { clock, limiter } = limiterAt('2026-03-01T00:00:00.000Z')
    let last = await limiter.consumeKey(freeKey)
    // 1000/day: spend 990 over 17 minutes of 60, then the day has fewer left than the minute.
    for (let used = 1; used < 990; used++) {
      if (used % 60 === 0) clock.advance(60_000)
      last = await limiter.consumeKey(freeKey)
    }
    clock.advance(60_000)
    last = await limiter.consumeKey(freeKey)
    assert.equal(last.limit, 1000, 'day window reported')
    assert.equal(last.remaining, 9)
    assert.equal(last.resetAt, Date.parse('2026-03-02T00:00:00.000Z') / 1000)
    for (let i = 0; i < 9; i++) assert.equal((await limiter.consumeKey(freeKey)).allowed, true)
    const refused = await limiter.consumeKey(freeKey)
    assert.equal(refused.allowed, false)
    assert.match(refused.scope, /1000 requests per day/)
    assert.ok(refused.retryAfter > 60, 'waits until the next UTC day')
    clock.set('2026-03-02T00:00:00.000Z')
    assert.equal((await limiter.consumeKey(freeKey)).allowed, true, 'new UTC day')
  })

  it('does not count requests refused by the minute window against the day', async () => {
    const { clock, limiter } = limiterAt('2026-03-01T08:00:00.000Z')
    const tiny = { id: 'k-ent', plan: 'enterprise' as const, perMinute: 2, perDay: 5 }
    await limiter.consumeKey(tiny)
    await limiter.consumeKey(tiny)
    for (let i = 0; i < 20; i++) assert.equal((await limiter.consumeKey(tiny)).allowed, false)
    clock.advance(60_000)
    const next = await limiter.consumeKey(tiny)
    assert.equal(next.allowed, true)
    assert.equal(next.limit, 2, 'minute window has fewer left (1) than the day (2)')
    assert.equal(next.remaining, 1)
  })

  it('counts each key and each IP separately', async () => {
    const { limiter } = limiterAt('2026-03-01T08:00:00.000Z', 2)
    assert.equal((await limiter.consumeIp('10.0.0.1')).allowed, true)
    assert.equal((await limiter.consumeIp('10.0.0.1')).allowed, true)
    assert.equal((await limiter.consumeIp('10.0.0.1')).allowed, false)
    assert.equal((await limiter.consumeIp('10.0.0.2')).allowed, true)
    assert.equal((await limiter.consumeKey({ ...freeKey, id: 'other' })).remaining, 59)
  })

  it('peeks at an IP window without counting', async () => {
    const { limiter } = limiterAt('2026-03-01T08:00:00.000Z', 2)
    assert.equal((await limiter.peekIp('10.0.0.9')).remaining, 2)
    assert.equal((await limiter.peekIp('10.0.0.9')).remaining, 2)
    await limiter.consumeIp('10.0.0.9')
    await limiter.consumeIp('10.0.0.9')
    const peek = await limiter.peekIp('10.0.0.9')
    assert.equal(peek.remaining, 0)
    assert.equal(peek.allowed, false, 'another request would not fit')
  })

  it('never admits more than the limit under a concurrent burst', async () => {
    const { limiter } = limiterAt('2026-03-01T08:00:10.000Z')
    const decisions = await Promise.all(Array.from({ length: 200 }, () => limiter.consumeKey(freeKey)))
    assert.equal(decisions.filter((d) => d.allowed).length, 60)
  })

  it('fails open when the counter store fails, and reports it', async () => {
    const errors: unknown[] = []
    const limiter = createRateLimiter({
      counter: {
        increment: () => Promise.reject(new Error('connection refused')),
        peek: () => Promise.reject(new Error('connection refused')),
        reserve: () => Promise.reject(new Error('connection refused')),
      },
      clock: new ManualClock('2026-03-01T08:00:10.000Z'),
      publicPerMinute: 1,
      onStoreError: (error) => errors.push(error),
    })
    for (let i = 0; i < 3; i++) {
      assert.equal((await limiter.consumeKey(freeKey)).allowed, true)
      assert.equal((await limiter.consumeIp('10.0.0.1')).allowed, true)
    }
    assert.equal(errors.length, 6)
  })
})

describe('a signed-in person', () => {
  it("is limited by PEOPLE_RATE_LIMIT_PER_MINUTE and _PER_DAY, on their own counters apart from any key's", async () => {
    const clock = new ManualClock('2026-11-26T10:00:00.000Z')
    const limiter = createRateLimiter({
      counter: createMemoryCounter(),
      clock,
      publicPerMinute: 5,
      peopleLimits: { perMinute: 3, perDay: 4 },
      onStoreError: () => undefined,
    })
    for (let i = 0; i < 3; i++) assert.equal((await limiter.consumePerson('u1')).allowed, true)
    const refused = await limiter.consumePerson('u1')
    assert.equal(refused.allowed, false)
    assert.equal(refused.limit, 3)
    assert.match(
      refused.scope,
      /a signed-in person may make 3 requests per minute \(PEOPLE_RATE_LIMIT_PER_MINUTE\)/,
    )
    // Another person, and a key whose id is the person's, count apart.
    assert.equal((await limiter.consumePerson('u2')).allowed, true)
    assert.equal(
      (await limiter.consumeKey({ id: 'u1', plan: 'free', perMinute: null, perDay: null })).allowed,
      true,
    )
    clock.advance(60_000)
    assert.equal((await limiter.consumePerson('u1')).allowed, true)
    const day = await limiter.consumePerson('u1')
    assert.equal(day.allowed, false)
    assert.match(day.scope, /4 requests per day \(PEOPLE_RATE_LIMIT_PER_DAY\)/)
  })

  it("defaults to the pro plan's numbers", async () => {
    const { limiter } = limiterAt('2026-11-26T10:00:00.000Z')
    const first = await limiter.consumePerson('u1')
    assert.equal(first.limit, PLAN_LIMITS.pro.perMinute)
  })
})
