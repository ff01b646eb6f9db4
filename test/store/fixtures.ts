import { randomUUID } from 'node:crypto'
import { hashKey } from '../../src/domain/api-keys.js'
import type { Block, Project } from '../../src/domain/model.js'
import { type MatchMode, parseQuery } from '../../src/domain/search/query.js'
import { wellKnownOrdinal } from '../../src/domain/sections.js'
import type { BlockFilter, SearchHit, Store, StoredApiKey, StoreOps } from '../../src/domain/store.js'

export const T0 = '2026-01-15T10:00:00.000Z'

export function projectRecord(id: string, fields: Partial<Project> = {}): Project {
  return {
    id,
    name: `Project ${id}`,
    description: '',
    public: true,
    revision: 0,
    createdAt: T0,
    updatedAt: T0,
    ...fields,
  }
}

export function blockRecord(key: string, fields: Partial<Block> = {}): Block {
  return {
    id: randomUUID(),
    key,
    type: 'text',
    section: 'brand',
    name: key,
    status: 'draft',
    value: { content: `about ${key}` },
    position: 0,
    createdAt: T0,
    updatedAt: T0,
    ...fields,
  }
}

/** Ordinals for the sections of these blocks: well-known fixed, custom from 100 in order met. */
export function ordinalsFor(blocks: Block[], known: Map<string, number> = new Map()): Map<string, number> {
  const ordinals = new Map(known)
  let next = Math.max(99, ...known.values()) + 1
  for (const block of blocks) {
    if (!ordinals.has(block.section)) ordinals.set(block.section, wellKnownOrdinal(block.section) ?? next++)
  }
  return ordinals
}

/** Inserts a project with these blocks (and their sections), the way a sync would. */
export async function seedProject(
  store: Store,
  id: string,
  blocks: Block[] = [],
): Promise<Map<string, number>> {
  const ordinals = ordinalsFor(blocks)
  await store.transaction(async (tx) => {
    await tx.insertProject(projectRecord(id))
    await tx.insertSections(
      id,
      [...ordinals].map(([section, ordinal]) => ({ section, ordinal })),
    )
    await tx.insertBlocks(id, blocks, ordinals)
  })
  return ordinals
}

export function keyRecord(secret: string, fields: Partial<StoredApiKey> = {}): StoredApiKey {
  return {
    id: randomUUID(),
    name: 'key',
    prefix: secret.slice(0, 12),
    hash: hashKey(secret),
    plan: 'free',
    perMinute: null,
    perDay: null,
    access: 'read',
    allProjects: false,
    admin: false,
    projects: [],
    createdAt: T0,
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    owner: null,
    ...fields,
  }
}

/** Store-level search with a query as the service parses it; the hits only. */
export async function searchHits(
  store: StoreOps,
  projectId: string,
  query: string,
  filter: BlockFilter = {},
  limit = 20,
  match: MatchMode = 'any',
): Promise<SearchHit[]> {
  return (await store.searchBlocks(projectId, parseQuery(query, match), filter, limit)).hits
}
