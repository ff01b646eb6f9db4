import type { RestoreService } from '../../domain/restore-service.js'
import { authorOf } from '../author.js'
import { type KeyedRoutes, requireAccess } from '../plugins/auth.js'
import { authErrorResponses, Envelope, ErrorResponse, ProjectParams } from '../schemas/common.js'
import { bodyErrors, diskFull } from '../schemas/error-responses.js'
import { RestoreBody } from '../schemas/restore.js'
import { RestoreResultSchema } from '../schemas/sync.js'

/** `POST /projects/:projectId/restore`: the project, or some blocks, as a recorded revision left them, as one new revision. */
export const restoreRoutes: KeyedRoutes<{ restore: RestoreService }> = async (app, deps) => {
  const { restore } = deps
  app.post(
    '/projects/:projectId/restore',
    {
      onRequest: requireAccess(deps, 'edit'),
      config: { authenticated: true, sessions: 'also' },
      schema: {
        operationId: 'restoreRevision',
        tags: ['history'],
        summary: 'Make the project, or some of its blocks, what it was at a revision, as a new revision',
        description:
          'Every block as it was at `revision` (type, section, name, status, value, position); blocks created since are deleted. With `keys`, only those blocks. One transaction, recorded as a revision of kind `restore`; restoring what the project already is changes nothing and records nothing. The answer has the shape of a sync answer, plus `names`: the name of each block it changes, by key. Needs a key with write access.',
        params: ProjectParams,
        body: RestoreBody,
        response: {
          200: Envelope(RestoreResultSchema, 'What the restore did (or, with dryRun, would do)'),
          ...authErrorResponses,
          ...bodyErrors(
            'Invalid body (every problem in `details`: an unknown field, a revision that is not a whole number ≥ 0, keys that are not an array of valid keys or more than SYNC_MAX_BLOCKS of them, a message over 500 characters), body that is not valid JSON or is empty, or an invalid project id',
          ),
          403: ErrorResponse(
            'The key has no access to this project (whether it exists or not), or is read-only (restore needs --access write)',
          ),
          404: ErrorResponse(
            'No such project, a revision that is not recorded (the message says which are), or a listed key that exists neither now nor at that revision',
          ),
          409: ErrorResponse('expectedRevision is not the project revision; nothing was restored'),
          503: ErrorResponse(
            'The server is shutting down, or the database cannot answer or take writes right now; nothing was restored',
          ),
          ...diskFull('nothing was restored'),
        },
      },
    },
    async (request) => {
      const result = await restore.restore(request.params.projectId, request.body, authorOf(request))
      return { data: result, error: null }
    },
  )
}
