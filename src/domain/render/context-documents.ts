import type { Block, Project } from '../model.js'
import { type SynonymExpansion, type SynonymGroups, synonymIndexOf } from '../search/synonyms.js'
import { sectionTitle } from '../sections.js'
import { markdownLayout } from './budget-layouts.js'
import { budgetNote } from './budget-note.js'
import { budgetRanking } from './budget-ranking.js'
import { renderLlmsTxt } from './llms-txt-renderer.js'
import { renderProjectMarkdown, renderSectionMarkdown } from './markdown-renderer.js'
import { publicLinks } from './public-links.js'
import { type PublicView, publicView } from './public-view.js'
import { sectionNotFound } from './section-not-found.js'
import { type BudgetRanking, budgetOrder, packBudget } from './token-budget.js'
import { loadTokenCounter, type TokenCounter } from './token-count.js'

/**
 * The documents of MCP's get_context and resources, rendered from a project snapshot by the same
 * renderers as the public endpoints (markdown: H1 project, H2 sections, H3 blocks; one section:
 * H1 section, H2 blocks). Empty blocks are left out, as there. Unlike the public endpoints they
 * also serve private projects: the key's access was checked when the snapshot was read.
 */

/** A project and all its blocks (empty ones too) in canonical order, as one read saw them. */
export interface ProjectSnapshot {
  project: Project
  blocks: Block[]
  /** The project's synonym groups: a `query` also matches them (docs/search.md). */
  synonyms?: SynonymGroups
}

export interface ContextOptions {
  /** One section instead of the whole project. */
  section?: string
  /** Only `complete` blocks (else every block except `empty` ones). */
  completeOnly?: boolean
  /** Fit the document in this many o200k_base tokens. */
  maxTokens?: number
  /** With `maxTokens`: keep every block that matches this search first, best first. */
  query?: string
}

export interface ContextDocument {
  markdown: string
  /** o200k_base tokens of `markdown`. */
  tokens: number
  /** Whether `maxTokens` left blocks out (or cut one at a paragraph). */
  truncated: boolean
  /** Blocks in the document (whole or cut) / blocks the whole document has. */
  shownBlocks: number
  totalBlocks: number
  /** Keys of the blocks left out, in the order they would have been kept next. */
  omitted: string[]
  /** Key of the block cut at a paragraph, if any. */
  cut?: string
  /** With `query`: the project's synonyms it was also searched with, those some block holds. */
  expansions?: SynonymExpansion[]
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
  contextMarkdown: async (snapshot, options = {}) =>
    contextDocument(snapshot, options, await loadTokenCounter()),
  llmsTxt: async (snapshot, baseUrl) => llmsTxt(snapshot, baseUrl),
}

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
    : (renderSectionMarkdown(view, section) ?? `# ${sectionTitle(section)}\n`)
}

/**
 * The project (or one section) as markdown, counted in o200k_base tokens. With `maxTokens`, packed
 * as the public markdown is under `?tokens=` (domain/render/token-budget.ts): with `query` every
 * matching block first, best first, status breaking ties (a kept draft says so); else complete
 * before draft in canonical order; blocks whole or the last one cut (its matching parts first);
 * a closing note names what was left out.
 */
export async function contextDocument(
  snapshot: ProjectSnapshot,
  options: ContextOptions,
  count: TokenCounter,
): Promise<ContextDocument> {
  const ranking =
    options.query === undefined || options.maxTokens === undefined
      ? undefined
      : await budgetRanking(
          snapshot.blocks,
          options.query,
          undefined,
          synonymIndexOf(snapshot.synonyms ?? []),
        )
  return contextMarkdown(snapshot, options, count, ranking)
}

/** `contextDocument` with the query's ranking given, synchronous. */
export function contextMarkdown(
  snapshot: ProjectSnapshot,
  options: ContextOptions,
  count: TokenCounter,
  ranking?: BudgetRanking,
): ContextDocument {
  const view = scopedView(snapshot, options)
  const entries = view.sections.flatMap((section) =>
    section.blocks.map((block) => ({ block, section: section.id })),
  )
  const full = () => render(view, options.section)
  const { maxTokens } = options
  if (maxTokens === undefined) {
    const markdown = full()
    return {
      markdown,
      tokens: count(markdown),
      truncated: false,
      shownBlocks: entries.length,
      totalBlocks: entries.length,
      omitted: [],
    }
  }
  const layout = markdownLayout(
    view,
    options.section === undefined ? {} : { section: options.section },
    full,
    count,
    ranking,
  )
  const packed = packBudget(
    budgetOrder(entries, ranking),
    layout,
    maxTokens,
    count,
    (facts) =>
      budgetNote(
        facts,
        'read them with get_block or search_blocks, or call get_context for one section or with a larger max_tokens',
        'max_tokens',
      ),
    entries,
  )
  return {
    markdown: packed.text,
    tokens: packed.tokens,
    truncated: packed.truncated,
    shownBlocks: packed.shown.length,
    totalBlocks: entries.length,
    omitted: packed.omitted,
    ...(packed.cut !== undefined && { cut: packed.cut }),
    ...(ranking?.expansions && { expansions: [...ranking.expansions] }),
  }
}

/** One section as markdown (H1 section title, H2 blocks), as the section resource serves it. */
export function sectionMarkdown(snapshot: ProjectSnapshot, section: string): string {
  return render(scopedView(snapshot, { section }), section)
}

/** llms.txt of the project, its links pointing at the public endpoints under `baseUrl`. */
export function llmsTxt(snapshot: ProjectSnapshot, baseUrl: string): string {
  const view = publicView(snapshot.project, snapshot.blocks, false)
  return renderLlmsTxt(view, publicLinks(baseUrl, view.project.id, false))
}
