import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { createSharedWindowCounter } from '../../src/limits/fallback-counter.js'
import { createOutageLog } from '../../src/limits/outage-log.js'
import { createRateLimiter } from '../../src/limits/rate-limiter.js'
import {
  counterFromLimiter,
  type SharedCounter,
  type WindowCounter,
} from '../../src/limits/window-counter.js'
import { ManualClock } from '../helpers/clock.js'

/**
 * The store every process shares (the cluster primary or Redis in production); while `down`,
 * every round trip fails as a timed-out IPC request or a dead Redis does.
 */
function flakyStore() {
  const store = counterFromLimiter(
    new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration: 86_400 * 2 }),
  )
  const state = { down: false, calls: 0 }
  const counter: SharedCounter = {
    async add(key, units, ttlSeconds) {
      state.calls += 1
      if (state.down) throw new Error('RateLimiterCluster timeout: no answer from master in time')
      return store.add(key, units, ttlSeconds)
    },
    async peek(key) {
      if (state.down) throw new Error('connection refused')
      return store.peek(key)
    },
    async giveBack(key, units, ttlSeconds) {
      if (state.down) throw new Error('connection refused')
      return store.giveBack(key, units, ttlSeconds)
    },
  }
  return { counter, state, store }
}

/** What a process of the server counts with (server.ts `rateLimitCounter`), and its log. */
function processCounter(shared: SharedCounter, processes: number, now: () => number = Date.now) {
  const lines: string[] = []
  const counter: WindowCounter = createSharedWindowCounter(shared, {
    processes,
    outage: createOutageLog((line) => lines.push(line), now),
  })
  return { counter, lines }
}

function limiterOver(counter: WindowCounter, clock: ManualClock) {
  return createRateLimiter({
    counter,
    clock,
    publicPerMinute: 120,
    onStoreError: (error) => assert.fail(`the counter let an error through: ${String(error)}`),
  })
}

const freeKey = { id: 'k-free', plan: 'free' as const, perMinute: null, perDay: null }
const sixPerMinute = { id: 'k-six', plan: 'enterprise' as const, perMinute: 6, perDay: 1000 }

describe('a shared counter that fails', () => {
  it('counts in this process’s memory: 200 requests of a 60/min key admit 60, not 200', async () => {
    const { counter: shared, state } = flakyStore()
    const clock = new ManualClock('2026-03-01T08:00:10.000Z')
    const { counter, lines } = processCounter(shared, 1)
    const limiter = limiterOver(counter, clock)
    state.down = true
    const decisions = await Promise.all(Array.from({ length: 200 }, () => limiter.consumeKey(freeKey)))
    assert.equal(decisions.filter((d) => d.allowed).length, 60)
    const refused = decisions.find((d) => !d.allowed)
    assert.equal(refused?.remaining, 0)
    assert.equal(refused?.retryAfter, 50)
    assert.equal(lines.length, 1, lines.join('\n'))
    // The IP limit counts the same way.
    const ips = await Promise.all(Array.from({ length: 150 }, () => limiter.consumeIp('10.0.0.1')))
    assert.equal(ips.filter((d) => d.allowed).length, 120)
    assert.equal((await limiter.peekIp('10.0.0.1')).remaining, 0)
  })

  it('a fresh worker whose lease request times out does not let a 6/min key through 7 of 7', async () => {
    // A WORKERS=2 server just started: its workers' first lease requests to the primary time
    // out (a busy machine), and every request waiting on them used to be let through uncounted.
    const { counter: shared, state } = flakyStore()
    const clock = new ManualClock('2026-03-01T08:00:10.000Z')
    const workers = [processCounter(shared, 2), processCounter(shared, 2)].map((w) =>
      limiterOver(w.counter, clock),
    )
    state.down = true
    const decisions = await Promise.all(
      Array.from({ length: 7 }, (_, i) => workers[i % 2]?.consumeKey(sixPerMinute)),
    )
    const admitted = decisions.filter((d) => d?.allowed).length
    assert.ok(admitted <= 6, `${admitted} of 7 admitted`)
    // Each counts alone for half the limit: together never more than the limit.
    const more = await Promise.all(
      Array.from({ length: 20 }, (_, i) => workers[i % 2]?.consumeKey(sixPerMinute)),
    )
    assert.ok(admitted + more.filter((d) => d?.allowed).length <= 6)
  })

  it('goes back to the shared count as soon as the store answers', async () => {
    const { counter: shared, state, store } = flakyStore()
    const clock = new ManualClock('2026-03-01T08:00:10.000Z')
    const { counter, lines } = processCounter(shared, 1)
    const limiter = limiterOver(counter, clock)
    assert.equal((await limiter.consumeKey(freeKey)).remaining, 59)
    state.down = true
    for (let i = 0; i < 10; i++) await limiter.consumeKey(freeKey)
    state.down = false
    const back = await limiter.consumeKey(freeKey)
    assert.equal(back.remaining, 58, 'the shared count: the requests counted in memory are not in it')
    assert.equal(
      await store.peek(`key:${freeKey.id}:minute:${Math.floor(clock.now().getTime() / 60_000)}`),
      2,
    )
    assert.deepEqual(
      lines.map((line) => line.split(':')[0]),
      ['rate-limit store failed', 'rate-limit store recovered after 0 s (10 errors); counting in it again'],
    )
  })

  it('only round trips tell whether the store answers, not units already leased', async () => {
    const { counter: shared, state } = flakyStore()
    const { counter, lines } = processCounter(shared, 1)
    // A large limit leases 100 units: the next requests need no round trip.
    await counter.increment('big', 65, 1_000_000)
    state.down = true
    await counter.increment('small', 65, 60)
    for (let i = 0; i < 50; i++) await counter.increment('big', 65, 1_000_000)
    await counter.increment('small', 65, 60)
    assert.equal(lines.length, 1, lines.join('\n'))
  })
})

