import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { HistoryService } from '../../domain/history-service.js'
import { type PrincipalDeps, requireAccess } from '../plugins/auth.js'
import {
  authErrorResponses,
  BlockParams,
  ErrorResponse,
  ProjectIdParam,
  ProjectParams,
} from '../schemas/common.js'
import {
  BlockVersionSchema,
  ChangeSchema,
  CursorParam,
  NextCursor,
  RevisionDetailSchema,
  RevisionSchema,
} from '../schemas/history.js'

const tags = ['history']

export interface HistoryRouteOptions extends PrincipalDeps {
  history: HistoryService
  limits: { listMaxLimit: number }
}

const Page = <T extends ReturnType<typeof Type.Object>>(item: T, meta = {}) =>
  Type.Object({
    data: Type.Array(item),
    error: Type.Null(),
    meta: Type.Object({ ...meta, nextCursor: NextCursor }),
  })

/** Revisions, one revision's changes, one block's history and the change feed (docs/history.md). */
export const historyRoutes: FastifyPluginAsyncTypebox<HistoryRouteOptions> = async (app, deps) => {
  const { history, limits } = deps
  const onRequest = requireAccess(deps, 'read')
  const config = { authenticated: true, sessions: 'also' as const }
  // A default above LIST_MAX_LIMIT would refuse requests that name no limit: the page is then
  // LIST_MAX_LIMIT, as for list.
  const pageSize = (fallback: number) => Math.min(fallback, limits.listMaxLimit)
  const limit = (fallback: number, what: string) =>
    Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: limits.listMaxLimit,
        default: pageSize(fallback),
        description: `${what} per page`,
      }),
    )

  app.get(
    '/projects/:projectId/revisions',
    {
      onRequest,
      config,
      schema: {
        operationId: 'listRevisions',
        tags,
        summary: "The project's revisions, newest first",
        description:
          'Every recorded change to the project: who made it (`author`: a person, a key or an app), when, its message, the keys of the blocks it created, updated and deleted, and the name of each of those blocks by key (`names`; a deleted block by the name it had). Keyset pages: pass `meta.nextCursor` as `cursor`.',
        params: ProjectParams,
        querystring: Type.Object(
          { limit: limit(20, 'Revisions'), cursor: CursorParam },
          { additionalProperties: false },
        ),
        response: {
          200: Page(RevisionSchema),
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { limit = pageSize(20), cursor } = request.query
      const page = await history.revisions(request.params.projectId, limit, cursor)
      return { data: page.revisions, error: null, meta: { nextCursor: page.nextCursor } }
    },
  )

  app.get(
    '/projects/:projectId/revisions/:revision',
    {
      onRequest,
      config,
      schema: {
        operationId: 'getRevision',
        tags,
        summary: 'One revision, with every block it changed before and after, field by field',
        params: Type.Object({
          projectId: ProjectIdParam,
          revision: Type.Integer({ minimum: 0, description: 'A revision number' }),
        }),
        response: {
          200: Type.Object({ data: RevisionDetailSchema, error: Type.Null() }),
          ...authErrorResponses,
          404: ErrorResponse('No such project, or the revision is not recorded (the message says which are)'),
        },
      },
    },
    async (request) => {
      const data = await history.revision(request.params.projectId, request.params.revision)
      return { data, error: null }
    },
  )

  app.get(
    '/projects/:projectId/blocks/:blockKey/history',
    {
      onRequest,
      config,
      schema: {
        operationId: 'getBlockHistory',
        tags,
        summary: "A block's versions, newest first, deleted ones included",
        params: BlockParams,
        querystring: Type.Object(
          { limit: limit(20, 'Versions'), cursor: CursorParam },
          { additionalProperties: false },
        ),
        response: {
          200: Page(BlockVersionSchema),
          ...authErrorResponses,
          404: ErrorResponse('No such project, or no version of the block is recorded'),
        },
      },
    },
    async (request) => {
      const { limit = pageSize(20), cursor } = request.query
      const { projectId, blockKey } = request.params
      const page = await history.blockHistory(projectId, blockKey, limit, cursor)
      return { data: page.versions, error: null, meta: { nextCursor: page.nextCursor } }
    },
  )

  app.get(
    '/projects/:projectId/changes',
    {
      onRequest,
      config,
      schema: {
        operationId: 'listChanges',
        tags,
        summary: 'Every block changed after a revision, in revision order (change feed)',
        description:
          "Each block version written after revision `since`, in revision then key order, with the block's state after the change or `deleted: true`. A block changed by several revisions appears once per revision; applying the entries in order gives the project's state. `meta.revision` is the project's revision when the page was read: follow `meta.nextCursor` until it is null, then ask again later with `since` set to the last entry's revision (or `meta.revision`). Pages stay correct while syncs happen (revisions are written in order).",
        params: ProjectParams,
        querystring: Type.Object(
          {
            since: Type.Integer({
              minimum: 0,
              description:
                "A revision you have (e.g. the export's project.revision): changes after it are listed",
            }),
            limit: limit(100, 'Changes'),
            cursor: CursorParam,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Page(ChangeSchema, {
            revision: Type.Integer({ description: "The project's revision when the page was read" }),
          }),
          ...authErrorResponses,
          404: ErrorResponse(
            'No such project, or `since` is older than the first recorded revision (the message says which are recorded)',
          ),
        },
      },
    },
    async (request) => {
      const { since, limit = pageSize(100), cursor } = request.query
      const page = await history.changes(request.params.projectId, since, limit, cursor)
      return {
        data: page.changes,
        error: null,
        meta: { revision: page.revision, nextCursor: page.nextCursor },
      }
    },
  )
}
