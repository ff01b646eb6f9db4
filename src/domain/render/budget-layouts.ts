import { slug } from 'github-slugger'
import type { RootContent } from 'mdast'
import { blockRenderer } from '../block-types/registry.js'
import { ValidationError } from '../errors.js'
import { contextData, renderContext } from './context-renderer.js'
import { entry, h2Titles, llmsHeader, renderLlmsTxt } from './llms-txt-renderer.js'
import { blockNodes, blockTitle, heading, projectTitle, sectionDocument } from './markdown-renderer.js'
import { paragraph, plainParagraphs, serializeMarkdown, text } from './markdown-text.js'
import type { PublicLinks } from './public-links.js'
import type { PublicSection, PublicView } from './public-view.js'
import type { BudgetEntry, BudgetLayout, KeptBlock, Note, RenderMemo } from './token-budget.js'
import { noteText } from './token-budget.js'
import type { TokenCounter } from './token-count.js'

/**
 * How each public output packs under a token budget (token-budget.ts): what its pieces cost and
 * how it renders a selection of blocks. Each renders with the same code as its unbudgeted form,
 * so a selection reads exactly like the full output with blocks missing.
 */

/** The markdown outputs: the project (H1 project, H2 sections, H3 blocks) or one section (H1 section, H2 blocks). */
export function markdownLayout(
  view: PublicView,
  scope: { section?: string; llmsFull?: boolean },
  full: () => string,
  count: TokenCounter,
): BudgetLayout {
  const depth = scope.section === undefined ? 3 : 2
  const frame: RootContent[] = scope.llmsFull
    ? []
    : scope.section === undefined
      ? [heading(1, projectTitle(view.project)), ...plainParagraphs(view.project.description)]
      : [heading(1, titleOf(view, scope.section))]
  const prefix = scope.llmsFull ? llmsHeader(view) : undefined
  const serialise = (nodes: RootContent[]) =>
    prefix === undefined ? serializeMarkdown(nodes) : `${prefix}\n${serializeMarkdown(nodes)}`
  const nodesOf = perBlock((entry: BudgetEntry) => blockNodes(entry.block, depth))
  const cost = perBlock((entry: BudgetEntry) => count(serializeMarkdown(nodesOf(entry))))
  const marker = cutMarker()
  return {
    blockCost: cost,
    sectionCost: (section) =>
      scope.section === undefined ? count(serializeMarkdown([heading(2, titleOf(view, section))])) : 0,
    parts: (entry) => {
      const [head, ...body] = nodesOf(entry)
      return {
        head: head ? count(serializeMarkdown([head])) : 0,
        parts: body.map((node) => count(serializeMarkdown([node]))),
        marker: count(serializeMarkdown([marker])),
      }
    },
    render: (kept, note) => {
      const nodes = [...frame]
      let section: string | undefined
      for (const block of kept) {
        if (scope.section === undefined && block.section !== section) {
          section = block.section
          nodes.push(heading(2, titleOf(view, section)))
        }
        const all = nodesOf(block)
        nodes.push(...(block.parts === undefined ? all : [...all.slice(0, 1 + block.parts), marker]))
      }
      nodes.push({ type: 'thematicBreak' }, noteParagraph(note))
      return serialise(nodes)
    },
    full,
    bare: (note) => serializeMarkdown([noteParagraph(note)]),
  }
}

