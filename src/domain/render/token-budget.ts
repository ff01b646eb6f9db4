import type { Block } from '../model.js'
import type { SynonymExpansion } from '../search/synonyms.js'
import type { TokenCounter } from './token-count.js'

/** `?tokens=N` (MCP `max_tokens`): the most tokens an answer may take; `q` ranks what is kept first. */
export interface TokenBudget {
  tokens: number
  /** A search query: the blocks that best answer it are kept first. */
  query?: string
}

/** Limits of a budget, checked by every surface that takes one (HTTP query, MCP tool). */
export const MIN_BUDGET_TOKENS = 1
export const MAX_BUDGET_TOKENS = 1_000_000
export const MAX_BUDGET_QUERY_LENGTH = 500

/**
 * What renders of one snapshot may keep for the next render of the same snapshot (its search
 * index, llms.txt anchors): the caller holds one per project version, or none. Renders only read
 * what they wrote under their own names, so a fresh Map is always correct, just slower.
 */
export type RenderMemo = Map<string, unknown>

/** A shown block and the id of its section. */
export interface BudgetEntry {
  block: Block
  section: string
  /** Set by budgetOrder when the budget's question matches the block. */
  answers?: boolean
}

/**
 * A block kept in a budgeted answer: whole, or cut to the top-level parts listed in `parts`
 * (indexes in document order) of the `of` it has.
 */
export interface KeptBlock extends BudgetEntry {
  parts?: number[]
  of?: number
}

/**
 * A budget's question, ranked: the keys of the blocks that match it, best first, with their
 * scores (equal scores are equally relevant), and whether a piece of text matches it (a cut
 * block keeps the parts that match first).
 */
export interface BudgetRanking {
  keys: readonly string[]
  scores: readonly number[]
  matches(text: string): boolean
  /** The project's synonyms the question was also searched with (docs/search.md, "Synonyms"). */
  expansions?: readonly SynonymExpansion[]
}

/** What a format tells the packing: what its pieces cost, and how it renders a selection. */
export interface BudgetLayout {
  /** Tokens the block adds, rendered alone: an estimate, since counts of pieces do not add up exactly. */
  blockCost(entry: BudgetEntry): number
  /** Tokens a section adds once one of its blocks is kept (its heading…). */
  sectionCost(section: string): number
  /**
   * For a cut: tokens of the block's heading, of each top-level part of its body (paragraphs,
   * lists, code…) and of the cut marker. Absent: this format keeps blocks whole or not at all.
   */
  parts?(entry: BudgetEntry): BlockParts
  /**
   * The answer holding `kept` (in canonical order) and ending with `note`, for a budget of
   * `tokens` (what the answer says its budget is: the one asked for, or a larger one tried to
   * find the size to advise when not even the frame fits).
   */
  render(kept: KeptBlock[], note: Note, tokens: number): string
  /** The answer without a budget: what is sent when everything fits. */
  full(): string
  /**
   * The note alone, as this format can carry it, when not even the frame fits (`frame`: the
   * tokens the smallest answer takes).
   */
  bare(note: Note, frame: number): string
}

/** What a block's pieces cost, for a cut: its heading, each top-level part, the cut marker. */
export interface BlockParts {
  head: number
  parts: number[]
  marker: number
  /** Per part, whether it matches the question: those are kept first. */
  matching?: boolean[]
}

/** A closing note: text, and block keys (shown as code where the format has it). */
export type Note = readonly (string | { code: string })[]

/** A note as plain text, keys in backticks. */
export function noteText(note: Note): string {
  return note.map((part) => (typeof part === 'string' ? part : `\`${part.code}\``)).join('')
}

/** A budgeted answer and what it left out. */
export interface BudgetedText {
  text: string
  /** o200k_base tokens of `text`. */
  tokens: number
  /** Whether anything was left out or cut. */
  truncated: boolean
  /** Keys of the blocks shown (the cut one included), in canonical order. */
  shown: string[]
  /** Keys left out, in the order they would have been kept next. */
  omitted: string[]
  /** The key of the block cut at a paragraph, if any. */
  cut?: string
}

/** Most left-out keys a note names, however large the budget (budget-note.ts, noteDetail). */
export const NOTE_MAX_KEYS = 20

/**
 * The order blocks are kept in under a budget. Without a question: complete before draft, each
 * in canonical order. With one, relevance comes first: every block that matches it before any that does
 * not, best score first; status only breaks ties between equal scores (a matching draft comes
 * before an unrelated complete block); the blocks that do not match follow, complete before
 * draft, in canonical order. `entries` come in canonical order.
 */
