import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type TSchema, Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config.js'
import { ValidationError } from '../../domain/errors.js'
import {
  createPublicContextService,
  type PublicFormat,
  type PublicRequest,
} from '../../domain/public-context-service.js'
import type { Store } from '../../store/store.js'
import { registerNotFound } from '../plugins/not-found.js'
import { ErrorEnvelope } from '../schemas/common.js'
import { PublicContextSchema } from '../schemas/public.js'
import { matchesEtag } from './projects.js'

export interface PublicRoutesOptions {
  store: Store
  config: Readonly<Config>
  /** Bytes of rendered output cached in memory (default 64 MiB). */
  cacheMaxBytes?: number
}

/** Browsers may read these on a cross-origin response. */
const EXPOSED_HEADERS = [
  'ETag',
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
].join(', ')

const CACHE_CONTROL = 'public, max-age=60'
const PREFLIGHT_MAX_AGE = '86400'
const HEADER_LIST_RE = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(?:[ \t]*,[ \t]*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/

interface Endpoint {
  path: string
  format: PublicFormat
  contentType: string
  summary: string
  ok: TSchema
}

const text = (description: string) => Type.String({ description })

const ENDPOINTS: Endpoint[] = [
  {
    path: '/:projectId/llms.txt',
    format: 'llms.txt',
    contentType: 'text/plain; charset=utf-8',
    summary: 'The whole context in the llmstxt.org format: one linked entry per block',
    ok: text('llms.txt'),
  },
  {
    path: '/:projectId/llms-full.txt',
    format: 'llms-full.txt',
    contentType: 'text/plain; charset=utf-8',
    summary: 'The llms.txt header followed by the whole markdown, in one file',
    ok: text('llms-full.txt'),
  },
  {
    path: '/:projectId/markdown',
    format: 'markdown',
    contentType: 'text/markdown; charset=utf-8',
    summary: 'The whole context as one markdown document (H1 project, H2 sections, H3 blocks)',
    ok: text('Markdown'),
  },
  {
    path: '/:projectId/markdown/:section',
    format: 'markdown',
    contentType: 'text/markdown; charset=utf-8',
    summary: 'One section as markdown (H1 section title, H2 blocks)',
    ok: text('Markdown'),
  },
  {
    path: '/:projectId/context',
    format: 'context',
    contentType: 'application/json; charset=utf-8',
    summary: 'The context as structured JSON',
    ok: Type.Object({ data: PublicContextSchema, error: Type.Null() }),
  },
]

const Params = Type.Object({
  projectId: Type.String({ description: 'Project id' }),
  section: Type.Optional(Type.String({ description: 'Section id, e.g. brand' })),
})

const Query = Type.Object({
  status: Type.Optional(
    Type.Unsafe<'complete'>({
      type: 'string',
      enum: ['complete'],
      description: 'complete: only complete blocks. Without it, every block except empty ones',
    }),
  ),
})

/**
 * The public read endpoints under /api/projects (PRODUCT.md 4): no key, cached, conditional,
 * readable from any origin. Register with `prefix: '/api/projects'`.
 */
export const publicRoutes: FastifyPluginAsyncTypebox<PublicRoutesOptions> = async (
  app,
  { store, config, cacheMaxBytes },
) => {
  const service = createPublicContextService({ store, cacheMaxBytes })

  // Every answer under this prefix — errors, 304s, 429s and unknown paths included — is
  // readable cross-origin. onSend, not onRequest: it also runs when an earlier hook (the rate
  // limit) answers. Errors are not cached: a project made public should show at once.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*')
    reply.header('access-control-expose-headers', EXPOSED_HEADERS)
    reply.header('x-content-type-options', 'nosniff')
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    return payload
  })
  registerNotFound(app)

  for (const endpoint of ENDPOINTS) {
    app.get(
      endpoint.path,
      {
        schema: {
          summary: endpoint.summary,
          params: Params,
          querystring: Query,
          response: {
            200: endpoint.ok,
            304: { type: 'null', description: 'Not modified: the If-None-Match ETag is current' },
            400: ErrorEnvelope,
            404: ErrorEnvelope,
            429: ErrorEnvelope,
            500: ErrorEnvelope,
            503: ErrorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const { projectId, section } = request.params
        const publicRequest: PublicRequest = {
          projectId,
          format: endpoint.format,
          completeOnly: request.query.status === 'complete',
          ...(section !== undefined && { section }),
        }
        const version = await service.currentVersion(projectId)
        if (endpoint.format === 'llms.txt') publicRequest.baseUrl = baseUrlOf(config, request)
        const known = service.etag(publicRequest, version)
        if (matchesEtag(request.headers['if-none-match'], known)) {
          return reply.code(304).header('etag', known).header('cache-control', CACHE_CONTROL).send()
        }
        const output = await service.render(publicRequest, version)
        return reply
          .header('etag', output.etag)
          .header('cache-control', CACHE_CONTROL)
          .header('content-type', endpoint.contentType)
          .send(output.body)
      },
    )
    app.options(endpoint.path, preflight)
  }
}

/** CORS preflight: any origin may GET or HEAD, with whatever request headers it asks for. */
async function preflight(request: FastifyRequest, reply: FastifyReply) {
  reply
    .code(204)
    .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
    .header('access-control-max-age', PREFLIGHT_MAX_AGE)
    .header('cache-control', `public, max-age=${PREFLIGHT_MAX_AGE}`)
    .header('vary', 'Access-Control-Request-Headers')
  const asked = request.headers['access-control-request-headers']
  if (typeof asked === 'string' && HEADER_LIST_RE.test(asked.trim())) {
    reply.header('access-control-allow-headers', asked.trim())
  }
  return reply.send()
}

/**
 * The base of llms.txt's absolute links: PUBLIC_BASE_URL, else the request's own origin.
 * Fastify reads X-Forwarded-Proto and X-Forwarded-Host for `protocol` and `host` only when
 * TRUST_PROXY is set; the origin is normalised, so a forged Host can't inject markup.
 */
function baseUrlOf(config: Readonly<Config>, request: FastifyRequest): string {
  if (config.publicBaseUrl) return config.publicBaseUrl
  const host = request.host
  let url: URL | undefined
  try {
    url = host ? new URL(`${request.protocol}://${host}`) : undefined
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === 'null') {
    throw new ValidationError(
      'Cannot build the absolute links of llms.txt: the Host header is missing or invalid; send a valid Host header, or set PUBLIC_BASE_URL on the server',
    )
  }
  return url.origin
}
