import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { createLeasedCounter, leaseSize, maxLease } from '../../src/limits/leased-counter.js'
import { createRateLimiter } from '../../src/limits/rate-limiter.js'
import { counterFromLimiter, type SharedCounter } from '../../src/limits/window-counter.js'
import { ManualClock } from '../helpers/clock.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The store every "worker" shares (what the cluster primary or Redis is in production), with a
 * record of the lease requests it answered. `delayMs` makes each round trip take a while.
 */
function sharedStore(delayMs = 0) {
  const store = counterFromLimiter(
    new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration: 86_400 * 2 }),
  )
  const adds: { key: string; units: number }[] = []
  const counter: SharedCounter = {
    async add(key, units, ttlSeconds) {
      adds.push({ key, units })
      if (delayMs > 0) await sleep(delayMs)
      return store.add(key, units, ttlSeconds)
    },
    peek: (key) => store.peek(key),
    giveBack: (key, units, ttlSeconds) => store.giveBack(key, units, ttlSeconds),
  }
  return { counter, adds }
}

/** Two workers counting over one shared store. */
function twoWorkers(delayMs = 0) {
  const shared = sharedStore(delayMs)
  return { ...shared, workers: [createLeasedCounter(shared.counter), createLeasedCounter(shared.counter)] }
}

const LIMITS = [1, 7, 60, 127, 1000, 6400, 20_000]

describe('lease size', () => {
  it('is 1/64 of what is left, between 1 and 100', () => {
    assert.equal(leaseSize(60, 0), 1, 'free per minute: exact')
    assert.equal(leaseSize(120, 0), 1, 'per IP: exact')
    assert.equal(leaseSize(300, 0), 4)
    assert.equal(leaseSize(1000, 0), 15)
    assert.equal(leaseSize(1000, 900), 1)
    assert.equal(leaseSize(6400, 0), 100)
    assert.equal(leaseSize(1_000_000, 0), 100)
    assert.equal(leaseSize(1_000_000, 999_990), 1)
    assert.equal(leaseSize(60, 75), 1, 'over the limit: one unit')
    assert.equal(maxLease(1000), 15)
  })

  it('asks the shared counter for each request of a small limit, and once per 100 of a large one', async () => {
    const { counter, adds } = sharedStore()
    const worker = createLeasedCounter(counter)
    for (let i = 1; i <= 70; i++) assert.equal(await worker.increment('small', 65, 60), i)
    assert.equal(adds.length, 70)
    assert.ok(adds.every((add) => add.units === 1))

    adds.length = 0
    for (let i = 1; i <= 1000; i++) assert.equal(await worker.increment('large', 65, 1_000_000), i)
    assert.deepEqual(
      adds.map((add) => add.units),
      Array(10).fill(100),
    )
  })

  it('shrinks as the window fills and is one unit past the limit', async () => {
    const { counter, adds } = sharedStore()
    const worker = createLeasedCounter(counter)
    for (let i = 1; i <= 1010; i++) assert.equal(await worker.increment('day', 3600, 1000), i)
    const units = adds.map((add) => add.units)
    assert.equal(units[0], 15)
    for (let i = 1; i < units.length; i++) assert.ok((units[i] ?? 0) <= (units[i - 1] ?? 0), 'never grows')
    assert.deepEqual(units.slice(-20), Array(20).fill(1), 'the last 10 under and 10 over the limit, one each')
    assert.ok(units.length < 300, `${units.length} round trips for 1010 requests`)
  })
})

