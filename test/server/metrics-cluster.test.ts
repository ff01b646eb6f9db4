import assert from 'node:assert/strict'
import { request } from 'node:http'
import { after, describe, it } from 'node:test'
import { killChildren, tempDb } from '../helpers/cli.js'
import { type Families, parseMetrics, total } from '../helpers/prometheus.js'
import { bannerKey, startServer } from '../helpers/server-process.js'
import { startReceiver, until } from '../helpers/webhook-receiver.js'

const TOKEN = 'cluster-metrics-token-0123456789'

/** One request on a connection of its own, so the cluster spreads them over its workers. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent: false, headers }, (response) => {
      let body = ''
      response.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    sent.on('error', reject)
    sent.end()
  })
}

/**
 * /metrics under WORKERS=2 (real processes): whichever worker a scrape lands on, it shows the
 * whole group's counts, summed by the cluster primary (prom-client's AggregatorRegistry).
 */
describe('/metrics across WORKERS=2 (real processes)', { timeout: 180_000 }, () => {
  after(killChildren)

  it('adds up the workers: every request and the webhook delivery are counted once', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const receiver = await startReceiver()
    t.after(() => receiver.close())
    const server = await startServer({
      db: db.url,
      env: { WORKERS: '2', LOG_FORMAT: 'json', METRICS_TOKEN: TOKEN, WEBHOOK_ALLOW_PRIVATE: 'true' },
    })
    const key = bannerKey(server.stderr())
    assert.ok(key)
    const scrape = async (): Promise<Families> => {
      const res = await get(`${server.url}/metrics`, { authorization: `Bearer ${TOKEN}` })
      assert.equal(res.status, 200, res.body)
      return parseMetrics(res.body)
    }
    const healthz = { route: '/healthz', status: '200' }

    const before = await scrape()
    const requests = 20
    for (let i = 0; i < requests; i++) assert.equal((await get(`${server.url}/healthz`)).status, 200)
    const now = await scrape()
    assert.equal(
      total(now, 'pctx_http_requests_total', healthz) - total(before, 'pctx_http_requests_total', healthz),
      requests,
    )
    // Both workers answered some of them: the sum above is over processes.
    const pids = new Set(
      server
        .stdout()
        .split('\n')
        .filter((line) => line.includes('"url":"/healthz"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid),
    )
    assert.equal(pids.size, 2, 'both workers served /healthz')

    const hook = await fetch(`${server.url}/api/v1/projects/demo/webhooks`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url }),
    })
    assert.equal(hook.status, 200, await hook.text())
    const sync = await fetch(`${server.url}/api/v1/projects/demo/sync`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({
        blocks: [{ key: 'brand-tagline', type: 'text', section: 'brand', value: { content: 'New' } }],
      }),
    })
    assert.equal(sync.status, 200, await sync.text())
    await until(() => receiver.received.length === 1, 'the delivery')
    const attempts = 'pctx_webhook_delivery_attempts_total'
    await until(
      async () => total(await scrape(), attempts, { outcome: 'success' }) === 1,
      'the attempt counted',
    )
    const final = await scrape()
    assert.equal(total(final, attempts), 1, 'one attempt in the whole group')
    assert.equal(total(final, 'pctx_sync_duration_seconds', { outcome: 'applied' }), 1)
    // Every process reads the same outbox: the group shows its depth once, not once per worker.
    assert.equal(total(final, 'pctx_webhook_outbox_pending'), 0)
    assert.equal((await server.stop('SIGTERM')).code, 0)
  })
})
