import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Metrics } from '../../src/metrics/metrics.js'
import { type DeliveryWorker, startDeliveryWorker } from '../../src/webhooks/delivery-worker.js'
import { fails, freshProject, ok, textBlock } from '../helpers/api.js'
import { ManualClock } from '../helpers/clock.js'
import { type Families, family, parseMetrics, total } from '../helpers/prometheus.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { startReceiver, until } from '../helpers/webhook-receiver.js'

const TOKEN = 'metrics-token-for-tests-0123456789'
const HTTP = 'pctx_http_requests_total'

async function scrape(t: TestApp, remoteAddress = '10.9.9.9'): Promise<Families> {
  const res = await t.request({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
    remoteAddress,
  })
  assert.equal(res.statusCode, 200, res.body)
  assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/)
  return parseMetrics(res.body)
}

describe('/metrics off (METRICS_TOKEN unset)', () => {
  it('answers 404 saying how to turn it on, and counts nothing', async () => {
    const t = await createTestApp()
    after(() => t.close())
    assert.equal(t.app.metrics, null)
    fails(await t.request({ method: 'GET', url: '/metrics' }), 404, /set METRICS_TOKEN/)
    fails(
      await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }),
      404,
      /Metrics are off/,
    )
  })
})

describe('/metrics (METRICS_TOKEN set)', () => {
  let t: TestApp
  let metrics: Metrics
  before(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, WEBHOOK_ALLOW_PRIVATE: 'true' } })
    assert.ok(t.app.metrics)
    metrics = t.app.metrics
  })
  after(() => t.close())

  it('asks for the token as a bearer token: none or a wrong one is 401 with the envelope', async () => {
    const none = await t.request({ method: 'GET', url: '/metrics' })
    fails(none, 401, /Authorization: Bearer <METRICS_TOKEN>/)
    assert.equal(none.headers['www-authenticate'], 'Bearer realm="pctx metrics"')
    const wrong = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    })
    fails(wrong, 401, /not this server’s METRICS_TOKEN/)
    // The API key scheme does not open it either.
    const p = await freshProject(t)
    fails(
      await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${p.key}` } }),
      401,
    )
  })

  it('counts requests by route pattern and status, with latency histograms; never by raw URL', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('tone')] })
    const route = '/api/v1/projects/:projectId/blocks/:blockKey'
    const before = await scrape(t)
    ok(await p.get('tone'))
    ok(await p.get('tone'))
    fails(await p.get('missing-block'), 404)
    fails(await t.request({ method: 'GET', url: `/no/such/${p.projectId}/path` }), 404)
    const now = await scrape(t)
    const delta = (labels: Record<string, string>, name = HTTP) =>
      total(now, name, labels) - total(before, name, labels)
    assert.equal(delta({ method: 'GET', route, status: '200' }), 2)
    assert.equal(delta({ method: 'GET', route, status: '404' }), 1)
    assert.equal(delta({ route: '(unmatched)', status: '404' }), 1)
    assert.equal(delta({ method: 'GET', route }, 'pctx_http_request_duration_seconds'), 3)
    assert.equal(family(now, 'pctx_http_request_duration_seconds')?.type, 'HISTOGRAM')
    for (const sample of family(now, HTTP)?.metrics ?? []) {
      assert.ok(!sample.labels?.route?.includes(p.projectId), `raw URL as a label: ${sample.labels?.route}`)
    }
  })

  it('times syncs by outcome: applied, dry run, rejected', async () => {
    const p = await freshProject(t)
    const before = await scrape(t)
    await p.syncOk({ blocks: [textBlock('a')] })
    await p.syncOk({ blocks: [textBlock('b')], dryRun: true })
    fails(await p.sync({ blocks: [{ key: 'c', type: 'text', section: 'brand', value: null }] }), 400)
    const now = await scrape(t)
    for (const outcome of ['applied', 'dry_run', 'rejected']) {
      const name = 'pctx_sync_duration_seconds'
      assert.equal(total(now, name, { outcome }) - total(before, name, { outcome }), 1, outcome)
    }
  })

  it('counts representation cache hits and misses', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a')] })
    const lookups = 'pctx_representation_cache_lookups_total'
    const before = await scrape(t)
    ok(await p.list())
    const afterMiss = await scrape(t)
    ok(await p.list())
    const afterHit = await scrape(t)
    const blocks = (families: Families, result: string) =>
      total(families, lookups, { cache: 'blocks', result })
    assert.ok(blocks(afterMiss, 'miss') > blocks(before, 'miss'), 'the first list is a miss')
    assert.equal(blocks(afterHit, 'miss'), blocks(afterMiss, 'miss'), 'the second list is no miss')
    assert.ok(blocks(afterHit, 'hit') > blocks(afterMiss, 'hit'), 'the second list is a hit')
  })

  it('reports the store pool on PostgreSQL (connections) and the outbox depth and age', async () => {
    const now = await scrape(t)
    for (const name of ['pctx_db_pool_size', 'pctx_db_pool_idle', 'pctx_db_pool_waiting']) family(now, name)
    if (t.store.dialect === 'postgres') {
      assert.ok(total(now, 'pctx_db_pool_size', { pool: 'postgres-connections' }) >= 1)
    }
    family(now, 'pctx_webhook_outbox_pending')
    family(now, 'pctx_webhook_outbox_oldest_pending_age_seconds')
  })

  it('counts webhook deliveries: outbox depth, attempts by outcome and reason, latency', async () => {
    const receiver = await startReceiver((_request, index) => (index === 0 ? 503 : 200))
    after(() => receiver.close())
    const p = await freshProject(t)
    await t.services.webhooks.create(p.projectId, { url: receiver.url })
    const before = await scrape(t)
    await p.syncOk({ blocks: [textBlock('a')] })
    const queued = await scrape(t)
    assert.equal(
      total(queued, 'pctx_webhook_outbox_pending') - total(before, 'pctx_webhook_outbox_pending'),
      1,
    )
    assert.ok(total(queued, 'pctx_webhook_outbox_oldest_pending_age_seconds') >= 0)

    const worker: DeliveryWorker = startDeliveryWorker({
      store: t.store,
      sender: { allowPrivate: true, publicBaseUrl: 'https://ctx.example.com' },
      retryDelaysMs: [20],
      pollIntervalMs: 20,
      log: { warn: () => {} },
      onAttempt: (outcome, event) => metrics.webhookAttempted(outcome, event),
    })
    after(() => worker.stop())
    await until(() => receiver.received.length === 2, 'a failed attempt, then a delivered one')
    await until(
      async () => total(await scrape(t), 'pctx_webhook_delivery_attempts_total', { outcome: 'success' }) >= 1,
      'the delivered attempt counted',
    )
    const now = await scrape(t)
    const attempts = 'pctx_webhook_delivery_attempts_total'
    const delta = (labels: Record<string, string>, name = attempts) =>
      total(now, name, labels) - total(before, name, labels)
    assert.equal(delta({ outcome: 'failure', reason: 'http_5xx' }), 1)
    assert.equal(delta({ outcome: 'success', reason: 'none' }), 1)
    assert.equal(delta({}, 'pctx_webhook_attempt_duration_seconds'), 2)
    assert.equal(delta({}, 'pctx_webhook_delivery_latency_seconds'), 1)
    assert.equal(total(now, 'pctx_webhook_outbox_pending'), 0)
    assert.equal(total(now, 'pctx_webhook_outbox_oldest_pending_age_seconds'), 0)
  })
})

/**
 * A clock that stands still for the rate-limit tests: limits count per UTC minute, and a real
 * clock could cross a minute's end between requests and give the counts back.
 */
const still = () => new ManualClock()

describe('/metrics counts rate-limited requests', () => {
  it('by client IP and by API key', async () => {
    const t = await createTestApp({
      env: { METRICS_TOKEN: TOKEN, PUBLIC_RATE_LIMIT_PER_MINUTE: '2' },
      clock: still(),
    })
    after(() => t.close())
    await t.project({ id: 'open' })
    const key = await t.key({ projects: ['open'], perMinute: 1, perDay: 1000 })
    const name = 'pctx_rate_limited_requests_total'
    const before = await scrape(t)
    // Until the first 429 (the limiter may admit a request or two past the limit).
    const untilRefused = async (request: () => Promise<{ statusCode: number }>) => {
      for (let i = 0; i < 20; i++) if ((await request()).statusCode === 429) return
      assert.fail('never rate limited')
    }
    await untilRefused(() =>
      t.request({ method: 'GET', url: '/api/projects/open/llms.txt', remoteAddress: '10.1.1.1' }),
    )
    await untilRefused(() => t.request({ method: 'GET', url: '/api/v1/projects/open/blocks', key }))
    const now = await scrape(t)
    assert.equal(total(now, name, { by: 'ip' }) - total(before, name, { by: 'ip' }), 1)
    assert.equal(total(now, name, { by: 'key' }) - total(before, name, { by: 'key' }), 1)
    assert.equal(total(now, HTTP, { status: '429' }) - total(before, HTTP, { status: '429' }), 2)
  })
})

describe('/metrics with the token is not anonymous traffic', () => {
  it('answers 200 to an address over its limit, and scrapes leave its allowance alone', async () => {
    const t = await createTestApp({
      env: { METRICS_TOKEN: TOKEN, PUBLIC_RATE_LIMIT_PER_MINUTE: '3' },
      clock: still(),
    })
    after(() => t.close())
    await t.project({ id: 'open' })
    const publicFrom = (remoteAddress: string) =>
      t.request({ method: 'GET', url: '/api/projects/open/llms.txt', remoteAddress })
    const busy = '10.5.5.5'
    let refused = false
    for (let i = 0; i < 20 && !refused; i++) refused = (await publicFrom(busy)).statusCode === 429
    assert.ok(refused, 'the public limit binds')
    await scrape(t, busy)

    // Scrapes from an address with its whole allowance: still all of it afterwards.
    const quiet = '10.6.6.6'
    for (let i = 0; i < 10; i++) await scrape(t, quiet)
    for (let i = 0; i < 3; i++) {
      const res = await publicFrom(quiet)
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.headers['x-ratelimit-remaining'], String(2 - i))
    }
  })

  it('counts a wrong or missing token per address, so guessing it is throttled', async () => {
    const t = await createTestApp({
      env: { METRICS_TOKEN: TOKEN, PUBLIC_RATE_LIMIT_PER_MINUTE: '3' },
      clock: still(),
    })
    after(() => t.close())
    const guesser = '10.7.7.7'
    const guess = (authorization?: string) =>
      t.request({
        method: 'GET',
        url: '/metrics',
        remoteAddress: guesser,
        ...(authorization && { headers: { authorization } }),
      })
    fails(await guess(), 401)
    fails(await guess(`Bearer ${TOKEN}x`), 401)
    fails(await guess('Bearer '), 401, /Authorization: Bearer <METRICS_TOKEN>/)
    fails(await guess(`Bearer ${TOKEN}y`), 429, /Rate limit exceeded/)
    fails(await guess(), 429)
    // The token itself still works from there.
    await scrape(t, guesser)
  })
})
