import type { Code, Definition, Nodes, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import { MAX_TREE_DEPTH, withinParseLimits } from './markdown-limits.js'
import { cleanText, text } from './markdown-text.js'
import { isSafeUrl } from './safe-url.js'

export interface ContentPlacement {
  /** Added to the depth of every heading inside the content (capped at 6), so they nest below the block. */
  headingOffset: number
  /**
   * Unique per block in a document: prefixes footnote labels so two blocks' `[^1]` never meet.
   * Empty: labels stay as written.
   */
  idPrefix: string
}

/** CommonMark + GFM (tables, strikethrough, task lists, autolinks, footnotes); built once, it is costly. */
const PARSE = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }

/** Nodes whose children are flow (block) content rather than phrasing. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition'])

/**
 * Markdown written by a user (a `text` block) as nodes that can sit safely inside a larger
 * document. It stays markdown — emphasis, lists, links, code, tables, quotes are kept — but
 * nothing in it can reach outside its block:
 * - its headings move below the block's own heading;
 * - raw HTML is shown, not run: HTML blocks become `html` code blocks, inline HTML plain text
 *   (an unclosed `<!--` or `<pre>` would swallow the rest of the document, and a docs site
 *   rendering the markdown would run it);
 * - reference links become inline links and their definitions go, so a definition in one block
 *   can't capture a reference in another;
 * - footnote labels get the block's prefix;
 * - an unclosed code fence is closed (the serialiser writes every fence with its end);
 * - links and images whose URL has a scheme other than http(s) or mailto (`javascript:`,
 *   `data:`…; autolinks too) become their text (see `isSafeUrl`).
 *
 * Content the parser cannot take in bounded time and stack (see `markdown-limits.ts`) is shown
 * as it was written, in a fenced code block: inert, and one block can never fail a document.
 */
export function markdownContent(source: string, placement: ContentPlacement): RootContent[] {
  const cleaned = cleanText(source)
  if (!withinParseLimits(cleaned)) return asCode(cleaned)
  try {
    const tree = fromMarkdown(cleaned, PARSE)
    const definitions = new Map<string, Definition>()
    collectDefinitions(tree, definitions)
    const nodes = tree.children.flatMap((child) => rewrite(child, true, definitions, placement))
    return treeDepth(nodes) > MAX_TREE_DEPTH ? asCode(cleaned) : (nodes as RootContent[])
  } catch (error) {
    // The limits keep the parser's recursion shallow; should some input still overflow the
    // stack, that block is shown as text rather than failing every output of the project.
    if (error instanceof RangeError) return asCode(cleaned)
    throw error
  }
}

/** The content as written, inert: a fenced code block (none for blank content). */
function asCode(source: string): RootContent[] {
  return source.trim() === '' ? [] : [{ type: 'code', lang: null, meta: null, value: source }]
}

/** Depth of the deepest node, walked without recursion (the tree may be deep). */
function treeDepth(nodes: Nodes[]): number {
  let deepest = 0
  const pending: [Nodes, number][] = nodes.map((node) => [node, 1])
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const [node, depth] = item
    if (depth > deepest) deepest = depth
    if ('children' in node) for (const child of node.children) pending.push([child, depth + 1])
  }
  return deepest
}

function collectDefinitions(node: Nodes, out: Map<string, Definition>): void {
  // CommonMark: the first definition of a label wins.
  if (node.type === 'definition' && !out.has(node.identifier)) out.set(node.identifier, node)
  if ('children' in node) for (const child of node.children) collectDefinitions(child, out)
}

function rewrite(
  node: Nodes,
  inFlow: boolean,
  definitions: Map<string, Definition>,
  placement: ContentPlacement,
): Nodes[] {
  delete node.position
  let result: Nodes = node
  switch (node.type) {
    case 'definition':
      return []

    case 'html':
      return inFlow ? [htmlAsCode(node.value)] : [text(node.value)]
    case 'linkReference': {
      const definition = definitions.get(node.identifier)
      result = {
        type: 'link',
        url: definition?.url ?? '',
        title: definition?.title ?? null,
        children: node.children,
      }
      break
    }
    case 'imageReference': {
      const definition = definitions.get(node.identifier)
      result = {
        type: 'image',
        url: definition?.url ?? '',
        title: definition?.title ?? null,
        alt: node.alt ?? null,
      }
      break
    }
    case 'footnoteReference':
    case 'footnoteDefinition': {
      if (placement.idPrefix === '') break
      const label = `${placement.idPrefix}-${node.label ?? node.identifier}`
      node.label = label
      node.identifier = label.toLowerCase()
      break
    }
    case 'heading':
      node.depth = Math.min(6, node.depth + placement.headingOffset) as typeof node.depth
      break
  }
  // A link or image to a dangerous URL becomes its text: the link text, the image's alt.
  if (result.type === 'image' && !isSafeUrl(result.url)) return result.alt ? [text(result.alt)] : []
  if (result.type === 'link' && !isSafeUrl(result.url)) {
    return result.children.flatMap((child) => rewrite(child, false, definitions, placement))
  }
  if ('children' in result) {
    const flow = FLOW_PARENTS.has(result.type)
    const children = result.children.flatMap((child) => rewrite(child, flow, definitions, placement))
    ;(result as { children: Nodes[] }).children = children
  }
  return [result]
}

/** A block of raw HTML, shown as it was written but inert: a fenced code block. */
function htmlAsCode(value: string): Code {
  return { type: 'code', lang: 'html', meta: null, value }
}
