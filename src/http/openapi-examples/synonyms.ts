import { ok } from './demo.js'
import type { OperationExamples } from './example.js'

const GROUPS = [
  ['customer', 'client', 'user'],
  ['talk', 'speak', 'voice', 'tone'],
]

/** Examples of a project's synonyms (docs/search.md, "Synonyms"). */
export const SYNONYM_EXAMPLES: Record<string, OperationExamples> = {
  getSynonyms: {
    responses: {
      200: { two: { summary: 'A project with two groups', value: ok({ groups: GROUPS, revision: 12 }) } },
    },
  },
  putSynonyms: {
    request: {
      groups: { summary: 'Two groups of words that mean the same here', value: { groups: GROUPS } },
    },
    responses: {
      200: {
        set: { summary: 'The groups set, as revision 13', value: ok({ groups: GROUPS, revision: 13 }) },
      },
    },
  },
}
