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
}

export interface ProjectTable {
  id: string
  name: string
  description: string
  public: number | boolean
  revision: number
  created_at: string
  updated_at: string
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
  /** PostgreSQL only: the full-text vector, written with the block. */
  search_vector?: unknown
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
}

export interface ApiKeyProjectTable {
  key_id: string
  project_id: string
}
