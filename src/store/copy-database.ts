import type { Store } from '../domain/store.js'

export interface CopySummary {
  projects: number
  blocks: number
  keys: number
}

/**
 * Copies a whole deployment — projects with their sections, blocks (ids, positions, timestamps
 * and revisions kept) and API keys (hashes, plans, expiry, revocation) — into an empty store,
 * in one transaction on the target: it has everything afterwards, or nothing.
 */
export async function copyDatabase(from: Store, to: Store): Promise<CopySummary> {
  const [projectCount, keyCount] = [await to.countProjects(), (await to.listKeys()).length]
  if (projectCount > 0 || keyCount > 0) {
    throw new Error(
      `the target database is not empty (${projectCount} projects, ${keyCount} keys); copy into a new, empty database`,
    )
  }
  // Read one consistent snapshot of the source, so a sync running meanwhile is all in or all out.
  return from.snapshot((source) =>
    to.transaction(async (tx) => {
      const projects = await source.listProjects()
      const summary: CopySummary = { projects: projects.length, blocks: 0, keys: 0 }
      for (const project of projects) {
        await tx.insertProject(project)
        const sections = await source.listSections(project.id)
        await tx.insertSections(project.id, sections)
        const ordinals = new Map(sections.map((s) => [s.section, s.ordinal]))
        const blocks = await source.listBlocks(project.id, {}, null, null)
        await tx.insertBlocks(project.id, blocks, ordinals)
        summary.blocks += blocks.length
      }
      const keys = await source.listStoredKeys()
      for (const key of keys) await tx.insertKey(key)
      summary.keys = keys.length
      return summary
    }),
  )
}
