// Load generation: autocannon for throughput (many connections), plain sequential requests for
// operations measured one at a time (sync, export).
import autocannon from 'autocannon'

/** Percentile of an ascending array (nearest rank); null when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]
}

export function median(values) {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
}

/**
 * Drives `baseUrl` with `connections` keep-alive connections for `durationS` seconds, each
 * connection cycling through `paths`. Latencies are recorded per response in microsecond
 * precision (autocannon's own histogram rounds to whole milliseconds). Only `okStatus` answers
 * count as done; anything else is reported as an error of the scenario. Aborting `signal` stops
 * the load early.
 */
export async function loadTest({
  baseUrl,
  paths,
  headers = {},
  connections,
  durationS,
  okStatus = 200,
  signal,
}) {
  let latencies = new Float64Array(1 << 16)
  let count = 0
  const statuses = new Map()
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  })
  // A load that runs alongside another one ends when told to, rather than after `durationS`.
  signal?.addEventListener('abort', () => instance.stop(), { once: true })
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode !== okStatus) {
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1)
      return
    }
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2)
      grown.set(latencies)
      latencies = grown
    }
    latencies[count++] = responseTime
  })
  const result = await instance
  const sorted = latencies.slice(0, count).sort()
  const errors = result.errors + result.timeouts + [...statuses.values()].reduce((a, b) => a + b, 0)
  return {
    requests: count,
    durationS: result.duration,
    reqPerSec: count / result.duration,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: count > 0 ? sorted[count - 1] : null,
    bytesPerSec: result.throughput.average,
    errors,
    statuses: Object.fromEntries(statuses),
  }
}

/**
 * Sends `count` requests one after another (`makeRequest(i)` → {path, method, body}) and times
 * each from send to the last byte of the answer. Fails on any non-2xx, with what the server said.
 */
export async function sequential({ baseUrl, headers = {}, count, makeRequest, check }) {
  const times = []
  for (let i = 0; i < count; i++) {
    const { path, method = 'GET', body } = makeRequest(i)
    const started = performance.now()
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body }),
    })
    const text = await response.text()
    const elapsed = performance.now() - started
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`)
    check?.(i, JSON.parse(text))
    times.push(elapsed)
  }
  const sorted = [...times].sort((a, b) => a - b)
  return {
    requests: count,
    medianMs: percentile(sorted, 50),
    minMs: sorted[0] ?? null,
    maxMs: sorted.at(-1) ?? null,
    timesMs: times.map((t) => Math.round(t * 10) / 10),
  }
}
