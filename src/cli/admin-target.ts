import type { PctxClient } from '../client/pctx-client.js'
import { type AdminContext, withAdminContext } from './context.js'
import { isRemoteAdmin, withRemote } from './remote.js'

/** The two ways an admin command can do its work: on the database, or over the admin API. */
export interface AdminWork<T> {
  local(ctx: AdminContext): Promise<T>
  remote(client: PctxClient): Promise<T>
}

/**
 * Runs an admin command where its options point: over the admin API of `--url` / PCTX_URL
 * with `--api-key` / PCTX_API_KEY (an admin key), else on DATABASE_URL, which it never creates.
 * Both ways give the command the same records, so its output is the same.
 */
export function runAdmin<T>(options: { url?: string; apiKey?: string }, work: AdminWork<T>): Promise<T> {
  if (isRemoteAdmin(options)) return withRemote(options, (client) => work.remote(client))
  return withAdminContext(work.local)
}
