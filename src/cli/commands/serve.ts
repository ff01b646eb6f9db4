import cluster from 'node:cluster'
import type { Command } from 'commander'
import { loadConfig } from '../../config.js'
import { firstAdminInstructions, seedFirstAdmin } from '../../demo/seed-admin.js'
import { consoleUrl, demoInstructions, seedDemo } from '../../demo/seed-demo.js'
import { setPasswordLink } from '../../domain/people/links.js'
import { createLogger, loggerSettings } from '../../logging.js'
import { createServices } from '../../services.js'
import { openConfiguredStore } from '../context.js'
import { errorLine, info } from '../output.js'

/** `pctx serve`: migrate, listen, seed the demo on an empty database, drain on SIGTERM. */
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
        checkpointThread: true,
        notices: {
          onCreate: (message) => announce.warn(message),
          onPoolError: (error) =>
            log.warn({ err: error }, 'a PostgreSQL connection failed; the pool replaces it on next use'),
        },
      })
      const where = config.database.kind === 'sqlite' ? config.database.path : 'PostgreSQL'
      if (cluster.isWorker) {
        // A cluster worker: the primary already migrated; it seeds once every worker listens.
        const server = await startServer(config, store, rateLimitCounter(config, warn)).catch(
          async (error: unknown) => {
            // The channel to the primary would keep this process alive with nothing to serve:
            // exit, so that the primary sees it and stops the start.
            process.stderr.write(errorLine(error instanceof Error ? error.message : String(error)))
            await store.close().catch(() => undefined)
            process.exit(1)
          },
        )
        closeOnSignals(server, (message) => log.info(message))
        return
      }
      // The demo is seeded only once the server listens: seeded before, a start that then
      // failed (the port taken, say) left the demo project and a key nobody ever saw, and every
      // later start found a project and printed none.
      const seed = async (): Promise<{ demoKey: string | null; adminToken: string | null }> => {
        if (!opts.demo) return { demoKey: null, adminToken: null }
        const services = createServices({ store, config })
        let demoKey: string | null = null
        try {
          demoKey = await seedDemo({ store, ...services })
        } catch (error) {
          announce.error(
            { err: error },
            'could not create the demo project; the server runs without it (pctx project create and pctx key create make a project and a key)',
          )
        }
        try {
          // The first person: an instance admin with a one-time link, on a database with no user.
          return { demoKey, adminToken: await seedFirstAdmin(services.users) }
        } catch (error) {
          announce.error(
            { err: error },
            'could not create the first admin; pctx user create --admin makes one',
          )
          return { demoKey, adminToken: null }
        }
      }
      const printSeeded = (base: string, seeded: { demoKey: string | null; adminToken: string | null }) => {
        if (seeded.demoKey) info(demoInstructions(base, seeded.demoKey))
        if (seeded.adminToken) info(firstAdminInstructions(setPasswordLink(base, seeded.adminToken)))
      }
      if (config.workers > 1) {
        let seeded: Awaited<ReturnType<typeof seed>>
        try {
          await runCluster(config, log)
          seeded = await seed()
        } finally {
          await store.close()
        }
        const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`
        const base = config.publicBaseUrl ?? url.replace('//0.0.0.0', '//127.0.0.1')
        printSeeded(base, seeded)
        announce.info(`pctx listening on ${url} with ${config.workers} workers (database: ${where})`)
        info(`web console: ${consoleUrl(base)}`)
        return
      }
      const server = await startServer(config, store, rateLimitCounter(config, warn))
      closeOnSignals(server, (message) => log.info(message))
      const seeded = await seed()
      const base = config.publicBaseUrl ?? server.url.replace('//0.0.0.0', '//127.0.0.1')
      printSeeded(base, seeded)
      announce.info(`pctx listening on ${server.url} (database: ${where})`)
      info(`web console: ${consoleUrl(base)}`)
    })
}
