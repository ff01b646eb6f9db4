import { userInfo } from 'node:os'
import { loadConfig } from '../config.js'
import { type AuditContext, CLI_ACTOR } from '../domain/audit/audit.js'
import type { Store } from '../domain/store.js'
import { createServices } from '../services.js'
import { type OpenNotices, openStore } from '../store/open-store.js'
import { MissingDatabaseError } from '../store/sqlite/database-file.js'
import { info } from './output.js'

/** How a missing database is named to someone who ran an admin command in the wrong place. */
export function missingDatabaseMessage(path: string, variable: string): string {
  const where =
    variable === 'DATABASE_URL' ? 'DATABASE_URL, default ./data/pctx.db in the current folder' : variable
  return (
    `no pctx database at ${path} (${where}). ` +
    'Admin commands never create one: run `pctx db init` (or start the server once with `pctx serve`) to create it, ' +
    'or point DATABASE_URL at an existing database (sqlite:<path> or postgres://…)'
  )
}

/**
 * Opens DATABASE_URL's store; a failure names the database, so the user knows what to fix.
 * Only `create` (serve, db init) may create a missing SQLite file.
 */
export async function openConfiguredStore(
  config: Parameters<typeof openStore>[0],
  {
    create = false,
    variable = 'DATABASE_URL',
    notices = {},
    checkpointThread = false,
  }: {
    create?: boolean
    variable?: string
    /** `serve` checkpoints in a thread; an admin command, done in a moment, does not. */
    checkpointThread?: boolean
    /** Where `serve` reports (its logger); admin commands tell their user on stderr. */
    notices?: Pick<OpenNotices, 'onCreate' | 'onPoolError'>
  } = {},
): Promise<Store> {
  try {
    // Loud on purpose: a new empty database where one was expected means lost data.
    return await openStore(config, {
      onCreate: (message) => info(`pctx: ${message}`),
      ...notices,
      create,
      checkpointThread,
    })
  } catch (error) {
    if (error instanceof MissingDatabaseError) throw new Error(missingDatabaseMessage(error.path, variable))
    const where = config.database.kind === 'sqlite' ? config.database.path : 'the PostgreSQL database'
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`cannot open ${where} (${variable}): ${reason}`)
  }
}

/**
 * Who the admin commands act as in the audit log: the CLI on the database has no key and no
 * session, so it is actor kind `cli`, named with the operating-system user who ran it when known.
 * The one place the CLI builds its audit context; commands over `--url` are recorded by the
 * server as their admin key.
 */
export function cliAuditContext(): AuditContext {
  let osUser: string | undefined
  try {
    osUser = userInfo().username
  } catch {
    // No passwd entry for this uid (some containers): the CLI is named alone.
  }
  return { actor: { ...CLI_ACTOR, ...(osUser && { name: `${CLI_ACTOR.name} (${osUser})` }) }, ip: null }
}

/** Opens the existing database named by DATABASE_URL with the services the admin commands use. */
export async function openAdminContext() {
  const config = loadConfig()
  const store = await openConfiguredStore(config)
  return { config, store, audit: cliAuditContext(), ...createServices({ store, config }) }
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
