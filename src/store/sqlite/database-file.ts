import { accessSync, constants, existsSync, statSync, writeFileSync } from 'node:fs'
import { DatabaseFileMissingError, ReadOnlyDatabaseError } from '../../domain/errors.js'

/** The SQLite file is missing and the caller may not create one (an admin command, not `serve`). */
export class MissingDatabaseError extends Error {
  constructor(readonly path: string) {
    super(`no pctx database at ${path}`)
    this.name = 'MissingDatabaseError'
  }
}

/** Suffix of the file that records that pctx created a database at a path. */
export const CREATED_MARKER_SUFFIX = '.created'

/**
 * The SQLite file a store opened, as the file system knows it (device and inode), so the store
 * can tell when the path no longer names it: deleted, or replaced by another file. SQLite keeps
 * reading and writing the open file either way, and every write would be lost.
 */
export class DatabaseFile {
  private identity: { dev: number; ino: number } | undefined

  private constructor(
    readonly path: string,
    private readonly creating: boolean,
    private readonly onCreate: ((message: string) => void) | undefined,
  ) {}

  get marker(): string {
    return `${this.path}${CREATED_MARKER_SUFFIX}`
  }

  /**
   * Decides whether the database at `path` may be opened. A missing file is created only when
   * no pctx database was there before: a marker file beside it, written when pctx first opens
   * the database, tells that one was, and then the store refuses to start rather than silently
   * serve an empty database in place of the lost one. With `mayCreate` false, a missing file is
   * a MissingDatabaseError: a command that only reads or manages what is there must not leave
   * an empty database (and its folder) behind in whatever folder it was run from.
   */
  static claim(path: string, onCreate?: (message: string) => void, mayCreate = true): DatabaseFile {
    const exists = existsSync(path)
    if (!exists && !mayCreate) throw new MissingDatabaseError(path)
    const file = new DatabaseFile(path, !exists, onCreate)
    if (!exists && existsSync(file.marker)) {
      throw new Error(
        `the database file ${path} is missing, but pctx created a database there before (see ${file.marker}); ` +
          `starting would silently serve an empty database. Restore the file from a backup, or delete ${file.marker} to start with an empty database`,
      )
    }
    return file
  }

  /** Records the identity of the file SQLite now has open; announces a new database. */
  opened(): void {
    const stat = statSync(this.path)
    this.identity = { dev: stat.dev, ino: stat.ino }
    if (!existsSync(this.marker)) {
      try {
        writeFileSync(
          this.marker,
          `pctx opened the SQLite database ${this.path} on ${new Date().toISOString()}.\n`,
        )
      } catch {
        // A directory that takes no new file: the write check at open reports the real problem.
      }
    }
    if (this.creating) this.onCreate?.(`created a new empty database at ${this.path}`)
  }

  /** Throws DatabaseFileMissingError when the path no longer names the file that was opened. */
  checkSame(): void {
    const stat = statSync(this.path, { throwIfNoEntry: false })
    if (stat && this.identity && stat.dev === this.identity.dev && stat.ino === this.identity.ino) return
    const what = stat ? 'replaced by another file' : 'deleted'
    throw new DatabaseFileMissingError({
      cause: new Error(`the SQLite file ${this.path} was ${what} after the server opened it`),
    })
  }

  /** Throws ReadOnlyDatabaseError when the file no longer takes writes (mount, attribute, mode). */
  checkWritable(): void {
    try {
      accessSync(this.path, constants.W_OK)
    } catch (error) {
      throw new ReadOnlyDatabaseError({ cause: error })
    }
  }
}
