import type { Blockquote } from 'mdast'
import { blockRenderer } from '../block-types/registry.js'
import type { Block } from '../model.js'
import { blockTitle, projectTitle, sectionDocument } from './markdown-renderer.js'
import { foldLine, paragraph, serializeMarkdown, text } from './markdown-text.js'
import type { PublicLinks } from './public-links.js'
import type { PublicSection, PublicView } from './public-view.js'

/**
 * llms.txt in the strict llmstxt.org form its reference parser (`parse_llms_txt` of the
 * `llms_txt` package) reads:
 *
 *   # Project name
 *
 *   > One-line summary
 *
 *   One paragraph of notes.
 *
 *   ## Section title
 *
 *   - [Block name](https://…/markdown/section#anchor): the block's content on one line
 *
 *   ## Optional
 *
 *   - [Full markdown](https://…/markdown): …
 *
 * No other line starts with `#` (the parser splits sections on every line starting `##`), names
 * never hold `]` (written `&#93;`) and URLs never hold `)` (written `%29`), so every entry parses.
 */
export function renderLlmsTxt(view: PublicView, links: PublicLinks, options: LlmsTxtOptions = {}): string {
  const described = options.described ?? view
  const titles = h2Titles(described.sections)
  const out = [llmsHeader(view, options.notes ?? notes(described, titles), options.summaryLimit)]
  const anchorsOf = options.anchors ?? ((section: PublicSection) => sectionDocument(section).anchors)
  const lineOf = options.line ?? ((block: Block) => blockRenderer(block.type).renderLine(block.value))
  for (const section of view.sections) {
    const anchors = anchorsOf(section)
    const entries = section.blocks.map((block) =>
      entry(blockTitle(block), links.section(section.id, anchors.get(block.key) ?? ''), lineOf(block)),
    )
    out.push(`\n## ${titles.get(section.id)}\n\n${entries.join('\n')}\n`)
  }
  const optional = options.optional
    ? options.optional.map((link) => entry(link.title, link.url, link.description))
    : [
        entry('Full markdown', links.markdown, 'every section and block as one markdown document'),
        entry('llms-full.txt', links.llmsFullTxt, 'this header followed by the whole markdown, in one file'),
        ...view.sections.map((section) => {
          const title = titles.get(section.id) ?? section.title
          return entry(title, links.section(section.id), `the ${title} section alone, as markdown`)
        }),
        entry('JSON context', links.context, 'the same context as structured JSON'),
      ]
  out.push(`\n## Optional\n\n${optional.join('\n')}\n`)
  return out.join('')
}

export interface LlmsTxtOptions {
  /** The anchors of a section's blocks (default: its whole markdown document's). */
  anchors?: (section: PublicSection) => Map<string, string>
  /**
   * What the notes paragraph describes, and the section titles come from (default: `view`): a
   * token budget shows some blocks of the project, its notes still describe the whole of it.
   */
  described?: PublicView
  /** The notes paragraph (default: what the project holds and what the file links to). */
  notes?: string
  /** Most characters of the summary line (default: the whole description, on one line). */
  summaryLimit?: number
  /** A block's entry description (default: its content on one line). */
  line?: (block: Block) => string
  /** The Optional section's entries (default: the whole markdown, llms-full.txt, sections, JSON). */
  optional?: { title: string; url: string; description: string }[]
}

/** The project name as the H1 and a one-line blockquote summary, then `notes` when given. */
export function llmsHeader(view: PublicView, notes?: string, summaryLimit?: number): string {
  const project = view.project
  const line =
    foldLine(project.description) || `Product context of ${projectTitle(project)}, published with pctx.`
  const summary: Blockquote = {
    type: 'blockquote',
    children: [paragraph([text(summaryLimit === undefined ? line : shortened(line, summaryLimit))])],
  }
  return serializeMarkdown([
    { type: 'heading', depth: 1, children: [text(projectTitle(project))] },
    summary,
    ...(notes === undefined ? [] : [paragraph([text(notes)])]),
  ])
}

function notes(view: PublicView, titles: Map<string, string>): string {
  const { project, sections } = view
  const blocks = sections.reduce((sum, section) => sum + section.blocks.length, 0)
  const contents =
    sections.length === 0
      ? 'It has no blocks to show yet.'
      : `It has ${plural(sections.length, 'section')} with ${plural(blocks, 'block')}: ${listing(
          sections.map((section) => `${titles.get(section.id)} (${section.blocks.length})`),
        )}.`
  const filter = view.completeOnly
    ? 'Only blocks marked complete are listed.'
    : 'Blocks with status empty are left out; drafts are included.'
  return [
    `Product context of ${projectTitle(project)} (project ${project.id}), served by pctx.`,
    contents,
    "Each entry links to a block in its section's markdown and gives the block's content on one line; the Optional section links to the whole markdown, llms-full.txt, each section's markdown and the JSON context.",
    filter,
    `Revision ${project.revision}, updated ${project.updatedAt}.`,
  ].join(' ')
}

/** `- [title](url): description`, the one line form the reference parser accepts. */
export function entry(title: string, url: string, description: string): string {
  return `- [${linkLabel(title)}](${url})${description === '' ? '' : `: ${description}`}`
}

/**
 * Text as a link label: escaped by the markdown serialiser (brackets, backslashes, backticks,
 * `<`…), then every `]` written as the character reference `&#93;`, because the reference
 * parser reads a title up to the first `]` whether escaped or not.
 */
export function linkLabel(title: string): string {
  const link = serializeMarkdown([
    paragraph([{ type: 'link', url: 'u', title: null, children: [text(foldLine(title))] }]),
  ]).trimEnd()
  const label = link.startsWith('[') && link.endsWith('](u)') ? link.slice(1, -4) : foldLine(title)
  return label.replace(/\\[\s\S]|\]/g, (match) => (match === '\\]' || match === ']' ? '&#93;' : match))
}

/**
 * H2 titles: the section titles, made unique and never `Optional` by adding the section id
 * (the parser keys sections by title, so a repeated title would lose a section).
 */
export function h2Titles(sections: PublicSection[]): Map<string, string> {
  const counts = new Map<string, number>()
  for (const section of sections) counts.set(section.title, (counts.get(section.title) ?? 0) + 1)
  return new Map(
    sections.map((section) => {
      const clash = section.title === 'Optional' || (counts.get(section.title) ?? 0) > 1
      return [section.id, clash ? `${section.title} (${section.id})` : section.title]
    }),
  )
}

/** `line` cut at a word boundary to at most `limit` characters, `…` marking the cut. */
function shortened(line: string, limit: number): string {
  const chars = [...line]
  if (chars.length <= limit) return line
  const head = chars.slice(0, limit - 1).join('')
  const space = head.lastIndexOf(' ')
  return `${space > limit / 2 ? head.slice(0, space) : head}…`
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

function listing(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
