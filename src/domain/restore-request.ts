import { type Static, Type } from '@sinclair/typebox'
import { isJsonObject } from './content.js'
import { dryRunField, expectedRevisionField, messageField } from './contract/change.js'
import { checkObject, type Field, fieldProblem, namesOf, objectOf } from './contract/fields.js'
import { type Problem, validationFailed } from './errors.js'
import { BLOCK_KEY_PATTERN, BLOCK_KEY_RULE, MESSAGE_MAX } from './rules.js'
import type { SyncLimits } from './sync-request.js'

/**
 * The restore body, defined once (docs/history.md describes restore): the OpenAPI
 * document shows it, and `parseRestoreRequest` checks bodies against it.
 */

const revisionRule = 'must be a whole number ≥ 0 (a recorded revision)'

/** One of the listed keys, checked by `parseRestoreRequest` (it caps the problems it names). */
const keyItem = {
  schema: Type.String({ pattern: BLOCK_KEY_PATTERN }),
  invalid: `must be a block key: ${BLOCK_KEY_RULE}`,
} satisfies Field

export const RESTORE_BODY_TABLE = {
  revision: {
    schema: Type.Integer({
      minimum: 0,
      description: 'The recorded revision to go back to (GET …/revisions lists them)',
    }),
    invalid: revisionRule,
    missing: 'is required: the revision to go back to',
    refine: (revision: number) => (Number.isSafeInteger(revision) ? undefined : revisionRule),
  },
  keys: {
    schema: Type.Optional(
      Type.Array(keyItem.schema, {
        minItems: 1,
        uniqueItems: true,
        description:
          'Only these blocks (at most SYNC_MAX_BLOCKS, 1000 by default): each becomes what it was at `revision`, or is deleted if it did not exist then. Left out: the whole project, blocks created since included (they are deleted)',
      }),
    ),
    invalid: 'must be an array of block keys',
    itemsByCaller: true,
  },
  dryRun: dryRunField('Report what would change; write and record nothing'),
  expectedRevision: expectedRevisionField(
    "The revision you last read: if it is not the project's revision, 409 and nothing is restored",
  ),
  message: messageField(`Why, up to ${MESSAGE_MAX} characters: recorded with the revision the restore makes`),
} satisfies Record<string, Field>

export const RestoreBodyShape = objectOf(RESTORE_BODY_TABLE, {
  title: 'RestoreRequest',
  additionalProperties: false,
})

/** A restore body after its fields have been checked. */
export type RestoreRequest = Static<typeof RestoreBodyShape> & { dryRun: boolean }

export const RESTORE_BODY_FIELDS = Object.keys(RESTORE_BODY_TABLE)
const RULES = { accepts: `a restore body accepts ${namesOf(RESTORE_BODY_TABLE)}` }
/** Invalid keys named in the answer; the others are counted (a huge body is not echoed). */
const BAD_KEYS_REPORTED = 5

/** The problems of `keys` beyond being an array: its length, then each key (a few named). */
function keysProblems(keys: unknown[], limits: SyncLimits, problems: Problem[]): void {
  if (keys.length === 0) {
    problems.push({
      path: 'keys',
      message: 'must list at least one key (leave it out to restore every block)',
    })
    return
  }
  if (keys.length > limits.maxBlocks) {
    problems.push({
      path: 'keys',
      message: `lists ${keys.length} keys; one restore takes at most ${limits.maxBlocks} (SYNC_MAX_BLOCKS), or leave keys out to restore every block`,
    })
    return
  }
  const seen = new Set<string>()
  let bad = 0
  keys.forEach((key, index) => {
    const path = `keys[${index}]`
    const problem =
      fieldProblem(keyItem, key, path) ??
      (seen.has(key as string) ? { path, message: `"${key}" is listed twice` } : undefined)
    if (typeof key === 'string') seen.add(key)
    if (problem && ++bad <= BAD_KEYS_REPORTED) problems.push(problem)
  })
  if (bad > BAD_KEYS_REPORTED)
    problems.push({
      path: 'keys',
      message: `holds ${bad} invalid keys; the first ${BAD_KEYS_REPORTED} are listed`,
    })
}

/** Checks a restore body against its definition; every problem is reported in one ValidationError. */
export function parseRestoreRequest(body: unknown, limits: SyncLimits): RestoreRequest {
  if (!isJsonObject(body)) {
    throw validationFailed('Invalid restore body', [
      { path: '', message: 'the body must be a JSON object like {"revision": 12}' },
    ])
  }
  const problems: Problem[] = []
  const fields = checkObject(RESTORE_BODY_TABLE, body, '', RULES, problems)
  if (fields.keys) keysProblems(fields.keys, limits, problems)
  if (problems.length > 0) throw validationFailed('Invalid restore body', problems)
  const { revision, keys, dryRun = false, expectedRevision, message } = fields
  return {
    revision: revision as number,
    ...(keys !== undefined && { keys }),
    dryRun,
    ...(expectedRevision !== undefined && { expectedRevision }),
    ...(message !== undefined && { message }),
  }
}
