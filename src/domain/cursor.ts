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

const invalid = () =>
  new ValidationError('Invalid cursor: pass the meta.nextCursor value of the previous page unchanged', [
    { path: 'cursor', message: 'is not a cursor this API issued' },
  ])

/** The JSON a cursor's base64url text carries, or a 400. */
function parseCursor(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw invalid()
  }
}

/**
 * A keyset cursor of string sort keys (a timestamp and an id, say) as opaque base64url text:
 * the users and audit pages use it.
 */
export function encodeKeyset(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url')
}

/**
 * Decodes `encodeKeyset` text of exactly `length` strings; anything else is a 400. `check`
 * refuses parts this API would never have written (e.g. a timestamp that is none).
 */
export function decodeKeyset(
  text: string,
  length: number,
  check: (parts: string[]) => boolean = () => true,
): string[] {
  const parsed = parseCursor(text)
  if (
    !Array.isArray(parsed) ||
    parsed.length !== length ||
    !parsed.every((part) => typeof part === 'string') ||
    !check(parsed as string[])
  ) {
    throw invalid()
  }
  return parsed as string[]
}

/**
 * One keyset page from `rows`, read with one row more than `limit`: the first `limit` rows, and
 * the cursor after the last of them when that extra row says there is more.
 */
export function keysetPage<T>(
  rows: readonly T[],
  limit: number,
  cursorOf: (last: T) => string,
): { data: T[]; nextCursor: string | null } {
  const data = rows.slice(0, limit)
  const last = data[data.length - 1]
  return { data, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null }
}

/** Decodes a cursor from `encodeCursor`; anything else is a 400. */
export function decodeCursor(text: string): PageCursor {
  const parsed = parseCursor(text)
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
