import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { BlockService } from '../../domain/block-service.js'
import type { KeyService } from '../../domain/key-service.js'
import { BLOCK_TYPE_PATTERN, SECTION_PATTERN } from '../../domain/rules.js'
import type { RateLimiter } from '../../limits/rate-limiter.js'
import { requireKey } from '../plugins/auth.js'
import { Block, BlockStatusSchema, SearchHit } from '../schemas/block.js'
import { authErrorResponses, BlockParams, Envelope, ProjectParams } from '../schemas/common.js'

const Filters = {
  section: Type.Optional(Type.String({ pattern: SECTION_PATTERN, description: 'Only this section' })),
  status: Type.Optional(BlockStatusSchema),
  type: Type.Optional(Type.String({ pattern: BLOCK_TYPE_PATTERN, description: 'Only this block type' })),
}

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

  app.get(
    '/projects/:projectId/blocks',
    {
      onRequest,
      config,
      schema: {
        summary: 'List blocks in canonical order, with filters and keyset paging',
        params: ProjectParams,
        querystring: Type.Object(
          {
            ...Filters,
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: limits.listMaxLimit, default: 100 })),
            cursor: Type.Optional(
              Type.String({ maxLength: 1024, description: 'meta.nextCursor of the previous page' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            data: Type.Array(Block),
            error: Type.Null(),
            meta: Type.Object({ nextCursor: Type.Union([Type.String(), Type.Null()]) }),
          }),
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { limit = 100, cursor, ...filter } = request.query
      const page = await blocks.list(request.params.projectId, filter, limit, cursor)
      return { data: page.blocks, error: null, meta: { nextCursor: page.nextCursor } }
    },
  )

  app.get(
    '/projects/:projectId/blocks/search',
    {
      onRequest,
      config,
      schema: {
        summary: 'Full-text search over keys, names, types, sections and every string in values',
        params: ProjectParams,
        querystring: Type.Object(
          {
            q: Type.String({
              minLength: 1,
              maxLength: limits.searchMaxQueryLength,
              description: 'Words to find; the last also matches as a prefix',
            }),
            ...Filters,
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: limits.searchMaxLimit, default: 20 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(Type.Array(SearchHit)), ...authErrorResponses },
      },
    },
    async (request) => {
      const { q, limit = 20, ...filter } = request.query
      const hits = await blocks.search(request.params.projectId, q, filter, limit)
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
        summary: 'Get one block by key',
        params: BlockParams,
        response: { 200: Envelope(Block), ...authErrorResponses },
      },
    },
    async (request) => {
      const block = await blocks.get(request.params.projectId, request.params.blockKey)
      return { data: block, error: null }
    },
  )
}
