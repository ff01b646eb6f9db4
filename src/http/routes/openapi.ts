import { createHash } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { documented, ErrorResponse, noContent } from '../schemas/common.js'
import { matchesEtag } from './projects.js'

export const OPENAPI_PATH = '/api/v1/openapi.json'

const HEADERS = ['ETag', 'Cache-Control', 'Access-Control-Allow-Origin'] as const

const OpenApiDocument = Type.Object(
  {
    openapi: Type.String({ pattern: '^3\\.1\\.\\d+$' }),
    info: Type.Object({ title: Type.String(), version: Type.String() }),
    paths: Type.Object({}, { additionalProperties: true }),
  },
  {
    additionalProperties: true,
    description: 'An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0)',
  },
)

/**
 * GET /api/v1/openapi.json: the OpenAPI document of this server, without a key. It is generated
 * from the route schemas on the first request, then served from memory with a strong ETag.
 */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  let cached: { body: string; etag: string } | undefined

  app.get(
    OPENAPI_PATH,
    {
      schema: {
        operationId: 'getOpenApiDocument',
        tags: ['operations'],
        summary: 'This OpenAPI 3.1 document',
        description:
          'Generated from the route schemas. No key; counted against the client IP’s limit like the public outputs. The interactive reference built from it is at /docs.',
        response: {
          200: documented(OpenApiDocument, 'The document', HEADERS),
          304: noContent('Not modified: the If-None-Match ETag is current', HEADERS),
          429: ErrorResponse(
            "Over the client IP's limit (PUBLIC_RATE_LIMIT_PER_MINUTE); wait Retry-After seconds",
          ),
          500: ErrorResponse('Unexpected server error; the message quotes the request id to report'),
          503: ErrorResponse('The server is shutting down'),
        },
      },
    },
    async (request, reply) => {
      if (!cached) {
        const body = JSON.stringify(app.swagger())
        const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27)
        cached = { body, etag: `"openapi-${hash}"` }
      }
      reply
        .header('etag', cached.etag)
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*')
      if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send()
      return reply.type('application/json; charset=utf-8').send(cached.body)
    },
  )
}
