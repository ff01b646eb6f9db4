import { differingFields } from '../lib/text-diff.js'
import { ApiError, type Block } from './client.js'
import { loadBlock, loadProject } from './project-data.js'

/** What a write of one block as the page shows it came to. */
export type AsShown<T> = { kind: 'written'; value: T } | { kind: 'changed' } | { kind: 'busy' }

/**
 * Runs `write` at the project's current revision only while the block is still `shown`: when
 * someone saved it meanwhile, nothing is sent ('changed', the page shows their version). A 409
 * means another block changed between the read and the write; a few rounds at most, then 'busy'.
 */
export async function writeAsShown<T>(
  project: string,
  shown: Block,
  write: (expectedRevision: number) => Promise<T>,
): Promise<AsShown<T>> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [latest, now] = await Promise.all([loadProject(project), loadBlock(project, shown.key)])
    if (differingFields(shown, now).length > 0) return { kind: 'changed' }
    try {
      return { kind: 'written', value: await write(latest.revision) }
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409) throw error
    }
  }
  return { kind: 'busy' }
}
