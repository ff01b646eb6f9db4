import type { ApiExport } from '../../client/pctx-client.js'
import {
  type CustomType,
  type CustomTypeRules,
  customTypeRules,
} from '../../domain/custom-types/custom-type.js'
import type { Block, JsonObject } from '../../domain/model.js'
import { FIRST_CUSTOM_ORDINAL, wellKnownOrdinal } from '../../domain/sections.js'
import type { SyncPlan, SyncState } from '../../domain/sync-plan.js'

/** The project's state as the push sees it: before the sync (from an export) and after it. */

/** The domain's view of an exported block (the API shape, with its value typed as JSON). */
function toDomainBlock(block: ApiExport['sections'][number]['blocks'][number]): Block {
  return { ...block, value: block.value as JsonObject }
}

/** An exported type as the domain's rules take it (times do not matter to validation). */
function withoutTimes(type: ApiExport['types'][number]): CustomType {
  return { ...type, schema: type.schema as JsonObject, createdAt: '', updatedAt: '' }
}

/**
 * What the server's sync planner needs, rebuilt from an export (one consistent snapshot).
 * Section ordinals only place new sections, so their exact stored values do not matter here.
 */
export function stateFromExport(
  exported: ApiExport,
  types: CustomTypeRules | undefined = undefined,
): { state: SyncState; blocks: Block[] } {
  const blocks = exported.sections.flatMap((section) => section.blocks.map(toDomainBlock))
  const maxPositions = new Map<string, number>()
  for (const block of blocks)
    maxPositions.set(
      block.section,
      Math.max(maxPositions.get(block.section) ?? block.position, block.position),
    )
  let nextCustom = FIRST_CUSTOM_ORDINAL
  const sections = exported.sections.map((section) => ({
    section: section.type,
    ordinal: wellKnownOrdinal(section.type) ?? nextCustom++,
  }))
  return {
    blocks,
    state: {
      stored: new Map(blocks.map((block) => [block.key, block])),
      allKeys: blocks.map((block) => block.key),
      sections,
      maxPositions,
      types: types ?? customTypeRules(exported.types.map(withoutTimes)),
    },
  }
}

/** The project's blocks once a sync plan is applied. */
export function stateAfter(stored: Block[], plan: SyncPlan): Block[] {
  const byKey = new Map(stored.map((block) => [block.key, block]))
  for (const block of [...plan.created, ...plan.updated]) byKey.set(block.key, block)
  for (const key of plan.deleted) byKey.delete(key)
  return [...byKey.values()]
}
