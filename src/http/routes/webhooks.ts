import { Type } from '@sinclair/typebox'
import type { WebhookService } from '../../domain/webhook-service.js'
import { type KeyedRoutes, requireAccess } from '../plugins/auth.js'
import { authErrorResponses, Envelope, ErrorResponse, ProjectParams } from '../schemas/common.js'
import { bodyErrors, diskFull } from '../schemas/error-responses.js'
import {
  CreatedWebhookSchema,
  DeliveriesQuery,
  DeliveryAttemptSchema,
  WebhookBody,
  WebhookParams,
  WebhookSchema,
} from '../schemas/webhook.js'

const writeOnly = ErrorResponse(
  'The key has no access to this project (whether it exists or not), or is read-only (webhooks need --access write)',
)
const noWebhook = ErrorResponse('No such project, or no webhook with this id in it')

/** A project's webhooks (docs/webhooks.md); every route needs a key with write access, or a project admin. */
export const webhookRoutes: KeyedRoutes<{ webhooks: WebhookService }> = async (app, deps) => {
  const { webhooks } = deps
  // Every webhook route, reads included: a webhook's URL and deliveries are the project admin's.
  const onRequest = requireAccess(deps, 'manage')
  const config = { authenticated: true, sessions: 'also' as const }

  app.post(
    '/projects/:projectId/webhooks',
    {
      onRequest,
      config,
      schema: {
        operationId: 'createWebhook',
        tags: ['webhooks'],
        summary: 'Add a webhook: every new revision is POSTed to it as a signed revision.created event',
        description:
          'The answer holds the signing secret, shown only this once. At most 10 webhooks per project. See docs/webhooks.md for the event, the signature and the retries.',
        params: ProjectParams,
        body: WebhookBody,
        response: {
          200: Envelope(CreatedWebhookSchema, 'The webhook, with its secret (shown only here)'),
          ...authErrorResponses,
          ...bodyErrors(
            'Invalid body (`details` says what): a URL that is not absolute http(s), longer than 2048 characters, or whose host is a literal loopback, private, link-local or metadata address (or localhost) without WEBHOOK_ALLOW_PRIVATE; a description over 500 characters; an unknown field; or the project has 10 webhooks already',
          ),
          403: writeOnly,
          503: ErrorResponse('The server is shutting down, or the database cannot take writes right now'),
          ...diskFull(),
        },
      },
    },
    async (request) => {
      const { url, description } = request.body
      const created = await webhooks.create(request.params.projectId, {
        url,
        ...(description !== undefined && { description }),
      })
      return { data: created, error: null }
    },
  )

  app.get(
    '/projects/:projectId/webhooks',
    {
      onRequest,
      config,
      schema: {
        operationId: 'listWebhooks',
        tags: ['webhooks'],
        summary: "The project's webhooks, oldest first (never their secrets)",
        params: ProjectParams,
        response: {
          200: Envelope(Type.Array(WebhookSchema), 'Every webhook of the project'),
          ...authErrorResponses,
          403: writeOnly,
        },
      },
    },
    async (request) => ({ data: await webhooks.list(request.params.projectId), error: null }),
  )

  app.delete(
    '/projects/:projectId/webhooks/:webhookId',
    {
      onRequest,
      config,
      schema: {
        operationId: 'deleteWebhook',
        tags: ['webhooks'],
        summary: 'Remove a webhook, with the deliveries it still had pending and its attempts',
        params: WebhookParams,
        response: {
          200: Envelope(Type.Object({ deleted: Type.String() }), 'The webhook is gone: `deleted` is its id'),
          ...authErrorResponses,
          403: writeOnly,
          404: noWebhook,
          ...diskFull('nothing was deleted'),
        },
      },
    },
    async (request) => {
      await webhooks.remove(request.params.projectId, request.params.webhookId)
      return { data: { deleted: request.params.webhookId }, error: null }
    },
  )

  app.post(
    '/projects/:projectId/webhooks/:webhookId/test',
    {
      onRequest,
      config,
      schema: {
        operationId: 'testWebhook',
        tags: ['webhooks'],
        summary: 'Send a signed webhook.test event now, once, and answer with what happened',
        description:
          'One attempt, made while the request waits (at most 10 s) and never retried; it is listed with the deliveries. A receiver that fails is reported in the answer (state `failed`, its status or the error), not as an error status of this route.',
        params: WebhookParams,
        response: {
          200: Envelope(DeliveryAttemptSchema, 'The attempt and its outcome'),
          ...authErrorResponses,
          403: writeOnly,
          404: noWebhook,
        },
      },
    },
    async (request) => ({
      data: await webhooks.test(request.params.projectId, request.params.webhookId),
      error: null,
    }),
  )

  app.get(
    '/projects/:projectId/webhooks/:webhookId/deliveries',
    {
      onRequest,
      config,
      schema: {
        operationId: 'listWebhookDeliveries',
        tags: ['webhooks'],
        summary: "The webhook's recent delivery attempts, newest first",
        description:
          'Time, status code, duration and error of each attempt; the newest 100 per webhook are kept.',
        params: WebhookParams,
        querystring: DeliveriesQuery,
        response: {
          200: Envelope(Type.Array(DeliveryAttemptSchema), 'Recent attempts, newest first'),
          ...authErrorResponses,
          403: writeOnly,
          404: noWebhook,
        },
      },
    },
    async (request) => ({
      data: await webhooks.deliveries(
        request.params.projectId,
        request.params.webhookId,
        request.query.limit,
      ),
      error: null,
    }),
  )
}
