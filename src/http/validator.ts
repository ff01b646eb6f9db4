import { Ajv } from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default

/**
 * Query strings and path parameters are validated here, with type coercion (`limit=5` is a
 * number) and every problem reported. Bodies pass through untouched: the domain validates them
 * (`parseSyncRequest`) so that no value is silently coerced and every problem of a sync comes
 * back in one answer, and so the CLI can apply the very same rules offline.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: false,
    strict: false,
  })
  addFormats(ajv)
  return ({ schema, httpPart }) => {
    if (httpPart === 'body') return (data: unknown) => ({ value: data })
    return ajv.compile(schema as object)
  }
}
