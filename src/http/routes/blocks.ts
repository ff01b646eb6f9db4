import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply } from 'fastify'
import type { BlockPage, BlockService } from '../../domain/block-service.js'
import { decodeCursor } from '../../domain/cursor.js'
import type { ProjectVersion } from '../../domain/project-version.js'
import {
  BLOCK_TYPE_PATTERN,
  BLOCK_TYPE_RULE,
  MESSAGE_MAX,
  SECTION_PATTERN,
  SECTION_RULE,
} from '../../domain/rules.js'
import { authorOf } from '../author.js'
import { type PrincipalDeps, requireAccess } from '../plugins/auth.js'
import { cacheLookups } from '../plugins/metrics.js'
import { createRepresentationCache } from '../representation-cache.js'
import { Block, BlockStatusSchema, SearchHit, SearchMatch, SearchMeta } from '../schemas/block.js'
import {
  authErrorResponses,
  BlockParams,
  documented,
  Envelope,
  ErrorResponse,
  ProjectParams,
} from '../schemas/common.js'
import { diskFull } from '../schemas/error-responses.js'
import { REVISION_NOT_FOUND, RevisionParam } from '../schemas/revision.js'
import { SyncResultSchema } from '../schemas/sync.js'

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

/** A page of blocks as the list route answers it, serialised by the route's response schema. */
function pageBytes(reply: FastifyReply, page: BlockPage): Buffer {
  return Buffer.from(
    reply.serialize({ data: page.blocks, error: null, meta: { nextCursor: page.nextCursor } }) as string,
  )
}

export interface BlockRouteOptions extends PrincipalDeps {
  blocks: BlockService
  limits: { listMaxLimit: number; searchMaxLimit: number; searchMaxQueryLength: number }
}

