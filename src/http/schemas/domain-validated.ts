/**
 * The opt-out of body validation. A symbol, not a keyword: it never reaches the OpenAPI
 * document or Ajv, and no client-visible schema changes because of it.
 */
const DOMAIN_VALIDATED = Symbol.for('pctx.validatedByTheDomain')

/**
 * Marks a body schema whose rules the domain applies itself, so the HTTP layer passes the body
 * through unvalidated (the schema still documents it). Only the sync body does this: its
 * validation reports every problem at once, including those of blocks merged with stored ones.
 */
export function validatedByTheDomain<T extends object>(schema: T): T {
  Object.defineProperty(schema, DOMAIN_VALIDATED, { value: true, enumerable: false })
  return schema
}

/** Whether `schema` was marked by `validatedByTheDomain`. */
export function isValidatedByTheDomain(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && DOMAIN_VALIDATED in schema
}
