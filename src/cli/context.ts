import { type Config, loadConfig } from '../config.js'
import type { Store } from '../domain/store.js'
import { createServices } from '../services.js'
import { openStore } from '../store/open-store.js'
import { info } from './output.js'

/** Opens DATABASE_URL's store; a failure names the database, so the user knows what to fix. */
export async function openConfiguredStore(config: Readonly<Config>): Promise<Store> {
  try {
    // Loud on purpose: a new empty database where one was expected means lost data.
    return await openStore(config, { onCreate: (message) => info(`pctx: ${message}`) })
  } catch (error) {
    const where = config.database.kind === 'sqlite' ? config.database.path : 'the PostgreSQL database'
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`cannot open ${where} (DATABASE_URL): ${reason}`)
  }
}

/** Opens the database named by DATABASE_URL with the services the admin commands use. */
export async function openAdminContext() {
  const config = loadConfig()
  const store = await openConfiguredStore(config)
  return { config, store, ...createServices({ store, config }) }
}

export type AdminContext = Awaited<ReturnType<typeof openAdminContext>>

/** Runs `fn` with an admin context and always closes the database afterwards. */
export async function withAdminContext<T>(fn: (ctx: AdminContext) => Promise<T>): Promise<T> {
  const ctx = await openAdminContext()
  try {
    return await fn(ctx)
  } finally {
    await ctx.store.close()
  }
}
