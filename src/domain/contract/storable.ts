import { isJsonObject, jsonDepth } from '../content.js'
import { VALUE_MAX_BYTES, VALUE_MAX_DEPTH } from '../rules.js'

/**
 * Whether text can be stored and indexed as sent: no NUL character (PostgreSQL text cannot
 * hold one) and no lone UTF-16 surrogate (it cannot be encoded as UTF-8, so it would be
 * silently replaced).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed()
}

export const STORABLE_TEXT_RULE = 'must not contain NUL (U+0000) or unpaired surrogate characters'

/**
 * The first place inside a value (`.a[2]`, relative to it) that could not be stored as sent:
 * a number that is not finite, or a string or field name that is not storable text.
 * Call only on depth-checked values; paths are built only for the hit.
 */
function unstorableAt(value: unknown): { at: string; message: string } | undefined {
  if (typeof value === 'number') {
    // JSON.parse reads 1e400 as Infinity, which JSON.stringify stores as null: the block would
    // silently differ from what was sent, and every resend would count as a change.
    return Number.isFinite(value)
      ? undefined
      : { at: '', message: 'is a number too large for JSON (beyond ±1.8e308); send it as a string' }
  }
  if (typeof value === 'string')
    return isStorableText(value) ? undefined : { at: '', message: STORABLE_TEXT_RULE }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableAt(value[i])
      if (found) return { ...found, at: `[${i}]${found.at}` }
    }
  } else if (isJsonObject(value)) {
    for (const key of Object.keys(value)) {
      if (!isStorableText(key)) return { at: '', message: `has a field name that ${STORABLE_TEXT_RULE}` }
      const found = unstorableAt(value[key])
      if (found) return { ...found, at: `.${key}${found.at}` }
    }
  }
  return undefined
}

/**
 * What keeps a JSON object from being stored as a block's value, if anything: nesting, text
 * that cannot be stored, size. `at` is where inside the value (`.a[2]`; empty for the value).
 */
export function valueProblem(value: object): { at: string; message: string } | undefined {
  // Depth first: it is bounded, while JSON.stringify of a value nested without limit overflows
  // the stack (a 500 instead of a 400).
  if (jsonDepth(value, VALUE_MAX_DEPTH) > VALUE_MAX_DEPTH) {
    return {
      at: '',
      message: `is nested more than ${VALUE_MAX_DEPTH} levels deep (the value object itself is level 1); flatten it`,
    }
  }
  const unstorable = unstorableAt(value)
  if (unstorable) return unstorable
  const bytes = Buffer.byteLength(JSON.stringify(value))
  if (bytes > VALUE_MAX_BYTES) {
    return { at: '', message: `is ${bytes} bytes as JSON; the limit is ${VALUE_MAX_BYTES} bytes (64 KiB)` }
  }
  return undefined
}
