import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.js'
import type { Config } from './config.js'
import type { Store } from './store/store.js'

export interface RunningServer {
  app: FastifyInstance
  url: string
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>
}

/** Listens on the configured host and port (the only place that does). */
export async function startServer(config: Readonly<Config>, store: Store): Promise<RunningServer> {
  const app = await buildApp({ config, store })
  // Slow or stuck clients must not hold a worker forever.
  app.server.requestTimeout = 30_000
  app.server.headersTimeout = 10_000
  const url = await app.listen({ port: config.port, host: config.host })
  let closed: Promise<void> | undefined
  return {
    app,
    url,
    close() {
      closed ??= (async () => {
        await app.close()
        await store.close()
      })()
      return closed
    },
  }
}

/** SIGTERM/SIGINT: drain and exit 0; a second signal exits at once. */
export function closeOnSignals(server: RunningServer, log: (message: string) => void): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    log(`${signal} received: finishing in-flight requests, then exiting`)
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`)
        process.exit(1)
      })
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
