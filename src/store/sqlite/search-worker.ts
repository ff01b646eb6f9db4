// A thread of the SQLite search pool (search-pool.ts): answers searches on its own read-only
// connection to the database file, so ranking a large project never blocks the event loop that
// answers every other request.
import { parentPort, workerData } from 'node:worker_threads'
import { Kysely } from 'kysely'
import type { SearchResult } from '../../domain/store.js'
import { KyselyOps } from '../kysely-store.js'
import type { Database as Schema } from '../schema.js'
import { VocabularyCache } from '../search-vocabulary-cache.js'
import { loadBetterSqlite3 } from './load-better-sqlite3.js'
import {
  type SearchCall,
  type SearchReply,
  type SearchWorkerData,
  toSearchFailure,
} from './search-messages.js'
import { BetterSqliteDialect } from './sqlite-dialect.js'
import { SQLITE } from './sqlite-store.js'

if (!parentPort) throw new Error('search-worker.ts runs as a worker thread of the search pool')
const port = parentPort
const { path } = workerData as SearchWorkerData

let kysely: Kysely<Schema> | undefined

/**
 * Opened on the first search rather than at start-up, so a file that cannot be opened fails
 * that search with the engine's error code (mapped like any other storage error) instead of
 * killing the thread.
 */
function connection(): Kysely<Schema> {
  if (kysely) return kysely
  const SqliteDatabase = loadBetterSqlite3()
  const raw = new SqliteDatabase(path, { readonly: true, fileMustExist: true })
  try {
    // The writer's checkpoints and recovery can hold the file briefly; wait as the store does.
    raw.pragma('busy_timeout = 5000')
  } catch (error) {
    raw.close()
    throw error
  }
  kysely = new Kysely<Schema>({ dialect: new BetterSqliteDialect(raw) })
  return kysely
}

/**
 * One read transaction per search: every statement of the search sees the same committed
 * state, and the newest one (in WAL mode a read transaction starts from the last commit).
 */
const vocabulary = new VocabularyCache()

function search(call: SearchCall): Promise<SearchResult> {
  return connection()
    .transaction()
    .setAccessMode('read only')
    .execute((trx) =>
      new KyselyOps(trx, SQLITE, vocabulary).searchBlocks(
        call.projectId,
        call.query,
        call.filter,
        call.limit,
      ),
    )
}

port.on('message', async (call: SearchCall) => {
  let reply: SearchReply
  try {
    reply = { id: call.id, ok: true, value: await search(call) }
  } catch (error) {
    reply = { id: call.id, ok: false, error: toSearchFailure(error) }
  }
  port.postMessage(reply)
})
