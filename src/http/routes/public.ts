import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import Negotiator from 'negotiator'
import type { Config } from '../../config.js'
import { ValidationError } from '../../domain/errors.js'
import type { ProjectVersion } from '../../domain/project-version.js'
import type { PublicContextService, PublicFormat } from '../../domain/public-context-service.js'
import {
  MAX_BUDGET_QUERY_LENGTH,
  MAX_BUDGET_TOKENS,
  MIN_BUDGET_TOKENS,
} from '../../domain/render/token-budget.js'
import type { Store } from '../../domain/store.js'
import { compress, negotiateCoding } from '../compression.js'
import { cacheLookups } from '../plugins/metrics.js'
import { registerNotFound } from '../plugins/not-found.js'
import { publicBaseUrl } from '../public-base-url.js'
import { createPublicOutputs } from '../public-outputs.js'
import { publicRequestOf } from '../public-request.js'
import { createRenderPool, type RenderPool } from '../render-pool.js'
import { ErrorResponse, noContent, textResponse } from '../schemas/common.js'
import { PublicContextSchema } from '../schemas/public.js'
import { REVISION_NOT_FOUND, RevisionParam } from '../schemas/revision.js'
import { matchesEtag } from './projects.js'

export interface PublicRoutesOptions {
  store: Store
  config: Readonly<Config>
  /** Bytes of rendered output cached in memory (default 64 MiB). */
  cacheMaxBytes?: number
  /** The domain side the outputs are read and rendered by; built on `store` when not given. */
  contexts?: PublicContextService
  /** The render threads to use (the caller closes them); a pool of `config.renderThreads` when not given. */
  renderPool?: RenderPool
}

/** Browsers may read these on a cross-origin response. */
const EXPOSED_HEADERS = [
  'ETag',
  'Link',
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'RateLimit-Policy',
  'RateLimit',
  'Retry-After',
  'X-Context-Tokens',
  'X-Context-Truncated',
].join(', ')

