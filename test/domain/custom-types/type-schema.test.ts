import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { compileTypeSchema } from '../../../src/domain/custom-types/type-schema.js'
import type { Problem } from '../../../src/domain/errors.js'
import type { JsonObject } from '../../../src/domain/model.js'
import { assertLinearCost } from '../../helpers/linear-cost.js'

function problemsOf(schema: unknown): Problem[] {
  const compiled = compileTypeSchema(schema)
  assert.ok('problems' in compiled, 'the schema is refused')
  return compiled.problems
}

function validatorOf(schema: unknown): (value: JsonObject) => Problem[] {
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
