import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { Registry } from 'prom-client'
import { createRequestSeries } from '../../src/metrics/request-series.js'
import { parseMetrics, total } from '../helpers/prometheus.js'

describe('request series (the per-request counter and histogram)', () => {
  it('prints what a prom-client histogram would: cumulative buckets, le inclusive, sum and count', async () => {
    const registry = new Registry()
    const series = createRequestSeries(registry)
    series.record('GET', '/healthz', 200, 0.001)
    series.record('GET', '/healthz', 200, 0.0011)
    series.record('GET', '/healthz', 503, 11)
    series.record('POST', '/api/v1/projects/:projectId/sync', 400, 0.2)
    const text = await registry.metrics()
    const bucket = (le: string) =>
      new RegExp(
        `^pctx_http_request_duration_seconds_bucket\\{method="GET",route="/healthz",le="${le}"\\} (\\d+)$`,
        'm',
      ).exec(text)?.[1]
    assert.equal(bucket('0.001'), '1', 'an observation equal to a bound is in that bucket')
    assert.equal(bucket('0.0025'), '2')
    assert.equal(bucket('10'), '2')
    assert.equal(bucket('\\+Inf'), '3')
    const families = parseMetrics(text)
    assert.equal(total(families, 'pctx_http_requests_total', { route: '/healthz', status: '200' }), 2)
    assert.equal(total(families, 'pctx_http_requests_total', { route: '/healthz', status: '503' }), 1)
    assert.equal(total(families, 'pctx_http_request_duration_seconds', { route: '/healthz' }), 3)
    assert.equal(total(families, 'pctx_http_request_duration_seconds', { method: 'POST' }), 1)
    assert.match(text, /^pctx_http_request_duration_seconds_sum\{method="GET",route="\/healthz"\} 11\.0021$/m)
  })
})
