import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'
import { createCheckpointer } from '../../src/store/sqlite/checkpointer.js'
import { loadBetterSqlite3 } from '../../src/store/sqlite/load-better-sqlite3.js'
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js'
import { seedProject } from '../store/fixtures.js'
import { generatedBlocks } from './search-threads-fixtures.js'

/**
 * WAL checkpoints in a thread (src/store/sqlite/checkpointer.ts): committed pages reach the
 * database file without the committing connection copying them, and the store's thread ends
 * with the store.
 */

const dir = mkdtempSync(join(tmpdir(), 'pctx-checkpoint-'))
after(() => rmSync(dir, { recursive: true, force: true }))

/** Waits until `check` holds, up to 20 s (a thread start under tsx on a busy machine is slow). */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 25) {
    if (check()) return
    await sleep(25)
  }
  assert.fail(`not within 20 s: ${what}`)
}

/**
 * A database at `path` with `rows` rows of 4 KB committed to its WAL by a writer that never
 * checkpoints by itself: only the thread can grow the file. The writer stays open (the caller
 * closes it), so closing does not checkpoint either.
 */
function committedToWal(path: string, rows: number) {
  const writer = new (loadBetterSqlite3())(path)
  writer.pragma('journal_mode = WAL')
  writer.pragma('wal_autocheckpoint = 0')
  writer.exec('CREATE TABLE t (x TEXT)')
  const insert = writer.prepare('INSERT INTO t VALUES (?)')
  writer.transaction(() => {
    for (let i = 0; i < rows; i++) insert.run('x'.repeat(4000))
  })()
  return writer
}

describe('the checkpoint thread', () => {
  it('copies a commit into the database file that its writer left in the WAL', async () => {
    const path = join(dir, 'raw.db')
    const writer = committedToWal(path, 2000)
    const before = statSync(path).size
    assert.ok(statSync(`${path}-wal`).size > 8_000_000, 'the commit is in the WAL')
    await sleep(200)
    assert.equal(statSync(path).size, before, 'nothing copies the WAL before the thread is asked')

    const checkpointer = createCheckpointer(path, () => {})
    try {
      checkpointer.committed()
      await eventually(() => statSync(path).size > before + 8_000_000, 'the database file holds the commit')
    } finally {
      await checkpointer.close()
      writer.close()
    }
  })

  it('does not start when the file is no longer the one opened, and asks again on the next commit', async () => {
    const path = join(dir, 'refused.db')
    const writer = committedToWal(path, 1000)
    const before = statSync(path).size
    let refuse = true
    const checkpointer = createCheckpointer(path, () => {
      if (refuse) throw new Error('replaced')
    })
    try {
      checkpointer.committed()
      await sleep(500)
      assert.equal(statSync(path).size, before, 'no thread started for a file that failed the check')
      refuse = false
      checkpointer.committed()
      await eventually(() => statSync(path).size > before + 4_000_000, 'the next commit started it')
    } finally {
      await checkpointer.close()
      writer.close()
    }
  })

  it('stops by itself when closed, even at once after a commit: never terminated', async (t) => {
    // A thread terminated while it loaded the SQLite addon aborted a CLI process on Node 24
    // (checkpointer.ts); asked to stop, it ends between two of its own steps.
    const path = join(dir, 'closing.db')
    committedToWal(path, 1).close()
    let terminated = 0
    const terminate = Worker.prototype.terminate
    Worker.prototype.terminate = function (this: Worker) {
      terminated++
      return terminate.call(this)
    }
    t.after(() => {
      Worker.prototype.terminate = terminate
    })
    for (const wait of [0, 0, 0, 5, 50, 500]) {
      const checkpointer = createCheckpointer(path, () => {})
      checkpointer.committed()
      await sleep(wait)
      await checkpointer.close()
    }
    assert.equal(terminated, 0, 'no thread was terminated')
  })

  it('runs for a store opened with it, whose data reads back whole after close', async () => {
    const path = join(dir, 'store.db')
    const store = await openSqliteStore(path, { checkpointThread: true })
    await seedProject(store, 'p', generatedBlocks(1500))
    await eventually(() => statSync(path).size > 2_000_000, 'the database file holds the seeded blocks')
    await store.close()

    const reopened = await openSqliteStore(path)
    try {
      assert.equal((await reopened.listBlocks('p', {}, null, null)).length, 1500)
    } finally {
      await reopened.close()
    }
    const check = new (loadBetterSqlite3())(path, { readonly: true })
    try {
      assert.equal(check.pragma('integrity_check', { simple: true }), 'ok')
    } finally {
      check.close()
    }
  })
})
