import { NotFoundError } from '../errors.js'
import type { Block } from '../model.js'
import type { PublicView } from './public-view.js'

/**
 * The 404 for a section that is not in `view`: unknown to the project, or holding only blocks
 * the view leaves out. Every surface (public endpoints, MCP tools and resources) words it the
 * same, naming the sections that can be asked for instead.
 */
export function sectionNotFound(
  section: string,
  blocks: readonly Pick<Block, 'section'>[],
  view: PublicView,
): NotFoundError {
  const shown = view.sections.map((candidate) => candidate.id)
  const available =
    shown.length === 0 ? 'the project has no blocks to show' : `sections with content: ${shown.join(', ')}`
  const project = view.project.id
  if (!blocks.some((block) => block.section === section)) {
    return new NotFoundError(`Section "${section}" not found in project "${project}"; ${available}`)
  }
  const why = view.completeOnly
    ? 'none of its blocks is complete'
    : 'all its blocks are empty, and empty blocks are left out'
  return new NotFoundError(
    `Section "${section}" of project "${project}" has nothing to show (${why}); ${available}`,
  )
}
