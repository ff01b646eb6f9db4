import { ok, PRICING_TYPE, WEBHOOK } from './demo.js'
import type { OperationExamples } from './example.js'

const ATTEMPT = {
  messageId: 'msg_3e41678e2ace46ff96378d352f1edfb3',
  type: 'webhook.test',
  revision: null,
  attempt: 1,
  attemptedAt: '2026-11-26T15:57:16.220Z',
  statusCode: 204,
  durationMs: 130,
  error: null,
  state: 'delivered',
}

const { schema, title, requiredForComplete } = PRICING_TYPE

/** Examples of a project's webhooks and custom block types. */
export const PROJECT_SETTINGS_EXAMPLES: Record<string, OperationExamples> = {
  createWebhook: {
    request: {
      webhook: {
        summary: 'An endpoint and what it is for',
        value: { url: WEBHOOK.url, description: WEBHOOK.description },
      },
    },
    responses: {
      200: {
        created: {
          summary: 'The webhook with its signing secret, shown only here',
          value: ok({ ...WEBHOOK, secret: 'whsec_AH9R+jPnWDRfuZsPVf5wmYj+AwfLOEUZgC0oqAtMvio=' }),
        },
      },
    },
  },
  listWebhooks: {
    responses: { 200: { one: { summary: 'A project with one webhook', value: ok([WEBHOOK]) } } },
  },
  deleteWebhook: {
    responses: { 200: { deleted: { summary: 'The webhook removed', value: ok({ deleted: WEBHOOK.id }) } } },
  },
  testWebhook: {
    responses: {
      200: { delivered: { summary: 'The receiver answered 204: delivered', value: ok(ATTEMPT) } },
    },
  },
  listWebhookDeliveries: {
    responses: {
      200: {
        retried: {
          summary: 'A revision.created event delivered on its second attempt, newest first',
          value: ok([
            {
              ...ATTEMPT,
              messageId: 'msg_5d0e8f3a9b2c4d1e8f7a6b5c4d3e2f10',
              type: 'revision.created',
              revision: 8,
              attempt: 2,
              attemptedAt: '2026-11-26T16:10:12.004Z',
              statusCode: 200,
              durationMs: 31,
            },
            {
              ...ATTEMPT,
              messageId: 'msg_5d0e8f3a9b2c4d1e8f7a6b5c4d3e2f10',
              type: 'revision.created',
              revision: 8,
              attemptedAt: '2026-11-26T16:10:01.870Z',
              statusCode: 503,
              durationMs: 12,
              error: 'answered 503, not 2xx',
              state: 'retrying',
            },
          ]),
        },
      },
    },
  },
  listBlockTypes: {
    responses: { 200: { one: { summary: 'A project with one custom type', value: ok([PRICING_TYPE]) } } },
  },
  getBlockType: {
    responses: { 200: { pricing: { summary: 'One custom type', value: ok(PRICING_TYPE) } } },
  },
  putBlockType: {
    request: {
      pricing: {
        summary: 'A schema for the values of blocks of type pricing; seats needed for complete',
        value: { title, requiredForComplete, schema },
      },
    },
    responses: {
      201: { created: { summary: 'The type was new', value: ok(PRICING_TYPE) } },
      200: { replaced: { summary: 'The type replaced one of the same name', value: ok(PRICING_TYPE) } },
    },
  },
  deleteBlockType: {
    responses: { 200: { deleted: { summary: 'The type as it was', value: ok(PRICING_TYPE) } } },
  },
}
