import type { Selectable } from 'kysely'
import type { ApiKey, Block, JsonObject, KeyAccess, KeyPlan, Project } from '../domain/model.js'
import type { BlockStatus } from '../domain/rules.js'
import type { StoredApiKey } from '../domain/store.js'
import type { ApiKeyTable, BlockTable, ProjectTable } from './schema.js'

/** Row ↔ model conversions shared by every dialect (JSON as text, booleans as 0/1). */

export function toDbBool(value: boolean): number {
  return value ? 1 : 0
}

export function projectFromRow(row: Selectable<ProjectTable>): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    public: Boolean(row.public),
    revision: Number(row.revision),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function blockFromRow(
  row: Omit<Selectable<BlockTable>, 'seq' | 'project_id' | 'section_ordinal'>,
): Block {
  return {
    id: row.id,
    key: row.key,
    type: row.type,
    section: row.section,
    name: row.name,
    status: row.status as BlockStatus,
    value: (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as JsonObject,
    position: Number(row.position),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function blockToRow(projectId: string, block: Block, ordinal: number) {
  return {
    id: block.id,
    project_id: projectId,
    key: block.key,
    type: block.type,
    section: block.section,
    section_ordinal: ordinal,
    name: block.name,
    status: block.status,
    value: JSON.stringify(block.value),
    position: block.position,
    created_at: block.createdAt,
    updated_at: block.updatedAt,
  }
}

/** A key's row, with its owner's email and name when it is a personal key. */
export type KeyRow = Selectable<ApiKeyTable> & { owner_email: string | null; owner_name: string | null }

export function keyFromRow(row: KeyRow, projects: string[]): StoredApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    hash: row.hash,
    plan: row.plan as KeyPlan,
    perMinute: row.per_minute === null ? null : Number(row.per_minute),
    perDay: row.per_day === null ? null : Number(row.per_day),
    access: row.access as KeyAccess,
    allProjects: Boolean(row.all_projects),
    admin: Boolean(row.admin),
    projects,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
    owner:
      row.owner_user_id === null
        ? null
        : { id: row.owner_user_id, email: row.owner_email ?? '', name: row.owner_name ?? '' },
  }
}

/** Drops the secret's hash before a key leaves the store layer for listing. */
export function publicKey({ hash: _hash, ...key }: StoredApiKey): ApiKey {
  return key
}

/** The columns a Block is read from (`blockFromRow`). */
export const BLOCK_COLUMNS = [
  'id',
  'key',
  'type',
  'section',
  'name',
  'status',
  'value',
  'position',
  'created_at',
  'updated_at',
] as const