describe('strict across workers', () => {
  /** Each worker counts until it is refused; afterwards it can only be refused again. */
  async function untilBothRefused(limit: number, pick: () => number) {
    const { workers } = twoWorkers()
    const numbers: number[] = []
    const refused = [false, false]
    while (!refused[0] || !refused[1]) {
      const w = refused[0] ? 1 : refused[1] ? 0 : pick()
      const n = await (workers[w] as (typeof workers)[number]).increment('k:minute:1', 65, limit)
      numbers.push(n)
      if (n > limit) refused[w] = true
    }
    return numbers
  }

  it('admits exactly the limit when requests alternate', async () => {
    for (const limit of LIMITS) {
      let turn = 0
      const numbers = await untilBothRefused(limit, () => turn++ % 2)
      assert.equal(numbers.filter((n) => n <= limit).length, limit, `limit ${limit}`)
      assert.equal(new Set(numbers).size, numbers.length, 'no unit handed out twice')
    }
  })

  it('admits exactly the limit when one worker gets most of the traffic', async () => {
    for (const limit of LIMITS) {
      let seed = limit
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
        return seed / 2_147_483_648
      }
      const numbers = await untilBothRefused(limit, () => (random() < 0.8 ? 0 : 1))
      assert.equal(numbers.filter((n) => n <= limit).length, limit, `limit ${limit}`)
      assert.equal(new Set(numbers).size, numbers.length, 'no unit handed out twice')
    }
  })

  it('admits exactly the limit under a concurrent burst on both workers', async () => {
    for (const limit of LIMITS) {
      const { workers } = twoWorkers(1)
      const requests = Math.min(limit * 2, limit + 500)
      const numbers = await Promise.all(
        Array.from({ length: requests }, (_, i) =>
          (workers[i % 2] as (typeof workers)[number]).increment('k:minute:1', 65, limit),
        ),
      )
      const admitted = numbers.filter((n) => n <= limit).length
      // Every worker has more requests waiting than it leases, so every unit is used.
      assert.equal(admitted, limit, `limit ${limit}`)
      assert.equal(new Set(numbers).size, numbers.length, 'no unit handed out twice')
    }
  })

  it('admits exactly the limit over waves of concurrent requests spread unevenly', async () => {
    for (const limit of LIMITS) {
      const { workers } = twoWorkers(1)
      let seed = limit + 1
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
        return seed / 2_147_483_648
      }
      const numbers: number[] = []
      const refused = [false, false]
      while (!refused[0] || !refused[1]) {
        const wave = Array.from({ length: 1 + Math.floor(random() * 40) }, () => {
          const w = refused[0] ? 1 : refused[1] ? 0 : random() < 0.7 ? 0 : 1
          return (workers[w] as (typeof workers)[number]).increment('k:minute:1', 65, limit).then((n) => {
            if (n > limit) refused[w] = true
            return n
          })
        })
        numbers.push(...(await Promise.all(wave)))
      }
      assert.equal(numbers.filter((n) => n <= limit).length, limit, `limit ${limit}`)
      assert.equal(new Set(numbers).size, numbers.length, 'no unit handed out twice')
    }
  })

  it('rate limiters on two workers admit exactly a key’s limit', async () => {
    const { counter } = sharedStore(1)
    const clock = new ManualClock('2026-03-01T08:00:10.000Z')
    const limiters = [0, 1].map(() =>
      createRateLimiter({
        counter: createLeasedCounter(counter),
        clock,
        publicPerMinute: 120,
        onStoreError: (error) => assert.fail(String(error)),
      }),
    )
    for (const [perMinute, perDay] of [
      [60, 1000],
      [5000, 1_000_000],
    ] as const) {
      const key = { id: `k-${perMinute}`, plan: 'enterprise' as const, perMinute, perDay }
      const decisions = await Promise.all(
        Array.from({ length: perMinute + 300 }, (_, i) => limiters[i % 2]?.consumeKey(key)),
      )
      assert.equal(decisions.filter((d) => d?.allowed).length, perMinute)
      const refused = decisions.find((d) => !d?.allowed)
      assert.equal(refused?.remaining, 0)
    }
  })
})

