#!/usr/bin/env node
// Runs every test file under test/ with node:test through tsx. Node 20's --test does not expand
// globs, so the files are listed here. Pass paths or substrings to run a subset:
//   npm test -- test/domain        npm test -- sync
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const filters = process.argv.slice(2)
const files = readdirSync(join(root, 'test'), { recursive: true })
  .map((file) => join('test', String(file)))
  .filter((file) => file.endsWith('.test.ts'))
  .filter(
    (file) => filters.length === 0 || filters.some((f) => file.includes(f) || relative(root, f) === file),
  )
  .sort()

if (files.length === 0) {
  console.error(`no test files match ${filters.join(' ')}`)
  process.exit(1)
}

const concurrency = process.env.TEST_CONCURRENCY ?? '2'
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
)
process.exit(result.status ?? 1)
