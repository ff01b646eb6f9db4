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
      400: {
        bad: {
          summary: 'Every bad group named',
          value: {
            data: null,
            error:
              'Invalid synonyms: groups[0][1]: "the" is a stop word: search ignores it, so it cannot be a synonym (and 1 more problem, see details)',
            details: [
              {
                path: 'groups[0][1]',
                message: '"the" is a stop word: search ignores it, so it cannot be a synonym',
              },
              {
                path: 'groups[1]',
                message:
                  '["Customer", "customers"] needs at least two different words once analysed like the index (case, accents and endings are ignored: they all read "custom")',
              },
            ],
          },
        },
      },
    },
  },
}
