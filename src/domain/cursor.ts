import { ValidationError } from './errors.js'

/** Where a list page ended: the canonical sort tuple of its last block. */
export interface PageCursor {
  ordinal: number
  position: number
  key: string
}

/** Encodes a keyset cursor as opaque base64url text. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.ordinal, cursor.position, cursor.key])).toString('base64url')
}

/** Decodes a cursor from `encodeCursor`; anything else is a 400. */
export function decodeCursor(text: string): PageCursor {
  const invalid = () =>
    new ValidationError('Invalid cursor: pass the meta.nextCursor value of the previous page unchanged', [
      { path: 'cursor', message: 'is not a cursor this API issued' },
    ])
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw invalid()
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    !Number.isSafeInteger(parsed[0]) ||
    !Number.isSafeInteger(parsed[1]) ||
    typeof parsed[2] !== 'string'
  ) {
    throw invalid()
  }
  return { ordinal: parsed[0] as number, position: parsed[1] as number, key: parsed[2] as string }
}
