import { knownBlockType } from './block-types/registry.js'
import {
  type BlockContent,
  type ComparableContent,
  isSameBlock,
  mergeBlock,
  REQUIRED_FOR_NEW,
} from './contract/block.js'
import type { CustomTypeRules, TypedValue, TypeRules } from './custom-types/custom-type.js'
import { type Problem, validationFailed } from './errors.js'
import type { Block, SectionRecord } from './model.js'
import { FIRST_CUSTOM_ORDINAL, wellKnownOrdinal } from './sections.js'
import { POSITION_MAX, type SyncEntry, type SyncRequest } from './sync-request.js'

/** What the store holds that a sync needs to know. */
export interface SyncState {
  /** Stored blocks whose keys the payload names. */
  stored: Map<string, Block>
  /** Every key of the project; needed for `mode: "replace"` only. */
  allKeys: string[]
  sections: SectionRecord[]
  maxPositions: Map<string, number>
  /** The project's custom types: their schemas validate blocks of their type. */
  types: CustomTypeRules
}

export interface SyncPlan {
  created: Block[]
  updated: Block[]
  unchanged: string[]
  deleted: string[]
  newSections: SectionRecord[]
  /** Ordinal of every section the written blocks use. */
  ordinals: Map<string, number>
  /** Whether a block leaves its section (deleted or moved), so a section may be left empty. */
  vacatesSections: boolean
  changed: boolean
}

interface Merged {
  entry: SyncEntry
  block: Block
  previous: Block | undefined
  needsPosition: boolean
}

function mergeEntry(
  entry: SyncEntry,
  previous: Block | undefined,
  now: string,
  newId: () => string,
  problems: Problem[],
): Merged | undefined {
  const path = `blocks[${entry.index}]`
  if (!previous) {
    const missing = REQUIRED_FOR_NEW.filter((field) => entry[field] === undefined)
    for (const field of missing) {
      problems.push({
        path: `${path}.${field}`,
        message: `is required for a new block (key "${entry.key}" does not exist yet)`,
      })
    }
    if (missing.length > 0) return undefined
  }
  const block: Block = {
    id: previous?.id ?? newId(),
    key: entry.key,
    ...mergeBlock<BlockContent>(entry.key, entry, previous),
    createdAt: previous?.createdAt ?? now,
    updatedAt: previous?.updatedAt ?? now,
  }
  const movedSection = previous !== undefined && block.section !== previous.section
  const needsPosition = entry.position === undefined && (previous === undefined || movedSection)
  return { entry, block, previous, needsPosition }
}

/** The type and value an entry leaves its block with: the one merge rule (contract/block.ts). */
function mergedTypeAndValue(entry: SyncEntry, previous: Block | undefined): TypedValue {
  const { type, value } = mergeBlock<BlockContent>(entry.key, entry, previous)
  return { type, value }
}

/**
 * The type and value of each block a sync leaves, as `planSync` checks them: what the server
 * checks against the project's custom types (off the event loop) before it plans.
 */
export function typedValues(request: Pick<SyncRequest, 'blocks'>, stored: Map<string, Block>): TypedValue[] {
  return request.blocks.flatMap((entry) => {
    const previous = stored.get(entry.key)
    return previous || entry.type !== undefined ? [mergedTypeAndValue(entry, previous)] : []
  })
}

/** Problems a sync finds in full (an answer lists 100); past them, each block's first only. */
export const PROBLEMS_REPORTED = 100

/**
 * Validates the merged block against its type (a built-in one, else one of the project's custom
 * types): what is stored after the sync must be valid. Other types take any object.
 */
function checkMerged({ block, entry }: Merged, problems: Problem[], types: CustomTypeRules): void {
  const rules: TypeRules | undefined = knownBlockType(block.type) ?? types.get(block.type)
  if (!rules) return
  const prefix = `blocks[${entry.index}].value`
  const at = (path: string) => (path === '' ? prefix : `${prefix}.${path}`)
  // Once a sync has more problems than an answer lists, later blocks report their first one.
  const shapeProblems = rules.validate(block.value, problems.length < PROBLEMS_REPORTED)
  for (const problem of shapeProblems) problems.push({ path: at(problem.path), message: problem.message })
  if (shapeProblems.length === 0 && block.status === 'complete') {
    for (const problem of rules.incomplete(block.value)) {
      problems.push({ path: at(problem.path), message: `${problem.message} (${block.type} "${block.key}")` })
    }
  }
}