export function budgetOrder(entries: readonly BudgetEntry[], ranking?: BudgetRanking): BudgetEntry[] {
  const rank = new Map((ranking?.keys ?? []).map((key, index) => [key, index]))
  const tier = (entry: BudgetEntry) => (entry.block.status === 'complete' ? 0 : 1)
  const rankOf = (entry: BudgetEntry) => rank.get(entry.block.key) ?? 0
  const scoreOf = (entry: BudgetEntry) => ranking?.scores[rankOf(entry)] ?? 0
  // The matching blocks are sorted (a few); the rest keep their canonical order, complete
  // first: a partition, not a sort of the whole project, which large projects pay per render.
  const matching: BudgetEntry[] = []
  const complete: BudgetEntry[] = []
  const drafts: BudgetEntry[] = []
  for (const entry of entries) {
    if (rank.has(entry.block.key)) matching.push({ ...entry, answers: true })
    else if (tier(entry) === 0) complete.push(entry)
    else drafts.push(entry)
  }
  // Each key has its own rank, so the order is total.
  matching.sort((a, b) => scoreOf(b) - scoreOf(a) || tier(a) - tier(b) || rankOf(a) - rankOf(b))
  return [...matching, ...complete, ...drafts]
}

/**
 * Packs an answer into `tokens` tokens (shown in the order of `inCanonicalOrder`), counted with `count` on the exact text returned. Blocks
 * are taken in `order` (see `budgetOrder`) while they fit whole; the first that does not is cut
 * to as many of its top-level parts as fit, those that match the question first, then the others
 * in document order (formats that allow it), and packing stops there,
 * so no block is ever shown ahead of one kept before it. A format that keeps blocks whole (the
 * JSON context: no `parts`) passes over a block that does not fit and keeps the next ones that do,
 * in the same order (at most MAX_SKIPPED in a row passed over), but not a block that does not
 * answer the question once one that does was passed over. What was left out is named in a closing
 * note. Piece counts are estimates (tokens merge across the joins), so the answer is rendered,
 * counted, and shrunk until it fits; a cut down to one matching part that still does not fit
 * keeps the block's opening part instead when that is shorter, so the best block shows. When everything fits the answer is the unbudgeted one, byte
 * for byte. Deterministic: the same input gives the same bytes.
 *
 * When not even the frame (title, headings, note) fits, the answer is the note alone, cut at a
 * character boundary to fit when needed (`bare`).
 */
