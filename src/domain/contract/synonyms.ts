import { type Static, Type } from '@sinclair/typebox'
import { isJsonObject } from '../content.js'
import { type Problem, validationFailed } from '../errors.js'
import {
  groupProblems,
  MAX_GROUP_TERMS,
  MAX_GROUPS,
  MAX_TERM_LENGTH,
  type SynonymGroups,
} from '../search/synonyms.js'
import { checkObject, type Field, namesOf, objectOf } from './fields.js'

/**
 * The synonyms body, defined once (docs/search.md, "Synonyms"): GET answers it, PUT takes it, the
 * OpenAPI document shows it, export and the CLI's `synonyms.json` carry it, and
 * `parseSynonymsRequest` checks bodies against it with every problem named by its group.
 */

export const SynonymTerm = Type.String({
  minLength: 1,
  maxLength: MAX_TERM_LENGTH,
  description: `One word (at most ${MAX_TERM_LENGTH} characters), not a stop word; analysed like the index (case, accents and endings ignored)`,
})

export const SynonymGroup = Type.Array(SynonymTerm, {
  minItems: 2,
  maxItems: MAX_GROUP_TERMS,
  description: `Words that mean the same here: at least 2 different once analysed, at most ${MAX_GROUP_TERMS}`,
})

export const SynonymGroupsSchema = Type.Array(SynonymGroup, {
  maxItems: MAX_GROUPS,
  description: `At most ${MAX_GROUPS} groups. A query word in a group also matches the other words of every group it is in (one step, never through another group)`,
})

export const SYNONYMS_BODY_TABLE = {
  groups: {
    schema: SynonymGroupsSchema,
    invalid: 'must be an array of groups, each an array of words: [["customer", "client"]]',
    missing: 'is required: an array of groups like [["customer", "client", "buyer"]] ([] removes them all)',
    itemsByCaller: true,
  },
} satisfies Record<string, Field>

export const SynonymsShape = objectOf(SYNONYMS_BODY_TABLE, {
  title: 'Synonyms',
  additionalProperties: false,
})

export type Synonyms = Static<typeof SynonymsShape>

/** What GET answers and PUT answers: the groups, and the project's revision after the change. */
export const SynonymsAnswerShape = Type.Object(
  {
    groups: SynonymGroupsSchema,
    revision: Type.Integer({
      minimum: 0,
      description: "The project's revision: a PUT that changed the groups made a revision of kind `synonyms`",
    }),
  },
  { title: 'SynonymsAnswer' },
)

// `revision` of a GET's answer is ignored, so an answer can be sent back as it was read.
const RULES = { accepts: `a synonyms body accepts ${namesOf(SYNONYMS_BODY_TABLE)}`, ignored: ['revision'] }
/** Every problem of `groups`: its size, then group by group its shape, else its words' analysis. */
function groupsProblems(groups: unknown[], problems: Problem[]): void {
  if (groups.length > MAX_GROUPS) {
    problems.push({
      path: 'groups',
      message: `has ${groups.length} groups; at most ${MAX_GROUPS} are allowed`,
    })
    return
  }
  groups.forEach((group, g) => {
    const path = `groups[${g}]`
    if (!Array.isArray(group)) {
      problems.push({ path, message: 'must be an array of words like ["customer", "client"]' })
      return
    }
    if (group.length > MAX_GROUP_TERMS) {
      problems.push({ path, message: `has ${group.length} words; a group holds at most ${MAX_GROUP_TERMS}` })
      return
    }
    const before = problems.length
    group.forEach((term: unknown, t) => {
      const at = `${path}[${t}]`
      if (typeof term !== 'string') problems.push({ path: at, message: 'must be a word (a string)' })
      else if (term.trim() === '') problems.push({ path: at, message: 'is empty: write a word' })
      else if (term.length > MAX_TERM_LENGTH)
        problems.push({
          path: at,
          message: `is ${term.length} characters; a word is at most ${MAX_TERM_LENGTH}`,
        })
    })
    if (problems.length === before) problems.push(...groupProblems(group as string[], g))
  })
}

/**
 * Checks a synonyms body against its definition and the analysis rules; every problem is
 * reported at once in one ValidationError (at most 500 × 20 of them: the HTTP answer lists the
 * first ones and counts the rest, as for every body). Returns the groups as sent.
 */
export function parseSynonymsRequest(body: unknown): SynonymGroups {
  if (!isJsonObject(body)) {
    throw validationFailed('Invalid synonyms', [
      { path: '', message: 'the body must be a JSON object like {"groups": [["customer", "client"]]}' },
    ])
  }
  const problems: Problem[] = []
  const fields = checkObject(SYNONYMS_BODY_TABLE, body, '', RULES, problems)
  const groups = fields.groups as unknown[] | undefined
  if (groups) groupsProblems(groups, problems)
  if (problems.length > 0) throw validationFailed('Invalid synonyms', problems)
  return groups as SynonymGroups
}
