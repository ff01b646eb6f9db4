import type { TObject, TSchema } from '@sinclair/typebox'
import { z } from 'zod'
import { SyncBlockShape } from '../../domain/sync-shape.js'

/** Constraints a JSON schema may state on a field: stated to the model, applied by the server. */
const STATED = ['pattern', 'minLength', 'maxLength', 'minimum', 'maximum'] as const

/** The zod type of one field of the sync block shape, by its JSON type. */
function baseType(schema: TSchema): z.ZodType {
  if (Array.isArray(schema.anyOf)) {
    const values = (schema.anyOf as TSchema[]).map((member) => member.const)
    if (values.every((value): value is string => typeof value === 'string')) {
      return z.enum(values as [string, ...string[]])
    }
  }
  switch (schema.type) {
    case 'string':
      return z.string()
    case 'integer':
      return z.number().int()
    case 'number':
      return z.number()
    case 'object':
      return z.record(z.string(), z.unknown())
  }
  throw new Error(`sync block shape: no zod type for ${JSON.stringify(schema)}`)
}

/**
 * The zod object of a TypeBox object, for an MCP tool's input schema: the same fields, types,
 * descriptions and stated limits. The limits (and unknown fields) are stated, not enforced
 * here: the server's sync validation applies them and reports every problem of a sync at once,
 * as over HTTP, instead of the SDK's first-pass type errors.
 */
export function zodOfShape(shape: TObject): z.ZodObject {
  const required = new Set(shape.required ?? [])
  const fields: Record<string, z.ZodType> = {}
  for (const [name, schema] of Object.entries(shape.properties)) {
    const stated = Object.fromEntries(
      STATED.filter((k) => schema[k] !== undefined).map((k) => [k, schema[k]]),
    )
    let field = baseType(schema).meta(stated)
    if (typeof schema.description === 'string') field = field.describe(schema.description)
    fields[name] = required.has(name) ? field : field.optional()
  }
  const object = z.looseObject(fields)
  return typeof shape.description === 'string' ? object.describe(shape.description) : object
}

/** One block of the sync_blocks tool, derived from the sync body's one description. */
export const SyncBlockZod = zodOfShape(SyncBlockShape)
