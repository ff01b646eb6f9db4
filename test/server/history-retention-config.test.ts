import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ConfigError, loadConfig } from '../../src/config.js'
import type { PruneAllResult } from '../../src/domain/history-retention.js'
import { startRetentionJob } from '../../src/history-retention-job.js'

describe('HISTORY_RETENTION_DAYS', () => {
  it('is unset by default (keep everything) and a whole number of days when set', () => {
    assert.equal(loadConfig({}).historyRetentionDays, null)
    assert.equal(loadConfig({ HISTORY_RETENTION_DAYS: ' ' }).historyRetentionDays, null)
    assert.equal(loadConfig({ HISTORY_RETENTION_DAYS: '90' }).historyRetentionDays, 90)
    for (const bad of ['0', '-3', '1.5', 'forever', '36501']) {
      assert.throws(
        () => loadConfig({ HISTORY_RETENTION_DAYS: bad }),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.message === `HISTORY_RETENTION_DAYS must be a whole number from 1 to 36500, got "${bad}"`,
      )
    }
  })
})

describe('the retention job', () => {
  const none: PruneAllResult = { revisions: 0, versions: 0, auditEvents: 0, batches: 0 }

  it('runs a pass at start, logs a failed one, and stop waits for the pass that runs', async () => {
    const warnings: string[] = []
    const log = { info: () => {}, warn: (_details: object, message: string) => warnings.push(message) }
    let passes = 0
    let finish: () => void = () => {}
    let begun: () => void = () => {}
    const started = new Promise<void>((resolve) => {
      begun = resolve
    })
    const job = startRetentionJob(
      {
        pruneAll: () => {
          passes++
          begun()
          return new Promise<PruneAllResult>((done) => {
            finish = () => done(none)
          })
        },
      },
      log,
    )
    await started
    let stopped = false
    const stopping = job.stop().then(() => {
      stopped = true
    })
    await new Promise((resolve) => setImmediate(resolve))
    assert.equal(stopped, false, 'stop waits for the running pass')
    finish()
    await stopping
    assert.equal(stopped, true)
    assert.equal(passes, 1)

    const failing = startRetentionJob({ pruneAll: () => Promise.reject(new Error('database away')) }, log)
    await new Promise((resolve) => setTimeout(resolve, 0))
    await failing.stop()
    assert.deepEqual(warnings, ['history pruning failed; retrying at the next interval'])
  })
})
