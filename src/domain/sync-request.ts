import { isJsonObject } from './content.js'
import type { SentContent } from './contract/block.js'
import { checkObject, describe, namesOf } from './contract/fields.js'
import { type Problem, validationFailed } from './errors.js'
import { SYNC_BODY_TABLE, SYNC_ENTRY_TABLE, SYNC_IGNORED_ENTRY_FIELDS } from './sync-shape.js'

export { messageProblemOf } from './contract/change.js'
export { isStorableText } from './contract/storable.js'
export { POSITION_MAX } from './sync-shape.js'

/** One block of a sync payload after its fields have been checked one by one. */
export interface SyncEntry extends SentContent {
  /** Index of the entry in the payload's `blocks`, for problem paths. */
  index: number
  key: string
}

export interface SyncRequest {
  /** The entries that passed their field checks; see `problems` for the others. */
  blocks: SyncEntry[]
  mode: 'upsert' | 'replace'
  dryRun: boolean
  expectedRevision?: number
  /** Recorded with the revision the sync makes. */
  message?: string
  /** Field problems of individual entries. The sync fails if any remain, but the valid entries
   *  are still planned so that one answer reports every problem of the body. */
  problems: Problem[]
}

export interface SyncLimits {
  maxBlocks: number
}

const BODY_RULES = { accepts: `a sync body accepts ${namesOf(SYNC_BODY_TABLE)}`, skip: ['blocks'] }
const ENTRY_RULES = {
  accepts: `a block accepts ${namesOf(SYNC_ENTRY_TABLE)}`,
  ignored: SYNC_IGNORED_ENTRY_FIELDS,
}

function parseEntry(raw: unknown, index: number, problems: Problem[]): SyncEntry | undefined {
  const path = `blocks[${index}]`
  if (!isJsonObject(raw)) {
    problems.push({ path, message: `must be an object with at least "key", got ${describe(raw)}` })
    return undefined
  }
  const before = problems.length
  const fields = checkObject(SYNC_ENTRY_TABLE, raw, path, ENTRY_RULES, problems)
  if (problems.length > before) return undefined
  return { index, ...fields } as SyncEntry
}

/**
 * Checks a sync body against its definition (sync-shape.ts) and returns it typed. Problems of
 * the body as a whole throw at once (ValidationError with details); problems of single entries
 * are returned in `problems`, so that `planSync` can add what it finds in the other entries.
 */
export function parseSyncRequest(body: unknown, limits: SyncLimits): SyncRequest {
  if (!isJsonObject(body)) {
    throw validationFailed('Invalid sync body', [
      { path: '', message: `the body must be a JSON object like {"blocks": [...]}, got ${describe(body)}` },
    ])
  }
  const problems: Problem[] = []
  const entryProblems: Problem[] = []
  const fields = checkObject(SYNC_BODY_TABLE, body, '', BODY_RULES, problems)
  const { blocks } = body
  const entries: SyncEntry[] = []
  if (!Array.isArray(blocks)) {
    problems.push({
      path: 'blocks',
      message: blocks === undefined ? SYNC_BODY_TABLE.blocks.missing : SYNC_BODY_TABLE.blocks.invalid,
    })
  } else if (blocks.length > limits.maxBlocks) {
    problems.push({
      path: 'blocks',
      message: `holds ${blocks.length} blocks; one sync takes at most ${limits.maxBlocks}`,
    })
  } else {
    const firstIndex = new Map<string, number>()
    blocks.forEach((raw, index) => {
      const entry = parseEntry(raw, index, entryProblems)
      const key = isJsonObject(raw) && typeof raw.key === 'string' ? raw.key : undefined
      if (key !== undefined) {
        const first = firstIndex.get(key)
        if (first === undefined) firstIndex.set(key, index)
        else
          entryProblems.push({
            path: `blocks[${index}].key`,
            message: `duplicate key "${key}" (also at blocks[${first}]); each key may appear once`,
          })
      }
      if (entry) entries.push(entry)
    })
  }
  if (problems.length > 0) throw validationFailed('Invalid sync body', [...problems, ...entryProblems])
  const { mode = 'upsert', dryRun = false, expectedRevision, message } = fields
  return {
    problems: entryProblems,
    blocks: entries,
    mode,
    dryRun,
    ...(expectedRevision !== undefined && { expectedRevision }),
    ...(message !== undefined && { message }),
  }
}
