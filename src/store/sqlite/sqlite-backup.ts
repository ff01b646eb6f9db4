import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { MissingDatabaseError } from './database-file.js'
import { loadBetterSqlite3 } from './load-better-sqlite3.js'

export interface BackupResult {
  /** The backup file, absolute. */
  file: string
  bytes: number
  /** Every project in the backup with the revision it holds. */
  projects: { id: string; revision: number }[]
}

/**
 * Copies the pctx SQLite database at `source` into `target` while servers keep writing to it.
 *
 * `VACUUM INTO`, not the online backup API (better-sqlite3's `db.backup()`): it reads inside
 * one read transaction, so the copy is the database as one commit left it, and in WAL mode
 * that transaction blocks no writer. The backup API copies pages in steps and starts over
 * whenever another connection writes in between, which a server under steady syncs can make
 * it do for ever. The copy is also compacted. It is written beside the target under a
 * temporary name, checked, flushed to disk and renamed into place, so the target is never a
 * half-written file.
 */
export function backupSqliteDatabase(source: string, target: string, { force = false } = {}): BackupResult {
  const file = resolve(target)
  if (file === resolve(source))
    throw new Error(`the backup file ${file} is the database itself; name another file`)
  if (!existsSync(source)) throw new MissingDatabaseError(source)
  if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`${file} is a folder; name the backup file, e.g. ${join(file, 'pctx-backup.db')}`)
  }
  if (existsSync(file) && !force) throw new Error(`${file} already exists; pass --force to replace it`)
  const partial = join(dirname(file), `.${basename(file)}.${process.pid}.partial`)
  const SqliteDatabase = loadBetterSqlite3()
  try {
    let db: ReturnType<typeof openSource>
    try {
      db = openSource(SqliteDatabase, source)
    } catch (error) {
      throw new Error(`cannot read ${source}: ${error instanceof Error ? error.message : String(error)}`)
    }
    try {
      if (
        !db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'pctx_migrations'").get()
      ) {
        throw new Error(`${source} is not a pctx database (it has no pctx_migrations table)`)
      }
      // Only now: a refused backup leaves no folder behind either.
      mkdirSync(dirname(file), { recursive: true })
      rmSync(partial, { force: true })
      db.prepare('VACUUM INTO ?').run(partial)
    } finally {
      db.close()
    }
    const copy = new SqliteDatabase(partial, { readonly: true, fileMustExist: true })
    let projects: BackupResult['projects']
    try {
      const check = copy.pragma('quick_check', { simple: true })
      if (check !== 'ok')
        throw new Error(`the copy failed its integrity check (${String(check)}); ${file} was not written`)
      projects = copy
        .prepare('SELECT id, revision FROM projects ORDER BY id')
        .all() as BackupResult['projects']
    } finally {
      copy.close()
    }
    flush(partial)
    renameSync(partial, file)
    flush(dirname(file))
    return { file, bytes: statSync(file).size, projects }
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  }
}

/** The source, read-only: a backup never writes to the database it copies. */
function openSource(SqliteDatabase: ReturnType<typeof loadBetterSqlite3>, source: string) {
  const db = new SqliteDatabase(source, { readonly: true, fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    // Reading the schema is what finds a file that is not a database at all.
    db.prepare('SELECT count(*) FROM sqlite_master').get()
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/** fsync: the backup is on disk before it is announced, and so is its name in the folder. */
function flush(path: string): void {
  const fd = openSync(path, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}
