import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const BLOCK = { key: 'a', type: 'text', section: 'brand', value: { content: 'hello' } }

function assertRateHeaders(res: LightMyRequestResponse, limit: number, remaining: number, resetIso: string) {
  assert.equal(res.headers['x-ratelimit-limit'], String(limit), `limit on ${res.statusCode}`)
  assert.equal(res.headers['x-ratelimit-remaining'], String(remaining), `remaining on ${res.statusCode}`)
  assert.equal(
    res.headers['x-ratelimit-reset'],
    String(Date.parse(resetIso) / 1000),
    `reset on ${res.statusCode}`,
  )
  // The IETF draft's fields say the same: the window's policy is listed, and `r` is what is left.
  const current = /^"(minute|day)";r=(\d+);t=(\d+)$/.exec(String(res.headers.ratelimit))
  assert.ok(current, `RateLimit on ${res.statusCode}: ${res.headers.ratelimit}`)
  assert.equal(current[2], String(remaining), `RateLimit r on ${res.statusCode}`)
  const seconds = current[1] === 'minute' ? 60 : 86400
  assert.ok(
    String(res.headers['ratelimit-policy']).split(', ').includes(`"${current[1]}";q=${limit};w=${seconds}`),
    `RateLimit-Policy on ${res.statusCode}: ${res.headers['ratelimit-policy']}`,
  )
}

