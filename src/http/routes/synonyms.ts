import { SynonymsAnswerShape, SynonymsShape } from '../../domain/contract/synonyms.js'
import type { SynonymService } from '../../domain/synonyms-service.js'
import { authorOf } from '../author.js'
import { type KeyedRoutes, requireAccess } from '../plugins/auth.js'
import { authErrorResponses, Envelope, ErrorResponse, ProjectParams } from '../schemas/common.js'
import { validatedByTheDomain } from '../schemas/domain-validated.js'
import { bodyErrors, diskFull } from '../schemas/error-responses.js'

/** Checked by the domain (contract/synonyms.ts), which names every bad group at once. */
const SynonymsBody = validatedByTheDomain({ ...SynonymsShape })

/** A project's synonyms (docs/search.md, "Synonyms"): read with read access, set by an editor or a write key. */
export const synonymRoutes: KeyedRoutes<{ synonyms: SynonymService }> = async (app, deps) => {
  const { synonyms } = deps
  const config = { authenticated: true, sessions: 'also' as const }

  app.get(
    '/projects/:projectId/synonyms',
    {
      onRequest: requireAccess(deps, 'read'),
      config,
      schema: {
        operationId: 'getSynonyms',
        tags: ['projects'],
        summary: "The project's synonym groups",
        description:
          'Groups of words search treats as one: a query word in a group also matches the other words of every group it is in (one step). Applied to search, budgeted outputs with `q` and MCP; `meta.expansions` of a search says which were used.',
        params: ProjectParams,
        response: {
          200: Envelope(SynonymsAnswerShape, 'The groups as last set ([] when none)'),
          ...authErrorResponses,
        },
      },
    },
    async (request) => ({ data: await synonyms.get(request.params.projectId), error: null }),
  )

  app.put(
    '/projects/:projectId/synonyms',
    {
      onRequest: requireAccess(deps, 'edit'),
      config,
      schema: {
        operationId: 'putSynonyms',
        tags: ['projects'],
        summary: "Replace the project's synonym groups",
        description:
          'Replaces every group (`{"groups": []}` removes them). At most 500 groups of 2–20 one-word terms of at most 64 characters; terms are analysed like the index (case, accents, endings), so a group needs two words that stay different once analysed, and a stop word is refused. Every problem is listed in `details`, each naming its group (`groups[3]`) or term (`groups[3][1]`). A change is a revision of kind `synonyms` with its author, in the project\'s history; sending the groups already set changes nothing.',
        params: ProjectParams,
        body: SynonymsBody,
        response: {
          200: Envelope(SynonymsAnswerShape, 'The groups now set, and the revision'),
          ...authErrorResponses,
          ...bodyErrors(
            'Invalid body: not an object, groups missing or not an array, over 500 groups, a group that is not an array of words, is empty, has over 20 words or fewer than two different words once analysed, a term empty, over 64 characters, of several words, without letters or digits, or a stop word; every problem in `details`',
          ),
          403: ErrorResponse(
            'The key has no access to this project (whether it exists or not), or is read-only (synonyms need --access write, or the editor role)',
          ),
          ...diskFull('nothing was saved'),
        },
      },
    },
    async (request) => ({
      data: await synonyms.put(request.params.projectId, request.body, authorOf(request)),
      error: null,
    }),
  )
}
