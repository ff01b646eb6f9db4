import { Type } from '@sinclair/typebox'
import type { BlockService } from '../../domain/block-service.js'
import type { ProjectVersion } from '../../domain/project-version.js'
import { type KeyedRoutes, requireAccess } from '../plugins/auth.js'
import { cacheLookups } from '../plugins/metrics.js'
import { createRepresentationCache } from '../representation-cache.js'
import {
  authErrorResponses,
  documented,
  Envelope,
  ErrorResponse,
  noContent,
  ProjectParams,
} from '../schemas/common.js'
import { ExportSchema } from '../schemas/project.js'
import { REVISION_NOT_FOUND, RevisionParam } from '../schemas/revision.js'

/** Whether an If-None-Match header names this strong ETag (or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`
  })
}

/**
 * Strong ETag of an export: the revision, plus the project's generation (creation time) so that
 * a project deleted and created again under the same id (revisions restart) never matches an
 * old tag.
 */
function exportEtag(version: ProjectVersion): string {
  return `"export-${version.generation}-r${version.revision}"`
}

/**
 * Serialised exports kept per project version. An export of 20,000 blocks is ~12 MB of JSON;
 * without this, each concurrent request read and serialised its own copy (docs/performance.md).
 * Entries larger than the cache are still built once for all concurrent requests.
 */
const EXPORT_CACHE_BYTES = 64 * 1024 * 1024

/** An export to send: its version (the ETag), and its bytes, or null for a 304. */
interface ExportAnswer {
  version: ProjectVersion
  body: Buffer | null
}

/** The export of a whole project. */
export const projectRoutes: KeyedRoutes<{ blocks: BlockService }> = async (app, deps) => {
  const { blocks } = deps
  const config = { authenticated: true, sessions: 'also' as const }
  const exports = createRepresentationCache({
    maxBytes: EXPORT_CACHE_BYTES,
    maxEntries: 1000,
    ...cacheLookups(app, 'export'),
  })
  app.get(
    '/projects/:projectId/export',
    {
      onRequest: requireAccess(deps, 'read'),
      config,
      schema: {
        operationId: 'exportProject',
        tags: ['projects'],
        summary: 'Export every section and block of a project',
        description:
          'The whole project in one consistent snapshot, empty blocks included. Sending its blocks back to sync is a no-op. Conditional: the strong ETag changes with the revision; send it in If-None-Match to get 304 while the project has not changed. With `revision`, the project as that revision left it: its name, description, visibility, `revision` and `updatedAt` (the time the revision was made, also `exportedAt`) are those of the revision, so a revision always exports to the same bytes and ETag.',
        params: ProjectParams,
        querystring: Type.Object({ revision: Type.Optional(RevisionParam) }),
        response: {
          200: documented(Envelope(ExportSchema), 'The export', ['ETag', 'Cache-Control']),
          304: noContent('Not modified: the If-None-Match ETag is current', ['ETag', 'Cache-Control']),
          ...authErrorResponses,
          400: ErrorResponse('A project id that breaks its syntax, or an invalid revision'),
          404: ErrorResponse(`No such project (for a key that may see every project), ${REVISION_NOT_FOUND}`),
        },
      },
    },
    async (request, reply) => {
      const { projectId } = request.params
      const { revision } = request.query
      const conditional = request.headers['if-none-match']
      /** One read and one serialisation per revision, shared by concurrent requests. */
      const current = async (version: ProjectVersion): Promise<ExportAnswer> => {
        if (matchesEtag(conditional, exportEtag(version))) return { version, body: null }
        const built = await exports.get(projectId, version, 'export', async () => {
          const { data, version: read } = await blocks.exportVersioned(projectId)
          const body = Buffer.from(reply.serialize({ data, error: null }) as string)
          return { value: body, version: read, size: body.length }
        })
        // The export read its own consistent snapshot; label it with that snapshot's revision.
        return { version: built.version, body: built.value as Buffer }
      }
      /** A past revision never changes: the same tag and bytes for as long as it is recorded. */
      const past =
        (revision: number) =>
        async (version: ProjectVersion): Promise<ExportAnswer> => {
          if (matchesEtag(conditional, exportEtag(version))) return { version, body: null }
          // Cached under a name of their own, so current bytes never answer for it.
          const built = await exports.get(projectId, version, 'export at', async () => {
            const { data, version: read } = await blocks.exportAtVersioned(projectId, revision)
            const body = Buffer.from(reply.serialize({ data, error: null }) as string)
            return { value: body, version: read, size: body.length }
          })
          return { version: built.version, body: built.value as Buffer }
        }
      // The export lists the project's custom types, which change without a revision: their
      // version is part of every export's version, so neither the ETag nor the cache goes stale.
      const answer = await blocks.readAt(projectId, revision, {
        current: async (version) => current(await blocks.exportVersion(projectId, version)),
        past: async (version, revision) => past(revision)(await blocks.exportVersion(projectId, version)),
      })
      reply.header('etag', exportEtag(answer.version)).header('cache-control', 'private, no-cache')
      if (answer.body === null) return reply.code(304).send()
      // Already serialised by this route's own response schema; the typed reply only knows the
      // object form.
      return reply.type('application/json; charset=utf-8').send(answer.body as never)
    },
  )
}
