import { Type } from '@sinclair/typebox'
import type { MemberService } from '../../domain/people/member-service.js'
import { auditContext } from '../audit-context.js'
import { type KeyedRoutes, requireAccess } from '../plugins/auth.js'
import { authErrorResponses, Envelope, ErrorResponse, ProjectParams } from '../schemas/common.js'
import { bodyErrors, diskFull } from '../schemas/error-responses.js'
import { MemberParams, MemberSchema, PutMemberBody, RemovedMemberSchema } from '../schemas/people.js'

const tags = ['people']
const forbidden = ErrorResponse(
  "Not the project's admin, an instance admin or an admin key (a write key is not enough: it could make its holder an admin), or a session's change from another site's page (Origin)",
)

/** A project's members and their roles (docs/people.md, "Members"): the project's admins manage them. */
export const memberRoutes: KeyedRoutes<{ members: MemberService }> = async (app, deps) => {
  const { members } = deps
  const onRequest = requireAccess(deps, 'members')
  const config = { authenticated: true, sessions: 'also' } as const

  app.get(
    '/projects/:projectId/members',
    {
      onRequest,
      config,
      schema: {
        operationId: 'listMembers',
        tags,
        summary: "A project's members and their roles, by email",
        params: ProjectParams,
        response: {
          200: Envelope(Type.Array(MemberSchema), 'The members'),
          ...authErrorResponses,
          403: forbidden,
          404: ErrorResponse('No such project'),
        },
      },
    },
    async (request) => ({ data: await members.list(request.params.projectId), error: null }),
  )

  app.put(
    '/projects/:projectId/members/:userId',
    {
      onRequest,
      config,
      schema: {
        operationId: 'putMember',
        tags,
        summary: 'Give a person a role on the project (add them, or change their role)',
        description:
          "Takes effect on their next request, on every instance. Demoting the project's last admin is refused (409): make another member admin first.",
        params: MemberParams,
        body: PutMemberBody,
        response: {
          200: Envelope(MemberSchema, 'The member as now'),
          ...authErrorResponses,
          ...bodyErrors('A role other than viewer, editor or admin, or an unknown field'),
          403: forbidden,
          404: ErrorResponse('No such project, or no user has this id'),
          409: ErrorResponse('The user is disabled, or the change would leave the project without an admin'),
          ...diskFull(),
        },
      },
    },
    async (request) => {
      const { projectId, userId } = request.params
      return {
        data: await members.set(projectId, userId, request.body.role, auditContext(request)),
        error: null,
      }
    },
  )

  app.delete(
    '/projects/:projectId/members/:userId',
    {
      onRequest,
      config,
      schema: {
        operationId: 'removeMember',
        tags,
        summary: "Take a person's role on the project away",
        description:
          "Their personal keys stop working on the project at once too. Removing the project's last admin is refused (409).",
        params: MemberParams,
        response: {
          200: Envelope(RemovedMemberSchema, 'The user id removed'),
          ...authErrorResponses,
          403: forbidden,
          404: ErrorResponse('No such project, or the user is no member of it'),
          409: ErrorResponse('The user is the last admin of the project'),
          ...diskFull(),
        },
      },
    },
    async (request) => {
      const { projectId, userId } = request.params
      await members.remove(projectId, userId, auditContext(request))
      return { data: { removed: userId }, error: null }
    },
  )
}
