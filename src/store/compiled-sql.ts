import type { Compilable } from 'kysely'
import type { DialectSupport } from './kysely-store.js'

/**
 * SQL of the hot fixed-shape queries, compiled once per dialect. Building and compiling a Kysely
 * query costs more than SQLite takes to answer it (a block by key, say), and these run on every
 * request.
 */
const compiledSql = new WeakMap<DialectSupport, Map<string, string>>()

/**
 * The SQL text of `build()`'s query, whose shape `name` identifies, for this dialect: the first
 * call compiles it and checks its parameters come out as `parameters`, in that order, so later
 * calls can run the same text with new values of the same shape.
 */
export function compiledText(
  support: DialectSupport,
  name: string,
  parameters: readonly unknown[],
  build: () => Compilable<unknown>,
): string {
  let byName = compiledSql.get(support)
  if (!byName) {
    byName = new Map()
    compiledSql.set(support, byName)
  }
  let text = byName.get(name)
  if (text === undefined) {
    const compiled = build().compile()
    const same =
      compiled.parameters.length === parameters.length &&
      compiled.parameters.every((value, i) => value === parameters[i])
    if (!same) throw new Error(`query "${name}": parameters not in the expected order`)
    text = compiled.sql
    byName.set(name, text)
  }
  return text
}
