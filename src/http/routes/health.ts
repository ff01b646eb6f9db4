import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import type { Store } from '../../domain/store.js'
import { Envelope, ErrorResponse } from '../schemas/common.js'

const tags = ['operations']
const shuttingDown = ErrorResponse('The server is shutting down')

/** Liveness and readiness probes; no key, never rate limited. */
export const healthRoutes: FastifyPluginAsync<{ store: Store; isClosing: () => boolean }> = async (
  app,
  { store, isClosing },
) => {
  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'checkLiveness',
        tags,
        summary: 'Liveness probe: the process is up',
        description:
          'No key; never counted against a rate limit (the headers still report the caller’s window).',
        response: {
          200: Envelope(Type.Object({ status: Type.Literal('ok') }), 'The process is up'),
          500: ErrorResponse('Unexpected server error'),
          503: shuttingDown,
        },
      },
    },
    async () => ({ data: { status: 'ok' }, error: null }),
  )
  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'checkReadiness',
        tags,
        summary: 'Readiness probe: the database answers',
        description:
          'No key; never counted against a rate limit. 503 while shutting down or when the database is unreachable.',
        response: {
          200: Envelope(
            Type.Object({
              status: Type.Literal('ready'),
              database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
            }),
            'Ready to serve',
          ),
          500: ErrorResponse('Unexpected server error'),
          503: ErrorResponse('The server is shutting down, or the database is unreachable'),
        },
      },
    },
    async (request, reply) => {
      if (isClosing()) return reply.code(503).send({ data: null, error: 'Shutting down' })
      try {
        await store.ping()
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed')
        return reply.code(503).send({ data: null, error: 'Database unreachable' })
      }
      return { data: { status: 'ready', database: store.dialect }, error: null }
    },
  )
}
