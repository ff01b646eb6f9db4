import { isJsonObject, jsonDepth } from './content.js'
import { type Problem, validationFailed } from './errors.js'
import type { JsonObject } from './model.js'
import {
  BLOCK_KEY_RE,
  BLOCK_KEY_RULE,
  BLOCK_STATUSES,
  BLOCK_TYPE_RE,
  BLOCK_TYPE_RULE,
  type BlockStatus,
  isBlockStatus,
  MESSAGE_MAX,
  NAME_MAX,
  RESERVED_BLOCK_KEYS,
  SECTION_RE,
  SECTION_RULE,
  VALUE_MAX_BYTES,
  VALUE_MAX_DEPTH,
} from './rules.js'
import { POSITION_MAX, SYNC_BODY_FIELDS, SYNC_ENTRY_FIELDS, SYNC_IGNORED_ENTRY_FIELDS } from './sync-shape.js'

/** One block of a sync payload after its fields have been checked one by one. */
export interface SyncEntry {
  /** Index of the entry in the payload's `blocks`, for problem paths. */
  index: number
  key: string
  type?: string
  section?: string
  name?: string
  status?: BlockStatus
  value?: JsonObject
  position?: number
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

const TOP_LEVEL_FIELDS = SYNC_BODY_FIELDS
const ENTRY_FIELDS = SYNC_ENTRY_FIELDS
const KNOWN_TOP_LEVEL_FIELDS: ReadonlySet<string> = new Set(TOP_LEVEL_FIELDS)
const KNOWN_ENTRY_FIELDS: ReadonlySet<string> = new Set([...ENTRY_FIELDS, ...SYNC_IGNORED_ENTRY_FIELDS])

export { POSITION_MAX }

/**
 * Unknown fields of one object reported one by one; the others are counted in one more problem.
 * A 5 MiB body of `"a":0,` pairs would otherwise answer with some 50 MB of problems.
 */
const UNKNOWN_FIELDS_REPORTED = 5
/** How much of a sent name or key a message quotes: a 4 MB key is not echoed back. */
const QUOTED_MAX = 64

/** `text` as a message quotes it: whole when short, else its start and an ellipsis. */
function quoted(text: string): string {
  return text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text
}

/** Adds the problems of `object`'s fields that are not in `known`, a few by name, the rest counted. */
function reportUnknownFields(
  object: object,
  known: ReadonlySet<string>,
  path: string,
  accepted: string,
  problems: Problem[],
): void {
  let unknown = 0
  for (const field of Object.keys(object)) {
    if (known.has(field)) continue
    unknown++
    if (unknown <= UNKNOWN_FIELDS_REPORTED) {
      problems.push({
        path: path ? `${path}.${quoted(field)}` : quoted(field),
        message: `unknown field; ${accepted}`,
      })
    }
  }
  if (unknown > UNKNOWN_FIELDS_REPORTED) {
    problems.push({
      path,
      message: `has ${unknown} unknown fields; the first ${UNKNOWN_FIELDS_REPORTED} are listed (${accepted})`,
    })
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}

/**
 * Whether text can be stored and indexed as sent: no NUL character (PostgreSQL text cannot
 * hold one) and no lone UTF-16 surrogate (it cannot be encoded as UTF-8, so it would be
 * silently replaced).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed()
}

const STORABLE_TEXT_RULE = 'must not contain NUL (U+0000) or unpaired surrogate characters'

/**
 * The first place inside a value (`.a[2]`, relative to it) that could not be stored as sent:
 * a number that is not finite, or a string or field name that is not storable text.
 * Call only on depth-checked values; paths are built only for the hit.
 */
function unstorableAt(value: unknown): { at: string; message: string } | undefined {
  if (typeof value === 'number') {
    // JSON.parse reads 1e400 as Infinity, which JSON.stringify stores as null: the block would
    // silently differ from what was sent, and every resend would count as a change.
    return Number.isFinite(value)
      ? undefined
      : { at: '', message: 'is a number too large for JSON (beyond ±1.8e308); send it as a string' }
  }
  if (typeof value === 'string')
    return isStorableText(value) ? undefined : { at: '', message: STORABLE_TEXT_RULE }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableAt(value[i])
      if (found) return { ...found, at: `[${i}]${found.at}` }
    }
  } else if (isJsonObject(value)) {
    for (const key of Object.keys(value)) {
      if (!isStorableText(key)) return { at: '', message: `has a field name that ${STORABLE_TEXT_RULE}` }
      const found = unstorableAt(value[key])
      if (found) return { ...found, at: `.${key}${found.at}` }
    }
  }
  return undefined
}

/** Checks `value` on its own: an object, within the size and depth limits. */
export function valueProblems(value: unknown, path: string): Problem[] {
  if (!isJsonObject(value)) return [{ path, message: `must be a JSON object, got ${describe(value)}` }]
  // Depth first: it is bounded, while JSON.stringify of a value nested without limit overflows
  // the stack (a 500 instead of this 400).
  if (jsonDepth(value, VALUE_MAX_DEPTH) > VALUE_MAX_DEPTH) {
    return [
      {
        path,
        message: `is nested more than ${VALUE_MAX_DEPTH} levels deep (the value object itself is level 1); flatten it`,
      },
    ]
  }
  const unstorable = unstorableAt(value)
  if (unstorable) return [{ path: `${path}${unstorable.at}`, message: unstorable.message }]
  const bytes = Buffer.byteLength(JSON.stringify(value))
  if (bytes > VALUE_MAX_BYTES) {
    return [{ path, message: `is ${bytes} bytes as JSON; the limit is ${VALUE_MAX_BYTES} bytes (64 KiB)` }]
  }
  return []
}

