import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify'
import { isValidatedByTheDomain } from './schemas/domain-validated.js'
import { wholeNumberCheck } from './whole-number-params.js'

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default

/**
 * The app's schema compilers, deferred. Compiling every route's validators (Ajv) and response
 * serializers (fast-json-stringify) up front was a large part of the start, during which the
 * server could answer nothing. Here each compiles on its route's first request or, once the
 * server listens, in the background (`compileInBackground`, one schema per event-loop turn),
 * whichever comes first: the server answers at once, and only a request arriving before the
 * background pass reached its route pays for that route's compile (docs/performance.md has the
 * numbers). A schema that does not compile is a programming error that the route tests catch
 * either way.
 */
export function createSchemaCompilers() {
  /** Compilations not forced yet, in registration order. */
  const pending = new Set<() => unknown>()
  let stopped = false

  /** A getter of `compile()`'s result, computed on the first call (or by the background pass). */
  function deferred<T>(compile: () => T): () => T {
    let compiled: T | undefined
    const force = () => {
      if (compiled === undefined) {
        compiled = compile()
        pending.delete(force)
      }
      return compiled
    }
    pending.add(force)
    return force
  }

  let ajv: Ajv | undefined
  const validators = () => {
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

  // Bodies are JSON, typed already: nothing is coerced (`"5"` stays a string and fails an
  // integer), so what a handler reads is what the client sent.
  let bodyAjv: Ajv | undefined
  const bodyValidators = () => {
    if (!bodyAjv) {
      bodyAjv = new Ajv({
        allErrors: true,
        coerceTypes: false,
        useDefaults: true,
        removeAdditional: false,
        strict: false,
      })
      addFormats(bodyAjv)
    }
    return bodyAjv
  }

  /**
   * Every part of a request is validated against its route's schema, every problem reported:
   * query strings and path parameters with type coercion (`limit=5` is a number, but only when
   * written as plain digits: whole-number-params.ts), bodies without. A body schema marked
   * `validatedByTheDomain` (sync, restore, custom type) passes through as sent: the domain checks
   * it against the same schema and reports every problem in one answer (see
   * schemas/domain-validated.ts).
   */
  const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
    const isBody = httpPart === 'body'
    if (isBody && isValidatedByTheDomain(schema)) return (data: unknown) => ({ value: data })
    const validator = deferred(() => (isBody ? bodyValidators() : validators()).compile(schema as object))
    // Coercion would take any spelling Number() takes (`0x10`, `1e3`): the text of an integer
    // parameter is checked first. Bodies are JSON numbers already.
    const wholeNumbers = isBody ? undefined : wholeNumberCheck(schema)
    // Fastify reads `errors` off the function it was given after a failed call. No schema
    // here is asynchronous, so Ajv's answer is a boolean.
    const check: { (data: unknown): boolean; errors?: ValidateFunction['errors'] } = (data) => {
      const validate = validator()
      const spelling = wholeNumbers?.(data) ?? []
      const valid = validate(data) as boolean
      if (spelling.length === 0) {
        check.errors = validate.errors
        return valid
      }
      const named = new Set(spelling.map((error) => error.instancePath))
      check.errors = [
        ...spelling,
        ...(validate.errors ?? []).filter((error) => !named.has(error.instancePath)),
      ]
      return false
    }
    return check
  }

  /** Fastify's own response serializers (fast-json-stringify), built the same deferred way. */
  const schemaController: NonNullable<FastifyServerOptions['schemaController']> = {
    compilersFactory: {
      buildSerializer: (externalSchemas, serializerOpts) => {
        const compile = SerializerSelector()(externalSchemas, serializerOpts)
        return (routeSchema) => {
          const serializer = deferred(() => compile(routeSchema))
          return (data: unknown) => serializer()(data)
        }
      },
    },
  }

  return {
    validatorCompiler,
    schemaController,
    /** Compiles what no request has needed yet, one schema per turn of the event loop. */
    compileInBackground(onError: (error: unknown) => void): void {
      const next = () => {
        const [force] = pending
        if (stopped || !force) return
        try {
          force()
        } catch (error) {
          pending.delete(force)
          onError(error)
        }
        setImmediate(next)
      }
      setImmediate(next)
    },
    /** How many schemas no request and no background pass has compiled yet. */
    pendingCount: () => pending.size,
    /** Stops the background pass (the app is closing). */
    stop(): void {
      stopped = true
    },
  }
}
