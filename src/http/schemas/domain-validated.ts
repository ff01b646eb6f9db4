/**
 * The opt-out of body validation. A symbol, not a keyword: it never reaches the OpenAPI
 * document or Ajv, and no client-visible schema changes because of it.
 */
const DOMAIN_VALIDATED = Symbol.for('pctx.validatedByTheDomain')

/**
 * Marks a body schema the domain validates itself, so the HTTP layer passes the body through
 * as sent. The sync, restore and custom-type bodies are marked: each is one definition in the
 * domain (sync-shape.ts, restore-request.ts, custom-types/type-definition.ts) whose schema this
 * layer documents and whose checker (contract/fields.ts) validates against that same schema,
 * adding what Ajv's errors cannot say: every problem in words a person can act on, unknown fields
 * counted past a few, the sync's merged blocks, and the same rules for the CLI offline.
 */
export function validatedByTheDomain<T extends object>(schema: T): T {
  Object.defineProperty(schema, DOMAIN_VALIDATED, { value: true, enumerable: false })
  return schema
}

/** Whether `schema` was marked by `validatedByTheDomain`. */
export function isValidatedByTheDomain(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && DOMAIN_VALIDATED in schema
}