describe('the outage log', () => {
  it('logs when failures start, at most every 30 s while they last, and when they end', () => {
    let nowMs = 0
    const lines: string[] = []
    const log = createOutageLog(
      (line) => lines.push(line),
      () => nowMs,
    )
    log.succeeded()
    assert.deepEqual(lines, [], 'nothing while all is well')
    for (; nowMs < 29_000; nowMs += 10) log.failed(new Error('connect ECONNREFUSED 127.0.0.1:6379'))
    assert.deepEqual(lines, [
      "rate-limit store failed: connect ECONNREFUSED 127.0.0.1:6379; counting in this process's memory until it answers again",
    ])
    nowMs = 30_000
    log.failed(new Error('connect ECONNREFUSED 127.0.0.1:6379'))
    assert.equal(
      lines[1],
      'rate-limit store still failing after 30 s: connect ECONNREFUSED 127.0.0.1:6379 (2899 more errors since the last line)',
    )
    for (; nowMs < 120_000; nowMs += 10) log.failed('down')
    assert.equal(lines.length, 4, 'one line per 30 s: at 0, 30, 60 and 90 s')
    log.succeeded()
    log.succeeded()
    assert.equal(lines.length, 5)
    assert.equal(lines[4], 'rate-limit store recovered after 120 s (11901 errors); counting in it again')
    log.failed(new Error('again'))
    assert.equal(lines.length, 6, 'a new outage is logged at once')
  })
})

describe('reservations (sign-in attempts)', () => {
  it('numbers concurrent reservations of two processes once each, and gives one back to the shared count', async () => {
    const { counter: shared, store } = flakyStore()
    const [a, b] = [processCounter(shared, 2).counter, processCounter(shared, 2).counter]
    const held = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).reserve('signin:x', 900, 5)),
    )
    assert.deepEqual(
      held.map((r) => r.number).sort((x, y) => x - y),
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
    await held[0]?.giveBack()
    assert.equal(await store.peek('signin:x'), 19)
  })

  it('gives a reservation counted during an outage back to memory, not to the store that came back', async () => {
    const { counter: shared, state, store } = flakyStore()
    const { counter } = processCounter(shared, 1)
    assert.equal((await counter.reserve('signin:y', 900, 5)).number, 1)
    state.down = true
    const during = await counter.reserve('signin:y', 900, 5)
    assert.equal(during.number, 1, 'counted in this process’s memory')
    state.down = false
    await during.giveBack()
    assert.equal(await store.peek('signin:y'), 1, 'the shared count keeps its one')
    assert.equal((await counter.reserve('signin:y', 900, 5)).number, 2)
  })

  it('admits each process’s first attempt during an outage, even with more processes than the limit', async () => {
    const { counter: shared, state } = flakyStore()
    state.down = true
    const eight = processCounter(shared, 8).counter
    assert.equal((await eight.reserve('signin:z', 900, 5)).number, 1, 'admitted: 1 <= 5')
    assert.equal((await eight.reserve('signin:z', 900, 5)).number, 9, 'the next is past the limit')
    const two = processCounter(shared, 2).counter
    const numbers = []
    for (let i = 0; i < 4; i++) numbers.push((await two.reserve('signin:w', 900, 5)).number)
    assert.deepEqual(numbers, [1, 3, 5, 7], 'three per process of two: six on the machine')
  })
})
