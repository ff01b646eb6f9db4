// The SQLite checkpoint thread (checkpointer.ts): copies committed WAL pages into the database
// file on a connection of its own, so a commit never waits for a checkpoint.
import { parentPort, workerData } from 'node:worker_threads'
import type BetterSqlite3 from 'better-sqlite3'
import { CLOSE } from './checkpoint-messages.js'
import { loadBetterSqlite3 } from './load-better-sqlite3.js'

if (!parentPort) throw new Error('checkpoint-worker.ts runs as the worker thread of checkpointer.ts')
const port = parentPort
const { path } = workerData as { path: string }

let db: BetterSqlite3.Database | undefined
let due = false

/**
 * PASSIVE: copies what no reader still needs and never waits for, or blocks, the writer or a
 * reader. The writer starts the WAL over once every frame is copied, so it stays about one
 * sync long. A busy or failed pass is harmless: the next commit asks for another, and the
 * writer's own checkpoint (a larger wal_autocheckpoint) is the backstop.
 */
function checkpoint(): void {
  due = false
  try {
    if (!db) {
      const SqliteDatabase = loadBetterSqlite3()
      // fileMustExist: a file deleted or replaced under the server is never created anew here.
      db = new SqliteDatabase(path, { fileMustExist: true })
      // As durable as the writer: the copied pages are synced before the WAL is reused.
      db.pragma('synchronous = FULL')
    }
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch {
    db?.close()
    db = undefined
  }
}

// Commits that arrive while a pass runs are served by one more pass, not one each. CLOSE ends
// the thread from here, between passes (checkpointer.ts says why it is not terminated).
port.on('message', (message: unknown) => {
  if (message === CLOSE) {
    db?.close()
    db = undefined
    process.exit(0)
  }
  if (due) return
  due = true
  setImmediate(checkpoint)
})