export function packBudget(
  order: readonly BudgetEntry[],
  layout: BudgetLayout,
  tokens: number,
  count: TokenCounter,
  describe: (left: NoteFacts) => Note,
  inCanonicalOrder: readonly BudgetEntry[] = order,
): BudgetedText {
  // Answers show what they keep in canonical order, whatever the order it was kept in.
  const canonical = new Map(inCanonicalOrder.map((entry, index) => [entry.block.key, index]))
  const noteFor = (kept: KeptBlock[], cut: KeptBlock | undefined, budget = tokens) => {
    const keptKeys = new Set(kept.map((entry) => entry.block.key))
    return describe({
      tokens: budget,
      all: order,
      shown: kept.length,
      omitted: order.filter((entry) => !keptKeys.has(entry.block.key)),
      ...(cut && { cut }),
    })
  }
  const frameAt = (budget: number) => count(layout.render([], noteFor([], undefined, budget), budget))
  const frame = frameAt(tokens)
  if (frame > tokens) return bareAnswer(layout, tokens, count, describe, order, smallestFrame(frame, frameAt))

  // Greedy on estimates: whole blocks in order, then at most one cut.
  const kept: KeptBlock[] = []
  const sections = new Set<string>()
  let used = frame
  let cut: KeptBlock | undefined
  const costOf = (entry: BudgetEntry) =>
    layout.blockCost(entry) + (sections.has(entry.section) ? 0 : layout.sectionCost(entry.section))
  let skipped = 0
  let answerLeftOut = false
  for (const entry of order) {
    // Tokens go to what answers the question: once a block that answers it was passed over, none
    // that does not is kept in its place (they come after every answer, budgetOrder).
    if (answerLeftOut && !entry.answers) break
    const cost = costOf(entry)
    if (used + cost <= tokens) {
      kept.push(entry)
      sections.add(entry.section)
      used += cost
      continue
    }
    if (!layout.parts) {
      // A format that keeps blocks whole (JSON) passes over a block too large for what is left
      // and goes on with the next ones, so a budget too small for the best match still shows the
      // next matches that fit. Bounded: a long run of blocks that do not fit ends the packing.
      if (entry.answers) answerLeftOut = true
      if (++skipped >= MAX_SKIPPED) break
      continue
    }
    const room = tokens - used - (cost - layout.blockCost(entry))
    // The best block is worth an exact count: estimates run a little high (tokens merge across
    // joins), and a first part that seems not to fit often does. If it does not, the shrinking
    // below gives it up.
    cut = cutToFit(layout, entry, room) ?? (kept.length === 0 ? smallestCut(layout, entry) : undefined)
    break
  }
  // Pieces counted apart add up to more than the whole (tokens merge across joins): when the
  // rest is close to fitting by estimate, the whole answer may fit. Estimating stops as soon as
  // it is clearly too much, so this costs about what the budget holds, not the project.
  const keptKeys = new Set(kept.map((entry) => entry.block.key))
  if (
    kept.length === order.length ||
    closeToWhole(
      order.filter((entry) => !keptKeys.has(entry.block.key)),
      used,
      tokens,
      layout,
      sections,
    )
  ) {
    const text = layout.full()
    const total = count(text)
    if (total <= tokens) {
      return { text, tokens: total, truncated: false, shown: canonicalKeys(order, canonical), omitted: [] }
    }
  }

  // Render, count, and shrink from the end of the order until the exact count fits.
  for (;;) {
    const selection = cut ? [...kept, cut] : kept
    const inOrder = [...selection].sort(
      (a, b) => (canonical.get(a.block.key) ?? 0) - (canonical.get(b.block.key) ?? 0),
    )
    const note = noteFor(kept, cut)
    const text = layout.render(inOrder, note, tokens)
    const total = count(text)
    if (total <= tokens) {
      const keptKeys = new Set(selection.map((entry) => entry.block.key))
      return {
        text,
        tokens: total,
        truncated: true,
        shown: inOrder.map((entry) => entry.block.key),
        omitted: order.filter((entry) => !keptKeys.has(entry.block.key)).map((entry) => entry.block.key),
        ...(cut && { cut: cut.block.key }),
      }
    }
    if (cut) {
      // Counts of the pieces were a little short: give up the cut's last chosen part first.
      cut = smallerCut(layout, cut)
      continue
    }
    if (kept.length === 0) {
      return bareAnswer(layout, tokens, count, describe, order, smallestFrame(total, frameAt))
    }
    // Drop at least as much as the excess, estimated; one more count confirms it.
    let excess = total - tokens
    while (kept.length > 0 && excess > 0) {
      const last = kept.pop() as KeptBlock
      excess -= Math.max(1, layout.blockCost(last))
    }
  }
}

/** What a closing note says: the budget, how much is shown, what was left out, what was cut. */
export interface NoteFacts {
  tokens: number
  /** Every block the answer could have shown, in the order they are kept. */
  all: readonly BudgetEntry[]
  /** Blocks shown whole. */
  shown: number
  /** Left out, in the order they would have been kept next. */
  omitted: BudgetEntry[]
  cut?: KeptBlock
  /** Set when not even the frame fits: the tokens the smallest answer with its note takes. */
  frame?: number
}

/**
 * Most blocks in a row a whole-block format passes over because they do not fit before it stops
 * looking for smaller ones: the work stays about what the budget holds, not the project.
 */
const MAX_SKIPPED = 64

/** Estimates over the whole are at most this much above the exact count, in practice. */
const ESTIMATE_SLACK = 1.25

/** Whether the blocks left out might all fit after all: their estimates within the slack. */
function closeToWhole(
  rest: readonly BudgetEntry[],
  used: number,
  tokens: number,
  layout: BudgetLayout,
  sections: Set<string>,
): boolean {
  const seen = new Set(sections)
  let total = used
  for (const entry of rest) {
    total += layout.blockCost(entry) + (seen.has(entry.section) ? 0 : layout.sectionCost(entry.section))
    seen.add(entry.section)
    if (total > tokens * ESTIMATE_SLACK) return false
  }
  return true
}

/**
 * The block cut to the top-level parts that fit in `room` tokens, if at least one does: the
 * parts that match the question first, then the others in document order, shown in document order.
 */
