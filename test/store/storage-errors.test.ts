import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  ConflictError,
  ReadOnlyDatabaseError,
  StorageFullError,
  UnavailableError,
  UniqueViolationError,
} from '../../src/domain/errors.js'
import { translateStorageError } from '../../src/store/storage-errors.js'

const engineError = (code: string, message = `engine says ${code}`) =>
  Object.assign(new Error(message), { code })

describe('translateStorageError', () => {
  for (const code of ['SQLITE_FULL', '53100', 'ENOSPC']) {
    it(`maps ${code} to a 507 saying the disk is full and nothing was written, keeping the cause`, () => {
      const original = engineError(code)
      const translated = translateStorageError(original)
      assert.ok(translated instanceof StorageFullError)
      assert.equal(translated.status, 507)
      assert.match(translated.message, /disk is full; nothing was written/)
      assert.equal(translated.cause, original)
    })
  }

  for (const code of ['SQLITE_READONLY', 'SQLITE_READONLY_DBMOVED', '25006', 'EROFS']) {
    it(`maps ${code} to a 503 saying the database is read-only`, () => {
      const original = engineError(code)
      const translated = translateStorageError(original)
      assert.ok(translated instanceof ReadOnlyDatabaseError)
      assert.ok(translated instanceof UnavailableError)
      assert.equal(translated.status, 503)
      assert.match(translated.message, /read-only; nothing was written/)
      assert.equal(translated.cause, original)
    })
  }

  for (const code of ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']) {
    it(`maps ${code} (a unique violation: a concurrent create of the same id) to a 409`, () => {
      const original = engineError(code)
      const translated = translateStorageError(original)
      assert.ok(translated instanceof UniqueViolationError)
      assert.ok(translated instanceof ConflictError)
      assert.equal(translated.status, 409)
      assert.equal(translated.cause, original)
    })
  }

  it('leaves every other error as it is', () => {
    for (const error of [engineError('23503'), engineError('SQLITE_CONSTRAINT'), new Error('x'), 'text']) {
      assert.equal(translateStorageError(error), error)
    }
  })
})
