import type { SyncResult } from '../domain/block-service.js'
import type { ChangeFeedPage } from '../domain/history-service.js'
import type { Block, Project } from '../domain/model.js'
import type { ProjectSnapshot } from '../domain/render/context-documents.js'
import type { BlockStatus } from '../domain/rules.js'
import type { MatchMode } from '../domain/search/query.js'
import type { SynonymExpansion } from '../domain/search/synonyms.js'
import type { Correction } from '../domain/store.js'

/** Filters of list and search, as the API takes them. */
export interface BlockFilters {
  section?: string
  status?: BlockStatus
  type?: string
}

export interface BlockListPage {
  blocks: Block[]
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null
}

export type BlockSearchHit = Block & { score: number; snippet: string }

/** Hits best first, and the misspelt query words searched as words of the project instead. */
export interface BlockSearchResult {
  hits: BlockSearchHit[]
  corrections: Correction[]
  /** Query words also searched as the project's synonyms. */
  expansions: SynonymExpansion[]
}

/**
 * What the MCP tools and resources need from pctx, whatever the transport. Two implementations:
 * over the typed HTTP client (`pctx mcp`, stdio) and over the in-process services (`/mcp` on the
 * server). Every method checks the caller's access to `projectId` and fails with the API's own
 * errors (404, 403, 400 with details, 429…); markdown and llms.txt are rendered from `snapshot`
 * by shared code (domain/render/context-documents.ts), so both transports answer byte for byte the same.
 */
export interface ContextApi {
  /** The projects the caller's key may read, by id. */
  listProjects(): Promise<Project[]>
  /** A page of blocks; with `revision`, of the project as that revision left it. */
  listBlocks(
    projectId: string,
    query: BlockFilters & { limit?: number; cursor?: string; revision?: number },
  ): Promise<BlockListPage>
  /** One block; with `revision`, as that revision left it. */
  getBlock(projectId: string, key: string, revision?: number): Promise<Block>
  searchBlocks(
    projectId: string,
    q: string,
    query: BlockFilters & { limit?: number; match?: MatchMode },
  ): Promise<BlockSearchResult>
  /**
   * The whole project, for get_context and the resources (private projects included); with
   * `revision`, as that revision left it. A revision not recorded fails with the API's 404.
   */
  snapshot(projectId: string, revision?: number): Promise<ProjectSnapshot>
  /** A sync body as POST /sync takes it; needs write access. */
  syncBlocks(projectId: string, body: unknown): Promise<SyncResult>
  /** A page of the change feed: every block changed after revision `since`, in revision order. */
  changes(
    projectId: string,
    since: number,
    query: { limit?: number; cursor?: string },
  ): Promise<ChangeFeedPage>
}
