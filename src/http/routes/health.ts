import type { FastifyPluginAsync } from 'fastify'
import type { Store } from '../../store/store.js'

/** Liveness and readiness probes; no key, never rate limited. */
export const healthRoutes: FastifyPluginAsync<{ store: Store; isClosing: () => boolean }> = async (
  app,
  { store, isClosing },
) => {
  app.get('/healthz', async () => ({ data: { status: 'ok' }, error: null }))
  app.get('/readyz', async (request, reply) => {
    if (isClosing()) return reply.code(503).send({ data: null, error: 'Shutting down' })
    try {
      await store.ping()
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed')
      return reply.code(503).send({ data: null, error: 'Database unreachable' })
    }
    return { data: { status: 'ready', database: store.dialect }, error: null }
  })
}
