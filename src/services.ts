import type { Config } from './config.js'
import { createAuditService } from './domain/audit/audit-service.js'
import { createBlockService } from './domain/block-service.js'
import { type Clock, systemClock } from './domain/clock.js'
import { createSchemaPool, type SchemaChecker } from './domain/custom-types/schema-pool.js'
import { createTypeService } from './domain/custom-types/type-service.js'
import { createHistoryRetention } from './domain/history-retention.js'
import { createHistoryService } from './domain/history-service.js'
import { createKeyService } from './domain/key-service.js'
import { createOauthService } from './domain/oauth/oauth-service.js'
import { createAccessService } from './domain/people/access-service.js'
import { createMemberService } from './domain/people/member-service.js'
import { peopleCacheOf } from './domain/people/people-cache.js'
import { createSessionService } from './domain/people/session-service.js'
import { createSsoService } from './domain/people/sso-service.js'
import { createUserService } from './domain/people/user-service.js'
import { createProjectService } from './domain/project-service.js'
import { createRestoreService } from './domain/restore-service.js'
import type { Store } from './domain/store.js'
import { createSynonymService } from './domain/synonyms-service.js'
import { createWebhookService } from './domain/webhook-service.js'
import { signInAttemptsIn } from './limits/sign-in-attempts.js'
import { createMemoryCounter, type WindowCounter } from './limits/window-counter.js'
import type { SyncOutcome } from './metrics/metrics.js'
import { withTimedSync } from './metrics/timed-sync.js'
import { createClientMetadataFetcher } from './webhooks/client-metadata-fetch.js'
import { createWebhookSender } from './webhooks/webhook-sender.js'

export interface ServiceDeps {
  store: Store
  config: Readonly<Config>
  clock?: Clock
  /** Where work done in the background (recording a key's last use) reports its failures. */
  log?: { warn(details: object, message: string): void }
  /** Told how long each sync took and how it ended (/metrics); see src/metrics/timed-sync.ts. */
  observeSync?: (seconds: number, outcome: SyncOutcome) => void
  /** Where custom-type schemas compile and run; a pool of two threads unless given. */
  schemas?: SchemaChecker
  /** Where failed sign-ins are counted (the rate-limit store); this process's memory unless given. */
  counter?: WindowCounter
}

/**
 * Threads that compile custom-type schemas and check values against them: two, so that one
 * project's check running to its budget leaves the other for everyone else's.
 */
const SCHEMA_THREADS = 2

/**
 * The composition root of the domain: every entry point (HTTP app, CLI, `pctx serve`, tests,
 * bench) builds its services here, so they are wired the same way everywhere.
 */
export function createServices({
  store,
  config,
  clock = systemClock,
  log,
  observeSync,
  // Threads start on first use and keep the process alive only while they check something.
  schemas = createSchemaPool({ threads: SCHEMA_THREADS }),
  counter = createMemoryCounter(),
}: ServiceDeps) {
  const blocks = createBlockService({ store, clock, limits: { maxBlocks: config.syncMaxBlocks }, schemas })
  // One per database in this process, shared by the people services (and every other set of
  // services over this store), so a change made here is forgotten at once.
  const people = peopleCacheOf(store, clock)
  // Sign-in and a password change's currentPassword count toward one lockout per account.
  const attempts = signInAttemptsIn(counter)
  const access = createAccessService({ store, cache: people })
  return {
    /** The schema threads; the app stops them when it closes. */
    schemas,
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
    auditLog: createAuditService({ store }),
    users: createUserService({ store, clock, cache: people, attempts }),
    sessions: createSessionService({ store, clock, attempts, cache: people }),
    access,
    /** AI apps' OAuth (docs/oauth.md); metadata documents are fetched through the webhooks' SSRF guard. */
    oauth: createOauthService({
      store,
      clock,
      access,
      fetchClientMetadata: createClientMetadataFetcher({ allowPrivate: config.webhookAllowPrivate }),
    }),
    members: createMemberService({ store, clock, cache: people }),
    /** Single sign-on's rules and sign-ins in flight; null without OIDC_ISSUER. */
    sso: config.oidc ? createSsoService({ store, clock, rules: config.oidc, cache: people }) : null,
    types: createTypeService({ store, clock, schemas }),
    synonyms: createSynonymService({ store, clock }),
    restore: createRestoreService({ store, clock, limits: { maxBlocks: config.syncMaxBlocks }, schemas }),
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
