import type { Command } from 'commander'
import { loadConfig } from '../../config.js'
import { demoInstructions, seedDemo } from '../../demo/seed-demo.js'
import { createBlockService } from '../../domain/block-service.js'
import { systemClock } from '../../domain/clock.js'
import { createKeyService } from '../../domain/key-service.js'
import { createProjectService } from '../../domain/project-service.js'
import { closeOnSignals, startServer } from '../../server.js'
import { openStore } from '../../store/open-store.js'
import { info } from '../output.js'

/** `pctx serve`: migrate, seed the demo on an empty database, listen, drain on SIGTERM. */
export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('Run the HTTP API (what npm start runs); configured by environment variables')
    .option('--no-demo', 'do not create the demo project on an empty database')
    .action(async (opts: { demo: boolean }) => {
      const config = loadConfig()
      if (config.workers > 1) {
        throw new Error(
          'WORKERS > 1 (cluster mode) is not available in this version; unset WORKERS or set it to 1',
        )
      }
      const store = await openStore(config.database)
      let demoKey: string | null = null
      if (opts.demo) {
        const clock = systemClock
        demoKey = await seedDemo({
          store,
          projects: createProjectService({ store, clock }),
          keys: createKeyService({ store, clock }),
          blocks: createBlockService({ store, clock, limits: { maxBlocks: config.syncMaxBlocks } }),
        })
      }
      const server = await startServer(config, store)
      closeOnSignals(server, (message) => server.app.log.info(message))
      const base = config.publicBaseUrl ?? server.url.replace('//0.0.0.0', '//127.0.0.1')
      if (demoKey) info(demoInstructions(base, demoKey))
      const where = config.database.kind === 'sqlite' ? config.database.path : 'PostgreSQL'
      info(`pctx listening on ${server.url} (database: ${where})`)
    })
}
