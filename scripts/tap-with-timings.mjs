// A node:test reporter: node's TAP reporter, which also adds up, per test file, the time its
// top-level tests and suites took and writes the totals as JSON to the file PCTX_TEST_TIMINGS
// names. run-tests.mjs prints the slowest files at the end of a run, so a CI log says where its
// minutes went. (One reporter, not a third beside spec and TAP: Node 20 warns of a leak then.)
//
// With --test-concurrency above 1 files overlap, so the totals add up to more than the run's
// wall time; they still rank the files.
import { writeFileSync } from 'node:fs'
import { tap } from 'node:test/reporters'

/** @param {AsyncIterable<{ type: string, data: any }>} source */
export default async function* tapWithTimings(source) {
  const files = new Map()
  async function* recorded() {
    for await (const event of source) {
      const { data } = event
      if ((event.type === 'test:pass' || event.type === 'test:fail') && data.nesting === 0 && data.file) {
        const entry = files.get(data.file) ?? { ms: 0, tests: 0 }
        entry.ms += data.details?.duration_ms ?? 0
        entry.tests += 1
        files.set(data.file, entry)
      }
      yield event
    }
  }
  yield* tap(recorded())
  const out = process.env.PCTX_TEST_TIMINGS
  if (out) writeFileSync(out, JSON.stringify(Object.fromEntries(files)))
}

/**
 * The `count` slowest files of a report, as lines `  41.2 s  test/console/x.test.ts`.
 * @param {string} json what the reporter wrote
 * @param {string} root the repository, cut from the paths
 */
export function slowestFiles(json, root, count = 12) {
  const files = Object.entries(JSON.parse(json))
  return files
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, count)
    .map(([file, { ms }]) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${file.replace(root, '')}`)
}
