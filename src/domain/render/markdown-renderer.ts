import GithubSlugger from 'github-slugger'
import type { Heading, Nodes, RootContent } from 'mdast'
import { toString as nodeText } from 'mdast-util-to-string'
import { blockRenderer } from '../block-types/registry.js'
import type { Block } from '../model.js'
import { foldLine, plainParagraphs, serializeMarkdown, text } from './markdown-text.js'
import type { PublicSection, PublicView } from './public-view.js'

/**
 * The markdown outputs: the whole project (H1 project, H2 sections, H3 blocks) and one section
 * alone (H1 section title, H2 blocks). Also the anchors llms.txt links to.
 */

/** A block's name as displayed: on one line; the key when the name is blank. */
export function blockTitle(block: Pick<Block, 'name' | 'key'>): string {
  return foldLine(block.name) || block.key
}

/** The project's name as displayed (one line). */
export function projectTitle(project: { name: string; id: string }): string {
  return foldLine(project.name) || project.id
}

export function heading(depth: Heading['depth'], value: string): Heading {
  return { type: 'heading', depth, children: [text(value)] }
}

/** A block as its heading followed by its body, rendered by its type. */
export function blockNodes(block: Block, depth: 2 | 3, headings?: Map<Heading, string>): RootContent[] {
  const title = heading(depth, blockTitle(block))
  headings?.set(title, block.key)
  const body = blockRenderer(block.type).renderMarkdown(block.value, {
    headingDepth: depth,
    idPrefix: block.key,
  })
  return [title, ...body]
}

/** H2 per section, H3 per block: the body of the whole-project markdown and of llms-full.txt. */
export function projectBodyNodes(view: PublicView): RootContent[] {
  return view.sections.flatMap((section) => [
    heading(2, section.title),
    ...section.blocks.flatMap((block) => blockNodes(block, 3)),
  ])
}

/** `GET /markdown`: the whole context as one document. */
export function renderProjectMarkdown(view: PublicView): string {
  return serializeMarkdown([
    heading(1, projectTitle(view.project)),
    ...plainParagraphs(view.project.description),
    ...projectBodyNodes(view),
  ])
}

export interface SectionDocument {
  nodes: RootContent[]
  /** Block key → the GitHub-style id of the block's heading in this document. */
  anchors: Map<string, string>
}

/**
 * One section as a document (H1 section title, H2 blocks) with the anchor of every block:
 * GitHub's slug of the heading text, numbered `-1`, `-2` … in document order when repeated.
 * Every heading counts, those inside `text` content too, as they do on GitHub.
 */
export function sectionDocument(section: PublicSection): SectionDocument {
  const headings = new Map<Heading, string>()
  const nodes: RootContent[] = [
    heading(1, section.title),
    ...section.blocks.flatMap((block) => blockNodes(block, 2, headings)),
  ]
  const slugger = new GithubSlugger()
  const anchors = new Map<string, string>()
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      const slug = slugger.slug(nodeText(node))
      const key = headings.get(node)
      if (key !== undefined) anchors.set(key, slug)
    }
    if ('children' in node) for (const child of node.children) visit(child)
  }
  for (const node of nodes) visit(node)
  return { nodes, anchors }
}

/** `GET /markdown/:section`: that section alone, or undefined when it has nothing to show. */
export function renderSectionMarkdown(view: PublicView, sectionId: string): string | undefined {
  const section = view.sections.find((candidate) => candidate.id === sectionId)
  return section && serializeMarkdown(sectionDocument(section).nodes)
}
