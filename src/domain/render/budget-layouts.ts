import { slug } from 'github-slugger'
import type { RootContent } from 'mdast'
import { toString as nodeText } from 'mdast-util-to-string'
import { blockRenderer } from '../block-types/registry.js'
import { ValidationError } from '../errors.js'
import { contextData, renderContext } from './context-renderer.js'
import { DRAFT_LINE_MARKER, LLMS_CUT_MARKER, lineChunks, llmsBudgetNotes } from './llms-txt-budget.js'
import { entry, h2Titles, llmsHeader, renderLlmsTxt } from './llms-txt-renderer.js'
import { blockNodes, blockTitle, heading, projectTitle, sectionDocument } from './markdown-renderer.js'
import { paragraph, plainParagraphs, serializeMarkdown, text } from './markdown-text.js'
import type { PublicLinks } from './public-links.js'
import type { PublicSection, PublicView } from './public-view.js'
import type { BudgetEntry, BudgetLayout, BudgetRanking, KeptBlock, Note, RenderMemo } from './token-budget.js'
import { isPrefixCut, noteText, partsInOrder } from './token-budget.js'
import type { TokenCounter } from './token-count.js'

/**
 * How each public output packs under a token budget (token-budget.ts): what its pieces cost and
 * how it renders a selection of blocks. Each renders with the same code as its unbudgeted form,
 * so a selection reads exactly like the full output with blocks missing.
 */

/**
 * The markdown outputs: the project (H1 project, H2 sections, H3 blocks) or one section (H1
 * section, H2 blocks). A draft says so under its heading; a cut block shows the parts it keeps
 * (those matching `ranking`'s question first) in document order, then a marker.
 */
export function markdownLayout(
  view: PublicView,
  scope: { section?: string; llmsFull?: boolean },
  full: () => string,
  count: TokenCounter,
  ranking?: BudgetRanking,
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
  /** The heading (and the draft marker), then the body's top-level parts. */
  const piecesOf = perBlock((entry: BudgetEntry) => {
    const [title, ...body] = blockNodes(entry.block, depth)
    const head = title ? [title] : []
    // With a question a draft can come before complete blocks: it says what it is.
    if (ranking && entry.block.status !== 'complete') head.push(draftMarker())
    return { head, body }
  })
  const cost = perBlock((entry: BudgetEntry) => {
    const { head, body } = piecesOf(entry)
    return count(serializeMarkdown([...head, ...body]))
  })
  const markers = [cutMarker(), matchingCutMarker(2, 10)]
  const markerCost = Math.max(...markers.map((marker) => count(serializeMarkdown([marker]))))
  return {
    blockCost: cost,
    sectionCost: (section) =>
      scope.section === undefined ? count(serializeMarkdown([heading(2, titleOf(view, section))])) : 0,
    parts: (entry) => {
      const { head, body } = piecesOf(entry)
      return {
        head: count(serializeMarkdown(head)),
        parts: body.map((node) => count(serializeMarkdown([node]))),
        marker: markerCost,
        ...(ranking && { matching: body.map((node) => ranking.matches(nodeText(node))) }),
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
        const { head, body } = piecesOf(block)
        const parts = partsInOrder(block)
        if (parts === undefined) nodes.push(...head, ...body)
        else {
          const marker = isPrefixCut(block) ? cutMarker() : matchingCutMarker(parts.length, body.length)
          nodes.push(...head, ...parts.flatMap((index) => body[index] ?? []), marker)
        }
      }
      nodes.push({ type: 'thematicBreak' }, noteParagraph(note))
      return serialise(nodes)
    },
    full,
    bare: (note) => serializeMarkdown([noteParagraph(note)]),
  }
}

/**
 * llms.txt under a budget spends its tokens on content: short notes, entries
 * only for the blocks shown (a draft says so, a cut one keeps the pieces of its line that match
 * the question first), and for the Optional section one entry: the note saying how many more
 * blocks there are, linking the full (unbudgeted) llms.txt.
 */
