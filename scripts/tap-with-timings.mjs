// A node:test reporter: node's TAP reporter, which also adds up, per test file, the time its
// top-level tests and suites took and writes the totals (ms by file) as JSON to the file PCTX_TEST_TIMINGS
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
        files.set(data.file, (files.get(data.file) ?? 0) + (data.details?.duration_ms ?? 0))
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
 * @param {number} count how many files
 */
export function slowestFiles(json, root, count) {
  const files = Object.entries(JSON.parse(json))
  return files
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, ms]) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${file.replace(root, '')}`)
}
