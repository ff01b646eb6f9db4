/**
 * A project's outline: its sections and, under each, its blocks by name and kind, for the
 * sidebar and the quick finder (docs/console.md, "Sidebar, finder and Connect"). Pure, so the
 * ranking is tested without a browser (test/console/outline.test.ts).
 */
import type { Route } from './routes.js'

/** The kinds the sidebar tells apart: the three built-in types, and every custom type as "other". */
export type BlockKind = 'persona' | 'text' | 'list' | 'other'

export interface OutlineBlock {
  key: string
  name: string
  type: string
  kind: BlockKind
}

export interface OutlineSection {
  /** The section's id (`users`, or a custom one). */
  id: string
  title: string
  blocks: OutlineBlock[]
}

/** What the export (or anything shaped like it) says of sections and blocks. */
interface SectionLike {
  type: string
  title: string
  blocks: readonly { key: string; name: string; type: string }[]
}

export function kindOf(type: string): BlockKind {
  return type === 'persona' || type === 'text' || type === 'list' ? type : 'other'
}

/** The words a screen reader hears for a kind (the sidebar shows an icon). */
export function kindLabel(kind: BlockKind): string {
  return kind === 'other' ? 'other type' : kind
}

export function outlineOf(sections: readonly SectionLike[]): OutlineSection[] {
  return sections.map((section) => ({
    id: section.type,
    title: section.title,
    blocks: section.blocks.map((block) => ({
      key: block.key,
      name: block.name || block.key,
      type: block.type,
      kind: kindOf(block.type),
    })),
  }))
}

/**
 * Blocks the sidebar lists per section: a section of thousands would bury the others (and slow
 * every page); the section's own page lists them all, and the finder searches them all.
 */
export const SHOWN_PER_SECTION = 50

/** The blocks a section lists in the sidebar: the first ones, and the current block wherever it is. */
export function shownOf(section: OutlineSection, currentKey: string | undefined, limit = SHOWN_PER_SECTION) {
  const shown = section.blocks.slice(0, limit)
  const current = section.blocks.find((block) => block.key === currentKey)
  return current && !shown.includes(current) ? [...shown, current] : shown
}

export interface FinderEntry {
  /** Unique among the entries: `block:<key>` or `section:<id>`. */
  id: string
  label: string
  /** Where it is, said after the label: the section of a block, or "section". */
  detail: string
  kind: BlockKind | 'section'
  route: Route
}

/**
 * How well `text` matches `query` (both lower case): 0 for the whole text, 1 for its start, 2 for
 * the start of a word, 3 anywhere; -1 for no match.
 */
function rankOf(text: string, query: string): number {
  if (text === query) return 0
  const at = text.indexOf(query)
  if (at < 0) return -1
  if (at === 0) return 1
  // The start of a word: after a space or punctuation (`persona-pm` matches "pm").
  if (text.slice(0, at).match(/[^\p{L}\p{N}]$/u)) return 2
  return 3
}

/**
 * The blocks and sections whose name (or a block's key) holds `query`, best first: whole name,
 * then start, then start of a word, then anywhere; ties keep the outline's order. An empty query
 * gives the sections and blocks in order. At most `limit` entries.
 */
export function findEntries(
  project: string,
  outline: readonly OutlineSection[],
  query: string,
  limit = 20,
): FinderEntry[] {
  const wanted = query.trim().toLowerCase()
  const ranked: { entry: FinderEntry; rank: number; order: number }[] = []
  const consider = (entry: FinderEntry, texts: string[]) => {
    const ranks = texts.map((text) => rankOf(text.toLowerCase(), wanted)).filter((rank) => rank >= 0)
    if (wanted === '' || ranks.length > 0)
      ranked.push({ entry, rank: wanted === '' ? 0 : Math.min(...ranks), order: ranked.length })
  }
  for (const section of outline) {
    consider(
      {
        id: `section:${section.id}`,
        label: section.title,
        detail: 'section',
        kind: 'section',
        route: { page: 'section', project, section: section.id },
      },
      [section.title, section.id],
    )
    for (const block of section.blocks) {
      consider(
        {
          id: `block:${block.key}`,
          label: block.name,
          detail: `${kindLabel(block.kind)} in ${section.title}`,
          kind: block.kind,
          route: { page: 'block', project, key: block.key },
        },
        [block.name, block.key],
      )
    }
  }
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order)
  return ranked.slice(0, limit).map((each) => each.entry)
}
