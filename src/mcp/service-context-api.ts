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

  /** A read at `revision`, as the HTTP routes answer `?revision=N` (BlockService.readAt). */
  const atRevision = <T>(
    projectId: string,
    revision: number,
    current: () => Promise<T>,
    past: () => Promise<T>,
  ) => blocks.readAt(projectId, revision, { current, past })

  return {
    listProjects: () => projects.visibleTo(key),
    async listBlocks(projectId, { limit = defaultPage, cursor, revision, ...filter }) {
      keys.authorize(key, projectId, 'read')
      const size = atMost('limit', limit, limits.listMaxLimit)
      const current = () => blocks.list(projectId, filter, size, cursor)
      if (revision === undefined) return current()
      return atRevision(projectId, revision, current, () =>
        blocks.listAt(projectId, revision, filter, size, cursor),
      )
    },
    async getBlock(projectId, blockKey, revision) {
      keys.authorize(key, projectId, 'read')
      const current = () => blocks.get(projectId, blockKey)
      if (revision === undefined) return current()
      return atRevision(projectId, revision, current, () => blocks.getAt(projectId, blockKey, revision))
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
      const current = () => blocks.export(projectId)
      const exported =
        revision === undefined
          ? await current()
          : await atRevision(projectId, revision, current, () => blocks.exportAt(projectId, revision))
      return { project: exported.project, blocks: exported.sections.flatMap((section) => section.blocks) }
    },
    async syncBlocks(projectId, body) {
      keys.authorize(key, projectId, 'write')
      return blocks.sync(projectId, body, { keyId: key.id, keyName: key.name })
    },
    async changes(projectId, since, { limit = defaultPage, cursor }) {
      keys.authorize(key, projectId, 'read')
      return history.changes(projectId, since, atMost('limit', limit, limits.listMaxLimit), cursor)
    },
  }
}