function cutToFit(layout: BudgetLayout, entry: BudgetEntry, room: number): KeptBlock | undefined {
  const pieces = layout.parts?.(entry)
  if (!pieces || pieces.parts.length < 2) return undefined
  const indexes = pieces.parts.map((_, index) => index)
  const matching = pieces.matching ?? []
  const preference = [
    ...indexes.filter((index) => matching[index]),
    ...indexes.filter((index) => !matching[index]),
  ]
  let used = pieces.head + pieces.marker
  const chosen: number[] = []
  // All parts would be the whole block, which did not fit: at most all but one.
  for (const index of preference) {
    if (chosen.length === pieces.parts.length - 1) break
    const cost = pieces.parts[index] ?? 0
    if (used + cost > room) {
      // Matching parts are worth a gap; the others are taken in order, so stop at the first that does not fit.
      if (matching[index]) continue
      break
    }
    used += cost
    chosen.push(index)
  }
  if (chosen.length === 0) return undefined
  return { ...entry, parts: chosen, of: pieces.parts.length }
}

/** The block cut to the one part it would keep first (a matching one if any), whatever it costs. */
function smallestCut(layout: BudgetLayout, entry: BudgetEntry): KeptBlock | undefined {
  const pieces = layout.parts?.(entry)
  if (!pieces || pieces.parts.length < 2) return undefined
  const first = pieces.matching?.findIndex(Boolean) ?? -1
  return { ...entry, parts: [first === -1 ? 0 : first], of: pieces.parts.length }
}

/**
 * The cut without the last part it chose (parts are chosen in preference order). Down to one
 * part, the block's opening part instead when it costs less (a short first sentence rather than a
 * long matching one: the start of the best block rather than none of it); else none.
 */
function smallerCut(layout: BudgetLayout, cut: KeptBlock): KeptBlock | undefined {
  if (!cut.parts || cut.parts.length === 0) return undefined
  if (cut.parts.length > 1) return { ...cut, parts: cut.parts.slice(0, -1) }
  const costs = layout.parts?.(cut)?.parts ?? []
  const [only] = cut.parts
  if (only === 0 || (costs[0] ?? 0) >= (costs[only as number] ?? 0)) return undefined
  return { ...cut, parts: [0] }
}

/** A cut's parts in document order, as renders show them. */
export function partsInOrder(kept: KeptBlock): number[] | undefined {
  return kept.parts === undefined ? undefined : [...kept.parts].sort((a, b) => a - b)
}

/** Whether a cut keeps the first parts of its block (else it kept matching parts further on). */
export function isPrefixCut(kept: KeptBlock): boolean {
  return (partsInOrder(kept) ?? []).every((part, index) => part === index)
}

function canonicalKeys(order: readonly BudgetEntry[], canonical: Map<string, number>): string[] {
  return [...order]
    .sort((a, b) => (canonical.get(a.block.key) ?? 0) - (canonical.get(b.block.key) ?? 0))
    .map((entry) => entry.block.key)
}

/**
 * The smallest budget from `frame` up (its size at a smaller budget) that the frame fits in. A
 * note says more under a larger budget (budgetNote), so the size to advise is one where the
 * frame, with the note it has there, fits; as the frame never shrinks when the budget grows, no
 * budget between one step and the next fits. Its detail grows by at most half a token per token
 * of budget, so each step closes at least half the gap; one that has not settled in
 * MAX_FRAME_STEPS advises the frame at the largest budget, which holds the most detail there is
 * and so fits any budget from its own size up.
 */
function smallestFrame(frame: number, frameAt: (budget: number) => number): number {
  let budget = frame
  for (let step = 0; step < MAX_FRAME_STEPS; step++) {
    const needed = frameAt(budget)
    if (needed <= budget) return budget
    budget = needed
  }
  return frameAt(MAX_BUDGET_TOKENS)
}

/** Most recounts smallestFrame makes before it advises the frame at the largest budget. */
const MAX_FRAME_STEPS = 16

/**
 * Not even the frame fits: the note alone, saying so. Cut to the budget at a character
 * boundary (found by bisection, a few counts of a short text) when the note itself is too long.
 */
function bareAnswer(
  layout: BudgetLayout,
  tokens: number,
  count: TokenCounter,
  describe: (left: NoteFacts) => Note,
  order: readonly BudgetEntry[],
  frame: number,
): BudgetedText {
  const note = describe({ tokens, all: order, shown: 0, omitted: [...order], frame })
  let text = layout.bare(note, frame)
  let total = count(text)
  if (total > tokens) {
    const chars = [...text]
    let low = 0
    let high = chars.length
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if (count(chars.slice(0, middle).join('')) <= tokens) low = middle
      else high = middle - 1
    }
    text = chars.slice(0, low).join('')
    total = count(text)
  }
  return {
    text,
    tokens: total,
    truncated: true,
    shown: [],
    omitted: order.map((entry) => entry.block.key),
  }
}
