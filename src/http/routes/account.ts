import { Type } from '@sinclair/typebox'
import type { ProjectService } from '../../domain/project-service.js'
import { limitsOf } from '../../limits/plans.js'
import { type KeyedRoutes, keyOf, requireKey } from '../plugins/auth.js'
import { MeSchema, ProjectListSchema } from '../schemas/account.js'
import { authErrorResponses, Envelope } from '../schemas/common.js'

/** What a key may know about itself and its projects: what the console and agents start from. */
export const accountRoutes: KeyedRoutes<{ projects: ProjectService }> = async (
  app,
  { projects, keys, limiter },
) => {
  const config = { authenticated: true }
  const { 403: _forbidden, 404: _notFound, ...errors } = authErrorResponses
  const NoQuery = Type.Object({}, { additionalProperties: false })

  app.get(
    '/me',
    {
      onRequest: requireKey(keys, limiter, 'read'),
      config,
      schema: {
        operationId: 'getMe',
        tags: ['account'],
        summary: 'The key this request presents: name, access, plan, limits and projects',
        description:
          'Any valid key may ask. The secret is never returned; the prefix identifies the key in `pctx key list`.',
        querystring: NoQuery,
        response: { 200: Envelope(MeSchema, 'The key'), ...errors },
      },
    },
    async (request) => {
      const key = keyOf(request)
      const visible = (await projects.visibleTo(key)).map((project) => project.id)
      return {
        data: {
          name: key.name,
          prefix: key.prefix,
          access: key.access,
          plan: key.plan,
          limits: limitsOf(key),
          allProjects: key.allProjects,
          admin: key.admin,
          projects: visible,
          createdAt: key.createdAt,
          expiresAt: key.expiresAt,
        },
        error: null,
      }
    },
  )

  app.get(
    '/projects',
    {
      onRequest: requireKey(keys, limiter, 'read'),
      config,
      schema: {
        operationId: 'listProjects',
        tags: ['projects'],
        summary: 'The projects this key may read',
        description:
          'Every project for a key made with --all-projects (admin keys included); else the projects of its list. By id.',
        querystring: NoQuery,
        response: { 200: Envelope(ProjectListSchema, 'The projects'), ...errors },
      },
    },
    async (request) => {
      const key = keyOf(request)
      return { data: await projects.visibleTo(key), error: null }
    },
  )
}
