import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { BlockService } from '../../domain/block-service.js'
import type { KeyService } from '../../domain/key-service.js'
import type { Project } from '../../domain/model.js'
import type { RateLimiter } from '../../limits/rate-limiter.js'
import { requireKey } from '../plugins/auth.js'
import {
  authErrorResponses,
  documented,
  Envelope,
  ErrorResponse,
  noContent,
  ProjectParams,
} from '../schemas/common.js'
import { ExportSchema } from '../schemas/project.js'
import { SyncBody, SyncResultSchema } from '../schemas/sync.js'

/** Whether an If-None-Match header names this strong ETag (or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`
  })
}

/**
 * Strong ETag of an export: the revision, plus the project's creation time so that a project
 * deleted and created again under the same id (revisions restart) never matches an old tag.
 */
function exportEtag(project: Pick<Project, 'createdAt' | 'revision'>): string {
  return `"export-${Date.parse(project.createdAt).toString(36)}-r${project.revision}"`
}

/** Whole-project export and sync. */
export const projectRoutes: FastifyPluginAsyncTypebox<{
  blocks: BlockService
  keys: KeyService
  limiter: RateLimiter
}> = async (app, { blocks, keys, limiter }) => {
  const config = { authenticated: true }
  app.get(
    '/projects/:projectId/export',
    {
      onRequest: requireKey(keys, limiter, 'read'),
      config,
      schema: {
        operationId: 'exportProject',
        tags: ['projects'],
        summary: 'Export every section and block of a project',
        description:
          'The whole project in one consistent snapshot, empty blocks included. Sending its blocks back to sync is a no-op. Conditional: the strong ETag changes with the revision; send it in If-None-Match to get 304 while the project has not changed.',
        params: ProjectParams,
        response: {
          200: documented(Envelope(ExportSchema), 'The export', ['ETag', 'Cache-Control']),
          304: noContent('Not modified: the If-None-Match ETag is current', ['ETag', 'Cache-Control']),
          ...authErrorResponses,
          400: ErrorResponse('A project id that breaks its syntax'),
        },
      },
    },
    async (request, reply) => {
      const { projectId } = request.params
      const project = await blocks.requireProject(projectId)
      const etag = exportEtag(project)
      reply.header('etag', etag).header('cache-control', 'private, no-cache')
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()
      const data = await blocks.export(projectId)
      // The export read its own consistent snapshot; label it with that snapshot's revision.
      reply.header('etag', exportEtag(data.project))
      return { data, error: null }
    },
  )

  app.post(
    '/projects/:projectId/sync',
    {
      onRequest: requireKey(keys, limiter, 'write'),
      config,
      schema: {
        operationId: 'syncBlocks',
        tags: ['projects'],
        summary: 'Create, update (and with mode "replace" delete) blocks in one transaction',
        description:
          'Matches blocks by key. Each entry is merged onto the stored block (omitted fields keep their value), then validated; any problem is a 400 listing every problem in `details`, and nothing is written. A sync that changes nothing keeps the revision. Needs a key with write access.',
        params: ProjectParams,
        body: SyncBody,
        response: {
          200: Envelope(SyncResultSchema, 'What the sync did (or, with dryRun, would do)'),
          ...authErrorResponses,
          400: ErrorResponse(
            'Invalid body (every problem in `details`, e.g. blocks[3].value.goals), body that is not valid JSON or is empty, or an invalid project id',
          ),
          403: ErrorResponse(
            'The key has no access to this project (whether it exists or not), or is read-only (sync needs --access write)',
          ),
          409: ErrorResponse('expectedRevision is not the project revision; nothing was written'),
          413: ErrorResponse('The body is larger than BODY_LIMIT_BYTES (5 MiB by default)'),
          415: ErrorResponse('The body is not application/json'),
        },
      },
    },
    async (request) => {
      const result = await blocks.sync(request.params.projectId, request.body)
      return { data: result, error: null }
    },
  )
}
