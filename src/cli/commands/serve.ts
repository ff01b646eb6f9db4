import cluster from 'node:cluster'
import type { Command } from 'commander'
import { loadConfig } from '../../config.js'
import { consoleUrl, demoInstructions, seedDemo } from '../../demo/seed-demo.js'
import { createLogger, loggerSettings } from '../../logging.js'
import { createServices } from '../../services.js'
import { openConfiguredStore } from '../context.js'
import { info } from '../output.js'

/** `pctx serve`: migrate, seed the demo on an empty database, listen, drain on SIGTERM. */
export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('Run the HTTP API (what npm start runs); configured by environment variables')
    .option('--no-demo', 'do not create the demo project on an empty database')
    .action(async (opts: { demo: boolean }) => {
      // Loaded here, not at the top: the admin commands need no HTTP server, and every
      // `pctx project …` call would otherwise pay for loading Fastify.
      const { closeOnSignals, rateLimitCounter, runCluster, startServer } = await import('../../server.js')
      const config = loadConfig()
      // Every process logs through the same factory: one JSON shape (or pretty lines) for the
      // primary and each worker. The demo banner below is not logging: it is shown once to the
      // person starting the server, on stderr, and holds a key that must stay out of logs.
      const log = createLogger(loggerSettings(config))
      const warn = (message: string) => log.warn(message)
      // The start-up line is logged whatever LOG_LEVEL says (unless silent): supervisors, scripts
      // and people wait for it to know the server is up and where.
      const announce = config.logLevel === 'silent' ? log : log.child({}, { level: 'info' })
      // The first start is what creates the database (docs: Quick start); said loudly, whatever
      // LOG_LEVEL: a new empty database where one was expected means lost data.
      const store = await openConfiguredStore(config, {
        create: true,
        notices: {
          onCreate: (message) => announce.warn(message),
          onPoolError: (error) =>
            log.warn({ err: error }, 'a PostgreSQL connection failed; the pool replaces it on next use'),
        },
      })
      const where = config.database.kind === 'sqlite' ? config.database.path : 'PostgreSQL'
      if (cluster.isWorker) {
        // A cluster worker: the primary already migrated and seeded.
        const server = await startServer(config, store, rateLimitCounter(config, warn))
        closeOnSignals(server, (message) => log.info(message))
        return
      }
      let demoKey: string | null = null
      if (opts.demo) {
        demoKey = await seedDemo({ store, ...createServices({ store, config }) })
      }
      if (config.workers > 1) {
        await store.close()
        await runCluster(config, log)
        const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`
        const base = config.publicBaseUrl ?? url.replace('//0.0.0.0', '//127.0.0.1')
        if (demoKey) info(demoInstructions(base, demoKey))
        announce.info(`pctx listening on ${url} with ${config.workers} workers (database: ${where})`)
        info(`web console: ${consoleUrl(base)}`)
        return
      }
      const server = await startServer(config, store, rateLimitCounter(config, warn))
      closeOnSignals(server, (message) => log.info(message))
      const base = config.publicBaseUrl ?? server.url.replace('//0.0.0.0', '//127.0.0.1')
      if (demoKey) info(demoInstructions(base, demoKey))
      announce.info(`pctx listening on ${server.url} (database: ${where})`)
      info(`web console: ${consoleUrl(base)}`)
    })
}