/** The fields a block's content is compared by (the server's and the CLI's block shapes). */
export type ComparableBlock = ComparableContent
export { isSameBlock }

/** Orders problems by the payload index in their path (stable within one entry). */
function sortByEntry(problems: Problem[]): Problem[] {
  const indexOf = (problem: Problem) => Number(/^blocks\[(\d+)\]/.exec(problem.path)?.[1] ?? -1)
  return problems
    .map((problem, order) => ({ problem, order }))
    .sort((a, b) => indexOf(a.problem) - indexOf(b.problem) || a.order - b.order)
    .map(({ problem }) => problem)
}

/**
 * Works out what a sync does, without writing: merges each entry onto its stored block
 * (patch semantics), validates the result, places new blocks and sections, and sorts keys into
 * created, updated, unchanged and deleted. Throws ValidationError listing every problem.
 */
export function planSync(request: SyncRequest, state: SyncState, now: string, newId: () => string): SyncPlan {
  const problems: Problem[] = [...request.problems]
  const merged: Merged[] = []
  for (const entry of request.blocks) {
    const result = mergeEntry(entry, state.stored.get(entry.key), now, newId, problems)
    if (result) merged.push(result)
  }
  for (const item of merged) checkMerged(item, problems, state.types)
  if (problems.length > 0) throw validationFailed('Invalid sync body', sortByEntry(problems))

  // Sections: well-known ones have fixed ordinals; new custom ones follow in payload order.
  const ordinals = new Map(state.sections.map((s) => [s.section, s.ordinal]))
  const newSections: SectionRecord[] = []
  // A loop, not Math.max(...ordinals): a spread passes every section as an argument on the stack,
  // and a project with ~120 000 sections would throw RangeError on every sync.
  let nextCustom = FIRST_CUSTOM_ORDINAL
  for (const { ordinal } of state.sections) if (ordinal >= nextCustom) nextCustom = ordinal + 1
  for (const { block } of merged) {
    if (ordinals.has(block.section)) continue
    const ordinal = wellKnownOrdinal(block.section) ?? nextCustom++
    ordinals.set(block.section, ordinal)
    newSections.push({ section: block.section, ordinal })
  }

  // Positions: a new block (or one moved to another section) without a position goes after the
  // last block of its section, in payload order.
  const maxPosition = new Map(state.maxPositions)
  for (const { block, needsPosition } of merged) {
    if (!needsPosition)
      maxPosition.set(block.section, Math.max(maxPosition.get(block.section) ?? -1, block.position))
  }
  for (const item of merged) {
    if (!item.needsPosition) continue
    // Capped so every stored position is one a sync accepts: an exported block with position
    // POSITION_MAX + 1 could not be synced back (round trip). Ties at the cap order by key.
    const position = Math.min((maxPosition.get(item.block.section) ?? -1) + 1, POSITION_MAX)
    item.block.position = position
    maxPosition.set(item.block.section, position)
  }

  const created: Block[] = []
  const updated: Block[] = []
  const unchanged: string[] = []
  for (const { block, previous } of merged) {
    if (!previous) created.push(block)
    else if (isSameBlock(block, previous)) unchanged.push(block.key)
    else updated.push({ ...block, updatedAt: now })
  }
  const listed = new Set(request.blocks.map((entry) => entry.key))
  const deleted = request.mode === 'replace' ? state.allKeys.filter((key) => !listed.has(key)).sort() : []
  return {
    created,
    updated,
    unchanged,
    deleted,
    newSections,
    ordinals,
    vacatesSections:
      deleted.length > 0 ||
      merged.some(({ block, previous }) => previous && previous.section !== block.section),
    changed: created.length + updated.length + deleted.length > 0,
  }
}
