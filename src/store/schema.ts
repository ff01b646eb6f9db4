import type { Generated } from 'kysely'

/**
 * Table shapes shared by every dialect. Timestamps are ISO-8601 UTC strings, booleans are
 * written as 0/1 and JSON as text, so one set of queries reads and writes both databases.
 */
export interface Database {
  projects: ProjectTable
  sections: SectionTable
  blocks: BlockTable
  api_keys: ApiKeyTable
  api_key_projects: ApiKeyProjectTable
  search_projects: SearchProjectTable
  search_postings: SearchPostingTable
  search_terms: SearchTermTable
  search_words: SearchWordTable
  search_documents: SearchDocumentTable
  revisions: RevisionTable
  block_versions: BlockVersionTable
  webhooks: WebhookTable
  webhook_outbox: WebhookOutboxTable
  webhook_attempts: WebhookAttemptTable
  revision_events: RevisionEventTable
  block_types: BlockTypeTable
  users: UserTable
  user_sessions: UserSessionTable
  user_link_tokens: UserLinkTokenTable
  project_members: ProjectMemberTable
  audit_events: AuditEventTable
  oidc_logins: OidcLoginTable
  oauth_clients: OauthClientTable
  oauth_grants: OauthGrantTable
  oauth_codes: OauthCodeTable
  oauth_tokens: OauthTokenTable
  project_synonyms: ProjectSynonymsTable
}

export interface ProjectTable {
  id: string
  name: string
  description: string
  public: number | boolean
  revision: number
  created_at: string
  updated_at: string
  /** +1 on every change to the project's custom types (migration 0006). */
  types_version: Generated<number>
}

export interface SectionTable {
  project_id: string
  section: string
  ordinal: number
}

export interface BlockTable {
  seq: Generated<number>
  id: string
  project_id: string
  key: string
  type: string
  section: string
  section_ordinal: number
  name: string
  status: string
  value: string | object
  position: number
  created_at: string
  updated_at: string
}

export interface ApiKeyTable {
  id: string
  name: string
  prefix: string
  hash: string
  plan: string
  per_minute: number | null
  per_day: number | null
  access: string
  all_projects: number | boolean
  created_at: string
  expires_at: string | null
  revoked_at: string | null
  last_used_at: string | null
  admin: number | boolean
  /** The person a personal key belongs to (migration 0009); null for a machine's key. */
  owner_user_id: string | null
}

export interface ApiKeyProjectTable {
  key_id: string
  project_id: string
}

/**
 * The per-project inverted index (see search-index-writer.ts). `num` is a small id standing for
 * the project in the big tables, to keep their keys short.
 */
export interface SearchProjectTable {
  num: Generated<number>
  project_id: string
  /** Blocks indexed in the project and their summed weighted length (BM25's statistics). */
  documents: number
  total_length: number
}

export interface SearchPostingTable {
  num: number
  term: string
  seq: number
  tf: number
  length: number
  /** `impactRank(tf, length)`: the order in which a term's best postings are read. */
  impact: number
}

export interface SearchTermTable {
  num: number
  term: string
  /** Blocks of the project that contain the term. */
  df: number
}

export interface SearchWordTable {
  num: number
  /** A folded surface word and its term (stem). */
  word: string
  term: string
  /** The word's length in UTF-16 code units, as JavaScript counts it (typo candidates). */
  length: number
  /** Blocks of the project that contain the word. */
  count: number
}

export interface SearchDocumentTable {
  seq: number
  num: number
  length: number
  /** The block's distinct words with their terms (`encodeWords`): what removing it takes back. */
  words: string
}

/** One revision of a project (see domain/history.ts): who made it, when, and why. */
export interface RevisionTable {
  project_id: string
  revision: number
  created_at: string
  kind: string
  key_id: string | null
  key_name: string | null
  /**
   * Who made it (0010): 'user', 'key' or 'app', with the person behind a key or an app in
   * author_user_*. Null in rows written before 0010 (and by an instance of an older release
   * during an upgrade): those read as authored by their key_id and key_name.
   */
  author_kind: string | null
  author_id: string | null
  author_name: string | null
  author_user_id: string | null
  author_user_name: string | null
  message: string | null
  /** The project's name, description and visibility after the revision, as JSON. */
  project: string | object
}

/** A block as a revision left it: its whole state as JSON, or null when the revision deleted it. */
export interface BlockVersionTable {
  project_id: string
  revision: number
  key: string
  change: string
  section_ordinal: number | null
  state: string | object | null
}

