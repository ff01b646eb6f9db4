import { renderLlmsTxt } from '../domain/render/llms-txt-renderer.js'
import { renderProjectMarkdown, renderSectionMarkdown } from '../domain/render/markdown-renderer.js'
import { publicLinks } from '../domain/render/public-links.js'
import { type PublicView, publicView } from '../domain/render/public-view.js'
import { sectionNotFound } from '../domain/render/section-not-found.js'
import { sectionTitle } from '../domain/sections.js'
import type { ProjectSnapshot } from './context-api.js'
import { BYTES_PER_TOKEN, estimateTokens } from './token-estimate.js'

/**
 * The documents of get_context and the resources, rendered from a project snapshot by the same
 * renderers as the public endpoints (markdown: H1 project, H2 sections, H3 blocks; one section:
 * H1 section, H2 blocks). Empty blocks are left out, as there. Unlike the public endpoints they
 * also serve private projects: the key's access was checked when the snapshot was read.
 */

export interface ContextOptions {
  /** One section instead of the whole project. */
  section?: string
  /** Only `complete` blocks (else every block except `empty` ones). */
  completeOnly?: boolean
  /** Trim whole blocks from the end until the estimate fits. */
  maxTokens?: number
}

export interface ContextDocument {
  markdown: string
  /** Estimate of `markdown`'s size in tokens (see token-estimate.ts). */
  estimatedTokens: number
  /** Blocks in the document / blocks the untrimmed document would have. */
  shownBlocks: number
  totalBlocks: number
  /** Keys of the blocks trimmed away, in canonical order. */
  omitted: string[]
}

/**
 * Renders the MCP documents. Rendering user markdown can take seconds for worst-case content
 * (docs/performance.md), so the HTTP server hands it to its render threads (src/http/render-pool.ts);
 * the stdio server, a client process of one user, renders in process.
 */
export interface ContextRenderer {
  contextMarkdown(snapshot: ProjectSnapshot, options?: ContextOptions): Promise<ContextDocument>
  llmsTxt(snapshot: ProjectSnapshot, baseUrl: string): Promise<string>
}

/** Renders on the calling thread. */
export const inProcessRenderer: ContextRenderer = {
  contextMarkdown: async (snapshot, options) => contextMarkdown(snapshot, options),
  llmsTxt: async (snapshot, baseUrl) => llmsTxt(snapshot, baseUrl),
}

/** How many omitted keys the trimming note names; the rest are counted. */
const NOTE_MAX_KEYS = 20

/** Sections with something to show, for the section resources and error messages. */
export function shownSections(snapshot: ProjectSnapshot, completeOnly = false) {
  return publicView(snapshot.project, snapshot.blocks, completeOnly).sections.map((section) => ({
    id: section.id,
    title: section.title,
    blocks: section.blocks.length,
  }))
}

function scopedView(snapshot: ProjectSnapshot, options: ContextOptions): PublicView {
  const view = publicView(snapshot.project, snapshot.blocks, options.completeOnly ?? false)
  if (options.section === undefined) return view
  const section = view.sections.find((candidate) => candidate.id === options.section)
  if (!section) throw sectionNotFound(options.section, snapshot.blocks, view)
  return { ...view, sections: [section] }
}

function render(view: PublicView, section: string | undefined): string {
  return section === undefined
    ? renderProjectMarkdown(view)
    : (renderSectionMarkdown(view, section) ?? renderEmptySection(section))
}

/** A section trimmed to no block still shows its title. */
function renderEmptySection(section: string): string {
  return `# ${sectionTitle(section)}\n`
}

/** The first `count` blocks of the view, in canonical order; sections left empty are dropped. */
function firstBlocks(view: PublicView, count: number): PublicView {
  let left = count
  const sections = view.sections
    .map((section) => {
      const blocks = section.blocks.slice(0, Math.max(0, left))
      left -= blocks.length
      return { ...section, blocks }
    })
    .filter((section) => section.blocks.length > 0)
  return { ...view, sections }
}

interface ShownBlock {
  key: string
  section: string
}

/** "2 of brand, all 20 of users": where the left-out blocks are. */
function omittedSections(view: PublicView, omitted: ShownBlock[]): string {
  const counts = new Map<string, number>()
  for (const block of omitted) counts.set(block.section, (counts.get(block.section) ?? 0) + 1)
  return [...counts]
    .map(([section, count]) => {
      const total = view.sections.find((candidate) => candidate.id === section)?.blocks.length
      return count === total ? `all ${count} of ${section}` : `${count} of ${section}`
    })
    .join(', ')
}

function trimNote(view: PublicView, maxTokens: number, shown: number, omitted: ShownBlock[]): string {
  const named = omitted
    .slice(0, NOTE_MAX_KEYS)
    .map((block) => `\`${block.key}\``)
    .join(', ')
  const more = omitted.length > NOTE_MAX_KEYS ? `, and ${omitted.length - NOTE_MAX_KEYS} more` : ''
  const head =
    shown === 0
      ? `max_tokens=${maxTokens} is too small for even one block`
      : `trimmed to fit max_tokens=${maxTokens}`
  return (
    `\n---\n\n[pctx: ${head} (estimated at ~${BYTES_PER_TOKEN} bytes of UTF-8 per token): ` +
    `${shown} of ${shown + omitted.length} blocks shown. Left out (${omittedSections(view, omitted)}), ` +
    `in order: ${named}${more}. ` +
    'Read them with get_block, or with get_context for one section or a larger max_tokens.]\n'
  )
}

/**
 * The project (or one section) as markdown. With `maxTokens`, whole blocks are dropped from the
 * end (canonical order: brand, product, users, then custom sections) until the document and a
 * closing note naming what was left out fit the budget; blocks are never cut in the middle.
 */
export function contextMarkdown(snapshot: ProjectSnapshot, options: ContextOptions = {}): ContextDocument {
  const view = scopedView(snapshot, options)
  const blocks: ShownBlock[] = view.sections.flatMap((section) =>
    section.blocks.map((block) => ({ key: block.key, section: section.id })),
  )
  const full = render(view, options.section)
  const fullTokens = estimateTokens(full)
  const { maxTokens } = options
  if (maxTokens === undefined || fullTokens <= maxTokens) {
    return {
      markdown: full,
      estimatedTokens: fullTokens,
      shownBlocks: blocks.length,
      totalBlocks: blocks.length,
      omitted: [],
    }
  }
  const build = (count: number) => {
    const markdown =
      render(firstBlocks(view, count), options.section) +
      trimNote(view, maxTokens, count, blocks.slice(count))
    return { markdown, tokens: estimateTokens(markdown) }
  }
  // The largest prefix that fits: rendering grows with every block, the note barely changes.
  let low = 0
  let high = blocks.length - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (build(middle).tokens <= maxTokens) low = middle
    else high = middle - 1
  }
  const { markdown, tokens } = build(low)
  return {
    markdown,
    estimatedTokens: tokens,
    shownBlocks: low,
    totalBlocks: blocks.length,
    omitted: blocks.slice(low).map((block) => block.key),
  }
}

/** One section as markdown (H1 section title, H2 blocks), as the section resource serves it. */
export function sectionMarkdown(snapshot: ProjectSnapshot, section: string): string {
  return contextMarkdown(snapshot, { section }).markdown
}

/** llms.txt of the project, its links pointing at the public endpoints under `baseUrl`. */
export function llmsTxt(snapshot: ProjectSnapshot, baseUrl: string): string {
  const view = publicView(snapshot.project, snapshot.blocks, false)
  return renderLlmsTxt(view, publicLinks(baseUrl, view.project.id, false))
}
