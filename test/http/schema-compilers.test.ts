import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { createSchemaCompilers } from '../../src/http/schema-compilers.js'
import { validatedByTheDomain } from '../../src/http/schemas/domain-validated.js'

/** Validators and serializers compiled on first use, or by the background pass after listen. */
describe('deferred schema compilers', () => {
  const query = {
    type: 'object',
    properties: { limit: { type: 'integer', minimum: 1 } },
    additionalProperties: false,
  }

  function validator(compilers: ReturnType<typeof createSchemaCompilers>, schema: object) {
    return compilers.validatorCompiler({ schema, httpPart: 'querystring', method: 'GET', url: '/x' }) as {
      (data: unknown): boolean
      errors?: { message?: string }[] | null
    }
  }

  function serializer(compilers: ReturnType<typeof createSchemaCompilers>, schema: object) {
    const factory = compilers.schemaController.compilersFactory?.buildSerializer?.(undefined, {})
    assert.ok(factory)
    return factory({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string
  }

  it('validates with coercion and reports errors, compiling on the first call', () => {
    const compilers = createSchemaCompilers()
    const check = validator(compilers, query)
    assert.equal(compilers.pendingCount(), 1)
    const data = { limit: '5' }
    assert.equal(check(data), true)
    assert.deepEqual(data, { limit: 5 })
    assert.equal(compilers.pendingCount(), 0)
    assert.equal(check({ limit: 0 }), false)
    assert.match(String(check.errors?.[0]?.message), />= 1/)
    assert.equal(check({ other: 1 }), false)
  })

  it('validates bodies without coercion, except a body the domain validates itself', () => {
    const compilers = createSchemaCompilers()
    const body = (schema: object) =>
      compilers.validatorCompiler({ schema, httpPart: 'body', method: 'POST', url: '/x' }) as (
        data: unknown,
      ) => unknown
    const checked = body(query)
    assert.equal(checked({ limit: '5' }), false, 'a string is not coerced to the integer the schema wants')
    assert.equal(checked({ limit: 5 }), true)
    assert.equal(checked({ other: 1 }), false)
    const passed = body(validatedByTheDomain({ ...query }))
    assert.deepEqual(passed({ other: 1 }), { value: { other: 1 } })
  })

  it('serializes with the response schema, leaving out unknown fields', () => {
    const compilers = createSchemaCompilers()
    const serialize = serializer(compilers, { type: 'object', properties: { a: { type: 'integer' } } })
    assert.equal(serialize({ a: 1, secret: 'x' }), '{"a":1}')
  })

  it('compiles everything left in the background, one schema per turn, and reports a broken one', async () => {
    const compilers = createSchemaCompilers()
    const checks = [validator(compilers, query), validator(compilers, { type: 'object', required: ['q'] })]
    validator(compilers, { type: 'nonsense' })
    const serialize = serializer(compilers, { type: 'object', properties: { a: { type: 'string' } } })
    assert.equal(compilers.pendingCount(), 4)
    const errors: unknown[] = []
    compilers.compileInBackground((error) => errors.push(error))
    await nextTurn()
    assert.ok(compilers.pendingCount() >= 2, 'not all in one turn')
    for (let turn = 0; turn < 10 && compilers.pendingCount() > 0; turn++) await nextTurn()
    assert.equal(compilers.pendingCount(), 0)
    assert.equal(errors.length, 1, 'the schema of type "nonsense" does not compile')
    assert.equal(checks[0]?.({ limit: '2' }), true)
    assert.equal(checks[1]?.({}), false)
    assert.equal(serialize({ a: 'x' }), '{"a":"x"}')
  })

  it('stops the background pass when told to (the app closes)', async () => {
    const compilers = createSchemaCompilers()
    validator(compilers, query)
    validator(compilers, query)
    compilers.stop()
    compilers.compileInBackground(() => {})
    for (let turn = 0; turn < 5; turn++) await nextTurn()
    assert.equal(compilers.pendingCount(), 2)
  })
})