describe('rate limits over HTTP', () => {
  let t: TestApp
  afterEach(() => t.close())

  async function setup(env: Record<string, string> = {}) {
    const clock = new ManualClock('2026-05-04T09:30:20.000Z')
    t = await createTestApp({ clock, env })
    await t.project({ id: 'p1' })
    await t.services.blocks.sync('p1', { blocks: [BLOCK] })
    return clock
  }

  it('puts the key window on success, 304, 400, 403, 404 and 429 responses', async () => {
    await setup()
    const key = await t.key({ projects: ['p1'], plan: 'free' })
    const reset = '2026-05-04T09:31:00.000Z'
    const ok = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks', key })
    assert.equal(ok.statusCode, 200)
    assertRateHeaders(ok, 60, 59, reset)
    const exported = await t.request({ method: 'GET', url: '/api/v1/projects/p1/export', key })
    const notModified = await t.request({
      method: 'GET',
      url: '/api/v1/projects/p1/export',
      key,
      headers: { 'if-none-match': String(exported.headers.etag) },
    })
    assert.equal(notModified.statusCode, 304)
    assertRateHeaders(notModified, 60, 57, reset)
    const bad = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks?limit=0', key })
    assert.equal(bad.statusCode, 400)
    assertRateHeaders(bad, 60, 56, reset)
    const missing = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks/nope', key })
    assert.equal(missing.statusCode, 404)
    assertRateHeaders(missing, 60, 55, reset)
    // A 403 counts against the key's limit too.
    const forbidden = await t.request({ method: 'GET', url: '/api/v1/projects/other/blocks', key })
    assert.equal(forbidden.statusCode, 403)
    assertRateHeaders(forbidden, 60, 54, reset)
  })

  it('announces every window as the IETF draft RateLimit-Policy, and the tightest as RateLimit', async () => {
    await setup({ PUBLIC_RATE_LIMIT_PER_MINUTE: '30' })
    const free = await t.key({ projects: ['p1'], plan: 'free' })
    const ok = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks', key: free })
    assert.equal(ok.headers['ratelimit-policy'], '"minute";q=60;w=60, "day";q=1000;w=86400')
    // 09:30:20 on the clock: 40 s to the minute's end.
    assert.equal(ok.headers.ratelimit, '"minute";r=59;t=40')

    // A day with fewer requests left than the minute: RateLimit reports on the day.
    const tight = await t.key({ projects: ['p1'], plan: 'enterprise', perMinute: 100, perDay: 5 })
    const day = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks', key: tight })
    assert.equal(day.headers['ratelimit-policy'], '"minute";q=100;w=60, "day";q=5;w=86400')
    // 14 h 29 min 40 s to the UTC day's end.
    assert.equal(day.headers.ratelimit, `"day";r=4;t=${14 * 3600 + 29 * 60 + 40}`)

    const anonymous = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks' })
    assert.equal(anonymous.statusCode, 401)
    assert.equal(anonymous.headers['ratelimit-policy'], '"minute";q=30;w=60')
    assert.equal(anonymous.headers.ratelimit, '"minute";r=29;t=40')
  })

  it('answers 429 with Retry-After and a message naming the plan, the limit and the wait', async () => {
    const clock = await setup()
    const key = await t.key({ projects: ['p1'], plan: 'free' })
    for (let i = 0; i < 60; i++) {
      const res = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks/a', key })
      assert.equal(res.statusCode, 200)
    }
    const limited = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks/a', key })
    assert.equal(limited.statusCode, 429)
    assert.equal(limited.headers['retry-after'], '40')
    assertRateHeaders(limited, 60, 0, '2026-05-04T09:31:00.000Z')
    const body = limited.json()
    assert.equal(body.data, null)
    assert.match(body.error, /free plan allows 60 requests per minute; retry in 40 s/)
    clock.set('2026-05-04T09:31:00.000Z')
    const again = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks/a', key })
    assert.equal(again.statusCode, 200, 'the next minute admits requests again')
  })

  it('admits exactly 60 of 200 concurrent requests on a free key', async () => {
    await setup()
    const key = await t.key({ projects: ['p1'], plan: 'free' })
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks/a', key }),
      ),
    )
    const statuses = responses.map((res) => res.statusCode)
    assert.equal(statuses.filter((s) => s === 200).length, 60)
    assert.equal(statuses.filter((s) => s === 429).length, 140)
  })

  it('applies pro and enterprise limits', async () => {
    await setup()
    const pro = await t.key({ projects: ['p1'], plan: 'pro' })
    const enterprise = await t.key({ projects: ['p1'], plan: 'enterprise', perMinute: 3, perDay: 50 })
    const proRes = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks', key: pro })
    assert.equal(proRes.headers['x-ratelimit-limit'], '300')
    const statuses = []
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks', key: enterprise })).statusCode,
      )
    }
    assert.deepEqual(statuses, [200, 200, 200, 429])
  })

  it('limits unauthenticated traffic per client IP, bad keys included', async () => {
    await setup({ PUBLIC_RATE_LIMIT_PER_MINUTE: '3' })
    const good = await t.key({ projects: ['p1'], plan: 'free' })
    const wrong = `pctx_${'A'.repeat(43)}`
    const guesses = []
    for (const key of [undefined, 'garbage', wrong]) {
      guesses.push(await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks', key }))
    }
    assert.deepEqual(
      guesses.map((res) => res.statusCode),
      [401, 401, 401],
    )
    assertRateHeaders(guesses[2] as LightMyRequestResponse, 3, 0, '2026-05-04T09:31:00.000Z')
    const throttled = await t.request({
      method: 'GET',
      url: '/api/v1/projects/p1/blocks',
      key: `pctx_${'B'.repeat(43)}`,
    })
    assert.equal(throttled.statusCode, 429)
    assert.match(throttled.json().error, /unauthenticated requests are limited to 3 per minute per client IP/)
    // Another IP is not affected, and a valid key is counted against its own plan.
    const elsewhere = await t.request({
      method: 'GET',
      url: '/api/v1/projects/p1/blocks',
      remoteAddress: '10.1.2.3',
    })
    assert.equal(elsewhere.statusCode, 401)
    const valid = await t.request({
      method: 'GET',
      url: '/api/v1/projects/p1/blocks',
      key: good,
      remoteAddress: '10.1.2.3',
    })
    assert.equal(valid.statusCode, 200)
    assert.equal(valid.headers['x-ratelimit-limit'], '60')
  })

  it('never refuses a valid key for what other traffic from its IP did', async () => {
    await setup({ PUBLIC_RATE_LIMIT_PER_MINUTE: '2' })
    const key = await t.key({ projects: ['p1'], plan: 'free' })
    for (let i = 0; i < 3; i++) await t.request({ method: 'GET', url: '/api/projects/p1/context' })
    assert.equal((await t.request({ method: 'GET', url: '/api/projects/p1/context' })).statusCode, 429)
    const res = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks', key })
    assert.equal(res.statusCode, 200, 'an unseen valid key is counted against its own plan')
    assert.equal(res.headers['x-ratelimit-limit'], '60')
  })

  it('counts unknown routes per IP and never counts health probes', async () => {
    await setup({ PUBLIC_RATE_LIMIT_PER_MINUTE: '2' })
    for (let i = 0; i < 5; i++) {
      const health = await t.request({ method: 'GET', url: '/healthz' })
      assert.equal(health.statusCode, 200)
      assert.equal(health.headers['x-ratelimit-remaining'], '2')
      assert.equal((await t.request({ method: 'GET', url: '/readyz' })).statusCode, 200)
    }
    const notFound = await t.request({ method: 'GET', url: '/nope' })
    assert.equal(notFound.statusCode, 404)
    assertRateHeaders(notFound, 2, 1, '2026-05-04T09:31:00.000Z')
    await t.request({ method: 'GET', url: '/nope' })
    const limited = await t.request({ method: 'GET', url: '/nope' })
    assert.equal(limited.statusCode, 429)
    assert.equal((await t.request({ method: 'GET', url: '/healthz' })).statusCode, 200, 'probes still answer')
  })

  it('honours X-Forwarded-For only when TRUST_PROXY is set', async () => {
    await setup({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1' })
    const spoof = (ip: string) =>
      t.request({ method: 'GET', url: '/nope', headers: { 'x-forwarded-for': ip } })
    assert.equal((await spoof('1.1.1.1')).statusCode, 404)
    assert.equal(
      (await spoof('2.2.2.2')).statusCode,
      429,
      'without trust, the header is ignored: same client',
    )
    await t.close()
    await setup({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: 'true' })
    assert.equal((await spoof('1.1.1.1')).statusCode, 404)
    assert.equal((await spoof('2.2.2.2')).statusCode, 404, 'behind a trusted proxy each client counts alone')
    assert.equal((await spoof('1.1.1.1')).statusCode, 429)
  })

  it('keeps serving when the counter store fails (fail open)', async () => {
    const clock = new ManualClock('2026-05-04T09:30:20.000Z')
    const failing = {
      increment: () => Promise.reject(new Error('store down')),
      peek: () => Promise.reject(new Error('store down')),
      reserve: () => Promise.reject(new Error('store down')),
    }
    t = await createTestApp({ clock, counter: failing, env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1' } })
    await t.project({ id: 'p1' })
    const key = await t.key({ projects: ['p1'], plan: 'free' })
    for (let i = 0; i < 3; i++) {
      const res = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks', key })
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['x-ratelimit-limit'], '60')
      assert.equal((await t.request({ method: 'GET', url: '/nope' })).statusCode, 404)
    }
  })
})
