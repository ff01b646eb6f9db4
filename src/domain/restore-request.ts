import { isJsonObject } from './content.js'
import { type Problem, validationFailed } from './errors.js'
import { BLOCK_KEY_RE, BLOCK_KEY_RULE } from './rules.js'
import { messageProblemOf, type SyncLimits } from './sync-request.js'

/** A restore body after its fields have been checked (docs/api.md, Restore a revision). */
export interface RestoreRequest {
  revision: number
  /** Only these blocks; undefined restores the whole project. */
  keys?: string[]
  dryRun: boolean
  expectedRevision?: number
  message?: string
}

export const RESTORE_BODY_FIELDS = ['revision', 'keys', 'dryRun', 'expectedRevision', 'message'] as const
const KNOWN: ReadonlySet<string> = new Set(RESTORE_BODY_FIELDS)
/** Unknown fields named in the answer; the others are counted (a huge body is not echoed). */
const UNKNOWN_REPORTED = 5
/** Invalid keys named in the answer, for the same reason. */
const BAD_KEYS_REPORTED = 5

function isRevisionNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** Checks a restore body field by field; every problem is reported in one ValidationError. */
export function parseRestoreRequest(body: unknown, limits: SyncLimits): RestoreRequest {
  if (!isJsonObject(body)) {
    throw validationFailed('Invalid restore body', [
      { path: '', message: 'the body must be a JSON object like {"revision": 12}' },
    ])
  }
  const problems: Problem[] = []
  const unknown = Object.keys(body).filter((field) => !KNOWN.has(field))
  for (const field of unknown.slice(0, UNKNOWN_REPORTED)) {
    problems.push({
      path: field.length > 64 ? `${field.slice(0, 64)}…` : field,
      message: `unknown field; a restore body accepts ${RESTORE_BODY_FIELDS.join(', ')}`,
    })
  }
  if (unknown.length > UNKNOWN_REPORTED)
    problems.push({ path: '', message: `has ${unknown.length} unknown fields; the first 5 are listed` })
  const { revision, keys, dryRun = false, expectedRevision, message } = body
  if (!isRevisionNumber(revision)) {
    problems.push({
      path: 'revision',
      message:
        revision === undefined
          ? 'is required: the revision to go back to'
          : 'must be a whole number ≥ 0 (a recorded revision)',
    })
  }
  if (keys !== undefined) {
    if (!Array.isArray(keys)) {
      problems.push({ path: 'keys', message: 'must be an array of block keys' })
    } else if (keys.length === 0) {
      problems.push({
        path: 'keys',
        message: 'must list at least one key (leave it out to restore every block)',
      })
    } else if (keys.length > limits.maxBlocks) {
      problems.push({
        path: 'keys',
        message: `lists ${keys.length} keys; one restore takes at most ${limits.maxBlocks} (SYNC_MAX_BLOCKS), or leave keys out to restore every block`,
      })
    } else {
      const seen = new Set<string>()
      let bad = 0
      keys.forEach((key, index) => {
        const problem =
          typeof key !== 'string' || !BLOCK_KEY_RE.test(key)
            ? `must be a block key: ${BLOCK_KEY_RULE}`
            : seen.has(key)
              ? `"${key}" is listed twice`
              : undefined
        if (typeof key === 'string') seen.add(key)
        if (problem && ++bad <= BAD_KEYS_REPORTED) problems.push({ path: `keys[${index}]`, message: problem })
      })
      if (bad > BAD_KEYS_REPORTED)
        problems.push({ path: 'keys', message: `holds ${bad} invalid keys; the first 5 are listed` })
    }
  }
  if (typeof dryRun !== 'boolean') problems.push({ path: 'dryRun', message: 'must be true or false' })
  if (expectedRevision !== undefined && !isRevisionNumber(expectedRevision)) {
    problems.push({
      path: 'expectedRevision',
      message: 'must be a whole number ≥ 0 (the revision you last read)',
    })
  }
  const messageProblem = messageProblemOf(message)
  if (messageProblem) problems.push({ path: 'message', message: messageProblem })
  if (problems.length > 0) throw validationFailed('Invalid restore body', problems)
  return {
    revision: revision as number,
    ...(keys !== undefined && { keys: keys as string[] }),
    dryRun: dryRun as boolean,
    ...(expectedRevision !== undefined && { expectedRevision: expectedRevision as number }),
    ...(message !== undefined && { message: message as string }),
  }
}