function parseEntry(raw: unknown, index: number, problems: Problem[]): SyncEntry | undefined {
  const path = `blocks[${index}]`
  if (!isJsonObject(raw)) {
    problems.push({ path, message: `must be an object with at least "key", got ${describe(raw)}` })
    return undefined
  }
  const before = problems.length
  reportUnknownFields(raw, KNOWN_ENTRY_FIELDS, path, `a block accepts ${ENTRY_FIELDS.join(', ')}`, problems)
  const { key, type, section, name, status, value, position } = raw
  if (typeof key !== 'string') {
    problems.push({ path: `${path}.key`, message: key === undefined ? 'is required' : 'must be a string' })
  } else if (!BLOCK_KEY_RE.test(key)) {
    problems.push({
      path: `${path}.key`,
      message: `"${quoted(key)}" is not a valid key: use ${BLOCK_KEY_RULE}`,
    })
  } else if (RESERVED_BLOCK_KEYS.has(key)) {
    problems.push({
      path: `${path}.key`,
      message: `"${key}" is reserved (it would shadow the search route); choose another key`,
    })
  }
  if (type !== undefined && (typeof type !== 'string' || !BLOCK_TYPE_RE.test(type))) {
    problems.push({ path: `${path}.type`, message: `must be ${BLOCK_TYPE_RULE}` })
  }
  if (section !== undefined && (typeof section !== 'string' || !SECTION_RE.test(section))) {
    problems.push({
      path: `${path}.section`,
      message: `must be ${SECTION_RULE} (e.g. brand, product, users)`,
    })
  }
  if (name !== undefined) {
    if (typeof name !== 'string') problems.push({ path: `${path}.name`, message: 'must be a string' })
    else if (name.trim().length === 0 || name.length > NAME_MAX) {
      problems.push({ path: `${path}.name`, message: `must be 1–${NAME_MAX} characters and not blank` })
    } else if (!isStorableText(name)) {
      problems.push({ path: `${path}.name`, message: STORABLE_TEXT_RULE })
    }
  }
  if (status !== undefined && !isBlockStatus(status)) {
    problems.push({ path: `${path}.status`, message: `must be one of ${BLOCK_STATUSES.join(', ')}` })
  }
  if (value !== undefined) for (const problem of valueProblems(value, `${path}.value`)) problems.push(problem)
  if (
    position !== undefined &&
    (typeof position !== 'number' || !Number.isInteger(position) || Math.abs(position) > POSITION_MAX)
  ) {
    problems.push({
      path: `${path}.position`,
      message: `must be a whole number from -${POSITION_MAX} to ${POSITION_MAX}`,
    })
  }
  if (problems.length > before) return undefined
  return {
    index,
    key: key as string,
    ...(type !== undefined && { type: type as string }),
    ...(section !== undefined && { section: section as string }),
    ...(name !== undefined && { name: name as string }),
    ...(status !== undefined && { status: status as BlockStatus }),
    ...(value !== undefined && { value: value as JsonObject }),
    ...(position !== undefined && { position: position as number }),
  }
}

/**
 * Checks a sync body field by field and returns it typed. Problems of the body as a whole throw
 * at once (ValidationError with details); problems of single entries are returned in
 * `problems`, so that `planSync` can add what it finds in the other entries.
 */
export function parseSyncRequest(body: unknown, limits: SyncLimits): SyncRequest {
  const problems: Problem[] = []
  const entryProblems: Problem[] = []
  if (!isJsonObject(body)) {
    throw validationFailed('Invalid sync body', [
      { path: '', message: `the body must be a JSON object like {"blocks": [...]}, got ${describe(body)}` },
    ])
  }
  reportUnknownFields(
    body,
    KNOWN_TOP_LEVEL_FIELDS,
    '',
    `a sync body accepts ${TOP_LEVEL_FIELDS.join(', ')}`,
    problems,
  )
  const { blocks, mode = 'upsert', dryRun = false, expectedRevision, message } = body
  if (mode !== 'upsert' && mode !== 'replace')
    problems.push({ path: 'mode', message: 'must be "upsert" or "replace"' })
  if (typeof dryRun !== 'boolean') problems.push({ path: 'dryRun', message: 'must be true or false' })
  if (
    expectedRevision !== undefined &&
    (typeof expectedRevision !== 'number' || !Number.isSafeInteger(expectedRevision) || expectedRevision < 0)
  ) {
    problems.push({
      path: 'expectedRevision',
      message: 'must be a whole number ≥ 0 (the revision you last read)',
    })
  }
  const messageProblem = messageProblemOf(message)
  if (messageProblem) problems.push({ path: 'message', message: messageProblem })
  const entries: SyncEntry[] = []
  if (!Array.isArray(blocks)) {
    problems.push({
      path: 'blocks',
      message: blocks === undefined ? 'is required (an array of blocks, may be empty)' : 'must be an array',
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
  return {
    problems: entryProblems,
    blocks: entries,
    mode: mode as SyncRequest['mode'],
    dryRun: dryRun as boolean,
    ...(expectedRevision !== undefined && { expectedRevision: expectedRevision as number }),
    ...(message !== undefined && { message: message as string }),
  }
}

/** What is wrong with a change's `message`, if anything (sync, delete, restore share it). */
export function messageProblemOf(message: unknown): string | undefined {
  if (message === undefined) return undefined
  if (typeof message !== 'string') return `must be a string of at most ${MESSAGE_MAX} characters`
  if (message.length > MESSAGE_MAX) return `has ${message.length} characters; at most ${MESSAGE_MAX}`
  if (!isStorableText(message)) return STORABLE_TEXT_RULE
  return undefined
}
