import { randomUUID } from 'node:crypto'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Config } from './config.js'
import { type Clock, systemClock } from './domain/clock.js'
import type { Store } from './domain/store.js'
import { registerCors } from './http/cors.js'
import { registerJsonBody } from './http/json-body.js'
import { createClientErrorHandler, createFrameworkErrors } from './http/plugins/client-errors.js'
import { registerContentCodings } from './http/plugins/content-codings.js'
import { registerErrorHandler } from './http/plugins/error-handler.js'
import { metricsRoute, registerMetrics } from './http/plugins/metrics.js'
import { registerNotFound } from './http/plugins/not-found.js'
import { registerOpenApi } from './http/plugins/openapi.js'
import { registerRateLimit } from './http/plugins/rate-limit.js'
import { createRenderPool } from './http/render-pool.js'
import { accountRoutes } from './http/routes/account.js'
import { adminKeyRoutes } from './http/routes/admin-keys.js'
import { adminProjectRoutes } from './http/routes/admin-projects.js'
import { auditRoutes } from './http/routes/audit.js'
import { authRoutes } from './http/routes/auth.js'
import { blockRoutes } from './http/routes/blocks.js'
import { consoleRoutes } from './http/routes/console.js'
import { healthRoutes } from './http/routes/health.js'
import { historyRoutes } from './http/routes/history.js'
import { mcpRoutes } from './http/routes/mcp.js'
import { memberRoutes } from './http/routes/members.js'
import { oauthRoutes } from './http/routes/oauth.js'
import { oauthConsentRoutes } from './http/routes/oauth-consent.js'
import { oidcRoutes } from './http/routes/oidc.js'
import { projectRoutes } from './http/routes/projects.js'
import { publicRoutes } from './http/routes/public.js'
import { publicMcpRoutes } from './http/routes/public-mcp.js'
import { restoreRoutes } from './http/routes/restore.js'
import { syncRoutes } from './http/routes/sync.js'
import { synonymRoutes } from './http/routes/synonyms.js'
import { typeRoutes } from './http/routes/types.js'
import { userRoutes } from './http/routes/users.js'
import { webhookRoutes } from './http/routes/webhooks.js'
import { createSchemaCompilers } from './http/schema-compilers.js'
import { createRateLimiter, type RateLimiter } from './limits/rate-limiter.js'
import { createMemoryCounter, type WindowCounter } from './limits/window-counter.js'
import { loggerOptions, loggerSettings } from './logging.js'
import { revisionFeedSource } from './mcp/revision-tail.js'
import { createMetrics, type Metrics, watchStore } from './metrics/metrics.js'
import { createServices } from './services.js'
import { createOidcClient } from './sso/oidc-client.js'

export interface AppDeps {
  config: Readonly<Config>
  store: Store
  clock?: Clock
  /** Logger options; false silences logs (tests). Unset: src/logging.ts's. */
  logger?: FastifyServerOptions['logger']
  /** Where rate-limit counts live; defaults to this process's memory. */
  counter?: WindowCounter
  /** The built web console to serve; defaults to dist/console (tests build their own). */
  consoleDir?: string
  /** The instruments /metrics shows; defaults to new ones when METRICS_TOKEN is set, else none. */
  metrics?: Metrics | null
  /** What /metrics serves; defaults to this process's registry (server.ts: the cluster's). */
  scrapeMetrics?: () => Promise<string>
}

const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{1,128}$/

