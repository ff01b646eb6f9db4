import type { Registry } from 'prom-client'

/** Upper bounds of the request-duration histogram, in seconds. */
export const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

interface Counted {
  labels: { method: string; route: string; status: string }
  count: number
}

interface Timed {
  labels: { method: string; route: string }
  /** Observations per bucket (not cumulative), the last one for +Inf. */
  buckets: number[]
  sum: number
  count: number
}

type MetricValue = { labels: Record<string, string | number>; value: number; metricName?: string }

/**
 * `pctx_http_requests_total` and `pctx_http_request_duration_seconds`, counted per request in
 * plain numbers and turned into prom-client's metric shape only when scraped. prom-client's own
 * labelled Counter and Histogram validate and hash the labels on every call, which showed as a
 * few microseconds per request on the hot read paths (docs/performance.md); here a request costs
 * two Map lookups by a string key and a bucket search. Registered as custom metrics (an object
 * with `name`, `help`, `type`, `aggregator` and `get()`, as prom-client's Registry takes them),
 * so the cluster aggregation sums them like any counter or histogram.
 */
export function createRequestSeries(registry: Registry) {
  const counted = new Map<string, Counted>()
  const timed = new Map<string, Timed>()

  registry.registerMetric({
    name: 'pctx_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    type: 'counter',
    aggregator: 'sum',
    get: () => ({
      name: 'pctx_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      type: 'counter',
      aggregator: 'sum',
      values: [...counted.values()].map(({ labels, count }) => ({ labels: { ...labels }, value: count })),
    }),
  } as unknown as Parameters<Registry['registerMetric']>[0])

  const durationName = 'pctx_http_request_duration_seconds'
  const durationHelp = 'Time from a request arriving to its response being sent, by method and route pattern.'
  registry.registerMetric({
    name: durationName,
    help: durationHelp,
    type: 'histogram',
    aggregator: 'sum',
    get: () => {
      const values: MetricValue[] = []
      for (const { labels, buckets, sum, count } of timed.values()) {
        let cumulative = 0
        REQUEST_BUCKETS.forEach((bound, i) => {
          cumulative += buckets[i] ?? 0
          values.push({
            labels: { ...labels, le: bound },
            value: cumulative,
            metricName: `${durationName}_bucket`,
          })
        })
        values.push({ labels: { ...labels, le: '+Inf' }, value: count, metricName: `${durationName}_bucket` })
        values.push({ labels: { ...labels }, value: sum, metricName: `${durationName}_sum` })
        values.push({ labels: { ...labels }, value: count, metricName: `${durationName}_count` })
      }
      return { name: durationName, help: durationHelp, type: 'histogram', aggregator: 'sum', values }
    },
  } as unknown as Parameters<Registry['registerMetric']>[0])

  return {
    /** One answered request: `route` is the route pattern (bounded), `seconds` its duration. */
    record(method: string, route: string, status: number, seconds: number): void {
      const series = `${method} ${route}`
      const key = `${series} ${status}`
      const count = counted.get(key)
      if (count) count.count += 1
      else counted.set(key, { labels: { method, route, status: String(status) }, count: 1 })
      let time = timed.get(series)
      if (!time) {
        time = {
          labels: { method, route },
          buckets: new Array(REQUEST_BUCKETS.length + 1).fill(0),
          sum: 0,
          count: 0,
        }
        timed.set(series, time)
      }
      let bucket = 0
      while (bucket < REQUEST_BUCKETS.length && seconds > (REQUEST_BUCKETS[bucket] as number)) bucket++
      time.buckets[bucket] = (time.buckets[bucket] ?? 0) + 1
      time.sum += seconds
      time.count += 1
    },
  }
}
