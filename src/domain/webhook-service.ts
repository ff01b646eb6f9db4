import { randomBytes, randomUUID } from 'node:crypto'
import type { Clock } from './clock.js'
import { NotFoundError, type Problem, ValidationError, validationFailed } from './errors.js'
import { newMessageId } from './revision-events.js'
import type { Store } from './store.js'
import { isStorableText } from './sync-request.js'
import { isRefusedAddress, literalAddressOf } from './webhook-addresses.js'
import type { AttemptOutcome, DeliveryAttempt, StoredWebhook, Webhook, WebhookEvent } from './webhooks.js'

export const WEBHOOK_URL_MAX = 2048
export const WEBHOOK_DESCRIPTION_MAX = 500
/** Webhooks per project: each change is written to the outbox once per webhook. */
export const WEBHOOKS_PER_PROJECT = 10
export const DELIVERIES_MAX_LIMIT = 100

/** Makes one delivery attempt of `event` to `webhook` (the delivery worker's HTTP client). */
export type WebhookSender = (webhook: StoredWebhook, event: WebhookEvent) => Promise<AttemptOutcome>

export interface WebhookInput {
  url: string
  description?: string
}

/** A webhook as created: the secret is shown this once. */
export interface CreatedWebhook extends Webhook {
  secret: string
}

export interface WebhookServiceDeps {
  store: Store
  clock: Clock
  /** WEBHOOK_ALLOW_PRIVATE: a URL may name a private or loopback address. */
  allowPrivate: boolean
  send: WebhookSender
}

/** A signing secret in the Standard Webhooks format: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/** What is wrong with a webhook URL, or null when it may be used. */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | null {
  if (raw.length > WEBHOOK_URL_MAX) return `must be at most ${WEBHOOK_URL_MAX} characters`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'must be an absolute http(s) URL, e.g. https://hooks.example.com/pctx'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `must use http or https, not ${url.protocol.slice(0, -1)}`
  if (allowPrivate) return null
  // Trailing dots name the same host to a resolver ("localhost.." is localhost, and
  // "127.0.0.1.." is 127.0.0.1), so all of them go before the host is judged.
  const host = url.hostname.replace(/\.+$/, '')
  if (host === '') return 'must name a host, e.g. https://hooks.example.com/pctx'
  const address = literalAddressOf(host)
  const local = host === 'localhost' || host.endsWith('.localhost')
  if (local || (address !== null && isRefusedAddress(address))) {
    return `names a loopback, private, link-local or metadata address (${url.hostname}); webhooks must reach a public address (the server's WEBHOOK_ALLOW_PRIVATE=true lifts this)`
  }
  return null
}

/** A project's webhooks: managed with a write key. */
export function createWebhookService({ store, clock, allowPrivate, send }: WebhookServiceDeps) {
  async function requireProject(projectId: string): Promise<void> {
    if (!(await store.getProjectHead(projectId))) throw new NotFoundError(`Project "${projectId}" not found`)
  }

  async function requireWebhook(projectId: string, id: string): Promise<StoredWebhook> {
    const webhook = await store.webhooks.get(projectId, id)
    if (webhook) return webhook
    await requireProject(projectId)
    throw new NotFoundError(`Webhook "${id}" not found in project "${projectId}"`)
  }

  return {
    async create(projectId: string, input: WebhookInput): Promise<CreatedWebhook> {
      const problems: Problem[] = []
      const urlProblem = webhookUrlProblem(input.url, allowPrivate)
      if (urlProblem) problems.push({ path: 'url', message: urlProblem })
      const description = input.description ?? ''
      if (description.length > WEBHOOK_DESCRIPTION_MAX || !isStorableText(description)) {
        problems.push({
          path: 'description',
          message: `must be at most ${WEBHOOK_DESCRIPTION_MAX} characters, without NUL or unpaired surrogates`,
        })
      }
      if (problems.length > 0) throw validationFailed('Invalid webhook', problems)
      const webhook: StoredWebhook = {
        id: `wh_${randomUUID().replaceAll('-', '')}`,
        projectId,
        url: input.url,
        description,
        secret: newWebhookSecret(),
        createdAt: clock.now().toISOString(),
      }
      return store.transaction(async (tx) => {
        // Locked so that two creations at once cannot pass the limit together.
        if (!(await tx.lockProject(projectId))) throw new NotFoundError(`Project "${projectId}" not found`)
        if ((await tx.webhooks.countForProject(projectId)) >= WEBHOOKS_PER_PROJECT) {
          throw new ValidationError(
            `Project "${projectId}" has ${WEBHOOKS_PER_PROJECT} webhooks already, the most it may have; remove one first`,
          )
        }
        await tx.webhooks.insert(webhook)
        return webhook
      })
    },

    async list(projectId: string): Promise<Webhook[]> {
      await requireProject(projectId)
      return store.webhooks.list(projectId)
    },

    async remove(projectId: string, id: string): Promise<void> {
      const removed = await store.transaction((tx) => tx.webhooks.delete(projectId, id))
      if (removed) return
      await requireProject(projectId)
      throw new NotFoundError(`Webhook "${id}" not found in project "${projectId}"`)
    },

    /**
     * Sends a `webhook.test` event now, once (never retried), and answers with what happened;
     * the attempt is listed with the others.
     */
    async test(projectId: string, id: string): Promise<DeliveryAttempt> {
      const webhook = await requireWebhook(projectId, id)
      const event: WebhookEvent = {
        messageId: newMessageId(),
        type: 'webhook.test',
        timestamp: clock.now().toISOString(),
        data: { project: projectId, webhook: id },
      }
      const outcome = await send(webhook, event)
      const attempt: DeliveryAttempt = {
        ...outcome,
        messageId: event.messageId,
        type: event.type,
        revision: null,
        attempt: 1,
        state: outcome.error === null ? 'delivered' : 'failed',
      }
      // The webhook may have been removed while the attempt ran: then there is nothing to list.
      await store.transaction(async (tx) => {
        if (await tx.webhooks.get(projectId, id)) await tx.webhooks.recordAttempt(id, attempt)
      })
      return attempt
    },

    /** The webhook's recent attempts, newest first. */
    async deliveries(projectId: string, id: string, limit: number): Promise<DeliveryAttempt[]> {
      await requireWebhook(projectId, id)
      return store.webhooks.listAttempts(id, limit)
    },
  }
}

export type WebhookService = ReturnType<typeof createWebhookService>
