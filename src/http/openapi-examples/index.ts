import { ADMIN_EXAMPLES } from './admin.js'
import { AUDIT_EXAMPLES } from './audit.js'
import { BLOCK_EXAMPLES } from './blocks.js'
import type { Example, OperationExamples } from './example.js'
import { HISTORY_EXAMPLES } from './history.js'
import { OAUTH_EXAMPLES } from './oauth.js'
import { PEOPLE_EXAMPLES } from './people.js'
import { PROJECT_SETTINGS_EXAMPLES } from './project-settings.js'
import { PUBLIC_EXAMPLES } from './public.js'
import { SYNONYM_EXAMPLES } from './synonyms.js'

/**
 * The request and response examples of every operation, by operationId. They feed the OpenAPI
 * document only (test/http/openapi-examples.test.ts checks that every operation has them and
 * that they match their schemas); validation and serialisation never see them.
 */
export const OPERATION_EXAMPLES: Readonly<Record<string, OperationExamples>> = {
  ...BLOCK_EXAMPLES,
  ...HISTORY_EXAMPLES,
  ...PROJECT_SETTINGS_EXAMPLES,
  ...ADMIN_EXAMPLES,
  ...PUBLIC_EXAMPLES,
  ...PEOPLE_EXAMPLES,
  ...AUDIT_EXAMPLES,
  ...OAUTH_EXAMPLES,
  ...SYNONYM_EXAMPLES,
}

type Schema = Record<string, unknown>

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A copy of a body or response schema carrying `examples` for the document: as @fastify/swagger's
 * `x-examples` keyword (it becomes the media type's `examples`), or straight into the `content`
 * map of a text answer, which @fastify/swagger copies as it is.
 */
function withExamples(schema: unknown, examples: Record<string, Example>, where: string): Schema {
  if (!isObject(schema)) throw new Error(`OpenAPI examples: ${where} has no schema to carry them`)
  const plain = (list: [string, Example][]) =>
    Object.fromEntries(list.map(([name, { mediaType: _mediaType, ...example }]) => [name, example]))
  if (!isObject(schema.content)) return { ...schema, 'x-examples': plain(Object.entries(examples)) }
  const mediaTypes = Object.keys(schema.content)
  const content = Object.fromEntries(
    Object.entries(schema.content).map(([mediaType, media]) => {
      const own = Object.entries(examples).filter(
        ([, example]) => (example.mediaType ?? mediaTypes[0]) === mediaType,
      )
      return [mediaType, { ...(media as Schema), examples: plain(own) }]
    }),
  )
  return { ...schema, content }
}

/**
 * The route schema of `operationId` with its examples, for the document. Examples of a status or
 * a body the route does not have are a mistake: fail loudly, as for two schemas of one title.
 */
export function withOperationExamples<T extends Schema>(schema: T, operationId: string): T {
  const examples = OPERATION_EXAMPLES[operationId]
  if (!examples) return schema
  const copy: Schema = { ...schema }
  if (examples.request) copy.body = withExamples(schema.body, examples.request, `${operationId}'s body`)
  const responses: Schema = { ...(isObject(schema.response) ? schema.response : {}) }
  for (const [status, named] of Object.entries(examples.responses)) {
    responses[status] = withExamples(responses[status], named, `${operationId}'s ${status} answer`)
  }
  copy.response = responses
  return copy as T
}
