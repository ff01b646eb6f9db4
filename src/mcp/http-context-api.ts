import { randomBytes } from 'node:crypto'
import { PctxApiError, type PctxClient } from '../client/pctx-client.js'
import type { Block } from '../domain/model.js'
import type { BlockSearchHit, ContextApi } from './context-api.js'

/** The ContextApi of `pctx mcp`: every call is a request to a pctx server, with its key. */
export function createHttpContextApi(client: PctxClient): ContextApi {
  return {
    async listProjects() {
      return client.listProjects()
    },
    async listBlocks(projectId, query) {
      const page = await client.listBlocks(projectId, query)
      return { blocks: page.blocks as Block[], nextCursor: page.nextCursor }
    },
    async getBlock(projectId, key, revision) {
      return (await client.getBlock(projectId, key, revision === undefined ? {} : { revision })) as Block
    },
    async searchBlocks(projectId, q, query) {
      const { hits, corrections, expansions } = await client.searchBlocks(projectId, q, query)
      return { hits: hits as BlockSearchHit[], corrections, expansions }
    },
    async snapshot(projectId, revision) {
      const exported = await client.exportProject(projectId, revision === undefined ? {} : { revision })
      return {
        project: exported.project,
        blocks: exported.sections.flatMap((section) => section.blocks as Block[]),
        synonyms: exported.synonyms ?? [],
      }
    },
    syncBlocks(projectId, body) {
      // The server validates the body and answers 400 with details for every problem.
      return client.sync(projectId, body as Parameters<PctxClient['sync']>[1])
    },
    async changes(projectId, since, query) {
      const page = await client.listChanges(projectId, since, query)
      return {
        ...page,
        changes: page.changes.map((change) => ({ ...change, block: change.block as Block | null })),
      }
    },
  }
}

export type WriteAccess =
  | { write: true }
  | { write: false; reason: string }
  /** The key itself is refused (401): nothing will work. */
  | { write: false; fatal: string }

/**
 * Finds out once, at start, whether the key may sync, with a dry-run sync of zero blocks (it
 * writes nothing, but counts as one request against the key's limit):
 * - against `projectId` when one is configured: 200 → write; 403 → read-only or not allowed;
 * - else against a random project id no one has: 404 means the key passed the write check
 *   (a write key for all projects); 403 cannot tell a read-only key from a key limited to other
 *   projects, so sync_blocks is left out and the reason says to pass --project.
 */
export async function detectWriteAccess(client: PctxClient, projectId?: string): Promise<WriteAccess> {
  const probe = projectId ?? `pctx-mcp-probe-${randomBytes(8).toString('hex')}`
  try {
    await client.sync(probe, { blocks: [], dryRun: true })
    return { write: true }
  } catch (error) {
    if (!(error instanceof PctxApiError)) throw error
    if (error.status === 401) return { write: false, fatal: error.message }
    if (error.status === 404 && projectId === undefined) return { write: true }
    if (error.status === 403) {
      return {
        write: false,
        reason:
          projectId === undefined
            ? 'the key cannot sync every project (read-only, or limited to some projects: pass --project to check one)'
            : `the key cannot sync project "${projectId}": ${error.message}`,
      }
    }
    return { write: false, reason: `could not check write access: ${error.message}` }
  }
}
