import cluster from 'node:cluster'
import type { Command } from 'commander'
import { loadConfig } from '../../config.js'
import { consoleUrl, demoInstructions, seedDemo } from '../../demo/seed-demo.js'
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
      // The first start is what creates the database (docs: Quick start).
      const store = await openConfiguredStore(config, { create: true })
      const where = config.database.kind === 'sqlite' ? config.database.path : 'PostgreSQL'
      if (cluster.isWorker) {
        // A cluster worker: the primary already migrated and seeded.
        const server = await startServer(config, store, rateLimitCounter(config, info))
        closeOnSignals(server, (message) => server.app.log.info(message))
        return
      }
      let demoKey: string | null = null
      if (opts.demo) {
        demoKey = await seedDemo({ store, ...createServices({ store, config }) })
      }
      if (config.workers > 1) {
        await store.close()
        await runCluster(config, info)
        const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`
        const base = config.publicBaseUrl ?? url.replace('//0.0.0.0', '//127.0.0.1')
        if (demoKey) info(demoInstructions(base, demoKey))
        info(`pctx listening on ${url} with ${config.workers} workers (database: ${where})`)
        info(`web console: ${consoleUrl(base)}`)
        return
      }
      const server = await startServer(config, store, rateLimitCounter(config, info))
      closeOnSignals(server, (message) => server.app.log.info(message))
      const base = config.publicBaseUrl ?? server.url.replace('//0.0.0.0', '//127.0.0.1')
      if (demoKey) info(demoInstructions(base, demoKey))
      info(`pctx listening on ${server.url} (database: ${where})`)
      info(`web console: ${consoleUrl(base)}`)
    })
}
