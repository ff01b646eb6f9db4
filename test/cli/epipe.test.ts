import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { after, describe, it } from 'node:test'
import { BIN, childEnv, killChildren, REPO_ROOT, runJson, tempDb, trackChild } from '../helpers/cli.js'

/**
 * Runs the real CLI with its stdout read by a reader that goes away before the output is
 * written, as `pctx key list | head -1` does when head has its line (or the pager quits).
 */
function runWithClosedStdout(args: string[], db: string) {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: REPO_ROOT,
    env: childEnv({ DATABASE_URL: db }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  trackChild(child)
  // Close the read end at once: the CLI is still starting, so every write it makes meets EPIPE.
  child.stdout.destroy()
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    child.once('close', (code, signal) => resolve({ code, signal, stderr }))
  })
}

describe('a CLI whose reader stops reading (EPIPE)', { timeout: 120_000 }, () => {
  const db = tempDb()
  after(async () => {
    await killChildren()
    db.cleanup()
  })

  it('exits 0 without a stack trace, for tables and JSON alike', async () => {
    await runJson(['project', 'create', 'p', '--name', 'P', '--json'], { db: db.url })
    for (let i = 0; i < 3; i++)
      await runJson(['key', 'create', '--name', `k${i}`, '--project', 'p', '--json'], { db: db.url })
    for (const args of [
      ['key', 'list'],
      ['key', 'list', '--json'],
      ['project', 'list'],
    ]) {
      const result = await runWithClosedStdout(args, db.url)
      assert.equal(result.stderr, '', `pctx ${args.join(' ')} wrote to stderr`)
      assert.deepEqual(
        { code: result.code, signal: result.signal },
        { code: 0, signal: null },
        args.join(' '),
      )
    }
  })
})
