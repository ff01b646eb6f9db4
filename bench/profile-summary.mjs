#!/usr/bin/env node
// Summarises V8 CPU profiles (node --cpu-prof, e.g. from `npm run bench -- --profile`): the
// functions with the most self time, and self time per package or source folder.
//   node bench/profile-summary.mjs <file.cpuprofile | folder> [top=25] [skipSeconds=0]
// skipSeconds leaves out the first seconds of each profile (start-up, warm-up).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const [target, topArg, skipArg] = process.argv.slice(2)
if (!target) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile | folder> [top]')
  process.exit(2)
}
const top = Number(topArg ?? 25)
const skipMicros = Number(skipArg ?? 0) * 1e6
const files = statSync(target).isDirectory()
  ? readdirSync(target, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => join(target, f))
  : [target]

/** Where a frame's code lives: an npm package, a pctx folder, or node itself. */
function area(url) {
  if (!url) return '(native/vm)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]
  const own = /\/(dist|src)\/(.+)\/[^/]+$/.exec(url)
  if (own) return `pctx ${own[2]}`
  if (url.startsWith('node:')) return url
  return url.split('/').slice(-2).join('/')
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'))
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map()
  const deltas = profile.timeDeltas
  let at = 0
  for (let i = 0; i < profile.samples.length; i++) {
    at += deltas[i] ?? 0
    if (at < skipMicros) continue
    const id = profile.samples[i]
    self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0))
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  const byFunction = new Map()
  const byArea = new Map()
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id)
    const name = `${callFrame.functionName || '(anonymous)'} ${area(callFrame.url)}:${callFrame.lineNumber + 1}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros)
    const where = area(callFrame.url)
    byArea.set(where, (byArea.get(where) ?? 0) + micros)
  }
  const pct = (micros) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`
  console.log(`\n${file}: ${(total / 1e6).toFixed(1)} s sampled`)
  console.log('  self time by function:')
  for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${pct(micros)}  ${name}`)
  }
  console.log('  self time by area:')
  for (const [name, micros] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${pct(micros)}  ${name}`)
  }
}