/** List, search, get and delete blocks of a project. */
export const blockRoutes: FastifyPluginAsyncTypebox<BlockRouteOptions> = async (app, deps) => {
  const { blocks, limits } = deps
  const onRequest = requireAccess(deps, 'read')
  const config = { authenticated: true, sessions: 'also' as const }
  const pages = createRepresentationCache({ maxBytes: 32 * 1024 * 1024, ...cacheLookups(app, 'blocks') })
  const defaultListLimit = Math.min(100, limits.listMaxLimit)

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
            revision: Type.Optional(RevisionParam),
            limit: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: limits.listMaxLimit,
                // Never above the maximum: a request naming no limit must not be refused.
                default: defaultListLimit,
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
            'Invalid section, status, type, limit, cursor or revision, or an unknown query parameter; `details` lists every problem',
          ),
          404: ErrorResponse(`No such project (for a key that may see every project), ${REVISION_NOT_FOUND}`),
        },
      },
    },
    async (request, reply) => {
      const { projectId } = request.params
      const { limit = defaultListLimit, cursor, revision, ...filter } = request.query
      // A cursor that does not decode is a 400 whether or not the project exists, as before.
      if (cursor !== undefined) decodeCursor(cursor)
      // Pages (and blocks, below) are served from bytes cached for the project's current revision.
      const current = (version: ProjectVersion) => {
        const answer = JSON.stringify(['list', filter.section, filter.status, filter.type, limit, cursor])
        return pages.bytes(projectId, version, answer, async () =>
          pageBytes(reply, await blocks.list(projectId, filter, limit, cursor)),
        )
      }
      /**
       * A past revision never changes: its pages are cached under their own names, so no page
       * built from the current tables is ever served for it, nor the other way round.
       */
      const past = (version: ProjectVersion, revision: number) => {
        const answer = JSON.stringify(['list at', filter.section, filter.status, filter.type, limit, cursor])
        return pages.bytes(projectId, version, answer, async () => {
          // The state is rebuilt once per revision and paged from memory: walking a past
          // revision page by page costs one history read, not one per page.
          const state = await pages.get(projectId, version, 'state at', async () => {
            const value = await blocks.stateAt(projectId, revision)
            return { value, version, size: Buffer.byteLength(JSON.stringify(value)) }
          })
          return pageBytes(reply, blocks.pageAt(state.value, filter, limit, cursor))
        })
      }
      const body = await blocks.readAt(projectId, revision, { current, past })
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
        summary: 'Search blocks with a question or keywords, best answer first',
        description:
          'Searches keys, names, types, sections and every string in values. Questions and sentences are the normal case: with `match=any` (the default) a block matches when it contains at least one meaningful query word; `match=all` requires every word. English stop words are dropped unless the query has nothing else; words are folded (case, accents) and stemmed (Snowball English), so `personas` finds `persona`; the last word also matches as a prefix unless `q` ends in a space; `"a phrase"` must appear as written and `-word` leaves out blocks that contain it. A word found in no block of the project is corrected to a close word of the project (edit distance 1 for 4–7 letters, 2 from 8); `meta.corrections` lists each `{from, to}`. A word in one of the project\'s synonym groups (GET …/synonyms) also matches the other words of its groups, one step; `meta.expansions` lists each `{term, with}` (empty when none). Ranked by BM25 with this project\'s statistics only, a match in the name above one in key, type or section, above one in the value, boosted for covering more query words and for words close together; ties in canonical order. Operators of other search engines (`OR`, `NEAR(`, `*`, `^`, `field:`) are plain words here.',
        params: ProjectParams,
        querystring: Type.Object(
          {
            q: Type.String({
              minLength: 1,
              maxLength: limits.searchMaxQueryLength,
              description:
                'A question, sentence or keywords; `"quoted phrase"`, `-excluded`; the last word also matches as a prefix',
            }),
            match: Type.Optional(SearchMatch),
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
          200: documented(
            Type.Object({ data: Type.Array(SearchHit), error: Type.Null(), meta: SearchMeta }),
            'Matching blocks, best first, and the corrections made to the query',
          ),
          ...authErrorResponses,
          400: ErrorResponse(
            '`q` missing, empty or too long; `match` other than any or all; invalid filter or limit; or an unknown query parameter',
          ),
        },
      },
    },
    async (request) => {
      const { q, match = 'any', limit = 20, ...filter } = request.query
      const { hits, corrections, expansions } = await blocks.search(
        request.params.projectId,
        q,
        filter,
        limit,
        match,
      )
      return {
        data: hits.map((hit) => ({ ...hit.block, score: hit.score, snippet: hit.snippet })),
        error: null,
        meta: { corrections, expansions },
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
        querystring: Type.Object({ revision: Type.Optional(RevisionParam) }),
        response: {
          200: Envelope(Block, 'The block'),
          ...authErrorResponses,
          400: ErrorResponse('A project id or block key that breaks its syntax, or an invalid revision'),
          404: ErrorResponse(
            `No such project (for a key that may see every project), no block with this key (at \`revision\` when given), ${REVISION_NOT_FOUND}`,
          ),
        },
      },
    },
    async (request, reply) => {
      const { projectId, blockKey } = request.params
      const { revision } = request.query
      const current = (version: ProjectVersion) =>
        pages.bytes(projectId, version, JSON.stringify(['get', blockKey]), async () =>
          Buffer.from(
            reply.serialize({ data: await blocks.get(projectId, blockKey), error: null }) as string,
          ),
        )
      const past = (version: ProjectVersion, revision: number) =>
        pages.bytes(projectId, version, JSON.stringify(['get at', blockKey]), async () =>
          Buffer.from(
            reply.serialize({
              data: await blocks.getAt(projectId, blockKey, revision),
              error: null,
            }) as string,
          ),
        )
      const body = await blocks.readAt(projectId, revision, { current, past })
      return reply.type('application/json; charset=utf-8').send(body as never)
    },
  )

  app.delete(
    '/projects/:projectId/blocks/:blockKey',
    {
      onRequest: requireAccess(deps, 'edit'),
      config,
      schema: {
        operationId: 'deleteBlock',
        tags,
        summary: 'Delete one block, as a revision of its own',
        description:
          'The block is gone from every read of the current state; its history keeps it (GET …/blocks/{blockKey}/history). The answer has the shape of a sync answer. Needs a key with write access.',
        params: BlockParams,
        querystring: Type.Object(
          {
            expectedRevision: Type.Optional(
              Type.Integer({
                minimum: 0,
                description:
                  "The revision you last read: if it is not the project's revision, 409 and nothing is deleted",
              }),
            ),
            message: Type.Optional(
              Type.String({
                maxLength: MESSAGE_MAX,
                description: `Why, up to ${MESSAGE_MAX} characters: recorded with the revision`,
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope(SyncResultSchema, 'The revision made: `deleted` holds the key'),
          ...authErrorResponses,
          403: ErrorResponse(
            'The key has no access to this project (whether it exists or not), or is read-only (deleting needs --access write)',
          ),
          404: ErrorResponse('No such project, or no block with this key in it'),
          409: ErrorResponse('expectedRevision is not the project revision; nothing was deleted'),
          503: ErrorResponse(
            'The server is shutting down, or the database cannot answer or take writes right now; nothing was deleted',
          ),
          ...diskFull('nothing was deleted'),
        },
      },
    },
    async (request) => {
      const { projectId, blockKey } = request.params
      const result = await blocks.deleteBlock(projectId, blockKey, request.query, authorOf(request))
      return { data: result, error: null }
    },
  )
}
