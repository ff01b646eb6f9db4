import { type TSchema, Type } from '@sinclair/typebox'
import { BLOCK_KEY_PATTERN, BLOCK_KEY_RULE, PROJECT_ID_PATTERN, PROJECT_ID_RULE } from '../../domain/rules.js'
import { type ResponseHeaderName, responseHeaders } from './headers.js'

/**
 * What a response means, for the OpenAPI document (@fastify/swagger reads this keyword as the
 * response's description; Fastify's serializer ignores it).
 */
const RESPONSE_DESCRIPTION = 'x-response-description'

/**
 * A response schema with its OpenAPI-only facts: what the status means on this route and the
 * headers it carries besides the ones every response has (see openapi-document.ts). Fastify
 * validates and serialises with the schema as it was; the extra keywords only feed the document.
 */
export function documented<T extends TSchema>(
  schema: T,
  description: string,
  headers: readonly ResponseHeaderName[] = [],
): T {
  return {
    ...schema,
    [RESPONSE_DESCRIPTION]: description,
    ...(headers.length > 0 && { headers: responseHeaders(headers) }),
  }
}

/**
 * A response without a body (304): only its description and headers. `type: 'null'` tells
 * @fastify/swagger not to document any content; it is a plain JSON schema, not a TypeBox one, so
 * handlers keep calling `reply.code(304).send()` with no payload.
 */
export function noContent(description: string, headers: readonly ResponseHeaderName[] = []) {
  return {
    type: 'null',
    [RESPONSE_DESCRIPTION]: description,
    ...(headers.length > 0 && { headers: responseHeaders(headers) }),
  }
}

/**
 * A text answer (llms.txt, markdown): a string of this media type. Fastify sends strings as they
 * are; the content map tells the OpenAPI document which media type the route answers with.
 */
export function textResponse(
  mediaType: 'text/plain' | 'text/markdown',
  description: string,
  headers: readonly ResponseHeaderName[] = [],
) {
  return {
    [RESPONSE_DESCRIPTION]: description,
    ...(headers.length > 0 && { headers: responseHeaders(headers) }),
    content: { [mediaType]: { schema: Type.String() } },
  }
}

/** `{data, error: null}`: the success envelope around `data`, described as `description`. */
export function Envelope<T extends TSchema>(data: T, description = 'Success') {
  return documented(Type.Object({ data, error: Type.Null() }), description)
}

export const Problem = Type.Object(
  {
    path: Type.String({ description: 'Where the problem is, e.g. blocks[3].value.goals' }),
    message: Type.String({ description: 'What is wrong and how to fix it' }),
  },
  { title: 'Problem' },
)

/** `{data: null, error: "message"}`, with `details` for validation problems. */
export const ErrorEnvelope = Type.Object(
  {
    data: Type.Null(),
    error: Type.String({ description: 'What went wrong and how to fix it' }),
    details: Type.Optional(
      Type.Array(Problem, {
        description:
          'On 400 answers about the input: the problems found; on a 409 of a block type: the existing blocks it refuses (path: the block key). At most 100, then one entry counting the rest',
      }),
    ),
  },
  { title: 'ErrorEnvelope', description: 'Every error answer, of every route, has this shape' },
)

/** The error envelope as the answer of one status, with what that status means there. */
export function ErrorResponse(description: string, headers: readonly ResponseHeaderName[] = []) {
  return documented(ErrorEnvelope, description, headers)
}

export const ProjectIdParam = Type.String({
  pattern: PROJECT_ID_PATTERN,
  description: `Project id: ${PROJECT_ID_RULE}`,
})
export const BlockKeyParam = Type.String({
  pattern: BLOCK_KEY_PATTERN,
  description: `Block key: ${BLOCK_KEY_RULE}; case-sensitive`,
})

export const ProjectParams = Type.Object({ projectId: ProjectIdParam })
export const BlockParams = Type.Object({ projectId: ProjectIdParam, blockKey: BlockKeyParam })

/** Responses every authenticated route can give besides its success. */
export const authErrorResponses = {
  400: ErrorResponse(
    'Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one',
  ),
  401: ErrorResponse('Missing, malformed, unknown, revoked or expired API key (X-API-Key)'),
  403: ErrorResponse(
    "The key has no access to this project (whether the project exists or not: the two are indistinguishable), the signed-in person's role on it is not enough, or a session's change came without this server's Origin",
  ),
  404: ErrorResponse('No such project (for a key that may see every project)'),
  429: ErrorResponse(
    "Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds",
  ),
  500: ErrorResponse('Unexpected server error; the message quotes the request id to report'),
  503: ErrorResponse(
    'The server is shutting down, or the database cannot answer right now (then with Retry-After); retry',
  ),
}
