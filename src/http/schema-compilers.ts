import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify'

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default

/**
 * Route schemas are compiled on their first use, not at start-up. Compiling every route's
 * validators (Ajv) and response serializers (fast-json-stringify) took ~0.5 s of a 1.8 s
 * start; lazily, a route's first request pays its own (a few ms, measured in
 * docs/performance.md) and a server is ready as soon as its modules are loaded. A schema that
 * does not compile is a programming error: the route-registration tests catch it either way.
 */
function lazily<F extends (...args: never[]) => unknown>(compile: () => F): F {
  let compiled: F | undefined
  return ((...args: Parameters<F>) => {
    compiled ??= compile()
    return compiled(...args)
  }) as F
}

/**
 * Query strings and path parameters are validated here, with type coercion (`limit=5` is a
 * number) and every problem reported. Bodies pass through untouched: the domain validates them
 * (`parseSyncRequest`) so that no value is silently coerced and every problem of a sync comes
 * back in one answer, and so the CLI can apply the very same rules offline.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  let ajv: Ajv | undefined
  const compiler = () => {
    if (!ajv) {
      ajv = new Ajv({
        allErrors: true,
        coerceTypes: 'array',
        useDefaults: true,
        removeAdditional: false,
        strict: false,
      })
      addFormats(ajv)
    }
    return ajv
  }
  return ({ schema, httpPart }) => {
    if (httpPart === 'body') return (data: unknown) => ({ value: data })
    // Fastify reads `errors` off the function it was given after a failed call. No schema
    // here is asynchronous, so Ajv's answer is a boolean.
    let validate: ValidateFunction | undefined
    const check: { (data: unknown): boolean; errors?: ValidateFunction['errors'] } = (data) => {
      validate ??= compiler().compile(schema as object)
      const valid = validate(data) as boolean
      check.errors = validate.errors
      return valid
    }
    return check
  }
}

/** Fastify's own response serializers (fast-json-stringify), each built on first use. */
export const lazySchemaController: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildSerializer: (externalSchemas, serializerOpts) => {
      const compile = SerializerSelector()(externalSchemas, serializerOpts)
      return (routeSchema) => lazily(() => compile(routeSchema))
    },
  },
}