const CACHE_CONTROL = 'public, max-age=60'
const PREFLIGHT_MAX_AGE = '86400'
const HEADER_LIST_RE = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(?:[ \t]*,[ \t]*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/

interface Endpoint {
  path: string
  format: PublicFormat
  contentType: string
  operationId: string
  summary: string
  description: string
  /** The 200 response schema (and, for OpenAPI, its media type and headers). */
  ok: object
}

/** Headers of a public answer without content (304). */
const NOT_MODIFIED_HEADERS = [
  'ETag',
  'Cache-Control',
  'Vary',
  'Link',
  'Access-Control-Allow-Origin',
  'Access-Control-Expose-Headers',
] as const
/** Headers of a public answer with content (200). */
const OUTPUT_HEADERS = [
  ...NOT_MODIFIED_HEADERS,
  'Content-Encoding',
  'X-Context-Tokens',
  'X-Context-Truncated',
] as const

const CONDITIONAL =
  ' With `revision`, the output as that revision left the project (only the current visibility counts: a project private now is a 404 at every revision).' +
  ' Deterministic: the same revision gives the same bytes and the same strong ETag; send it in If-None-Match to get 304 while it is current.' +
  ' May be compressed: with Accept-Encoding allowing it, a body of 1 KiB or more comes as brotli (`Content-Encoding: br`, preferred on a tie) or gzip, each with its own ETag (the identity one with `-br` or `-gzip` added); every 200 and 304 carries `Vary: Accept-Encoding`.'

const ENDPOINTS: Endpoint[] = [
  {
    path: '/:projectId/llms.txt',
    format: 'llms.txt',
    contentType: 'text/plain; charset=utf-8',
    operationId: 'getLlmsTxt',
    summary: 'The whole context in the llmstxt.org format: one linked entry per block',
    description:
      'H1 project name, a blockquote summary, a paragraph of notes, then one H2 per section whose lines are `- [Block name](URL): content` entries linking to the block in the section markdown, and a final `## Optional` section. Absolute URLs come from PUBLIC_BASE_URL, else from the request.' +
      CONDITIONAL,
    ok: textResponse('text/plain', 'llms.txt (UTF-8)', OUTPUT_HEADERS),
  },
  {
    path: '/:projectId/llms-full.txt',
    format: 'llms-full.txt',
    contentType: 'text/plain; charset=utf-8',
    operationId: 'getLlmsFullTxt',
    summary: 'The llms.txt header followed by the whole markdown, in one file',
    description: `The H1 and blockquote of llms.txt, then the whole markdown body.${CONDITIONAL}`,
    ok: textResponse('text/plain', 'llms-full.txt (UTF-8)', OUTPUT_HEADERS),
  },
  {
    path: '/:projectId/markdown',
    format: 'markdown',
    contentType: 'text/markdown; charset=utf-8',
    operationId: 'getMarkdown',
    summary: 'The whole context as one markdown document (H1 project, H2 sections, H3 blocks)',
    description: `Blocks rendered by type; block names are escaped so they cannot break the structure.${CONDITIONAL}`,
    ok: textResponse('text/markdown', 'Markdown (UTF-8)', OUTPUT_HEADERS),
  },
  {
    path: '/:projectId/markdown/:section',
    format: 'markdown',
    contentType: 'text/markdown; charset=utf-8',
    operationId: 'getSectionMarkdown',
    summary: 'One section as markdown (H1 section title, H2 blocks)',
    description:
      'An unknown section, or one with nothing to show (only empty blocks, or no complete block with status=complete), is a 404.' +
      CONDITIONAL,
    ok: textResponse('text/markdown', 'Markdown of the section (UTF-8)', OUTPUT_HEADERS),
  },
  {
    path: '/:projectId/context',
    format: 'context',
    contentType: 'application/json; charset=utf-8',
    operationId: 'getContext',
    summary: 'The context as structured JSON (or as markdown, for Accept: text/markdown)',
    description:
      'Sections with something to show, each with its blocks (key, type, name, status, value). ' +
      'An Accept header that prefers `text/markdown` to `application/json` gets the project markdown instead (the same bytes as …/markdown, `Content-Type: text/markdown`); answers carry `Vary: Accept, Accept-Encoding`.' +
      CONDITIONAL,
    ok: {
      ...textResponse(
        'text/markdown',
        'The context: JSON, or markdown for an Accept that prefers it',
        OUTPUT_HEADERS,
      ),
      content: {
        'application/json': { schema: Type.Object({ data: PublicContextSchema, error: Type.Null() }) },
        'text/markdown': { schema: Type.String() },
      },
    },
  },
]

const BAD_QUERY = `status is not "complete", revision is not a whole number ≥ 0, tokens is not a whole number from ${MIN_BUDGET_TOKENS} to ${MAX_BUDGET_TOKENS}, q is empty or longer than ${MAX_BUDGET_QUERY_LENGTH} characters, or q is given without tokens`

const PublicProjectId = Type.String({
  description:
    'Project id. Private and unknown projects answer the same 404 (so does an id that breaks the project id syntax)',
})
const ProjectPathParams = Type.Object({ projectId: PublicProjectId })
const SectionPathParams = Type.Object({
  projectId: PublicProjectId,
  section: Type.String({ description: 'Section id, e.g. brand' }),
})

const Query = Type.Object({
  status: Type.Optional(
    Type.Unsafe<'complete'>({
      type: 'string',
      enum: ['complete'],
      description: 'complete: only complete blocks. Without it, every block except empty ones',
    }),
  ),
  revision: Type.Optional(RevisionParam),
  tokens: Type.Optional(
    Type.Integer({
      minimum: MIN_BUDGET_TOKENS,
      maximum: MAX_BUDGET_TOKENS,
      description: `Fit the answer in this many tokens (o200k_base, ${MIN_BUDGET_TOKENS}–${MAX_BUDGET_TOKENS}): complete blocks before drafts, with \`q\` the best matches first, else canonical order; blocks whole or the last one cut at a paragraph; a closing note names what was left out (X-Context-Truncated says whether anything was)`,
    }),
  ),
  q: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: MAX_BUDGET_QUERY_LENGTH,
      description: `With \`tokens\`: a search (as /blocks/search takes it, 1–${MAX_BUDGET_QUERY_LENGTH} characters); the blocks that best answer it are kept first`,
    }),
  ),
})

