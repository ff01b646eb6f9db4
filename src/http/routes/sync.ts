import type { BlockService } from '../../domain/block-service.js'
import { authorOf } from '../author.js'
import { type KeyedRoutes, requireAccess } from '../plugins/auth.js'
import { authErrorResponses, Envelope, ErrorResponse, ProjectParams } from '../schemas/common.js'
import { bodyErrors, diskFull } from '../schemas/error-responses.js'
import { SyncBody, SyncResultSchema } from '../schemas/sync.js'

/** `POST /projects/:projectId/sync`: create, update and delete blocks in one transaction. */
export const syncRoutes: KeyedRoutes<{ blocks: BlockService }> = async (app, deps) => {
  const { blocks } = deps
  const config = { authenticated: true, sessions: 'also' as const }
  app.post(
    '/projects/:projectId/sync',
    {
      onRequest: requireAccess(deps, 'edit'),
      config,
      schema: {
        operationId: 'syncBlocks',
        tags: ['projects'],
        summary: 'Create, update (and with mode "replace" delete) blocks in one transaction',
        description:
          'Matches blocks by key. Each entry is merged onto the stored block (omitted fields keep their value), then validated; any problem is a 400 listing every problem in `details`, and nothing is written. A sync that changes nothing keeps the revision. Needs a key with write access.',
        params: ProjectParams,
        body: SyncBody,
        response: {
          200: Envelope(SyncResultSchema, 'What the sync did (or, with dryRun, would do)'),
          ...authErrorResponses,
          ...bodyErrors(
            'Invalid body (every problem in `details`, e.g. blocks[3].value.goals), body that is not valid JSON or is empty, or an invalid project id',
          ),
          403: ErrorResponse(
            'The key has no access to this project (whether it exists or not), or is read-only (sync needs --access write)',
          ),
          409: ErrorResponse('expectedRevision is not the project revision; nothing was written'),
          503: ErrorResponse(
            'The server is shutting down, the database cannot answer right now (then with Retry-After), or it cannot take writes (its file was deleted or replaced, or it is read-only); nothing was written',
          ),
          ...diskFull(),
        },
      },
    },
    async (request) => {
      const result = await blocks.sync(request.params.projectId, request.body, authorOf(request))
      return { data: result, error: null }
    },
  )
}