describe('leases', () => {
  it('a burst of concurrent requests shares one lease request', async () => {
    const { counter, adds } = sharedStore(5)
    const worker = createLeasedCounter(counter)
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () => worker.increment('big', 65, 1_000_000)),
    )
    assert.deepEqual(adds, [{ key: 'big', units: 100 }])
    assert.deepEqual(
      numbers.sort((a, b) => a - b),
      Array.from({ length: 50 }, (_, i) => i + 1),
    )
  })

  it('a burst bigger than the lease asks once more, for everyone still waiting', async () => {
    const { counter, adds } = sharedStore(5)
    const worker = createLeasedCounter(counter)
    const numbers = await Promise.all(Array.from({ length: 50 }, () => worker.increment('small', 65, 60)))
    assert.deepEqual(
      adds.map((add) => add.units),
      [1, 49],
    )
    assert.deepEqual(
      numbers.sort((a, b) => a - b),
      Array.from({ length: 50 }, (_, i) => i + 1),
    )
  })

  it('belong to one window: the next window starts from 1', async () => {
    const { counter } = sharedStore()
    const worker = createLeasedCounter(counter)
    assert.equal(await worker.increment('k:minute:100', 65, 1_000_000), 1)
    assert.equal(await worker.increment('k:minute:100', 65, 1_000_000), 2)
    assert.equal(await worker.increment('k:minute:101', 65, 1_000_000), 1)
    assert.equal(await counter.peek('k:minute:101'), 100, 'the shared count includes the lease')
    assert.equal(await worker.peek('k:minute:101'), 1, 'this worker does not count its own unused units')
  })

  it('a worker that replaces one mid-window goes on from the shared count', async () => {
    const { counter } = sharedStore()
    const numbers: number[] = []
    const first = createLeasedCounter(counter)
    // It leases 15 of 1000, uses 5, and dies holding the other 10: they stay counted.
    for (let i = 0; i < 5; i++) numbers.push(await first.increment('k:minute:1', 65, 1000))
    const replacement = createLeasedCounter(counter)
    for (let i = 0; i < 1100; i++) numbers.push(await replacement.increment('k:minute:1', 65, 1000))
    assert.equal(new Set(numbers).size, numbers.length, 'no unit handed out twice')
    assert.equal(
      numbers.filter((n) => n <= 1000).length,
      990,
      'the dead worker’s 10 unused units are lost, not reused',
    )
  })

  it('a lease taken at the end of a window never serves the next one, even after it expired', async () => {
    let nowMs = 60_000 * 10 + 59_000
    const { counter } = sharedStore()
    const worker = createLeasedCounter(counter, () => nowMs)
    // One second before the window ends: the limiter asks for a 6 s counter.
    assert.equal(await worker.increment('k:minute:10', 6, 1_000_000), 1)
    nowMs += 6_000
    assert.equal(await worker.increment('k:minute:11', 65, 1_000_000), 1, 'the next window starts at 1')
    // A request of the old window arriving late asks the shared count again, past the old lease.
    assert.equal(await worker.increment('k:minute:10', 6, 1_000_000), 101)
  })

  it('are dropped once their window has ended, so memory does not grow', async () => {
    let nowMs = 1_000_000
    const { counter } = sharedStore()
    const worker = createLeasedCounter(counter, () => nowMs)
    for (let i = 0; i < 100; i++) await worker.increment(`ip:10.0.0.${i}:minute:1`, 65, 120)
    assert.equal(worker.heldKeys(), 100)
    nowMs += 66_000
    await worker.increment('ip:10.0.0.1:minute:2', 65, 120)
    assert.equal(worker.heldKeys(), 1)
  })

  it('fail open: a failed lease fails every request waiting for it, and the next request retries', async () => {
    let down = true
    const { counter: store } = sharedStore()
    let calls = 0
    const flaky: SharedCounter = {
      async add(key, units, ttlSeconds) {
        calls += 1
        await sleep(2)
        if (down) throw new Error('connection refused')
        return store.add(key, units, ttlSeconds)
      },
      peek: (key) => store.peek(key),
      giveBack: (key, units, ttlSeconds) => store.giveBack(key, units, ttlSeconds),
    }
    const errors: unknown[] = []
    const limiter = createRateLimiter({
      counter: createLeasedCounter(flaky),
      clock: new ManualClock('2026-03-01T08:00:10.000Z'),
      publicPerMinute: 1,
      onStoreError: (error) => errors.push(error),
    })
    const freeKey = { id: 'k-free', plan: 'free' as const, perMinute: null, perDay: null }
    const decisions = await Promise.all(Array.from({ length: 5 }, () => limiter.consumeKey(freeKey)))
    assert.ok(decisions.every((d) => d.allowed))
    assert.equal(errors.length, 5, 'each request reports the failure')
    assert.equal(calls, 1, 'one lease request for the burst')
    assert.equal((await limiter.consumeIp('10.0.0.1')).allowed, true)
    assert.equal(errors.length, 6)

    down = false
    const ok = await limiter.consumeKey(freeKey)
    assert.equal(ok.allowed, true)
    assert.equal(ok.remaining, 59, 'counting resumes')
    assert.equal(errors.length, 6)
  })
})
