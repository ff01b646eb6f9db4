import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { describe, it } from 'node:test'
import { promisify } from 'node:util'
import { childEnv, REPO_ROOT } from '../helpers/cli.js'

const FIXTURE = 'test/server/fixtures/cluster-peer-socket.ts'

/**
 * A worker's MCP peer socket is its own: opened without the cluster primary, so the primary's
 * 'listening' events, which runCluster counts to know every worker took the public port, never
 * count it. Counted, a start whose port was taken went on as if it listened (seeding the demo,
 * replacing workers that failed to listen, never exiting).
 */
describe('the MCP peer socket of a cluster worker', { timeout: 60_000 }, () => {
  it('opens without a listening event in the primary', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', FIXTURE], {
      cwd: REPO_ROOT,
      env: childEnv(),
      timeout: 50_000,
    })
    assert.deepEqual(stdout.trim().split('\n'), ['done'], stdout)
  })
})
