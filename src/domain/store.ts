import type { AuditOps } from './audit/audit.js'
import type { BlockTypeOps } from './custom-types/custom-type.js'
import type { HistoryOps } from './history.js'
import type { ApiKey, Block, Project, SectionRecord } from './model.js'
import type { OauthOps } from './oauth/oauth.js'
import type { PeopleOps } from './people/people.js'
import type { RevisionEventOps } from './revision-feed.js'
import type { BlockStatus } from './rules.js'
import type { ParsedQuery } from './search/query.js'
import type { SynonymOps } from './synonyms-service.js'
import type { WebhookOps } from './webhooks.js'

/** Filters shared by list and search. */
export interface BlockFilter {
  section?: string
  status?: BlockStatus
  type?: string
}

/** Position of a block in the canonical order; list pages continue strictly after it. */
export interface BlockCursor {
  ordinal: number
  position: number
  key: string
}

export interface SearchHit {
  block: Block
  score: number
  snippet: string
}

/** A query word found in no block of the project, and the project's word searched instead. */
export interface Correction {
  from: string
  to: string
}

export interface SearchResult {
  hits: SearchHit[]
  corrections: Correction[]
  /**
   * The query's synonyms (analysed, as in ParsedQuery) that no block of the project holds: they
   * were searched for nothing, so they are not reported as used (`meta.expansions`). Absent when none.
   */
  absentSynonyms?: string[]
}

/** An admin key that works now, and when it stops working (null: never). */
export interface UsableAdminKey {
  id: string
  expiresAt: string | null
}

/** A key as stored: its public fields plus the hash of its secret. */
export interface StoredApiKey extends ApiKey {
  hash: string
}

export type ProjectPatch = Partial<
  Pick<Project, 'name' | 'description' | 'public' | 'revision' | 'updatedAt'>
>

/**
 * Everything the services need from a database. Every operation runs on the store itself or,
 * inside `Store.transaction`, on the transaction handed to the callback.
 */
export interface StoreOps {
  getProject(id: string): Promise<Project | undefined>
  /**
   * Reads the project for a change to it: inside `transaction`, other writers of the same
   * project wait until this transaction ends (row lock on PostgreSQL, file lock on SQLite).
   */
  lockProject(id: string): Promise<Project | undefined>
  /** The project's revision and visibility only: the hot path of cached public reads. */
  getProjectHead(id: string): Promise<Pick<Project, 'id' | 'revision' | 'public' | 'createdAt'> | undefined>
  listProjects(): Promise<Project[]>
  countProjects(): Promise<number>
  insertProject(project: Project): Promise<void>
  updateProject(id: string, patch: ProjectPatch): Promise<void>
  deleteProject(id: string): Promise<boolean>

  listSections(projectId: string): Promise<SectionRecord[]>
  insertSections(projectId: string, sections: SectionRecord[]): Promise<void>
  /** Deletes the project's sections that hold no block (see docs/api.md, "Empty sections"). */
  deleteEmptySections(projectId: string): Promise<void>

  /** Blocks in canonical order (section ordinal, position, key), after `cursor` when given. */
  listBlocks(
    projectId: string,
    filter: BlockFilter,
    after: BlockCursor | null,
    limit: number | null,
  ): Promise<Block[]>
  getBlock(projectId: string, key: string): Promise<Block | undefined>
  getBlocksByKeys(projectId: string, keys: string[]): Promise<Block[]>
  listBlockKeys(projectId: string): Promise<string[]>
  /** Highest position per section, for placing new blocks after the last one. */
  maxPositions(projectId: string): Promise<Map<string, number>>
  insertBlocks(projectId: string, blocks: Block[], ordinals: Map<string, number>): Promise<void>
  updateBlocks(projectId: string, blocks: Block[], ordinals: Map<string, number>): Promise<void>
  deleteBlocks(projectId: string, keys: string[]): Promise<void>
  searchBlocks(
    projectId: string,
    query: ParsedQuery,
    filter: BlockFilter,
    limit: number,
  ): Promise<SearchResult>

  /** Revisions and block versions: written with every change, never read for the current state. */
  readonly history: HistoryOps
  /** Webhook endpoints, their outbox and recent attempts. */
  readonly webhooks: WebhookOps
  /** The revision feed: one event per committed revision, tailed by MCP subscriptions. */
  readonly revisionEvents: RevisionEventOps
  /** The project's custom block types. */
  readonly blockTypes: BlockTypeOps
  /** Users, their sessions and one-time links. */
  readonly people: PeopleOps
  /** The audit log: written in the transaction of the change it records. */
  readonly audit: AuditOps
  /** AI apps' OAuth clients, grants, codes and tokens (migration 0013). */
  readonly oauth: OauthOps
  /** The project's synonym groups (docs/search.md, "Synonyms"). */
  readonly synonyms: SynonymOps

  insertKey(key: StoredApiKey): Promise<void>
  findKeyByHash(hash: string): Promise<StoredApiKey | undefined>
  listKeys(): Promise<ApiKey[]>
  /** The personal keys of one person, oldest first. */
  listKeysOwnedBy(userId: string): Promise<ApiKey[]>
  /** Every key with its hash, for moving a deployment to another database. */
  listStoredKeys(): Promise<StoredApiKey[]>
  /** Keys whose id equals, or whose display prefix equals, the given text. */
  findKeys(idOrPrefix: string): Promise<ApiKey[]>
  revokeKey(id: string, at: string): Promise<void>
  touchKey(id: string, at: string): Promise<void>
  /**
   * Rewrites a key's editable fields and its project list (never its secret, dates or id);
   * false when no key has its id (deleted meanwhile).
   */
  updateKey(key: ApiKey): Promise<boolean>
  deleteKey(id: string): Promise<boolean>
  /**
   * The admin keys usable at `now` (not revoked, not expired), with their expiry. Inside
   * `transaction`, a concurrent change to one of them waits until this transaction ends (row
   * locks on PostgreSQL, file lock on SQLite), so two admins can't each remove the other's last key.
   */
  lockUsableAdminKeys(now: string): Promise<UsableAdminKey[]>
}

export interface Store extends StoreOps {
  readonly dialect: 'sqlite' | 'postgres'
  /** Runs `fn` in one write transaction: all of it commits, or none of it. */
  transaction<T>(fn: (tx: StoreOps) => Promise<T>): Promise<T>
  /** Runs `fn` on one consistent read-only snapshot: no concurrent write is half-visible. */
  snapshot<T>(fn: (tx: StoreOps) => Promise<T>): Promise<T>
  /** Throws when the database cannot answer. */
  ping(): Promise<void>
  close(): Promise<void>
  /** What the store's pool is doing now, for /metrics; undefined when it has none. */
  poolStats?(): PoolStats | undefined
}

/** PostgreSQL: the connection pool. SQLite: the search threads (its writes use one connection). */
export interface PoolStats {
  pool: 'postgres-connections' | 'sqlite-search-threads'
  size: number
  idle: number
  /** Queries waiting for a connection, or searches sent to a thread and not answered yet. */
  waiting: number
}
