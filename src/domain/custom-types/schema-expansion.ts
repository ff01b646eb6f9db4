import { isJsonObject } from '../content.js'
import type { Problem } from '../errors.js'
import type { JsonObject } from '../model.js'

/**
 * How much work a custom type's schema can cost per value, measured on the schema before it is
 * saved: validation visits each subschema at most once per node of the value, once `$ref`s are
 * followed, so bounding the expansion bounds the check.
 */

/** Keywords whose values are data, not subschemas: never searched for `$ref` and the like. */
export const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples'])

/** Subschemas a schema may hold once every `$ref` is followed: bounds the work per value. */
export const SCHEMA_MAX_EXPANDED = 2000
/** Subschemas a schema may apply to every item or property of a list or map (see below). */
export const SCHEMA_MAX_REPEATED = 16
/** Keywords whose subschema applies to each item or property of a value, not to one place. */
const REPEATING_KEYWORDS = new Set([
  'items',
  'additionalProperties',
  'propertyNames',
  'contains',
  'unevaluatedItems',
  'unevaluatedProperties',
])
/** Nested `$ref`s followed in a row (a chain longer than this is refused, not recursed into). */
const REF_CHAIN_MAX = 64

/**
 * The schema's size with every local `$ref` and `$dynamicRef` replaced by its target, or a
 * problem. Validation visits each subschema of that expansion at most once per node of the
 * value, so this bound (with the value's own limits) bounds a sync's work. Without it, 20
 * definitions each referring twice to the next make 2^20 checks of one field. A `$ref` that
 * leads back to itself is refused too: it could recurse without moving into the value.
 */
export function expansionProblem(root: JsonObject): Problem | undefined {
  const anchors = new Map<string, unknown>()
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) collect(item)
    else if (isJsonObject(node)) {
      for (const keyword of ['$anchor', '$dynamicAnchor']) {
        const name = node[keyword]
        if (typeof name === 'string') anchors.set(name, node)
      }
      for (const [keyword, child] of Object.entries(node)) if (!DATA_KEYWORDS.has(keyword)) collect(child)
    }
  }
  collect(root)
  const target = (ref: string): unknown => {
    if (ref === '#') return root
    if (!ref.startsWith('#/')) return anchors.get(ref.slice(1))
    let node: unknown = root
    for (const part of ref.slice(2).split('/')) {
      const key = decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~')
      node = isJsonObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined
    }
    return node
  }
  const sizes = new Map<unknown, number>()
  const open = new Set<unknown>()
  let problem: Problem | undefined
  const size = (node: unknown, chain: number): number => {
    if (problem || !(isJsonObject(node) || Array.isArray(node))) return 0
    const known = sizes.get(node)
    if (known !== undefined) return known
    if (open.has(node)) {
      problem = {
        path: 'schema',
        message:
          'has a $ref that leads back to itself; recursive schemas are not supported (a value is at most 8 levels deep anyway)',
      }
      return 0
    }
    if (chain > REF_CHAIN_MAX) {
      problem = { path: 'schema', message: `chains more than ${REF_CHAIN_MAX} $refs; flatten it` }
      return 0
    }
    open.add(node)
    let total = Array.isArray(node) ? 0 : 1
    for (const [keyword, child] of Object.entries(node)) {
      if (total > SCHEMA_MAX_EXPANDED) break
      if (DATA_KEYWORDS.has(keyword) && !Array.isArray(node)) continue
      if ((keyword === '$ref' || keyword === '$dynamicRef') && typeof child === 'string')
        total += size(target(child), chain + 1)
      else total += size(child, chain)
    }
    open.delete(node)
    sizes.set(node, total)
    return total
  }
  const total = size(root, 0)
  if (problem) return problem
  if (total > SCHEMA_MAX_EXPANDED) {
    return {
      path: 'schema',
      message: `holds more than ${SCHEMA_MAX_EXPANDED} subschemas once its $refs are followed; reuse fewer definitions in more places`,
    }
  }
  // Subschemas under a keyword that applies them to every item or property of a value run once
  // per item: their number times the value's size is the work of a check.
  let repeated = 0
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item)
      return
    }
    if (!isJsonObject(node)) return
    for (const [keyword, child] of Object.entries(node)) {
      if (DATA_KEYWORDS.has(keyword)) continue
      if (keyword === 'patternProperties' && isJsonObject(child)) {
        for (const each of Object.values(child)) repeated += size(each, 0)
      } else if (REPEATING_KEYWORDS.has(keyword)) repeated += size(child, 0)
      else if ((keyword === '$ref' || keyword === '$dynamicRef') && typeof child === 'string')
        visit(target(child))
      else visit(child)
    }
  }
  // Visits at most the expanded size checked above (no recursion: cycles were refused).
  visit(root)
  if (repeated > SCHEMA_MAX_REPEATED) {
    return {
      path: 'schema',
      message: `applies ${repeated} subschemas to every item or property of a list or map (items, additionalProperties, patternProperties, propertyNames, contains, unevaluated…); at most ${SCHEMA_MAX_REPEATED}, since each runs once per item`,
    }
  }
  return undefined
}
