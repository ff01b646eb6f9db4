import { Type } from '@sinclair/typebox'
import type { ProjectService } from '../../domain/project-service.js'
import { authorOf } from '../author.js'
import { type KeyedRoutes, requireAdminKeyOrRole, requireInstanceAdmin } from '../plugins/auth.js'
import { CreateProjectBody, DeletedSchema, UpdateProjectBody } from '../schemas/admin.js'
import { authErrorResponses, Envelope, ErrorResponse, ProjectParams } from '../schemas/common.js'
import { bodyErrors, diskFull } from '../schemas/error-responses.js'
import { ProjectSchema } from '../schemas/project.js'
import { adminOnly } from './admin-responses.js'

const noProject = ErrorResponse('No such project')

/**
 * The admin API for projects: admin keys only, so a cluster needs no database access to manage them. `GET /projects`, which any key
 * may ask, is in account.ts.
 */
export const adminProjectRoutes: KeyedRoutes<{ projects: ProjectService }> = async (app, deps) => {
  const { projects } = deps
  const onRequest = requireInstanceAdmin(deps, 'managing projects and keys')
  const config = { authenticated: true, sessions: 'also' as const }
  const { 404: _notFound, ...errors } = authErrorResponses

  app.post(
    '/projects',
    {
      onRequest,
      config,
      schema: {
        operationId: 'createProject',
        tags: ['admin'],
        summary: 'Create a project (revision 0, no blocks)',
        description:
          'Without `id`, the server picks a UUID. Every all-projects key (admin keys included) may use it at once.',
        body: CreateProjectBody,
        response: {
          200: Envelope(ProjectSchema, 'The project'),
          ...errors,
          ...bodyErrors(
            'Invalid body (`details` lists every problem): an id that breaks its syntax, a blank or too long name, a description over 2000 characters, an unknown field',
          ),
          403: adminOnly,
          ...diskFull(),
          409: ErrorResponse('A project with this id exists already; choose another id'),
        },
      },
    },
    async (request) => ({ data: await projects.create(request.body, authorOf(request)), error: null }),
  )

  app.patch(
    '/projects/:projectId',
    {
      onRequest: requireAdminKeyOrRole(deps, 'manage'),
      config,
      schema: {
        operationId: 'updateProject',
        tags: ['admin'],
        summary: "Change a project's name, description or visibility",
        description:
          'Only the fields given change. A real change is a new revision of the project (public outputs and ETags change with it); a change to nothing keeps the revision.',
        params: ProjectParams,
        body: UpdateProjectBody,
        response: {
          200: Envelope(ProjectSchema, 'The project as changed'),
          ...errors,
          ...bodyErrors(
            'Invalid body or project id (`details` lists every problem): a blank or too long name, a description over 2000 characters, an unknown field',
          ),
          403: adminOnly,
          ...diskFull(),
          404: noProject,
        },
      },
    },
    async (request) => ({
      data: await projects.update(request.params.projectId, request.body, authorOf(request)),
      error: null,
    }),
  )

  app.delete(
    '/projects/:projectId',
    {
      onRequest,
      config,
      schema: {
        operationId: 'deleteProject',
        tags: ['admin'],
        summary: 'Delete a project with its blocks, history and webhooks',
        description:
          'A project that still holds blocks is refused (409) unless `force=true`. Keys keep working; the project leaves their lists (a key whose list becomes empty may use no project).',
        params: ProjectParams,
        querystring: Type.Object(
          {
            force: Type.Optional(
              Type.Boolean({ description: 'Delete even when the project still holds blocks' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope(DeletedSchema, 'The id of the deleted project'),
          ...errors,
          403: adminOnly,
          ...diskFull(),
          404: noProject,
          409: ErrorResponse(
            'The project still holds blocks and force=true was not sent; nothing was deleted',
          ),
        },
      },
    },
    async (request) => {
      const { projectId } = request.params
      await projects.remove(projectId, { force: request.query.force === true })
      return { data: { deleted: projectId }, error: null }
    },
  )
}
