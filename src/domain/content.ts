import type { JsonObject } from './model.js'

/**
 * Whether a value holds content (what `empty` status and `complete` checks mean by it): a non-blank string, a number, a boolean, or a
 * non-empty array or object that itself holds content.
 */
export function holdsContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0
  if (typeof value === 'number' || typeof value === 'boolean') return true
  if (Array.isArray(value)) return value.some(holdsContent)
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsContent)
  return false
}

/**
 * Nesting depth of a JSON value; the `value` object itself is depth 1. Counting stops one level
 * past `max`, so a hostile body nested thousands of levels deep cannot exhaust the stack
 * (it reports `max + 1`), and no array is spread into call arguments.
 */
export function jsonDepth(value: unknown, max = Number.POSITIVE_INFINITY): number {
  if (value === null || typeof value !== 'object') return 0
  if (max <= 0) return 1
  let deepest = 0
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    deepest = Math.max(deepest, jsonDepth(child, max - 1))
    if (deepest >= max) break
  }
  return 1 + deepest
}

export function isJsonObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Structural equality of JSON values; object key order does not matter. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]))
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const aKeys = Object.keys(a)
    if (aKeys.length !== Object.keys(b).length) return false
    return aKeys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]))
  }
  return false
}

/** Every string inside a JSON value, depth first, in document order. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out)
  else if (isJsonObject(value)) for (const item of Object.values(value)) stringsIn(item, out)
  return out
}