/**
 * The public read endpoints under /api/projects: public projects only, no key, cached, conditional,
 * readable from any origin. Register with `prefix: '/api/projects'`.
 */
export const publicRoutes: FastifyPluginAsyncTypebox<PublicRoutesOptions> = async (
  app,
  { store, config, cacheMaxBytes, contexts, renderPool },
) => {
  // Renders run in worker threads; an injected `contexts` (tests counting its calls) renders
  // on this thread, since its calls could not be observed from another one.
  const pool = contexts ? undefined : (renderPool ?? createRenderPool({ threads: config.renderThreads }))
  if (pool && !renderPool) app.addHook('onClose', () => pool.close())
  const service = createPublicOutputs({
    store,
    cacheMaxBytes,
    compress,
    lookups: (cache) => cacheLookups(app, cache),
    ...(contexts && { contexts }),
    ...(pool && { renderer: pool }),
  })

  // Every answer under this prefix — errors, 304s, 429s and unknown paths included — is
  // readable cross-origin. onSend, not onRequest: it also runs when an earlier hook (the rate
  // limit) answers. Errors are not cached: a project made public should show at once.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('access-control-allow-origin', '*')
    reply.header('access-control-expose-headers', EXPOSED_HEADERS)
    reply.header('x-content-type-options', 'nosniff')
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    done(null, payload)
  })
  registerNotFound(app)

  for (const endpoint of ENDPOINTS) {
    app.get(
      endpoint.path,
      {
        schema: {
          operationId: endpoint.operationId,
          tags: ['public'],
          summary: endpoint.summary,
          description: endpoint.description,
          params: endpoint.path.includes(':section') ? SectionPathParams : ProjectPathParams,
          querystring: Query,
          response: {
            200: endpoint.ok,
            304: noContent(
              'Not modified: the If-None-Match ETag is that of the representation (coding) that would be sent',
              NOT_MODIFIED_HEADERS,
            ),
            400: ErrorResponse(
              endpoint.format === 'llms.txt'
                ? `${BAD_QUERY}, or the Host header is missing or invalid and PUBLIC_BASE_URL is not set (the absolute links cannot be built)`
                : endpoint.format === 'context'
                  ? `${BAD_QUERY}, or tokens is below what the JSON context takes without any block (the message names the minimum)`
                  : BAD_QUERY,
            ),
            404: ErrorResponse(
              endpoint.path.includes(':section')
                ? `Unknown or private project, a section that is unknown or has nothing to show (at \`revision\` when given), ${REVISION_NOT_FOUND}`
                : `Unknown or private project (the two are indistinguishable), ${REVISION_NOT_FOUND}`,
            ),
            429: ErrorResponse(
              "Over the client IP's limit (PUBLIC_RATE_LIMIT_PER_MINUTE); wait Retry-After seconds",
            ),
            500: ErrorResponse('Unexpected server error; the message quotes the request id to report'),
            503: ErrorResponse('The server is shutting down, or the database cannot answer right now; retry'),
          },
        },
      },
      async (request, reply) => {
        const { projectId, section } = request.params as { projectId: string; section?: string }
        const answer = negotiated(endpoint, request)
        const { tokens, q } = request.query
        if (q !== undefined && tokens === undefined)
          throw new ValidationError('q ranks blocks to fit a token budget: give tokens=N too')
        const coding = negotiateCoding(request.headers['accept-encoding'])
        const ifNoneMatch = request.headers['if-none-match']
        // The tag, and the output unless If-None-Match holds the tag: checked before rendering,
        // and again on what render gives (identity when compressing does not pay). The base URL
        // is read once the project is known to be public (its 404 comes before a bad Host's 400).
        const answerAt = async (version: ProjectVersion, pastRevision?: number) => {
          const asked = publicRequestOf({
            projectId,
            format: answer.format,
            completeOnly: request.query.status === 'complete',
            section,
            tokens,
            q,
            pastRevision,
            baseUrl:
              endpoint.format === 'llms.txt'
                ? publicBaseUrl(config.publicBaseUrl, request, 'the absolute links of llms.txt')
                : undefined,
          })
          const known = service.etag(asked, version, coding)
          if (matchesEtag(ifNoneMatch, known)) return { etag: known }
          const output = await service.render(asked, version, coding)
          return matchesEtag(ifNoneMatch, output.etag) ? { etag: output.etag } : { etag: output.etag, output }
        }
        const { etag, output } = await service.readAt(projectId, request.query.revision, {
          current: (version) => answerAt(version),
          past: (version, revision) => answerAt(version, revision),
        })
        // On the 200 and the 304 alike; errors (a private project, an unknown section) carry neither.
        const shared = { vary: answer.vary, link: links(config, projectId, endpoint, request) }
        if (output === undefined) return notModified(reply.headers(shared), etag)
        if (output.coding !== 'identity') reply.header('content-encoding', output.coding)
        return reply
          .headers(shared)
          .header('x-context-tokens', output.tokens)
          .header('x-context-truncated', String(output.truncated))
          .header('etag', output.etag)
          .header('cache-control', CACHE_CONTROL)
          .header('content-type', answer.contentType)
          .send(output.body)
      },
    )
    app.options(endpoint.path, preflight)
  }
}

