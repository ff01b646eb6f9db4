import { Type } from '@sinclair/typebox'
import {
  DELIVERIES_MAX_LIMIT,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_URL_MAX,
} from '../../domain/webhook-service.js'
import { ProjectIdParam } from './common.js'

export const WebhookParams = Type.Object({
  projectId: ProjectIdParam,
  webhookId: Type.String({
    pattern: '^wh_[0-9a-f]{32}$',
    description: 'Webhook id, as created: wh_ + 32 hex digits',
  }),
})

export const WebhookBody = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      maxLength: WEBHOOK_URL_MAX,
      description:
        'Where events are POSTed: an absolute http(s) URL. A literal loopback, private, link-local or metadata address (or localhost) is refused unless the server sets WEBHOOK_ALLOW_PRIVATE=true',
    }),
    description: Type.Optional(
      Type.String({ maxLength: WEBHOOK_DESCRIPTION_MAX, description: 'What the endpoint is for' }),
    ),
  },
  { title: 'WebhookRequest', additionalProperties: false },
)

const webhookFields = {
  id: Type.String({ description: 'wh_ + 32 hex digits' }),
  projectId: Type.String(),
  url: Type.String(),
  description: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
}

export const WebhookSchema = Type.Object(webhookFields, { title: 'Webhook' })

export const CreatedWebhookSchema = Type.Object(
  {
    ...webhookFields,
    secret: Type.String({
      description:
        'The signing secret (whsec_ + base64 of 32 random bytes): shown only in this answer; keep it to verify deliveries',
    }),
  },
  { title: 'CreatedWebhook' },
)

export const DeliveryAttemptSchema = Type.Object(
  {
    messageId: Type.String({ description: 'The webhook-id header: the same on every attempt of one event' }),
    type: Type.Union([Type.Literal('revision.created'), Type.Literal('webhook.test')]),
    revision: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The revision of a revision.created event',
    }),
    attempt: Type.Integer({ minimum: 1, description: 'Which attempt of this event (1 for the first)' }),
    attemptedAt: Type.String({ format: 'date-time' }),
    statusCode: Type.Union([Type.Integer(), Type.Null()], {
      description:
        "The receiver's HTTP status; null when none came (timeout, refused address, network error)",
    }),
    durationMs: Type.Integer({ minimum: 0 }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'What went wrong; null when delivered' }),
    state: Type.Union([Type.Literal('delivered'), Type.Literal('retrying'), Type.Literal('failed')], {
      description: 'What the attempt left the delivery as',
    }),
  },
  { title: 'DeliveryAttempt' },
)

export const DeliveriesQuery = Type.Object(
  {
    limit: Type.Integer({
      minimum: 1,
      maximum: DELIVERIES_MAX_LIMIT,
      default: 20,
      description: `How many recent attempts, newest first (the newest 100 are kept)`,
    }),
  },
  { additionalProperties: false },
)
