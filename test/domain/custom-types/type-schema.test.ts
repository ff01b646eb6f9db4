import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  COMPILED_CACHE_MAX_BYTES,
  compiledCacheBytes,
  compiledSizeOf,
  compileTypeSchema,
  type ValueValidator,
} from '../../../src/domain/custom-types/type-schema.js'
import type { Problem } from '../../../src/domain/errors.js'
import type { JsonObject } from '../../../src/domain/model.js'
import { assertLinearCost } from '../../helpers/linear-cost.js'

function problemsOf(schema: unknown): Problem[] {
  const compiled = compileTypeSchema(schema)
  assert.ok('problems' in compiled, 'the schema is refused')
  return compiled.problems
}

function validatorOf(schema: unknown): ValueValidator {
  const compiled = compileTypeSchema(schema)
  assert.ok('validate' in compiled, JSON.stringify('problems' in compiled && compiled.problems))
  return compiled.validate
}

/** A schema nested `depth` levels through `properties.a`. */
function nested(depth: number): JsonObject {
  let schema: JsonObject = { type: 'object' }
  for (let i = 1; i < depth; i++) schema = { type: 'object', properties: { a: schema } }
  return schema
}

describe('custom type schemas: hostile input', () => {
  it('caps the compiled schemas it keeps by estimated bytes, not by count', () => {
    // 40 distinct schemas of ~60 KB: 500 entries (the old cap) would keep all of them, ~2 MiB each.
    for (let i = 0; i < 40; i++) {
      validatorOf({ type: 'object', description: `${i} ${'x'.repeat(60_000)}` })
      assert.ok(
        compiledCacheBytes() <= COMPILED_CACHE_MAX_BYTES,
        `${compiledCacheBytes()} bytes after ${i + 1}`,
      )
    }
    const each = compiledSizeOf(JSON.stringify({ type: 'object', description: `0 ${'x'.repeat(60_000)}` }))
    assert.ok(compiledCacheBytes() > COMPILED_CACHE_MAX_BYTES - 2 * each, 'the cache is used up to its cap')
  })

  it('refuses a schema over 64 KiB and one nested over 32 levels, without recursing through it', () => {
    const huge = { type: 'object', description: 'x'.repeat(70_000) }
    assert.match(problemsOf(huge)[0]?.message ?? '', /the limit is 65536/)
    assert.deepEqual(
      problemsOf(nested(100_000)).map((p) => p.path),
      ['schema'],
    )
    assert.match(problemsOf(nested(33))[0]?.message ?? '', /more than 32 levels/)
    validatorOf(nested(16))
  })

  it('runs a backtracking-prone pattern in linear time on a 60 000-character value', () => {
    // With a backtracking engine, ^(a+)+$ on "aaa…a!" takes 2^n steps: a ReDoS on every sync.
    const validate = validatorOf({
      type: 'object',
      properties: { code: { type: 'string', pattern: '^(a+)+$' } },
    })
    assert.deepEqual(validate({ code: 'aaaa' }), [])
    assert.deepEqual(
      validate({ code: `${'a'.repeat(60_000)}!` }).map((p) => p.path),
      ['code'],
    )
    assertLinearCost({
      label: 'pattern ^(a|aa)*b$ on growing input',
      build: (size) => ({ code: 'a'.repeat(size) }),
      work: validatorOf({ type: 'object', properties: { code: { pattern: '^(a|aa)*b$' } } }),
      // Sizes where the engine's cost per character has settled (below ~30 000 characters it
      // still grows with cache misses). Linear is 4×, quadratic 16×; a backtracking engine never
      // finishes either input.
      size: 32_000,
      factor: 4,
      maxRatio: 12,
      slackMs: 3,
    })
  })

  it('refuses patterns the linear engine cannot run, wherever they are', () => {
    for (const schema of [
      { type: 'object', properties: { a: { type: 'string', pattern: '^(a)\\1$' } } },
      { type: 'object', patternProperties: { '^(?=x)': {} } },
      { type: 'object', propertyNames: { pattern: '\\p{L}+' } },
    ]) {
      const [problem] = problemsOf(schema)
      assert.match(
        problem?.message ?? '',
        /cannot be run in linear time|need unicode mode/,
        JSON.stringify(schema),
      )
    }
    assert.match(
      problemsOf({ type: 'object', properties: { a: { pattern: '(' } } })[0]?.message ?? '',
      /not a valid regular expression/,
    )
  })

  it('refuses uniqueItems on arrays not bounded by maxItems ≤ 256 (it compares items pairwise)', () => {
    const tags = (extra: JsonObject) => ({
      type: 'object',
      properties: { tags: { type: 'array', uniqueItems: true, ...extra } },
    })
    assert.deepEqual(
      problemsOf(tags({})).map((p) => p.path),
      ['schema.properties.tags.uniqueItems'],
    )
    assert.deepEqual(
      problemsOf(tags({ maxItems: 10_000 })).map((p) => p.path),
      ['schema.properties.tags.uniqueItems'],
    )
    const validate = validatorOf(tags({ maxItems: 256 }))
    assert.deepEqual(
      validate({ tags: ['a', 'b', 'a'] }).map((p) => p.path),
      ['tags'],
    )
  })

  it('never fetches: remote $ref and $dynamicRef, and $id, are refused; local $ref works', () => {
    const refused = problemsOf({
      type: 'object',
      properties: {
        a: { $ref: 'http://169.254.169.254/latest/meta-data' },
        b: { $dynamicRef: 'other.json#node' },
        c: { $id: 'https://example.com/c' },
      },
    })
    assert.deepEqual(
      refused.map((p) => p.path),
      ['schema.properties.a.$ref', 'schema.properties.b.$dynamicRef', 'schema.properties.c.$id'],
    )
    const validate = validatorOf({
      type: 'object',
      $defs: { price: { type: 'number', minimum: 0 } },
      properties: { tiers: { type: 'array', items: { $ref: '#/$defs/price' } } },
    })
    assert.deepEqual(
      validate({ tiers: [1, -1, 'x'] }).map((p) => p.path),
      ['tiers[1]', 'tiers[2]'],
    )
  })

  it('data keywords are data: a "$ref" inside an enum value is not a reference', () => {
    validatorOf({ type: 'object', properties: { a: { enum: [{ $ref: 'https://example.com' }] } } })
  })

  it('paths unescape JSON Pointer: a field named "a/b~c"', () => {
    const validate = validatorOf({ type: 'object', properties: { 'a/b~c': { type: 'string' } } })
    assert.deepEqual(validate({ 'a/b~c': 1 }), [{ path: 'a/b~c', message: 'must be string' }])
  })
})

