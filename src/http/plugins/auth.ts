import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { KeyService } from '../../domain/key-service.js'
import type { KeyAccess } from '../../domain/model.js'
import type { StoredApiKey } from '../../store/store.js'

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: StoredApiKey | null
  }
}

/**
 * Route hook: resolves X-API-Key (401 when missing, malformed, unknown, revoked or expired) and
 * checks the key may use `:projectId` with the access the route needs (403). Runs before
 * validation, so a caller without a valid key learns nothing else.
 */
export function requireKey(keys: KeyService, need: KeyAccess): onRequestHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers['x-api-key']
    const key = await keys.authenticate(Array.isArray(header) ? header[0] : header)
    request.apiKey = key
    const { projectId } = request.params as { projectId?: string }
    if (projectId !== undefined) keys.authorize(key, projectId, need)
  }
}
