import type { Static } from '@sinclair/typebox'
import type { SynonymsAnswerShape } from '../domain/contract/synonyms.js'
import type { MeSchema, ProjectListSchema } from '../http/schemas/account.js'
import type {
  CreatedKeySchema,
  CreateKeyBody,
  CreateProjectBody,
  KeySchema,
  UpdateKeyBody,
  UpdateProjectBody,
} from '../http/schemas/admin.js'
import type { Block, Correction, Expansion, SearchHit } from '../http/schemas/block.js'
import type { Problem } from '../http/schemas/common.js'
import type {
  BlockVersionSchema,
  ChangeSchema,
  RevisionDetailSchema,
  RevisionSchema,
} from '../http/schemas/history.js'
import type { CreatedUserSchema, CreateUserBody, UpdateUserBody, UserSchema } from '../http/schemas/people.js'
import type { ExportSchema } from '../http/schemas/project.js'
import type { PublicContextSchema } from '../http/schemas/public.js'
import type { RestoreBody } from '../http/schemas/restore.js'
import type { SyncBody, SyncResultSchema } from '../http/schemas/sync.js'
import type { TypeDefinitionSchema } from '../http/schemas/type.js'
import type {
  CreatedWebhookSchema,
  DeliveryAttemptSchema,
  WebhookBody,
  WebhookSchema,
} from '../http/schemas/webhook.js'

/**
 * The API's shapes, derived from the route schemas (the same TypeBox objects that validate
 * requests and feed the OpenAPI document), so the client cannot drift from the server.
 */
export type ApiBlock = Static<typeof Block>
export type ApiSearchHit = Static<typeof SearchHit>
export type ApiCorrection = Static<typeof Correction>
/** A search's hits, best first, and the misspelt query words it searched as the project's words. */
export interface ApiSearchResult {
  hits: ApiSearchHit[]
  corrections: ApiCorrection[]
  /** Query words also searched as the project's synonyms (empty from a server without them). */
  expansions: ApiExpansion[]
}
export type ApiExpansion = Static<typeof Expansion>
export type ApiExport = Static<typeof ExportSchema>
export type ApiSynonyms = Static<typeof SynonymsAnswerShape>
export type ApiTypeDefinition = Static<typeof TypeDefinitionSchema>
/** A PUT body of a custom type: its definition without the name (the path names it). */
export type ApiTypeBody = Omit<ApiTypeDefinition, 'type'>
export type ApiMe = Static<typeof MeSchema>
export type ApiProject = Static<typeof ProjectListSchema>[number]
export type ApiSyncBody = Static<typeof SyncBody>
export type ApiSyncResult = Static<typeof SyncResultSchema>
export type ApiRestoreBody = Static<typeof RestoreBody>
export type ApiPublicContext = Static<typeof PublicContextSchema>
export type ApiProblem = Static<typeof Problem>
export type ApiRevision = Static<typeof RevisionSchema>
export type ApiRevisionDetail = Static<typeof RevisionDetailSchema>
export type ApiBlockVersion = Static<typeof BlockVersionSchema>
export type ApiChange = Static<typeof ChangeSchema>
export type ApiWebhook = Static<typeof WebhookSchema>
export type ApiCreatedWebhook = Static<typeof CreatedWebhookSchema>
export type ApiWebhookBody = Static<typeof WebhookBody>
export type ApiDeliveryAttempt = Static<typeof DeliveryAttemptSchema>
export type ApiKeyRecord = Static<typeof KeySchema>
export type ApiCreatedKey = Static<typeof CreatedKeySchema>
export type ApiCreateKeyBody = Static<typeof CreateKeyBody>
export type ApiUpdateKeyBody = Static<typeof UpdateKeyBody>
export type ApiCreateProjectBody = Static<typeof CreateProjectBody>
export type ApiUpdateProjectBody = Static<typeof UpdateProjectBody>
export type ApiUser = Static<typeof UserSchema>
export type ApiCreateUserBody = Static<typeof CreateUserBody>
export type ApiUpdateUserBody = Static<typeof UpdateUserBody>
/** A user's id and email with their one-time link to choose a password (create, link). */
export type ApiUserLink = Static<typeof CreatedUserSchema>

