import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { AuditCursor } from '../../domain/audit/audit.js'
import type { AuditService } from '../../domain/audit/audit-service.js'
import { decodeKeyset, encodeKeyset, keysetPage } from '../../domain/cursor.js'
import { type PrincipalDeps, requireInstanceAdmin } from '../plugins/auth.js'
import { AuditEventSchema } from '../schemas/audit.js'
import { authErrorResponses, ErrorResponse } from '../schemas/common.js'
import { CursorParam, NextCursor } from '../schemas/history.js'

/** An ISO 8601 UTC timestamp as the log writes them (Date#toISOString). */
const ISO_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

const encodeAuditCursor = (cursor: AuditCursor) => encodeKeyset([cursor.at, cursor.id])

function decodeAuditCursor(text: string): AuditCursor {
  const [at = '', id = ''] = decodeKeyset(text, 2, ([at]) => ISO_AT.test(at ?? ''))
  return { at, id }
}

/** The audit log (instance admins, or admin keys): docs/people.md, "Audit log". */
export const auditRoutes: FastifyPluginAsyncTypebox<
  PrincipalDeps & { auditLog: AuditService; limits: { listMaxLimit: number } }
> = async (app, deps) => {
  const { auditLog } = deps
  const pageSize = Math.min(50, deps.limits.listMaxLimit)
  const { 404: _notFound, ...errors } = authErrorResponses

  app.get(
    '/audit',
    {
      onRequest: requireInstanceAdmin(deps, 'reading the audit log'),
      config: { authenticated: true, sessions: 'also' },
      schema: {
        operationId: 'listAuditEvents',
        tags: ['people'],
        summary: 'The audit log, newest first (keyset pages): sign-ins, users, keys and members changed',
        description:
          'Each event is written in the same transaction as the change it records, and never holds a secret. Events older than HISTORY_RETENTION_DAYS are pruned.',
        querystring: Type.Object(
          {
            limit: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: deps.limits.listMaxLimit,
                default: pageSize,
                description: 'Events per page',
              }),
            ),
            cursor: CursorParam,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            data: Type.Array(AuditEventSchema),
            error: Type.Null(),
            meta: Type.Object({ nextCursor: NextCursor }),
          }),
          ...errors,
          400: ErrorResponse(
            'A cursor this API did not issue, a limit that is not a whole number within bounds, or an unknown parameter',
          ),
          403: ErrorResponse(
            "Neither an admin key nor a signed-in instance admin, or a session's request from another site's page (Origin)",
          ),
        },
      },
    },
    async (request) => {
      const { limit = pageSize, cursor } = request.query
      const after = cursor === undefined ? null : decodeAuditCursor(cursor)
      const { data, nextCursor } = keysetPage(await auditLog.list(after, limit + 1), limit, encodeAuditCursor)
      return { data, error: null, meta: { nextCursor } }
    },
  )
}
