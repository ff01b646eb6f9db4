import { appAuthor, keyAuthor } from '../domain/author.js'
import type { BlockService } from '../domain/block-service.js'
import { ValidationError } from '../domain/errors.js'
import type { HistoryService } from '../domain/history-service.js'
import type { AccessService, Requester } from '../domain/people/access-service.js'
import { type Action, can } from '../domain/people/authorization.js'
import type { ContextApi } from './context-api.js'

export interface ServiceContextApiDeps {
  blocks: BlockService
  history: HistoryService
  access: AccessService
  /**
   * The key of the request, already authenticated and counted by `requireKey`, with its owner as
   * read for this request when it is a personal key.
   */
  requester: Extract<Requester, { kind: 'key' | 'app' }>
  limits: { listMaxLimit: number; searchMaxLimit: number; searchMaxQueryLength: number }
}

/** The checks the routes' query schemas make, against this server's configured limits. */
export function atMost(name: string, value: number, max: number): number {
  if (value > max) throw new ValidationError(`Invalid ${name}: must be at most ${max} on this server`)
  return value
}

/**
 * The ContextApi of `/mcp` on the server: the same services the HTTP routes use, with the same
 * project check per call (`can`: 403 for a project the key may not use, a sync with a read
 * key, or a personal key whose owner's role does not allow it).
 */
export function createServiceContextApi({
  blocks,
  history,
  access,
  requester,
  limits,
}: ServiceContextApiDeps): ContextApi {
  /** A machine's key is decided with no query; a personal key or an app asks for its person's role. */
  const check = async (action: Action, projectId: string) => {
    if (requester.kind === 'key' && requester.owner === null) {
      can({ kind: 'key', key: requester.key, owner: null }, action, projectId)
    } else await access.check(requester, action, projectId)
  }
  const author =
    requester.kind === 'app' ? appAuthor(requester.grant, requester.user) : keyAuthor(requester.key)
  // The HTTP routes' default page, never above LIST_MAX_LIMIT: a call naming no limit is not refused.
  const defaultPage = Math.min(100, limits.listMaxLimit)

  return {
    listProjects: () => access.visibleProjects(requester),
    async listBlocks(projectId, { limit = defaultPage, cursor, revision, ...filter }) {
      await check('read', projectId)
      const size = atMost('limit', limit, limits.listMaxLimit)
      // Read at `revision` as the HTTP routes answer `?revision=N`, without their caches.
      return blocks.readAt(projectId, revision, {
        current: () => blocks.list(projectId, filter, size, cursor),
        past: (_, revision) => blocks.listAt(projectId, revision, filter, size, cursor),
      })
    },
    async getBlock(projectId, blockKey, revision) {
      await check('read', projectId)
      return blocks.readAt(projectId, revision, {
        current: () => blocks.get(projectId, blockKey),
        past: (_, revision) => blocks.getAt(projectId, blockKey, revision),
      })
    },
    async searchBlocks(projectId, q, { limit = 20, match = 'any', ...filter }) {
      await check('read', projectId)
      atMost('query length', q.length, limits.searchMaxQueryLength)
      const { hits, corrections, expansions } = await blocks.search(
        projectId,
        q,
        filter,
        atMost('limit', limit, limits.searchMaxLimit),
        match,
      )
      return {
        hits: hits.map((hit) => ({ ...hit.block, score: hit.score, snippet: hit.snippet })),
        corrections,
        expansions,
      }
    },
    async snapshot(projectId, revision) {
      await check('read', projectId)
      const exported = await blocks.readAt(projectId, revision, {
        current: () => blocks.export(projectId),
        past: (_, revision) => blocks.exportAt(projectId, revision),
      })
      return {
        project: exported.project,
        blocks: exported.sections.flatMap((section) => section.blocks),
        synonyms: exported.synonyms,
      }
    },
    async syncBlocks(projectId, body) {
      await check('edit', projectId)
      return blocks.sync(projectId, body, author)
    },
    async changes(projectId, since, { limit = defaultPage, cursor }) {
      await check('read', projectId)
      return history.changes(projectId, since, atMost('limit', limit, limits.listMaxLimit), cursor)
    },
  }
}