/** One page of keyset paging: pass `cursor` back for the next one; null on the last. */
export interface PageQuery {
  limit?: number
  cursor?: string
}

/** A page of the change feed, with the project's revision when it was read. */
export interface ApiChangePage {
  changes: ApiChange[]
  revision: number
  nextCursor: string | null
}

export interface BlockQuery {
  section?: string
  status?: 'empty' | 'draft' | 'complete'
  type?: string
}

/**
 * A read of the project as revision `revision` left it (`?revision=N`); omitted, the current
 * state. A revision not recorded (never made, pruned, or before the history started) is a 404
 * PctxApiError naming the recorded revisions.
 */
export interface AtRevision {
  revision?: number
}

/** An error answer of the API: its status, message and validation details. */
export class PctxApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: ApiProblem[] = [],
    readonly retryAfter?: number,
  ) {
    super(message)
    this.name = 'PctxApiError'
  }
}

/** A 400 refusing the page size asked for: the server's LIST_MAX_LIMIT is below it. */
export function refusesPageSize(error: unknown): boolean {
  return (
    error instanceof PctxApiError &&
    error.status === 400 &&
    error.details.some((problem) => problem.path === 'limit')
  )
}

export interface PctxClientOptions {
  /** Base URL of the service, e.g. `http://127.0.0.1:3000` (no `/api/v1`). */
  baseUrl: string
  apiKey?: string
  /** Per-request timeout; default 30 s. */
  timeoutMs?: number
  /** Injected for tests or custom agents; defaults to global fetch. */
  fetch?: typeof fetch
}

type Query = Record<string, string | number | undefined>

function queryString(query: Query): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A typed client of the pctx HTTP API, used by the CLI, the MCP server and the tests. */
export class PctxClient {
  private readonly baseUrl: string
  private readonly fetchImpl: typeof fetch

  constructor(private readonly options: PctxClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.fetchImpl = options.fetch ?? fetch
  }

