import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.js'
import { openApiOptions } from '../openapi-document.js'
import { openApiRoutes } from '../routes/openapi.js'

export const DOCS_PREFIX = '/docs'

/**
 * Swagger UI loads only its own files (served from the npm package) and the document: nothing
 * from another origin. Its inline styles need 'unsafe-inline'; its logo is a data: URL.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

/**
 * The OpenAPI document (GET /api/v1/openapi.json) and its interactive reference (/docs).
 * Call before any route is registered: @fastify/swagger learns the routes from an onRoute hook.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<Readonly<Config>, 'publicBaseUrl'>,
): Promise<void> {
  await app.register(fastifySwagger, openApiOptions(config))
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    theme: { title: 'pctx API reference' },
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
  })
  await app.register(openApiRoutes)
}
