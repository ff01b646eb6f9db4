import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { BlockService } from '../../domain/block-service.js'
import type { KeyService } from '../../domain/key-service.js'
import type { Project } from '../../domain/model.js'
import type { RateLimiter } from '../../limits/rate-limiter.js'
import { requireKey } from '../plugins/auth.js'
import { authErrorResponses, Envelope, ErrorEnvelope, ProjectParams } from '../schemas/common.js'
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
        summary: 'Export every section and block of a project',
        params: ProjectParams,
        response: {
          200: Envelope(ExportSchema),
          304: { type: 'null', description: 'Not modified' },
          ...authErrorResponses,
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
        summary: 'Create, update (and with mode "replace" delete) blocks in one transaction',
        params: ProjectParams,
        body: SyncBody,
        response: {
          200: Envelope(SyncResultSchema),
          409: ErrorEnvelope,
          413: ErrorEnvelope,
          415: ErrorEnvelope,
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const result = await blocks.sync(request.params.projectId, request.body)
      return { data: result, error: null }
    },
  )
}