/** 304 with the headers its 200 would have carried (Vary and Link are set), but no Content-Encoding: there is no body. */
function notModified(reply: FastifyReply, etag: string) {
  return reply.code(304).header('etag', etag).header('cache-control', CACHE_CONTROL).send()
}

const MARKDOWN = 'text/markdown; charset=utf-8'

/**
 * What to answer: the endpoint's own format, except `/context` asked for markdown (an Accept
 * that prefers `text/markdown` to JSON; on a tie, or with no Accept, JSON). An Accept naming
 * neither still gets the endpoint's format, never a 406: these outputs have one meaning.
 */
function negotiated(endpoint: Endpoint, request: FastifyRequest) {
  if (endpoint.format !== 'context') {
    return { format: endpoint.format, contentType: endpoint.contentType, vary: 'Accept-Encoding' }
  }
  const accept = request.headers.accept
  const markdown =
    accept !== undefined &&
    new Negotiator({ headers: { accept } }).mediaType(['application/json', 'text/markdown']) ===
      'text/markdown'
  return markdown
    ? { format: 'markdown' as const, contentType: MARKDOWN, vary: 'Accept, Accept-Encoding' }
    : { format: endpoint.format, contentType: endpoint.contentType, vary: 'Accept, Accept-Encoding' }
}

/**
 * `Link` (RFC 8288) from one output to the others of the project: llms.txt describes it, the
 * markdown and the JSON context are alternates. Same query (status, revision), so each link
 * shows the same blocks. Absolute under PUBLIC_BASE_URL, else relative to this server's root.
 */
function links(
  config: Readonly<Config>,
  projectId: string,
  endpoint: Endpoint,
  request: FastifyRequest,
): string {
  const base = `${config.publicBaseUrl ?? ''}/api/projects/${encodeURIComponent(projectId)}`
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
  const targets = [
    { path: '/:projectId/llms.txt', href: 'llms.txt', rel: 'describedby', type: 'text/plain' },
    { path: '/:projectId/markdown', href: 'markdown', rel: 'alternate', type: 'text/markdown' },
    { path: '/:projectId/context', href: 'context', rel: 'alternate', type: 'application/json' },
  ]
  return targets
    .filter((target) => target.path !== endpoint.path)
    .map(({ href, rel, type }) => `<${base}/${href}${query}>; rel="${rel}"; type="${type}"`)
    .join(', ')
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
