import type { BlockService } from '../domain/block-service.js'
import { ForbiddenError } from '../domain/errors.js'
import type { HistoryService } from '../domain/history-service.js'
import type { Project } from '../domain/model.js'
import { projectNotFound } from '../domain/public-context-service.js'
import type { ContextApi } from './context-api.js'
import { atMost } from './service-context-api.js'

export interface PublicContextApiDeps {
  blocks: BlockService
  history: HistoryService
  /** The public project this connection reads, as the request found it. */
  project: Project
  limits: { listMaxLimit: number; searchMaxLimit: number; searchMaxQueryLength: number }
}

/**
 * The ContextApi of a public project's keyless MCP (`/api/projects/:id/mcp`): the services'
 * reads of that one project; any other project id is the public endpoints' 404 (unknown or private alike), and a sync
 * is refused (the connection is read-only).
 */
export function createPublicContextApi({
  blocks,
  history,
  project,
  limits,
}: PublicContextApiDeps): ContextApi {
  const only = (projectId: string) => {
    if (projectId !== project.id) throw projectNotFound(projectId)
    return projectId
  }
  // The HTTP routes' default page, never above LIST_MAX_LIMIT (as service-context-api.ts).
  const defaultPage = Math.min(100, limits.listMaxLimit)
  return {
    listProjects: async () => [project],
    async listBlocks(projectId, { limit = defaultPage, cursor, revision, ...filter }) {
      const id = only(projectId)
      const size = atMost('limit', limit, limits.listMaxLimit)
      return blocks.readAt(id, revision, {
        current: () => blocks.list(id, filter, size, cursor),
        past: (_, revision) => blocks.listAt(id, revision, filter, size, cursor),
      })
    },
    async getBlock(projectId, key, revision) {
      const id = only(projectId)
      return blocks.readAt(id, revision, {
        current: () => blocks.get(id, key),
        past: (_, revision) => blocks.getAt(id, key, revision),
      })
    },
    async searchBlocks(projectId, q, { limit = 20, match = 'any', ...filter }) {
      const id = only(projectId)
      atMost('query length', q.length, limits.searchMaxQueryLength)
      const size = atMost('limit', limit, limits.searchMaxLimit)
      const { hits, corrections, expansions } = await blocks.search(id, q, filter, size, match)
      return {
        hits: hits.map((hit) => ({ ...hit.block, score: hit.score, snippet: hit.snippet })),
        corrections,
        expansions,
      }
    },
    async snapshot(projectId, revision) {
      const id = only(projectId)
      const exported = await blocks.readAt(id, revision, {
        current: () => blocks.export(id),
        past: (_, revision) => blocks.exportAt(id, revision),
      })
      return {
        project: exported.project,
        blocks: exported.sections.flatMap((section) => section.blocks),
        synonyms: exported.synonyms,
      }
    },
    async syncBlocks() {
      throw new ForbiddenError('The public MCP endpoint is read-only: sync with an API key at /mcp')
    },
    async changes(projectId, since, { limit = defaultPage, cursor }) {
      const id = only(projectId)
      return history.changes(id, since, atMost('limit', limit, limits.listMaxLimit), cursor)
    },
  }
}
