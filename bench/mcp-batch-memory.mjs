#!/usr/bin/env node
// Bytes answered and peak RSS of the MCP batch attack of issue 28 (item 3), straight from src/
// (a measurement for docs/performance.md, not a test):
//
//   node --import tsx bench/mcp-batch-memory.mjs [blocks=2000] [messages=100] [concurrent=1] [limit=1000]
//
// Seeds a fresh SQLite file in a child process (so the seeding heap is not counted), starts the
// app in this process with its default config, and posts `concurrent` JSON-RPC batches at once,
// each of `messages` list_blocks calls with `limit`, sampling RSS every 5 ms. The client counts
// the answer's bytes and drops them. Prints one JSON line.
import http from 'node:http'
import { startSeededSourceApp } from './seeded-source-app.mjs'

const blocks = Number(process.argv[2] ?? 2000)
const messages = Number(process.argv[3] ?? 100)
const concurrent = Number(process.argv[4] ?? 1)
const limit = Number(process.argv[5] ?? 1000)

/** Status and byte count of one POST, counted and dropped as the answer arrives. */
function post(url, key, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'x-api-key': key,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
      },
      (response) => {
        let bytes = 0
        let head = ''
        response.on('data', (chunk) => {
          if (head.length < 300) head += chunk.toString('utf8', 0, 300)
          bytes += chunk.length
        })
        response.on('end', () => resolve({ status: response.statusCode, bytes, head: head.slice(0, 300) }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

const { seeded, base, close } = await startSeededSourceApp({
  blocks,
  prefix: 'pctx-mcp-batch-',
  env: process.env,
})
try {
  const url = `${base}/mcp`
  const project = seeded.projects.export.id
  const batch = JSON.stringify(
    Array.from({ length: messages }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'list_blocks', arguments: { project_id: project, limit } },
    })),
  )
  // One call first: loads the SDK and shows the size of a single answer.
  const single = await post(url, seeded.key, JSON.stringify(JSON.parse(batch)[0]))
  globalThis.gc?.()
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 5)
  const started = performance.now()
  const answers = await Promise.all(Array.from({ length: concurrent }, () => post(url, seeded.key, batch)))
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const MB = 1024 * 1024
  process.stdout.write(
    `${JSON.stringify({
      blocks,
      messages,
      concurrent,
      limit,
      singleStatus: single.status,
      singleMB: +(single.bytes / MB).toFixed(2),
      status: answers.map((answer) => answer.status),
      answeredMB: answers.map((answer) => +(answer.bytes / MB).toFixed(1)),
      seconds: +seconds.toFixed(1),
      baselineRssMB: Math.round(baseline / MB),
      peakRssMB: Math.round(peak / MB),
      head: answers[0]?.head.slice(0, 200),
    })}\n`,
  )
} finally {
  await close()
}
