import { type Command, InvalidArgumentError } from 'commander'
import type { ApiDeliveryAttempt } from '../../client/pctx-client.js'
import { DELIVERIES_MAX_LIMIT } from '../../domain/webhook-service.js'
import { info, printJson, printTable } from '../output.js'
import { addRemoteOptions, type RemoteOptions, withRemote } from '../remote.js'

interface JsonOption extends RemoteOptions {
  json?: boolean
}

function parseLimit(text: string): number {
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1 || value > DELIVERIES_MAX_LIMIT)
    throw new InvalidArgumentError(`use a whole number from 1 to ${DELIVERIES_MAX_LIMIT}`)
  return value
}

function attemptRow(attempt: ApiDeliveryAttempt): Record<string, string> {
  return {
    time: attempt.attemptedAt,
    event: attempt.revision === null ? attempt.type : `${attempt.type} ${attempt.revision}`,
    attempt: String(attempt.attempt),
    state: attempt.state,
    status: attempt.statusCode === null ? '-' : String(attempt.statusCode),
    ms: String(attempt.durationMs),
    error: attempt.error ?? '',
  }
}

const ATTEMPT_COLUMNS = ['time', 'event', 'attempt', 'state', 'status', 'ms', 'error']

/** `pctx webhook add|list|remove|test|deliveries`: a project's webhooks, with a write key. */
export function registerWebhookCommands(program: Command): void {
  const webhook = program
    .command('webhook')
    .description("Manage a project's webhooks (signed revision.created events); needs a write key")

  addRemoteOptions(
    webhook
      .command('add')
      .description('Add a webhook; prints its signing secret, shown only this once')
      .argument('<url>', 'where events are POSTed (absolute http or https URL)'),
  )
    .option('--description <text>', 'what the endpoint is for')
    .option('--json', 'print the webhook with its secret as JSON')
    .action(async (url: string, opts: JsonOption & { description?: string }) => {
      const created = await withRemote(opts, (client) =>
        client.createWebhook(opts.project, {
          url,
          ...(opts.description !== undefined && { description: opts.description }),
        }),
      )
      if (opts.json) {
        printJson(created)
        return
      }
      info(`Added webhook ${created.id} → ${created.url}`)
      info('Its signing secret follows; store it now, it is not shown again:')
      process.stdout.write(`${created.secret}\n`)
    })

  addRemoteOptions(webhook.command('list').description("List the project's webhooks (never their secrets)"))
    .option('--json', 'print a JSON array')
    .action(async (opts: JsonOption) => {
      const hooks = await withRemote(opts, (client) => client.listWebhooks(opts.project))
      if (opts.json) printJson(hooks)
      else
        printTable(
          hooks.map((hook) => ({
            id: hook.id,
            url: hook.url,
            created: hook.createdAt,
            description: hook.description,
          })),
          ['id', 'url', 'created', 'description'],
        )
    })

  addRemoteOptions(
    webhook
      .command('remove')
      .description('Remove a webhook and the deliveries it still had pending')
      .argument('<webhook-id>', 'the id pctx webhook list shows'),
  ).action(async (id: string, opts: RemoteOptions) => {
    await withRemote(opts, (client) => client.deleteWebhook(opts.project, id))
    info(`Removed webhook ${id}`)
  })

  addRemoteOptions(
    webhook
      .command('test')
      .description(
        'Send a signed webhook.test event now and report what the receiver answered (exit 1 if not 2xx)',
      )
      .argument('<webhook-id>', 'the id pctx webhook list shows'),
  )
    .option('--json', 'print the attempt as JSON')
    .action(async (id: string, opts: JsonOption) => {
      const attempt = await withRemote(opts, (client) => client.testWebhook(opts.project, id))
      if (opts.json) printJson(attempt)
      else printTable([attemptRow(attempt)], ATTEMPT_COLUMNS)
      if (attempt.state !== 'delivered') {
        info(`The test event was not delivered: ${attempt.error ?? 'no 2xx answer'}`)
        process.exitCode = 1
      }
    })

  addRemoteOptions(
    webhook
      .command('deliveries')
      .description("The webhook's recent delivery attempts, newest first")
      .argument('<webhook-id>', 'the id pctx webhook list shows'),
  )
    .option('--limit <n>', `how many (1–${DELIVERIES_MAX_LIMIT}, default 20)`, parseLimit)
    .option('--json', 'print a JSON array')
    .action(async (id: string, opts: JsonOption & { limit?: number }) => {
      const attempts = await withRemote(opts, (client) =>
        client.listWebhookDeliveries(opts.project, id, opts.limit === undefined ? {} : { limit: opts.limit }),
      )
      if (opts.json) printJson(attempts)
      else printTable(attempts.map(attemptRow), ATTEMPT_COLUMNS)
    })
}
