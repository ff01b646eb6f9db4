import type { Block, Project } from '../model.js'
import { sectionTitle } from '../sections.js'

/** The project fields public outputs show. */
export interface PublicProject {
  id: string
  name: string
  description: string
  revision: number
  updatedAt: string
}

export interface PublicSection {
  id: string
  title: string
  /** Shown blocks only, in canonical order. */
  blocks: Block[]
}

/** What the public outputs of one project show, for one filter: the input of every renderer. */
export interface PublicView {
  project: PublicProject
  /** `?status=complete`: only complete blocks. Otherwise every block except `empty` ones. */
  completeOnly: boolean
  /** Sections with at least one shown block, in canonical order. */
  sections: PublicSection[]
}

/** Whether a block shows in public outputs: never when `empty`; only `complete` ones when asked. */
export function isShown(block: Pick<Block, 'status'>, completeOnly: boolean): boolean {
  return completeOnly ? block.status === 'complete' : block.status !== 'empty'
}

/**
 * Builds the view of a project from its blocks in canonical order (section order, position,
 * key). Sections left with nothing to show are left out.
 */
export function publicView(project: Project, blocks: readonly Block[], completeOnly: boolean): PublicView {
  const sections: PublicSection[] = []
  for (const block of blocks) {
    if (!isShown(block, completeOnly)) continue
    let current = sections.at(-1)
    if (current?.id !== block.section) {
      current = { id: block.section, title: sectionTitle(block.section), blocks: [] }
      sections.push(current)
    }
    current.blocks.push(block)
  }
  const { id, name, description, revision, updatedAt } = project
  return { project: { id, name, description, revision, updatedAt }, completeOnly, sections }
}
