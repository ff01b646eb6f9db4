import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../../src/app.js'
import { type Config, loadConfig } from '../../src/config.js'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import type { Clock } from '../../src/domain/clock.js'
import type { KeyInput } from '../../src/domain/key-service.js'
import type { ProjectInput } from '../../src/domain/project-service.js'
import type { Store } from '../../src/domain/store.js'
import type { WindowCounter } from '../../src/limits/window-counter.js'
import { createServices, type Services } from '../../src/services.js'
import { openStore } from '../../src/store/open-store.js'
import { openTempStore, type TempStore } from './temp-store.js'

async function openExistingStore(databaseUrl: string): Promise<TempStore> {
  const store = await openStore(loadConfig({ DATABASE_URL: databaseUrl }))
  return {
    store,
    databaseUrl,
    reopen: () => openStore(loadConfig({ DATABASE_URL: databaseUrl })),
    cleanup: () => store.close(),
  }
}

export interface TestApp {
  app: FastifyInstance
  store: Store
  config: Readonly<Config>
  services: Services
  /** Creates a project (public by default). */
  project(input: Partial<ProjectInput> & { id: string }): Promise<void>
  /**
   * Creates a key and returns its secret. Defaults: write access to the given projects (all
   * projects when none are given), enterprise plan with limits high enough never to bind.
   */
  key(input: Partial<KeyInput> & { projects?: string[] }): Promise<string>
  /** `app.inject` with the key in X-API-Key (omit or pass undefined for none). */
  request(options: InjectOptions & { key?: string | undefined }): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

/**
 * A real app on a fresh real database (SQLite file, or PostgreSQL when the runner says so),
 * driven through `app.inject`.
 * Each call builds its own database: no state is shared between tests.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>
    clock?: Clock
    counter?: WindowCounter
    /** Use this database (closed, not dropped, by `close`) instead of a fresh temporary one. */
    databaseUrl?: string
    /** The built web console to serve (test/helpers/browser.ts builds one per test file). */
    consoleDir?: string
  } = {},
): Promise<TestApp> {
  const temp = options.databaseUrl ? await openExistingStore(options.databaseUrl) : await openTempStore()
  // Limits are generous by default so tests about other things never hit them; rate-limit
  // tests set PUBLIC_RATE_LIMIT_PER_MINUTE and key plans explicitly.
  const config = loadConfig({
    DATABASE_URL: temp.databaseUrl,
    LOG_LEVEL: 'silent',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
    ...options.env,
  })
  const clock = options.clock ?? { now: () => new Date() }
  const app = await buildApp({
    config,
    store: temp.store,
    clock,
    logger: false,
    ...(options.counter && { counter: options.counter }),
    ...(options.consoleDir !== undefined && { consoleDir: options.consoleDir }),
  })
  await app.ready()
  const services = createServices({ store: temp.store, config, clock })
  return {
    app,
    store: temp.store,
    config,
    services,
    async project(input) {
      await services.projects.create({ name: input.id, ...input })
    },
    async key(input) {
      const projects = input.projects ?? []
      const plan = input.plan ?? 'enterprise'
      const { key } = await services.keys.create(
        {
          name: 'test key',
          access: 'write',
          allProjects: input.allProjects ?? projects.length === 0,
          ...(plan === 'enterprise' && input.perMinute === undefined && input.perDay === undefined
            ? { perMinute: 1_000_000, perDay: 1_000_000 }
            : {}),
          ...input,
          plan,
          projects,
        },
        SYSTEM_AUDIT,
      )
      return key
    },
    request({ key, headers, ...rest }) {
      return app.inject({ ...rest, headers: { ...(key !== undefined && { 'x-api-key': key }), ...headers } })
    },
    async close() {
      await app.close()
      await temp.cleanup()
    },
  }
}
