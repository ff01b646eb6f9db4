import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { BlockService } from '../../domain/block-service.js'
import { decodeCursor } from '../../domain/cursor.js'
import type { KeyService } from '../../domain/key-service.js'
import { BLOCK_TYPE_PATTERN, BLOCK_TYPE_RULE, SECTION_PATTERN, SECTION_RULE } from '../../domain/rules.js'
import type { RateLimiter } from '../../limits/rate-limiter.js'
import { requireKey } from '../plugins/auth.js'
import { createRepresentationCache } from '../representation-cache.js'
import { Block, BlockStatusSchema, SearchHit } from '../schemas/block.js'
import {
  authErrorResponses,
  BlockParams,
  documented,
  Envelope,
  ErrorResponse,
  ProjectParams,
} from '../schemas/common.js'

const Filters = {
  section: Type.Optional(
    Type.String({ pattern: SECTION_PATTERN, description: `Only this section (${SECTION_RULE})` }),
  ),
  status: Type.Optional(BlockStatusSchema),
  type: Type.Optional(
    Type.String({ pattern: BLOCK_TYPE_PATTERN, description: `Only this block type (${BLOCK_TYPE_RULE})` }),
  ),
}

const tags = ['blocks']

export interface BlockRouteOptions {
  blocks: BlockService
  keys: KeyService
  limiter: RateLimiter
  limits: { listMaxLimit: number; searchMaxLimit: number; searchMaxQueryLength: number }
}

/** List, search and get blocks of a project. */
export const blockRoutes: FastifyPluginAsyncTypebox<BlockRouteOptions> = async (
  app,
  { blocks, keys, limiter, limits },
) => {
  const onRequest = requireKey(keys, limiter, 'read')
  const config = { authenticated: true }
  const pages = createRepresentationCache({ maxBytes: 32 * 1024 * 1024 })

  app.get(
    '/projects/:projectId/blocks',
    {
      onRequest,
      config,
      schema: {
        operationId: 'listBlocks',
        tags,
        summary: 'List blocks in canonical order, with filters and keyset paging',
        description:
          'Blocks in canonical order: sections brand, product, users, then custom sections in order of creation; inside a section by position, then key. Pages are keyset pages: pass `meta.nextCursor` as `cursor` for the next one; it is null on the last page. Paging stays correct while syncs happen between pages (no block skipped or repeated). Any query parameter not listed here is a 400.',
        params: ProjectParams,
        querystring: Type.Object(
          {
            ...Filters,
            limit: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: limits.listMaxLimit,
                default: 100,
                description: 'Blocks per page',
              }),
            ),
            cursor: Type.Optional(
              Type.String({
                maxLength: 1024,
                description:
                  'meta.nextCursor of the previous page (opaque; one that does not decode is a 400)',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: documented(
            Type.Object({
              data: Type.Array(Block),
              error: Type.Null(),
              meta: Type.Object({
                nextCursor: Type.Union([Type.String(), Type.Null()], {
                  description: 'Cursor of the next page; null on the last page',
                }),
              }),
            }),
            'One page of blocks',
          ),
          ...authErrorResponses,
          400: ErrorResponse(
            'Invalid section, status, type, limit or cursor, or an unknown query parameter; `details` lists every problem',
          ),
        },
      },
    },
    async (request, reply) => {
      const { projectId } = request.params
      const { limit = 100, cursor, ...filter } = request.query
      // A cursor that does not decode is a 400 whether or not the project exists, as before.
      if (cursor !== undefined) decodeCursor(cursor)
      // Pages (and blocks, below) are served from bytes cached for the project's current revision.
      const version = await blocks.version(projectId)
      const answer = JSON.stringify(['list', filter.section, filter.status, filter.type, limit, cursor])
      const body = await pages.bytes(projectId, version, answer, async () => {
        const page = await blocks.list(projectId, filter, limit, cursor)
        return Buffer.from(
          reply.serialize({
            data: page.blocks,
            error: null,
            meta: { nextCursor: page.nextCursor },
          }) as string,
        )
      })
      // Already serialised by this route's own response schema (reply.serialize above); the
      // typed reply only knows the object form.
      return reply.type('application/json; charset=utf-8').send(body as never)
    },
  )

  app.get(
    '/projects/:projectId/blocks/search',
    {
      onRequest,
      config,
      schema: {
        operationId: 'searchBlocks',
        tags,
        summary: 'Full-text search over keys, names, types, sections and every string in values',
        description:
          'Case- and accent-insensitive; every term must match, the last one also as a prefix (`pers` finds `persona`); punctuation separates words. Ranked by relevance (a match in the name outranks one deep in the value). Uses the database full-text index (SQLite FTS5, PostgreSQL tsvector).',
        params: ProjectParams,
        querystring: Type.Object(
          {
            q: Type.String({
              minLength: 1,
              maxLength: limits.searchMaxQueryLength,
              description: 'Words to find; the last also matches as a prefix',
            }),
            ...Filters,
            limit: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: limits.searchMaxLimit,
                default: 20,
                description: 'Most hits to return',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope(Type.Array(SearchHit), 'Matching blocks, best first'),
          ...authErrorResponses,
          400: ErrorResponse(
            '`q` missing, empty or too long; invalid filter or limit; or an unknown query parameter',
          ),
        },
      },
    },
    async (request) => {
      const { q, limit = 20, ...filter } = request.query
      const { hits } = await blocks.search(request.params.projectId, q, filter, limit)
      return {
        data: hits.map((hit) => ({ ...hit.block, score: hit.score, snippet: hit.snippet })),
        error: null,
      }
    },
  )

  app.get(
    '/projects/:projectId/blocks/:blockKey',
    {
      onRequest,
      config,
      schema: {
        operationId: 'getBlock',
        tags,
        summary: 'Get one block by key',
        params: BlockParams,
        response: {
          200: Envelope(Block, 'The block'),
          ...authErrorResponses,
          400: ErrorResponse('A project id or block key that breaks its syntax'),
          404: ErrorResponse(
            'No such project (for a key that may see every project), or no block with this key',
          ),
        },
      },
    },
    async (request, reply) => {
      const { projectId, blockKey } = request.params
      const version = await blocks.version(projectId)
      const body = await pages.bytes(projectId, version, JSON.stringify(['get', blockKey]), async () =>
        Buffer.from(reply.serialize({ data: await blocks.get(projectId, blockKey), error: null }) as string),
      )
      return reply.type('application/json; charset=utf-8').send(body as never)
    },
  )
}
