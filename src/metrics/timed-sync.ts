import type { BlockService } from '../domain/block-service.js'
import type { SyncOutcome } from './metrics.js'

/**
 * The block service with its `sync` timed, for /metrics: every entry point that syncs (HTTP,
 * MCP) goes through the service, so timing it here counts them all, and the domain stays
 * unaware of metrics. A sync that throws (invalid, conflict, too large) is `rejected`.
 */
export function withTimedSync(
  blocks: BlockService,
  observe: (seconds: number, outcome: SyncOutcome) => void,
): BlockService {
  const sync: BlockService['sync'] = async (...args) => {
    const started = performance.now()
    try {
      const result = await blocks.sync(...args)
      observe((performance.now() - started) / 1000, result.dryRun ? 'dry_run' : 'applied')
      return result
    } catch (error) {
      observe((performance.now() - started) / 1000, 'rejected')
      throw error
    }
  }
  return { ...blocks, sync }
}