/** A project's webhook endpoint and the secret its deliveries are signed with. */
export interface WebhookTable {
  id: string
  project_id: string
  url: string
  description: string
  secret: string
  created_at: string
}

/** One event one webhook has still to receive: `event` is `{type, timestamp, data}` as JSON. */
export interface WebhookOutboxTable {
  id: string
  webhook_id: string
  /** The webhook's project, so a claim reads each project's due deliveries by an index of its own. */
  project_id: string
  message_id: string
  event: string | object
  attempts: number
  next_attempt_at: string
  claimed_until: string | null
  claim: string | null
  created_at: string
}

/** One attempt to deliver an event, kept for `GET …/deliveries` (the newest per webhook). */
export interface WebhookAttemptTable {
  seq: Generated<number>
  webhook_id: string
  message_id: string
  type: string
  revision: number | null
  attempt: number
  attempted_at: string
  status_code: number | null
  duration_ms: number
  error: string | null
  state: string
}

/** A project's custom block type (docs/block-types.md): its JSON Schema and completeness rule. */
export interface BlockTypeTable {
  project_id: string
  type: string
  title: string | null
  /** The JSON Schema, as JSON. */
  schema: string | object
  /** JSON array of top-level field names. */
  required_for_complete: string | object
  created_at: string
  updated_at: string
}

/** A person who signs in (docs/people.md). `email_key` is the email folded for uniqueness. */
export interface UserTable {
  id: string
  email: string
  email_key: string
  name: string
  admin: number | boolean
  disabled: number | boolean
  /** `scrypt$…` (domain/people/passwords.ts), or null until the person chooses one. */
  password_hash: string | null
  created_at: string
  last_sign_in_at: string | null
}

/** A signed-in browser: the sha256 of its cookie's value, never the value. */
export interface UserSessionTable {
  id: string
  user_id: string
  token_hash: string
  created_at: string
  last_seen_at: string
  /** The absolute end (30 days after sign-in); the idle end is last_seen_at + 7 days. */
  expires_at: string
}

/** A one-time link's token (sha256 of it): sets a password once, within 24 hours. */
export interface UserLinkTokenTable {
  token_hash: string
  user_id: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/** A person's role on a project (migration 0009). */
export interface ProjectMemberTable {
  project_id: string
  user_id: string
  role: string
  created_at: string
  updated_at: string
}

/** One event of the audit log (docs/people.md, "Audit log"); never a secret. */
export interface AuditEventTable {
  id: string
  at: string
  actor_kind: string
  actor_id: string | null
  actor_name: string | null
  action: string
  target_kind: string | null
  target_id: string | null
  target_name: string | null
  ip: string | null
  /** JSON object, or null. */
  detail: string | null
}

/** An OIDC sign-in between its start and the provider's callback (docs/people.md). */
export interface OidcLoginTable {
  /** sha256 of the browser's `pctx_oidc` cookie. */
  key_hash: string
  state: string
  nonce: string
  code_verifier: string
  redirect_uri: string
  return_to: string
  created_at: string
  expires_at: string
}

/** An OAuth client (migration 0013, docs/oauth.md). redirect_uris: JSON array. */
export interface OauthClientTable {
  client_id: string
  kind: string
  client_name: string
  redirect_uris: string
  client_uri: string | null
  logo_uri: string | null
  created_at: string
  expires_at: string | null
}

/** What a person allowed an app. projects: JSON array of {id, access}. */
export interface OauthGrantTable {
  id: string
  user_id: string
  client_id: string
  client_name: string
  redirect_host: string
  projects: string
  created_at: string
  last_used_at: string | null
  revoked_at: string | null
}

/** An authorization code, as its sha256. */
export interface OauthCodeTable {
  code_hash: string
  grant_id: string
  client_id: string
  redirect_uri: string
  code_challenge: string
  resource: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/** An access or refresh token, as its sha256. */
export interface OauthTokenTable {
  token_hash: string
  kind: string
  grant_id: string
  resource: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/** A project's synonym groups (docs/search.md, "Synonyms"; migration 0014). */
export interface ProjectSynonymsTable {
  project_id: string
  /** JSON array of arrays of words, as sent. */
  synonym_groups: string | object
  updated_at: string
}

/**
 * One row per committed revision of any project, written in the revision's transaction: the feed
 * the MCP subscriptions of every process tail (migration 0015, docs/mcp.md "Subscriptions").
 * Kept a bounded time, then pruned.
 */
export interface RevisionEventTable {
  id: Generated<number>
  project_id: string
  revision: number
  /** JSON: `[key, section | null][]`, each block the revision changed and its section after it. */
  changes: string
  created_at: string
}
