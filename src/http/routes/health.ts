import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { AppError } from '../../domain/errors.js'
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
          'No key; never counted against a rate limit. 503 while shutting down, when the database is unreachable, or when it cannot take writes (file deleted or replaced, read-only); the message says which.',
        response: {
          200: Envelope(
            Type.Object({
              status: Type.Literal('ready'),
              database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
            }),
            'Ready to serve',
          ),
          500: ErrorResponse('Unexpected server error'),
          503: ErrorResponse(
            'The server is shutting down, or the database is unreachable or cannot take writes',
          ),
        },
      },
    },
    async (request, reply) => {
      if (isClosing()) return reply.code(503).send({ data: null, error: 'Shutting down' })
      try {
        await store.ping()
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed')
        // The store's typed errors say what is wrong (file deleted, read-only) without internals.
        const message = error instanceof AppError ? error.message : 'Database unreachable'
        return reply.code(503).send({ data: null, error: message })
      }
      return { data: { status: 'ready', database: store.dialect }, error: null }
    },
  )
}
