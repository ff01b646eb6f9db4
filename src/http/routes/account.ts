import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { ProjectService } from '../../domain/project-service.js'
import { limitsOf } from '../../limits/plans.js'
import { keyOf, type PrincipalDeps, requireKey, requirePrincipal } from '../plugins/auth.js'
import { MeSchema, ProjectListSchema } from '../schemas/account.js'
import { authErrorResponses, Envelope } from '../schemas/common.js'
import { PersonMeSchema } from '../schemas/people.js'

/** What a key may know about itself and its projects: what the console and agents start from. */
export const accountRoutes: FastifyPluginAsyncTypebox<PrincipalDeps & { projects: ProjectService }> = async (
  app,
  deps,
) => {
  const { projects, keys, limiter } = deps
  const config = { authenticated: true }
  const { 403: _forbidden, 404: _notFound, ...errors } = authErrorResponses
  const NoQuery = Type.Object({}, { additionalProperties: false })

  app.get(
    '/me',
    {
      // The key may come from the 2 s cache, as before people existed.
      onRequest: requirePrincipal(deps, false),
      config: { ...config, sessions: 'also' },
      schema: {
        operationId: 'getMe',
        tags: ['account'],
        summary:
          'Who this request acts as: the key (name, access, plan, limits, projects) or the signed-in person',
        description:
          'Any valid key may ask; the secret is never returned, the prefix identifies the key in `pctx key list`. A person signed in with the session cookie gets `{user, projects: [{id, role}]}`: until roles per project exist, an instance admin has every project as admin and others none (docs/people.md).',
        querystring: NoQuery,
        response: {
          200: Envelope(Type.Union([MeSchema, PersonMeSchema]), 'The key, or the person'),
          ...errors,
        },
      },
    },
    async (request) => {
      if (request.person) {
        const { id, email, name, admin } = request.person.user
        const all = admin ? await projects.list() : []
        return {
          data: {
            user: { id, email, name, admin },
            projects: all.map((p) => ({ id: p.id, role: 'admin' as const })),
          },
          error: null,
        }
      }
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
