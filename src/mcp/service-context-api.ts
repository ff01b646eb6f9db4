import { keyAuthor } from '../domain/author.js'
import type { BlockService } from '../domain/block-service.js'
import { ValidationError } from '../domain/errors.js'
import type { HistoryService } from '../domain/history-service.js'
import type { KeyService } from '../domain/key-service.js'
import type { ApiKey } from '../domain/model.js'
import type { ProjectService } from '../domain/project-service.js'
import type { ContextApi } from './context-api.js'

export interface ServiceContextApiDeps {
  blocks: BlockService
  projects: ProjectService
  history: HistoryService
  keys: KeyService
  /** The key of the request, already authenticated and counted by `requireKey`. */
  key: ApiKey
  limits: { listMaxLimit: number; searchMaxLimit: number; searchMaxQueryLength: number }
}

/** The checks the routes' query schemas make, against this server's configured limits. */
function atMost(name: string, value: number, max: number): number {
  if (value > max) throw new ValidationError(`Invalid ${name}: must be at most ${max} on this server`)
  return value
}

/**
 * The ContextApi of `/mcp` on the server: the same services the HTTP routes use, with the same
 * project check per call (403 for a project the key may not use, or a sync with a read key).
 */
export function createServiceContextApi({
  blocks,
  projects,
  history,
  keys,
  key,
  limits,
}: ServiceContextApiDeps): ContextApi {
  // The HTTP routes' default page, never above LIST_MAX_LIMIT: a call naming no limit is not refused.
  const defaultPage = Math.min(100, limits.listMaxLimit)

  return {
    listProjects: () => projects.visibleTo(key),
    async listBlocks(projectId, { limit = defaultPage, cursor, revision, ...filter }) {
      keys.authorize(key, projectId, 'read')
      const size = atMost('limit', limit, limits.listMaxLimit)
      // Read at `revision` as the HTTP routes answer `?revision=N`, without their caches.
      return blocks.readAt(projectId, revision, {
        current: () => blocks.list(projectId, filter, size, cursor),
        past: (_, revision) => blocks.listAt(projectId, revision, filter, size, cursor),
      })
    },
    async getBlock(projectId, blockKey, revision) {
      keys.authorize(key, projectId, 'read')
      return blocks.readAt(projectId, revision, {
        current: () => blocks.get(projectId, blockKey),
        past: (_, revision) => blocks.getAt(projectId, blockKey, revision),
      })
    },
    async searchBlocks(projectId, q, { limit = 20, match = 'any', ...filter }) {
      keys.authorize(key, projectId, 'read')
      atMost('query length', q.length, limits.searchMaxQueryLength)
      const { hits, corrections } = await blocks.search(
        projectId,
        q,
        filter,
        atMost('limit', limit, limits.searchMaxLimit),
        match,
      )
      return {
        hits: hits.map((hit) => ({ ...hit.block, score: hit.score, snippet: hit.snippet })),
        corrections,
      }
    },
    async snapshot(projectId, revision) {
      keys.authorize(key, projectId, 'read')
      const exported = await blocks.readAt(projectId, revision, {
        current: () => blocks.export(projectId),
        past: (_, revision) => blocks.exportAt(projectId, revision),
      })
      return { project: exported.project, blocks: exported.sections.flatMap((section) => section.blocks) }
    },
    async syncBlocks(projectId, body) {
      keys.authorize(key, projectId, 'write')
      return blocks.sync(projectId, body, keyAuthor(key))
    },
    async changes(projectId, since, { limit = defaultPage, cursor }) {
      keys.authorize(key, projectId, 'read')
      return history.changes(projectId, since, atMost('limit', limit, limits.listMaxLimit), cursor)
    },
  }
}
