import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { loadConsoleAssets } from '../../src/http/console-assets.js'
import { REPO_ROOT } from '../helpers/cli.js'

/** One `node console/build.mjs --if-stale <outdir>`, as test files and `npm start` run it. */
function buildIfStale(outdir: string): Promise<number | null> {
  const child = spawn(process.execPath, ['console/build.mjs', '--if-stale', outdir], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
  })
  return new Promise((resolve) => child.on('exit', resolve))
}

/**
 * On a fresh clone several test files ask for the console at once (`--if-stale`): the builds
 * race. A server started after the first one finished must never find its folder gone or half
 * deleted because a later build replaced it.
 */
describe('console builds started together', { timeout: 240_000 }, () => {
  it('never take a finished build away from a reader', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pctx-console-race-'))
    const outdir = join(dir, 'console')
    try {
      let done = false
      const builds = Promise.all([buildIfStale(outdir), buildIfStale(outdir), buildIfStale(outdir)])
      void builds.then(() => {
        done = true
      })
      let reads = 0
      const problems: string[] = []
      let seen = false
      while (!done) {
        try {
          const assets = loadConsoleAssets(outdir)
          if (assets) {
            seen = true
            reads++
            const index = assets.index.body.toString()
            for (const [, path] of index.matchAll(/\/console\/(assets\/[^"]+)"/g)) {
              if (!assets.files.has(path as string)) problems.push(`index.html names ${path}, not read`)
            }
          } else if (seen) problems.push('the console folder was gone after a build had finished')
        } catch (error) {
          if (seen) problems.push(`reading a finished build failed: ${(error as Error).message}`)
        }
        await sleep(2)
      }
      assert.deepEqual(await builds, [0, 0, 0])
      assert.ok(reads > 0, 'the finished build was read while the others ran')
      assert.deepEqual([...new Set(problems)], [])
      // Nothing left beside it: no staging or replaced folders.
      assert.deepEqual(readdirSync(dir), ['console'])
      assert.ok(existsSync(join(outdir, 'index.html')))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
