import type { ErrorObject } from 'ajv'

/**
 * How a whole number is written in a query string, path or header: plain digits, no sign and no
 * leading zero. Ajv's coercion alone takes whatever `Number()` takes, so `0x10`, `1e3`, `1.0`,
 * `+1` and ` 1` were all accepted as numbers; one spelling per number also keeps caches and
 * ETags keyed on the URL from holding the same answer under several names.
 */
export const WHOLE_NUMBER_RE = /^(?:0|[1-9][0-9]*)$/

export const WHOLE_NUMBER_MESSAGE =
  'must be a whole number in plain digits, such as 42 (no sign, leading zero, spaces, decimal point, exponent or hex)'

interface PropertySchema {
  type?: unknown
  maximum?: unknown
}

/**
 * A check of the raw text of every integer property of a query, params or headers schema, run
 * before Ajv coerces it; undefined when the schema has none. Its errors are Ajv's shape, so the
 * error handler reports them as any other validation problem.
 */
export function wholeNumberCheck(schema: unknown): ((data: unknown) => ErrorObject[]) | undefined {
  const properties = (schema as { properties?: Record<string, PropertySchema> } | null)?.properties
  if (!properties) return undefined
  const names = Object.keys(properties).filter((name) => properties[name]?.type === 'integer')
  if (names.length === 0) return undefined
  return (data) => {
    const errors: ErrorObject[] = []
    if (data === null || typeof data !== 'object') return errors
    for (const name of names) {
      const raw = (data as Record<string, unknown>)[name]
      // A repeated query parameter arrives as an array: each of its values is checked.
      const values = Array.isArray(raw) ? raw : [raw]
      const problem = values.map((value) => problemOf(value, properties[name])).find(Boolean)
      if (problem) {
        errors.push({
          instancePath: `/${name}`,
          schemaPath: `#/properties/${name}/type`,
          keyword: 'type',
          params: { type: 'integer' },
          message: problem,
        })
      }
    }
    return errors
  }
}

function problemOf(value: unknown, schema: PropertySchema | undefined): string | undefined {
  if (typeof value !== 'string') return undefined
  if (!WHOLE_NUMBER_RE.test(value)) return WHOLE_NUMBER_MESSAGE
  // A schema's own maximum says more (`must be <= 1000000`); without one, digits past 2^53 − 1
  // would be read as a different number.
  if (schema?.maximum === undefined && !Number.isSafeInteger(Number(value))) {
    return `must be at most ${Number.MAX_SAFE_INTEGER}`
  }
  return undefined
}
