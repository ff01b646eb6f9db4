import { NO_CUSTOM_TYPES } from '../../src/domain/custom-types/custom-type.js'
import type { Block, SectionRecord } from '../../src/domain/model.js'
import { wellKnownOrdinal } from '../../src/domain/sections.js'
import { planSync, type SyncPlan, type SyncState } from '../../src/domain/sync-plan.js'
import { parseSyncRequest } from '../../src/domain/sync-request.js'

export const PLAN_NOW = '2026-02-01T12:00:00.000Z'
const EARLIER = '2026-01-01T00:00:00.000Z'

/** A stored block with sensible defaults, for planning tests. */
export function storedBlock(key: string, fields: Partial<Block> = {}): Block {
  return {
    id: `id-${key}`,
    key,
    type: 'text',
    section: 'brand',
    name: key,
    status: 'draft',
    value: { content: key },
    position: 0,
    createdAt: EARLIER,
    updatedAt: EARLIER,
    ...fields,
  }
}

/** What the store would report for these blocks; custom sections get ordinals from 100 in order met. */
export function stateOf(blocks: Block[], extraSections: SectionRecord[] = []): SyncState {
  const sections = new Map(extraSections.map((s) => [s.section, s.ordinal]))
  let nextCustom = Math.max(99, ...extraSections.map((s) => s.ordinal)) + 1
  const maxPositions = new Map<string, number>()
  for (const block of blocks) {
    if (!sections.has(block.section))
      sections.set(block.section, wellKnownOrdinal(block.section) ?? nextCustom++)
    maxPositions.set(block.section, Math.max(maxPositions.get(block.section) ?? -Infinity, block.position))
  }
  return {
    stored: new Map(blocks.map((block) => [block.key, block])),
    allKeys: blocks.map((block) => block.key),
    sections: [...sections].map(([section, ordinal]) => ({ section, ordinal })),
    maxPositions,
    types: NO_CUSTOM_TYPES,
  }
}

/** Parses a body and plans it against stored blocks, with predictable ids (`new-1`, `new-2`…). */
export function plan(body: unknown, blocks: Block[] = [], extraSections: SectionRecord[] = []): SyncPlan {
  let ids = 0
  const request = parseSyncRequest(body, { maxBlocks: 1000 })
  return planSync(request, stateOf(blocks, extraSections), PLAN_NOW, () => `new-${++ids}`)
}
