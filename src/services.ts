import type { Config } from './config.js'
import { createBlockService } from './domain/block-service.js'
import { type Clock, systemClock } from './domain/clock.js'
import { createTypeService } from './domain/custom-types/type-service.js'
import { createHistoryRetention } from './domain/history-retention.js'
import { createHistoryService } from './domain/history-service.js'
import { createKeyService } from './domain/key-service.js'
import { createProjectService } from './domain/project-service.js'
import { createRestoreService } from './domain/restore-service.js'
import type { Store } from './domain/store.js'
import { createWebhookService } from './domain/webhook-service.js'
import type { SyncOutcome } from './metrics/metrics.js'
import { withTimedSync } from './metrics/timed-sync.js'
import { createWebhookSender } from './webhooks/webhook-sender.js'

export interface ServiceDeps {
  store: Store
  config: Readonly<Config>
  clock?: Clock
  /** Where work done in the background (recording a key's last use) reports its failures. */
  log?: { warn(details: object, message: string): void }
  /** Told how long each sync took and how it ended (/metrics); see src/metrics/timed-sync.ts. */
  observeSync?: (seconds: number, outcome: SyncOutcome) => void
}

/**
 * The composition root of the domain: every entry point (HTTP app, CLI, `pctx serve`, tests,
 * bench) builds its services here, so they are wired the same way everywhere.
 */
export function createServices({ store, config, clock = systemClock, log, observeSync }: ServiceDeps) {
  const blocks = createBlockService({ store, clock, limits: { maxBlocks: config.syncMaxBlocks } })
  return {
    projects: createProjectService({ store, clock }),
    keys: createKeyService({
      store,
      clock,
      ...(log && {
        onBackgroundError: (error: unknown) => log.warn({ err: error }, 'could not record key use'),
      }),
    }),
    blocks: observeSync ? withTimedSync(blocks, observeSync) : blocks,
    history: createHistoryService({ store }),
    types: createTypeService({ store, clock }),
    restore: createRestoreService({ store, clock, limits: { maxBlocks: config.syncMaxBlocks } }),
    retention: createHistoryRetention({ store, clock, retentionDays: config.historyRetentionDays }),
    webhooks: createWebhookService({
      store,
      clock,
      allowPrivate: config.webhookAllowPrivate,
      // `test` sends one attempt at once, with the same client the delivery worker uses.
      send: createWebhookSender({
        clock,
        allowPrivate: config.webhookAllowPrivate,
        publicBaseUrl: config.publicBaseUrl,
      }),
    }),
  }
}

export type Services = ReturnType<typeof createServices>
