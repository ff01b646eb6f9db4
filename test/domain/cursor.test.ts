import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { decodeCursor, encodeCursor } from '../../src/domain/cursor.js'
import { ValidationError } from '../../src/domain/errors.js'

describe('cursor', () => {
  it('round-trips the canonical sort tuple', () => {
    const cursor = { ordinal: 101, position: -3, key: 'persona.alice_2' }
    assert.deepEqual(decodeCursor(encodeCursor(cursor)), cursor)
  })

  it('is opaque URL-safe text', () => {
    const text = encodeCursor({ ordinal: 0, position: 12, key: 'a/b?c=d&e' })
    assert.match(text, /^[A-Za-z0-9_-]+$/)
  })

  for (const [label, text] of [
    ['empty text', ''],
    ['not base64 JSON', 'garbage!!'],
    ['JSON that is not an array', Buffer.from('{"a":1}').toString('base64url')],
    ['an array of the wrong length', Buffer.from('[1,2]').toString('base64url')],
    ['a fractional ordinal', Buffer.from('[1.5,2,"k"]').toString('base64url')],
    ['a string position', Buffer.from('[1,"2","k"]').toString('base64url')],
    ['a numeric key', Buffer.from('[1,2,3]').toString('base64url')],
  ] as const) {
    it(`rejects ${label} with a ValidationError on "cursor"`, () => {
      assert.throws(
        () => decodeCursor(text),
        (error: unknown) =>
          error instanceof ValidationError &&
          error.status === 400 &&
          /meta\.nextCursor/.test(error.message) &&
          error.details[0]?.path === 'cursor',
      )
    })
  }
})
