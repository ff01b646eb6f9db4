import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { limitsOf } from '../../limits/plans.js'
import { keyOf, type PrincipalDeps, requesterOfRequest, requirePrincipal } from '../plugins/auth.js'
import { MeSchema, ProjectListSchema } from '../schemas/account.js'
import { authErrorResponses, Envelope } from '../schemas/common.js'
import { PersonMeSchema } from '../schemas/people.js'

/** What a key may know about itself and its projects: what the console and agents start from. */
export const accountRoutes: FastifyPluginAsyncTypebox<PrincipalDeps> = async (app, deps) => {
  const { access } = deps
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
          'Any valid key may ask; the secret is never returned, the prefix identifies the key in `pctx key list`. A person signed in with the session cookie gets `{user, projects: [{id, role}]}`: their role on each project they are a member of; an instance admin has every project as admin (docs/people.md).',
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
        return {
          data: { user: { id, email, name, admin }, projects: await access.rolesOf(request.person.user) },
          error: null,
        }
      }
      if (request.app) {
        // An app answers as the person it acts for (never as an instance admin: an app uses only
        // its granted projects), with the projects it may use and how.
        const { id, email, name } = request.app.user
        const visible = new Set(
          (await access.visibleProjects(requesterOfRequest(request))).map((project) => project.id),
        )
        const projects = request.app.grant.projects
          .filter((project) => visible.has(project.id))
          .map((project) => ({
            id: project.id,
            role: project.access === 'write' ? ('editor' as const) : ('viewer' as const),
          }))
        return { data: { user: { id, email, name, admin: false }, projects }, error: null }
      }
      const key = keyOf(request)
      const visible = (await access.visibleProjects(requesterOfRequest(request))).map((project) => project.id)
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
      onRequest: requirePrincipal(deps, false),
      config: { ...config, sessions: 'also' },
      schema: {
        operationId: 'listProjects',
        tags: ['projects'],
        summary: 'The projects this key, or the signed-in person, may read',
        description:
          'Every project for a key made with --all-projects (admin keys included); else the projects of its list; a personal key only those its owner has a role on now. A person: the projects they have a role on (every project for an instance admin). By id.',
        querystring: NoQuery,
        response: { 200: Envelope(ProjectListSchema, 'The projects'), ...errors },
      },
    },
    async (request) => {
      return { data: await access.visibleProjects(requesterOfRequest(request)), error: null }
    },
  )
}