export function llmsTxtLayout(
  view: PublicView,
  links: PublicLinks,
  count: TokenCounter,
  memo: RenderMemo = new Map(),
  budget: { tokens: number; ranking?: BudgetRanking } = { tokens: 0 },
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
  // Rendered from the block's markdown once: the packing renders the answer again after each
  // shrink, with the same lines.
  const lineFor = perBlock(({ block }: Pick<BudgetEntry, 'block'>) => lineOf(block))
  const chunksOf = perBlock(({ block }: BudgetEntry) => lineChunks(lineFor({ block })))
  // With a question a draft can come before complete blocks: it says what it is.
  const draftMark = (block: BudgetEntry['block']) =>
    budget.ranking && block.status !== 'complete' ? DRAFT_LINE_MARKER : ''
  const draft = (entry: BudgetEntry) => draftMark(entry.block)
  // Estimated with the heading's plain slug: numbering of repeated headings changes a few characters.
  const urlOf = (entry: BudgetEntry) => links.section(entry.section, slug(blockTitle(entry.block)))
  return {
    blockCost: perBlock((item: BudgetEntry) =>
      count(`${entry(blockTitle(item.block), urlOf(item), `${draft(item)}${lineFor(item)}`)}\n`),
    ),
    sectionCost: (section) => count(`\n## ${titles.get(section) ?? section}\n\n`),
    parts: (item) => {
      const chunks = chunksOf(item)
      return {
        head: count(`${entry(blockTitle(item.block), urlOf(item), draft(item))}\n`),
        parts: chunks.map((chunk) => count(` ${chunk}`)),
        marker: count(` … ${LLMS_CUT_MARKER}`) + 1,
        ...(budget.ranking && { matching: chunks.map((chunk) => budget.ranking?.matches(chunk) ?? false) }),
      }
    },
    render: (kept, note, tokens) => {
      const shown = selectionOf(view, kept)
      const notes = llmsBudgetNotes(view, tokens, budget.ranking !== undefined, budget.ranking?.expansions)
      const cuts = new Map(kept.filter((item) => item.parts !== undefined).map((item) => [item.block, item]))
      return renderLlmsTxt(shown, links, {
        described: view,
        notes,
        summaryLimit: SUMMARY_LIMIT,
        anchors: (section) => anchorsOf(byId.get(section.id) ?? section, section),
        line: (block) => {
          const marker = draftMark(block)
          const cut = cuts.get(block)
          if (!cut) return `${marker}${lineFor({ block })}`
          return `${marker}${cutLine(chunksOf(cut), partsInOrder(cut) ?? [])}`
        },
        optional: [{ title: 'Full index', url: links.llmsTxt, description: noteText(note) }],
      })
    },
    full: () => renderLlmsTxt(view, links),
    bare: (note) => `# ${projectTitle(view.project)}\n\n> ${noteText(note)}\n`,
  }
}

/** Most characters of the project's summary line in a budgeted llms.txt. */
const SUMMARY_LIMIT = 200

/** The chunks of a line a cut keeps, in order; `…` where chunks were skipped, then the marker. */
function cutLine(chunks: string[], kept: number[]): string {
  const out: string[] = []
  kept.forEach((index, position) => {
    if (position > 0 && index !== (kept[position - 1] ?? 0) + 1) out.push('…')
    else if (position === 0 && index > 0) out.push('…')
    out.push(chunks[index] ?? '')
  })
  return `${out.join(' ')} … ${LLMS_CUT_MARKER}`
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
    render: (kept, note, budgetTokens) => {
      const data = contextData(selectionOf(view, kept))
      const total = view.sections.reduce((sum, section) => sum + section.blocks.length, 0)
      const budget = {
        tokens: budgetTokens,
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

/** After a block cut to the parts that match the question: which it shows. */
function matchingCutMarker(shown: number, of: number): RootContent {
  return paragraph([
    {
      type: 'emphasis',
      children: [
        text(
          `[cut to fit the token budget: ${shown} of ${of} parts shown, those that match the question first]`,
        ),
      ],
    },
  ])
}

/** Under a draft's heading in a budgeted answer: relevance can put a draft before complete blocks. */
function draftMarker(): RootContent {
  return paragraph([{ type: 'emphasis', children: [text('[draft: not marked complete yet]')] }])
}

function noteParagraph(note: Note): RootContent {
  return paragraph(
    note.map((part) =>
      typeof part === 'string' ? text(part) : { type: 'inlineCode' as const, value: part.code },
    ),
  )
}

/** `compute` once per entry (a block renders and is counted once however often it is weighed). */
function perBlock<E extends Pick<BudgetEntry, 'block'>, T>(compute: (entry: E) => T): (entry: E) => T {
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
