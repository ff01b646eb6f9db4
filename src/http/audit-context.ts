import type { FastifyRequest } from 'fastify'
import { ANONYMOUS_ACTOR, type AuditContext } from '../domain/audit/audit.js'
import { userActor } from '../domain/audit/record.js'

/**
 * Who a request acts as, and from where, for the audit log: the one place HTTP builds the
 * context every changing service call takes. It reads what the route's hook resolved (a key or
 * a person); a request with neither (a sign-in) is anonymous. `request.ip` honours TRUST_PROXY.
 */
export function auditContext(request: FastifyRequest): AuditContext {
  const { apiKey, person, app } = request
  const actor = app
    ? userActor(app.user)
    : apiKey
      ? { kind: 'key' as const, id: apiKey.id, name: apiKey.name }
      : person
        ? userActor(person.user)
        : ANONYMOUS_ACTOR
  return { actor, ip: request.ip }
}
