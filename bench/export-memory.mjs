#!/usr/bin/env node
// Peak RSS of concurrent exports of one large project, straight from src/ (a measurement for
// docs/performance.md, not a test):
//
//   node --import tsx bench/export-memory.mjs [blocks=20000] [concurrent=20]
//
// Seeds a fresh SQLite file in a child process (so the seeding heap is not counted), then
// starts the app in this process, samples RSS every 5 ms while `concurrent` clients export the
// project at once (twice: right after start, then again on the cached revision), and prints JSON.
import http from 'node:http'
import { startSeededSourceApp } from './seeded-source-app.mjs'

/** Bytes of one export, counted and dropped as they arrive: the client keeps no copy. */
function exportSize(url, key) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'x-api-key': key }, agent: false }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`))
        let bytes = 0
        response.on('data', (chunk) => {
          bytes += chunk.length
        })
        response.on('end', () => resolve(bytes))
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

const blocks = Number(process.argv[2] ?? 20_000)
const concurrent = Number(process.argv[3] ?? 20)
const { seeded, base, close } = await startSeededSourceApp({ blocks, prefix: 'pctx-export-memory-' })
try {
  const url = `${base}/api/v1/projects/${seeded.projects.export.id}/export`

  globalThis.gc?.()
  const baseline = process.memoryUsage().rss
  const burst = async () => {
    let peak = process.memoryUsage().rss
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 5)
    const sizes = await Promise.all(Array.from({ length: concurrent }, () => exportSize(url, seeded.key)))
    clearInterval(sampler)
    return { peak, bytes: sizes[0] }
  }
  const cold = await burst()
  globalThis.gc?.()
  const warm = await burst()
  const MB = 1024 * 1024
  process.stdout.write(
    `${JSON.stringify({
      blocks,
      concurrent,
      exportMB: +(cold.bytes / MB).toFixed(1),
      baselineRssMB: Math.round(baseline / MB),
      coldPeakRssMB: Math.round(cold.peak / MB),
      warmPeakRssMB: Math.round(warm.peak / MB),
    })}\n`,
  )
} finally {
  await close()
}