describe('custom type schemas: nothing skips validation', () => {
  it('refuses $async, which would make the validator a promise that always looks valid', () => {
    assert.deepEqual(
      problemsOf({ type: 'object', $async: true, properties: { a: { type: 'string' } } }).map((p) => p.path),
      ['schema.$async'],
    )
    assert.deepEqual(
      problemsOf({ type: 'object', properties: { a: { $async: true, type: 'string' } } }).map((p) => p.path),
      ['schema.properties.a.$async'],
    )
  })

  it('never changes the value it checks (no defaults, no coercion, no removal)', () => {
    const validate = validatorOf({
      type: 'object',
      properties: { n: { type: 'integer', default: 3 }, s: { type: 'string' } },
      additionalProperties: false,
    })
    const value = { s: 5, extra: true }
    assert.equal(validate(value).length, 2)
    assert.deepEqual(value, { s: 5, extra: true })
  })
})

describe('custom type schemas: bounded work per value', () => {
  /** `depth` definitions, each an anyOf of two references to the next: 2^depth paths. */
  const doubling = (depth: number) => {
    const defs: JsonObject = {}
    for (let i = 0; i < depth; i++)
      defs[`d${i}`] = { anyOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] }
    defs[`d${depth}`] = { type: 'number' }
    return { type: 'object', $defs: defs, properties: { a: { $ref: '#/$defs/d0' } } }
  }

  it('refuses references that multiply into more than 2000 subschemas (2^30 checks of one field)', () => {
    // Before this rule, depth 20 took over 4 s to check {"a": "x"}; depth 30 would take hours.
    const [problem] = problemsOf(doubling(30))
    assert.match(problem?.message ?? '', /more than 2000 subschemas once its \$refs are followed/)
    const validate = validatorOf(doubling(5))
    assert.ok(validate({ a: 'x' }).length > 0)
    assert.deepEqual(validate({ a: 1 }), [])
  })

  it('refuses a $ref that leads back to itself', () => {
    for (const schema of [
      { type: 'object', properties: { child: { $ref: '#' } } },
      {
        type: 'object',
        $defs: { a: { anyOf: [{ $ref: '#/$defs/b' }] }, b: { $ref: '#/$defs/a' } },
        properties: { x: { $ref: '#/$defs/a' } },
      },
      {
        type: 'object',
        $defs: { node: { $anchor: 'node', properties: { next: { $ref: '#node' } } } },
        properties: { x: { $ref: '#node' } },
      },
    ]) {
      assert.match(problemsOf(schema)[0]?.message ?? '', /leads back to itself/, JSON.stringify(schema))
    }
  })
})

describe('custom type schemas: work per item of a list', () => {
  const anyOfItems = (count: number) => ({
    type: 'object',
    properties: {
      list: { type: 'array', items: { anyOf: Array.from({ length: count }, (_, i) => ({ const: i })) } },
    },
  })

  it('refuses more than 16 subschemas applied to every item (600 took 33 s on one 64 KiB value)', () => {
    assert.match(problemsOf(anyOfItems(600))[0]?.message ?? '', /applies 601 subschemas to every item/)
    assert.match(problemsOf(anyOfItems(16))[0]?.message ?? '', /applies 17 subschemas/)
    validatorOf(anyOfItems(15))
    const perPattern = {
      type: 'object',
      patternProperties: { '^a': { type: 'string' }, '^b': { type: 'string' } },
    }
    validatorOf(perPattern)
  })

  it('reports every problem, or only the first when asked', () => {
    const validate = validatorOf(anyOfItems(15))
    const value = { list: ['x', 'y'] }
    assert.equal(validate(value).length, 2 * 16, 'each failed branch, and the anyOf, per item')
    assert.equal(validate(value, false).length, 16, 'the first item only')
    assert.deepEqual(validate({ list: [14, 0] }), [])
  })
})
