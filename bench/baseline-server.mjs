#!/usr/bin/env node
// The benchmark's ceiling: a raw node:http server answering one fixed JSON body of the size of a
// block's GET response, with nothing else (no routing, auth, rate limit, database or schema).
//   node bench/baseline-server.mjs <port> <bodyBytes>
import http from 'node:http'

const port = Number(process.argv[2] ?? 0)
const size = Math.max(64, Number(process.argv[3] ?? 1000))

/** `{"data":{"padding":"xxx…"},"error":null}` of exactly `size` bytes. */
function fixedJson(bytes) {
  const shell = JSON.stringify({ data: { padding: '' }, error: null })
  return Buffer.from(JSON.stringify({ data: { padding: 'x'.repeat(bytes - shell.length) }, error: null }))
}

const body = fixedJson(size)
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
  res.end(body)
})
server.keepAliveTimeout = 72_000
server.listen(port, '127.0.0.1')
process.on('SIGTERM', () => process.exit(0))