/** Builds the Fastify app (routes, hooks, error handling); it never listens — see server.ts. */
export async function buildApp({
  config,
  store,
  clock = systemClock,
  logger,
  counter,
  consoleDir,
  metrics = config.metricsToken === null ? null : createMetrics(),
  scrapeMetrics,
}: AppDeps): Promise<FastifyInstance> {
  const compilers = createSchemaCompilers()
  const sharedCounter = counter ?? createMemoryCounter()
  const limiter: RateLimiter = createRateLimiter({
    counter: sharedCounter,
    clock,
    publicPerMinute: config.publicRateLimitPerMinute,
    peopleLimits: config.peopleRateLimit,
    // Only called once requests flow, after `app` below exists.
    onStoreError: (error) =>
      app.log.error({ err: error }, 'rate-limit store failed; letting requests through'),
  })
  const app = Fastify({
    // The same logger options in every process (src/logging.ts): one shape, keys redacted.
    logger: logger ?? loggerOptions(loggerSettings(config)),
    bodyLimit: config.bodyLimitBytes,
    // Slow or stuck clients must not hold a worker forever. Node checks these two timeouts only
    // every connectionsCheckingInterval (30 s by default), which let a slow client live up to
    // 30 s past them; checking ten times per timeout keeps the cut within 10 % of the limit.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.floor(config.headersTimeoutMs / 10)),
    },
    // Fastify accepts a hop count at run time; its types omit it.
    trustProxy: config.trustProxy as boolean | string[],
    // Honour a caller's X-Request-Id when it is sane, so logs can be correlated across systems.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID()
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: createFrameworkErrors(limiter),
    clientErrorHandler: createClientErrorHandler(limiter),
    // Fastify's own 503 while draining is not the envelope; the onRequest hook below answers.
    return503OnClosing: false,
    schemaController: compilers.schemaController,
  }).withTypeProvider<TypeBoxTypeProvider>()

  // Set before the server stops listening, so requests still arriving while in-flight ones drain
  // (on an open keep-alive connection) are shed with the envelope and /readyz reports it.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.decorateRequest('apiKey', null)
  app.decorateRequest('person', null)
  app.decorateRequest('app', null)
  app.setValidatorCompiler(compilers.validatorCompiler)
  // Schemas compile on first use; once listening, the rest compile in the background.
  app.addHook('onListen', (done) => {
    compilers.compileInBackground((error) => app.log.error({ err: error }, 'a route schema does not compile'))
    done()
  })
  app.addHook('onClose', (_instance, done) => {
    compilers.stop()
    done()
  })
  // Only JSON bodies are accepted, and only by routes that take one (sync, MCP), after their
  // key is checked; anything else is 415 rather than a confusing parse error.
  registerJsonBody(app)
  // Hooks on every request use callbacks, not async functions: a promise per hook per request
  // is measurable on the hot paths (docs/performance.md). A hook that answers does not call done.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    if (closing) {
      reply
        .code(503)
        .header('connection', 'close')
        .send({ data: null, error: 'The server is shutting down; send the request again' })
      return
    }
    done()
  })
  registerContentCodings(app)
  registerErrorHandler(app)
  registerNotFound(app)
  registerRateLimit(app, limiter)
  registerMetrics(app, metrics)
  // Browser-based MCP and OAuth clients of other origins (before those routes: its hook is theirs).
  registerCors(app, config)
  await app.register(metricsRoute, {
    token: config.metricsToken,
    scrape: scrapeMetrics ?? (() => metrics?.registry.metrics() ?? Promise.resolve('')),
    limiter,
  })
  if (metrics) watchStore(metrics, store, clock)

  const {
    blocks,
    keys,
    history,
    restore,
    projects,
    webhooks,
    types,
    synonyms,
    schemas,
    users,
    sessions,
    access,
    members,
    auditLog,
    sso,
    oauth,
  } = createServices({
    store,
    config,
    clock,
    counter: sharedCounter,
    log: app.log,
    ...(metrics && {
      observeSync: (seconds, outcome) => metrics.syncDuration.observe({ outcome }, seconds),
    }),
  })

  app.addHook('onClose', () => schemas.close())

  // Before every route: the document is built from the routes registered after it.
  await registerOpenApi(app, config)
  await app.register(healthRoutes, { store, isClosing: () => closing })
  await app.register(
    async (api) => {
      // Who a request acts as (a key, or a person by session cookie) is resolved with these.
      // Every route asks `can` (domain/people/authorization.ts) through requireAccess.
      const principals = { keys, sessions, access, limiter, oauth, publicBaseUrl: config.publicBaseUrl }
      await api.register(accountRoutes, principals)
      await api.register(authRoutes, { ...principals, users })
      await api.register(oidcRoutes, {
        sessions,
        publicBaseUrl: config.publicBaseUrl,
        oidc: config.oidc && sso ? { config: config.oidc, client: createOidcClient(config.oidc), sso } : null,
      })
      await api.register(userRoutes, { ...principals, users, limits: config })
      await api.register(auditRoutes, { ...principals, auditLog, limits: config })
      await api.register(adminProjectRoutes, { ...principals, projects })
      await api.register(adminKeyRoutes, principals)
      await api.register(memberRoutes, { ...principals, members })
      await api.register(blockRoutes, { ...principals, blocks, limits: config })
      await api.register(projectRoutes, { ...principals, blocks })
      await api.register(syncRoutes, { ...principals, blocks })
      await api.register(historyRoutes, { ...principals, history, limits: config })
      await api.register(restoreRoutes, { ...principals, restore })
      await api.register(webhookRoutes, { ...principals, webhooks })
      await api.register(typeRoutes, { ...principals, types })
      await api.register(oauthConsentRoutes, { ...principals, oauth, projects })
      await api.register(synonymRoutes, { ...principals, synonyms })
    },
    { prefix: '/api/v1' },
  )
  // One pool of render threads for the public outputs and the MCP documents.
  const renderPool = createRenderPool({ threads: config.renderThreads })
  app.addHook('onClose', () => renderPool.close())
  await app.register(publicRoutes, { prefix: '/api/projects', store, config, renderPool })
  await app.register(mcpRoutes, {
    blocks,
    projects,
    history,
    keys,
    access,
    limiter,
    oauth,
    config,
    renderer: renderPool,
    changes: revisionFeedSource(store.revisionEvents),
  })
  await app.register(publicMcpRoutes, { blocks, projects, history, limiter, config, renderer: renderPool })
  await app.register(oauthRoutes, { oauth, counter: sharedCounter, metadataDocuments: true, config })
  await app.register(consoleRoutes, consoleDir === undefined ? {} : { dir: consoleDir })
  return app
}