/** llms.txt: one entry per block, kept whole (an entry is one line); the note is the last Optional entry. */
export function llmsTxtLayout(
  view: PublicView,
  links: PublicLinks,
  count: TokenCounter,
  memo: RenderMemo = new Map(),
): BudgetLayout {
  const titles = h2Titles(view.sections)
  const byId = new Map(view.sections.map((section) => [section.id, section]))
  // A block's anchor counts the headings before it in its section: computed on the section up to
  // the last block kept, which gives the same anchors as the whole section's document.
  // Kept in `memo` per section with how far they reach: a later budget of the same revision
  // reuses them, and computes more only when it keeps a block further down.
  const anchorsOf = (section: PublicSection, kept: PublicSection) => {
    const last = kept.blocks.at(-1)
    const upTo = last ? section.blocks.indexOf(last) + 1 : 0
    const name = `llms.txt anchors\u0000${view.completeOnly}\u0000${section.id}`
    const known = memo.get(name) as { upTo: number; anchors: Map<string, string> } | undefined
    if (known && known.upTo >= upTo) return known.anchors
    const anchors = sectionDocument({ ...section, blocks: section.blocks.slice(0, upTo) }).anchors
    memo.set(name, { upTo, anchors })
    return anchors
  }
  return {
    // Estimated with the heading's plain slug: numbering of repeated headings changes a few characters.
    blockCost: perBlock(({ block, section }: BudgetEntry) =>
      count(`${entry(blockTitle(block), links.section(section, slug(blockTitle(block))), lineOf(block))}\n`),
    ),
    sectionCost: (section) => {
      const title = titles.get(section) ?? section
      return (
        count(`\n## ${title}\n\n`) +
        count(`${entry(title, links.section(section), `the ${title} section alone, as markdown`)}\n`)
      )
    },
    render: (kept, note) => {
      const shown = selectionOf(view, kept)
      return renderLlmsTxt(shown, links, {
        described: view,
        anchors: (section) => anchorsOf(byId.get(section.id) ?? section, section),
        closing: {
          title: 'Left out to fit the token budget',
          url: links.llmsTxt,
          description: noteText(note),
        },
      })
    },
    full: () => renderLlmsTxt(view, links),
    bare: (note) => `# ${projectTitle(view.project)}\n\n> ${noteText(note)}\n`,
  }
}

/** The JSON context: blocks whole; the note goes in `data.budget`. */
export function contextLayout(view: PublicView, tokens: number, count: TokenCounter): BudgetLayout {
  return {
    blockCost: perBlock(
      ({ block }: BudgetEntry) =>
        count(
          JSON.stringify({
            key: block.key,
            type: block.type,
            name: block.name,
            status: block.status,
            value: block.value,
          }),
        ) + 1,
    ),
    sectionCost: (section) =>
      count(JSON.stringify({ type: section, title: titleOf(view, section), blocks: [] })) + 1,
    render: (kept, note) => {
      const data = contextData(selectionOf(view, kept))
      const total = view.sections.reduce((sum, section) => sum + section.blocks.length, 0)
      const budget = {
        tokens,
        truncated: true,
        shownBlocks: kept.length,
        totalBlocks: total,
        note: noteText(note),
      }
      return JSON.stringify({ data: { ...data, budget }, error: null })
    },
    full: () => renderContext(view),
    bare: (_note, frame) => {
      // JSON has no shorter form that still holds the project: a budget below its frame is refused.
      throw new ValidationError(
        `tokens=${tokens} is too small for the JSON context of this project: without any block it takes ${frame} tokens (o200k_base); ask with tokens=${frame} or more`,
      )
    },
  }
}

/** The text of one llms.txt entry: the block's content on one line. */
function lineOf(block: BudgetEntry['block']): string {
  return blockRenderer(block.type).renderLine(block.value)
}

/** The view with only the kept blocks (whole), sections left empty dropped. */
function selectionOf(view: PublicView, kept: KeptBlock[]): PublicView {
  const blocks = new Set(kept.map((entry) => entry.block))
  return {
    ...view,
    sections: view.sections
      .map((section) => ({ ...section, blocks: section.blocks.filter((block) => blocks.has(block)) }))
      .filter((section) => section.blocks.length > 0),
  }
}

function titleOf(view: PublicView, section: string): string {
  return view.sections.find((candidate) => candidate.id === section)?.title ?? section
}

/** Where a block was cut at a paragraph: an emphasised line saying so. */
function cutMarker(): RootContent {
  return paragraph([{ type: 'emphasis', children: [text('[cut here to fit the token budget]')] }])
}

function noteParagraph(note: Note): RootContent {
  return paragraph(
    note.map((part) =>
      typeof part === 'string' ? text(part) : { type: 'inlineCode' as const, value: part.code },
    ),
  )
}

/** `compute` once per entry (a block renders and is counted once however often it is weighed). */
function perBlock<T>(compute: (entry: BudgetEntry) => T): (entry: BudgetEntry) => T {
  const cache = new Map<string, T>()
  return (entry) => {
    let value = cache.get(entry.block.key)
    if (value === undefined) {
      value = compute(entry)
      cache.set(entry.block.key, value)
    }
    return value
  }
}
