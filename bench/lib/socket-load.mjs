// A minimal HTTP/1.1 load generator over raw keep-alive sockets, for answers autocannon cannot
// measure: its JavaScript response parser (http-parser-js) slows down ~15× on binary bodies
// (raw node:http sending 26 KB of random bytes: 4 000 requests in 3 s, against 61 000 for
// 26 KB of ASCII), so brotli and gzip answers would measure the load generator, not the server.
// This client reads only the status line and Content-Length, then counts body bytes.
import net from 'node:net'
import { percentile } from './load.mjs'

const HEADER_END = Buffer.from('\r\n\r\n')

/** Same arguments and result as `loadTest` in load.mjs. */
export async function socketLoadTest({
  baseUrl,
  paths,
  headers = {},
  connections,
  durationS,
  okStatus = 200,
}) {
  const url = new URL(baseUrl)
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  const requests = paths.map((path) =>
    Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\n${extra}\r\n`, 'latin1'),
  )
  const latencies = []
  const statuses = new Map()
  let errors = 0
  let bytes = 0
  const started = performance.now()
  const deadline = started + durationS * 1000

  await Promise.all(
    Array.from(
      { length: connections },
      (_, connection) =>
        new Promise((resolve) => {
          const socket = net.connect(Number(url.port), url.hostname)
          socket.setNoDelay(true)
          let next = connection
          let sentAt = 0
          let head = null // header bytes gathered so far, while the header is incomplete
          let remaining = 0 // body bytes still to come
          let status = 0
          const finish = () => {
            socket.destroy()
            resolve()
          }
          const send = () => {
            if (performance.now() >= deadline) return finish()
            head = Buffer.alloc(0)
            sentAt = performance.now()
            socket.write(requests[next++ % requests.length])
          }
          const done = () => {
            if (status === okStatus) latencies.push(performance.now() - sentAt)
            else statuses.set(status, (statuses.get(status) ?? 0) + 1)
            send()
          }
          socket.on('connect', send)
          socket.on('data', (chunk) => {
            bytes += chunk.length
            if (head === null) {
              remaining -= chunk.length
              if (remaining <= 0) done()
              return
            }
            head = Buffer.concat([head, chunk])
            const end = head.indexOf(HEADER_END)
            if (end < 0) return
            const text = head.toString('latin1', 0, end)
            status = Number(text.slice(9, 12))
            if (/\r\ntransfer-encoding:/i.test(text)) throw new Error('chunked answers are not supported')
            const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? 0)
            remaining = length - (head.length - end - 4)
            head = null
            if (remaining <= 0) done()
          })
          socket.on('error', () => {
            errors++
            finish()
          })
        }),
    ),
  )
  const durationSeconds = (performance.now() - started) / 1000
  const sorted = Float64Array.from(latencies).sort()
  const count = sorted.length
  return {
    requests: count,
    durationS: durationSeconds,
    reqPerSec: count / durationSeconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: count > 0 ? sorted[count - 1] : null,
    bytesPerSec: bytes / durationSeconds,
    errors: errors + [...statuses.values()].reduce((a, b) => a + b, 0),
    statuses: Object.fromEntries(statuses),
  }
}
