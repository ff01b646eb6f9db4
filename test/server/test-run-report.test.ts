import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { describeFailures, failuresIn } from '../../scripts/tap-failures.mjs'

/**
 * `npm test` prints each failed test again at the end of its run, with its error: a CI log may
 * keep only its tail. Read from a real node:test TAP report of a file that fails in the ways a
 * test does: an assertion, a long multi-line error, an after hook.
 */
describe('the failures a test run reports at its end', () => {
  it('names each failed test with its place, error and test-file stack, not the suites around it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pctx-tap-report-'))
    try {
      mkdirSync(join(dir, 'test'))
      const file = join(dir, 'test', 'sample.test.mjs')
      writeFileSync(
        file,
        `import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
describe('journeys', () => {
  it('clicks the block\\'s link', () => {
    throw new Error('strict mode violation: resolved to 2 elements')
  })
  it('passes', () => {})
  it('has a long error', () => {
    throw new Error(Array.from({ length: 50 }, (_, n) => 'line ' + n).join('\\n'))
  })
  it('cleans up after itself', (t) => {
    t.after(() => assert.equal(1, 2, 'the folder was not empty'))
  })
  it('quotes: a \\# in its name', () => {
    throw new Error("getByRole('link') can't be found in C:\\\\tmp")
  })
})
describe('a suite whose server did not start', () => {
  before(() => {
    throw new Error('port in use')
  })
  it('asks the server', () => {})
  it('asks it again', () => {})
})
`,
      )
      const tap = join(dir, 'report.tap')
      // Without NODE_TEST_CONTEXT, which would make the child report to this test run instead.
      const { NODE_TEST_CONTEXT: _, ...env } = process.env
      const run = spawnSync(
        process.execPath,
        ['--test', '--test-reporter=tap', `--test-reporter-destination=${tap}`, file],
        { encoding: 'utf8', env },
      )
      assert.equal(run.status, 1, run.stderr)
      const failures = failuresIn(readFileSync(tap, 'utf8'), join(dir, 'test/'))

      assert.deepEqual(
        failures.map((f) => f.name),
        [
          "clicks the block's link",
          'has a long error',
          'cleans up after itself',
          'quotes: a # in its name',
          // Its tests, cancelled by the failed hook, are not listed: the suite says why.
          'a suite whose server did not start',
        ],
      )
      const [click, long, hook, quoted, suite] = failures
      assert.ok(click && long && hook && quoted && suite)
      // As the error said it, not as the report quoted and escaped it.
      assert.deepEqual(quoted.error, ["getByRole('link') can't be found in C:\\tmp"])
      assert.deepEqual(suite.error, ['port in use'])
      assert.equal(click.location, `${file}:4:3`)
      assert.deepEqual(click.error, ['strict mode violation: resolved to 2 elements'])
      assert.ok(
        click.stack.length > 0 && click.stack.every((line) => line.includes(file)),
        JSON.stringify(click.stack),
      )
      assert.equal(long.error.length, 31)
      assert.equal(long.error.at(-1), '… (20 more lines)')
      assert.match(hook.error.join('\n'), /the folder was not empty/)

      const printed = describeFailures(failures)
      assert.equal(printed[0], `✖ clicks the block's link  (${file}:4:3)`)
      assert.equal(printed[1], '    strict mode violation: resolved to 2 elements')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