  private async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (this.options.apiKey) headers['x-api-key'] = this.options.apiKey
    if (body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new PctxApiError(0, `cannot reach pctx at ${this.baseUrl}: ${reason}`)
    }
    if (!response.ok) {
      let message = `${method} ${path} answered ${response.status}`
      let details: ApiProblem[] = []
      try {
        const envelope = (await response.json()) as { error?: string; details?: ApiProblem[] }
        if (envelope.error) message = envelope.error
        details = envelope.details ?? []
      } catch {
        // not the JSON envelope (a proxy's error page): keep the generic message
      }
      const retryAfter = Number(response.headers.get('retry-after')) || undefined
      throw new PctxApiError(response.status, message, details, retryAfter)
    }
    return response
  }

  private async data<T>(method: string, path: string, body?: unknown): Promise<{ data: T; meta?: unknown }> {
    const response = await this.request(method, path, body)
    return (await response.json()) as { data: T; meta?: unknown }
  }

  private static project(projectId: string): string {
    return `/api/v1/projects/${encodeURIComponent(projectId)}`
  }

  private static key(idOrPrefix: string): string {
    return `/api/v1/keys/${encodeURIComponent(idOrPrefix)}`
  }

  /** The key this client sends: its name, access, plan, limits and projects. */
  async me(): Promise<ApiMe> {
    return (await this.data<ApiMe>('GET', '/api/v1/me')).data
  }

  /** The projects this client's key may read, by id. */
  async listProjects(): Promise<ApiProject[]> {
    return (await this.data<ApiProject[]>('GET', '/api/v1/projects')).data
  }

  /** Admin key: creates a project (the server picks a UUID when `id` is left out). */
  async createProject(body: ApiCreateProjectBody): Promise<ApiProject> {
    return (await this.data<ApiProject>('POST', '/api/v1/projects', body)).data
  }

  /** Admin key: changes a project's name, description or visibility. */
  async updateProject(projectId: string, body: ApiUpdateProjectBody): Promise<ApiProject> {
    return (await this.data<ApiProject>('PATCH', PctxClient.project(projectId), body)).data
  }

  /** Admin key: deletes a project; one that still holds blocks only with `force` (else 409). */
  async deleteProject(projectId: string, options: { force?: boolean } = {}): Promise<void> {
    await this.data(
      'DELETE',
      `${PctxClient.project(projectId)}${queryString({ force: options.force ? 'true' : undefined })}`,
    )
  }

  /** Admin key: every key, revoked ones included, without secrets. */
  async listKeys(): Promise<ApiKeyRecord[]> {
    return (await this.data<ApiKeyRecord[]>('GET', '/api/v1/keys')).data
  }

  /** Admin key: creates a key; the answer's `key` is the secret, shown only this once. */
  async createKey(body: ApiCreateKeyBody): Promise<ApiCreatedKey> {
    return (await this.data<ApiCreatedKey>('POST', '/api/v1/keys', body)).data
  }

  /** Admin key: one key by id or display prefix. */
  async getKey(idOrPrefix: string): Promise<ApiKeyRecord> {
    return (await this.data<ApiKeyRecord>('GET', PctxClient.key(idOrPrefix))).data
  }

  /** Admin key: changes a key's name, plan, limits, access, projects or admin rights. */
  async updateKey(idOrPrefix: string, body: ApiUpdateKeyBody): Promise<ApiKeyRecord> {
    return (await this.data<ApiKeyRecord>('PATCH', PctxClient.key(idOrPrefix), body)).data
  }

  /** Admin key: revokes a key (it stays listed); revoking it again changes nothing. */
  async revokeKey(idOrPrefix: string): Promise<ApiKeyRecord> {
    return (await this.data<ApiKeyRecord>('POST', `${PctxClient.key(idOrPrefix)}/revoke`)).data
  }

  /** Admin key: deletes a key for good; answers the id deleted. */
  async deleteKey(idOrPrefix: string): Promise<string> {
    return (await this.data<{ deleted: string }>('DELETE', PctxClient.key(idOrPrefix))).data.deleted
  }

  private static user(userId: string): string {
    return `/api/v1/users/${encodeURIComponent(userId)}`
  }

  /** Instance admin (admin key): one page of users, oldest first. */
  async listUsers(query: PageQuery = {}): Promise<{ users: ApiUser[]; nextCursor: string | null }> {
    const { data, meta } = await this.data<ApiUser[]>('GET', `/api/v1/users${queryString({ ...query })}`)
    return { users: data, nextCursor: (meta as { nextCursor: string | null }).nextCursor }
  }

  /**
   * Instance admin: every user, oldest first (follows the cursors). Pages of 1000; a server whose
   * LIST_MAX_LIMIT is lower refuses that size, and its own default page is used instead.
   */
  async listAllUsers(): Promise<ApiUser[]> {
    const all: ApiUser[] = []
    let cursor: string | undefined
    let size: number | undefined = 1000
    for (;;) {
      let page: Awaited<ReturnType<PctxClient['listUsers']>>
      try {
        page = await this.listUsers({ ...(size !== undefined && { limit: size }), ...(cursor && { cursor }) })
      } catch (error) {
        if (size === undefined || !refusesPageSize(error)) throw error
        size = undefined
        continue
      }
      for (const user of page.users) all.push(user)
      cursor = page.nextCursor ?? undefined
      if (!cursor) return all
    }
  }

  /** Instance admin: creates a user; the answer's `inviteUrl` is their one-time link, shown once. */
  async createUser(body: ApiCreateUserBody): Promise<ApiUserLink> {
    return (await this.data<ApiUserLink>('POST', '/api/v1/users', body)).data
  }

  /** Instance admin: renames, promotes, demotes, disables or enables a user (by id). */
  async updateUser(userId: string, body: ApiUpdateUserBody): Promise<ApiUser> {
    return (await this.data<ApiUser>('PATCH', PctxClient.user(userId), body)).data
  }

  /** Instance admin: a new one-time link for a user (by id); a disabled user is a 409. */
  async createUserLink(userId: string): Promise<ApiUserLink> {
    return (await this.data<ApiUserLink>('POST', `${PctxClient.user(userId)}/link`)).data
  }

  /** One page of blocks in canonical order (at `revision` when given: pass it with every cursor). */
  async listBlocks(
    projectId: string,
    query: BlockQuery & AtRevision & { limit?: number; cursor?: string } = {},
  ): Promise<{ blocks: ApiBlock[]; nextCursor: string | null }> {
    const { data, meta } = await this.data<ApiBlock[]>(
      'GET',
      `${PctxClient.project(projectId)}/blocks${queryString({ ...query })}`,
    )
    return { blocks: data, nextCursor: (meta as { nextCursor: string | null }).nextCursor }
  }

  /**
   * Every block of the project, or of it at `revision` (follows the cursors). Pages of 1000; a
   * server whose LIST_MAX_LIMIT is lower refuses that size, and its own default page (never
   * above its maximum) is used instead.
   */
  async listAllBlocks(projectId: string, query: BlockQuery & AtRevision = {}): Promise<ApiBlock[]> {
    const all: ApiBlock[] = []
    let cursor: string | undefined
    let size: number | undefined = 1000
    for (;;) {
      let page: Awaited<ReturnType<PctxClient['listBlocks']>>
      try {
        page = await this.listBlocks(projectId, {
          ...query,
          ...(size !== undefined && { limit: size }),
          ...(cursor && { cursor }),
        })
      } catch (error) {
        if (size === undefined || !refusesPageSize(error)) throw error
        size = undefined
        continue
      }
      for (const block of page.blocks) all.push(block)
      cursor = page.nextCursor ?? undefined
      if (!cursor) return all
    }
  }

  /** One block; at `revision`, as that revision left it (a 404 when it did not exist then). */
  async getBlock(projectId: string, key: string, options: AtRevision = {}): Promise<ApiBlock> {
    const path = `${PctxClient.project(projectId)}/blocks/${encodeURIComponent(key)}${queryString({ ...options })}`
    return (await this.data<ApiBlock>('GET', path)).data
  }

  /** Search (`match`: `any`, the server's default, or `all`), with the corrections it made. */
  async searchBlocks(
    projectId: string,
    q: string,
    query: BlockQuery & { limit?: number; match?: 'any' | 'all' } = {},
  ): Promise<ApiSearchResult> {
    const path = `${PctxClient.project(projectId)}/blocks/search${queryString({ q, ...query })}`
    const { data, meta } = await this.data<ApiSearchHit[]>('GET', path)
    const { corrections, expansions = [] } = meta as {
      corrections: ApiCorrection[]
      expansions?: ApiExpansion[]
    }
    return { hits: data, corrections, expansions }
  }

  /** Every section and block; at `revision`, the project as that revision left it. */
  async exportProject(projectId: string, options: AtRevision = {}): Promise<ApiExport> {
    const path = `${PctxClient.project(projectId)}/export${queryString({ ...options })}`
    return (await this.data<ApiExport>('GET', path)).data
  }

  async sync(projectId: string, body: ApiSyncBody): Promise<ApiSyncResult> {
    return (await this.data<ApiSyncResult>('POST', `${PctxClient.project(projectId)}/sync`, body)).data
  }

  /**
   * Makes the project, or only `keys`, what it was at `revision`, as one new revision (write
   * key); answers like a sync.
   */
  async restore(projectId: string, body: ApiRestoreBody): Promise<ApiSyncResult> {
    return (await this.data<ApiSyncResult>('POST', `${PctxClient.project(projectId)}/restore`, body)).data
  }

  /**
   * Deletes one block as a revision of its own (write key). With `expectedRevision`, a project
   * changed since is a 409 and nothing is deleted; `message` is recorded with the revision.
   */
  async deleteBlock(
    projectId: string,
    key: string,
    query: { expectedRevision?: number; message?: string } = {},
  ): Promise<ApiSyncResult> {
    const path = `${PctxClient.project(projectId)}/blocks/${encodeURIComponent(key)}${queryString(query)}`
    return (await this.data<ApiSyncResult>('DELETE', path)).data
  }

  /** The project's custom block types, sorted by name. */
  async listTypes(projectId: string): Promise<ApiTypeDefinition[]> {
    return (await this.data<ApiTypeDefinition[]>('GET', `${PctxClient.project(projectId)}/types`)).data
  }

  /** The project's synonym groups and its revision. */
  async getSynonyms(projectId: string): Promise<ApiSynonyms> {
    return (await this.data<ApiSynonyms>('GET', `${PctxClient.project(projectId)}/synonyms`)).data
  }

  /** Replaces the project's synonym groups (editor role or write key); a change is a revision. */
  async putSynonyms(projectId: string, groups: string[][]): Promise<ApiSynonyms> {
    return (await this.data<ApiSynonyms>('PUT', `${PctxClient.project(projectId)}/synonyms`, { groups })).data
  }

  /** One custom block type of the project. */
  async getType(projectId: string, type: string): Promise<ApiTypeDefinition> {
    const path = `${PctxClient.project(projectId)}/types/${encodeURIComponent(type)}`
    return (await this.data<ApiTypeDefinition>('GET', path)).data
  }

  /**
   * Creates or replaces a custom block type (write key). With `dryRun`, the server checks the
   * definition and the existing blocks of the type, and saves nothing.
   */
  async putType(
    projectId: string,
    type: string,
    body: ApiTypeBody,
    options: { dryRun?: boolean } = {},
  ): Promise<ApiTypeDefinition> {
    const path = `${PctxClient.project(projectId)}/types/${encodeURIComponent(type)}${queryString({ dryRun: options.dryRun ? 'true' : undefined })}`
    return (await this.data<ApiTypeDefinition>('PUT', path, body)).data
  }

  /** Deletes a custom block type (write key); its blocks stay, free-form from then on. */
  async deleteType(projectId: string, type: string): Promise<ApiTypeDefinition> {
    const path = `${PctxClient.project(projectId)}/types/${encodeURIComponent(type)}`
    return (await this.data<ApiTypeDefinition>('DELETE', path)).data
  }

  /** Adds a webhook (write key); the answer holds its signing secret, shown only this once. */
  async createWebhook(projectId: string, body: ApiWebhookBody): Promise<ApiCreatedWebhook> {
    return (await this.data<ApiCreatedWebhook>('POST', `${PctxClient.project(projectId)}/webhooks`, body))
      .data
  }

  /** The project's webhooks, oldest first, without secrets (write key). */
  async listWebhooks(projectId: string): Promise<ApiWebhook[]> {
    return (await this.data<ApiWebhook[]>('GET', `${PctxClient.project(projectId)}/webhooks`)).data
  }

  /** Removes a webhook with its pending deliveries (write key). */
  async deleteWebhook(projectId: string, webhookId: string): Promise<void> {
    await this.data('DELETE', `${PctxClient.project(projectId)}/webhooks/${encodeURIComponent(webhookId)}`)
  }

  /** Sends a signed webhook.test event now, once, and returns the attempt (write key). */
  async testWebhook(projectId: string, webhookId: string): Promise<ApiDeliveryAttempt> {
    const path = `${PctxClient.project(projectId)}/webhooks/${encodeURIComponent(webhookId)}/test`
    return (await this.data<ApiDeliveryAttempt>('POST', path)).data
  }

  /** The webhook's recent delivery attempts, newest first (write key). */
  async listWebhookDeliveries(
    projectId: string,
    webhookId: string,
    query: { limit?: number } = {},
  ): Promise<ApiDeliveryAttempt[]> {
    const path = `${PctxClient.project(projectId)}/webhooks/${encodeURIComponent(webhookId)}/deliveries${queryString(query)}`
    return (await this.data<ApiDeliveryAttempt[]>('GET', path)).data
  }

  /** One page of the project's revisions, newest first. */
  async listRevisions(
    projectId: string,
    query: PageQuery = {},
  ): Promise<{ revisions: ApiRevision[]; nextCursor: string | null }> {
    const path = `${PctxClient.project(projectId)}/revisions${queryString({ ...query })}`
    const { data, meta } = await this.data<ApiRevision[]>('GET', path)
    return { revisions: data, nextCursor: (meta as { nextCursor: string | null }).nextCursor }
  }

  /** One revision with every block it changed, before and after, field by field. */
  async getRevision(projectId: string, revision: number): Promise<ApiRevisionDetail> {
    return (
      await this.data<ApiRevisionDetail>('GET', `${PctxClient.project(projectId)}/revisions/${revision}`)
    ).data
  }

  /** One page of a block's versions, newest first, deletions included. */
  async getBlockHistory(
    projectId: string,
    key: string,
    query: PageQuery = {},
  ): Promise<{ versions: ApiBlockVersion[]; nextCursor: string | null }> {
    const path = `${PctxClient.project(projectId)}/blocks/${encodeURIComponent(key)}/history${queryString({ ...query })}`
    const { data, meta } = await this.data<ApiBlockVersion[]>('GET', path)
    return { versions: data, nextCursor: (meta as { nextCursor: string | null }).nextCursor }
  }

  /** One page of the change feed: every block changed after revision `since`, in revision order. */
  async listChanges(projectId: string, since: number, query: PageQuery = {}): Promise<ApiChangePage> {
    const path = `${PctxClient.project(projectId)}/changes${queryString({ since, ...query })}`
    const { data, meta } = await this.data<ApiChange[]>('GET', path)
    const { revision, nextCursor } = meta as { revision: number; nextCursor: string | null }
    return { changes: data, revision, nextCursor }
  }

  private static publicPath(projectId: string, rest: string, completeOnly?: boolean): string {
    return `/api/projects/${encodeURIComponent(projectId)}/${rest}${completeOnly ? '?status=complete' : ''}`
  }

  /** Public: the project (or one section) as markdown. */
  async markdown(
    projectId: string,
    options: { section?: string; completeOnly?: boolean } = {},
  ): Promise<string> {
    const rest = options.section ? `markdown/${encodeURIComponent(options.section)}` : 'markdown'
    return (await this.request('GET', PctxClient.publicPath(projectId, rest, options.completeOnly))).text()
  }

  /** Public: llms.txt (or llms-full.txt with `full`). */
  async llmsTxt(
    projectId: string,
    options: { full?: boolean; completeOnly?: boolean } = {},
  ): Promise<string> {
    const rest = options.full ? 'llms-full.txt' : 'llms.txt'
    return (await this.request('GET', PctxClient.publicPath(projectId, rest, options.completeOnly))).text()
  }

  /** Public: the structured JSON context. */
  async context(projectId: string, options: { completeOnly?: boolean } = {}): Promise<ApiPublicContext> {
    return (
      await this.data<ApiPublicContext>(
        'GET',
        PctxClient.publicPath(projectId, 'context', options.completeOnly),
      )
    ).data
  }
}
