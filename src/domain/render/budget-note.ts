import type { SynonymExpansion } from '../search/synonyms.js'
import { isPrefixCut, type KeptBlock, NOTE_MAX_KEYS, type Note, type NoteFacts } from './token-budget.js'

/**
 * The closing note of a budgeted answer, worded once for every output: the budget, how many
 * blocks are shown, the one cut at a paragraph, and how many were left out, with as much detail
 * as the budget can spare (noteDetail): the first keys in the order they would have been kept
 * next, then per section how many. `more` says where to read the rest; `parameter` names the
 * budget as the caller gave it (`tokens`, MCP `max_tokens`).
 */
export function budgetNote(facts: NoteFacts, more: string, parameter = 'tokens'): Note {
  const { tokens, all, shown, omitted, cut, frame } = facts
  if (frame !== undefined) {
    return [
      `pctx: ${parameter}=${tokens} is too small for this answer: without any block it takes ${frame} tokens (o200k_base), so nothing else is shown. Ask again with ${parameter}=${frame} or more; ${more}.`,
    ]
  }
  const parts: (string | { code: string })[] = [
    `pctx: cut to fit ${parameter}=${tokens} (o200k_base): ${shown} of ${all.length} blocks shown whole`,
  ]
  if (cut?.parts !== undefined) parts.push('; ', { code: cut.block.key }, ` ${cutText(cut)}`)
  const left = omitted.filter((entry) => entry.block.key !== cut?.block.key)
  if (left.length === 0) {
    parts.push('. Nothing else is left out.')
    return parts
  }
  const { keys, sections } = noteDetail(
    tokens,
    left.slice(0, NOTE_MAX_KEYS).map((entry) => entry.block.key),
    () => perSection(all, left),
  )
  parts.push(`. Left out: ${plural(left.length, 'block')}${sections === undefined ? '' : ` (${sections})`}`)
  keys.forEach((key, index) => {
    parts.push(index > 0 ? ', ' : ': ')
    parts.push({ code: key })
  })
  if (keys.length > 0 && left.length > keys.length) parts.push(` and ${left.length - keys.length} more`)
  parts.push(`. ${capitalised(more)}.`)
  return parts
}

/**
 * A note spends on detail only the budget it can spare, so a small budget still shows its best
 * block: at 150 tokens, naming the demo's seven left-out blocks and their sections made the
 * note ~100 tokens, and no block was shown at all. The detail gets NOTE_DETAIL_SHARE characters
 * per token of budget above NOTE_DETAIL_FROM; a token is at least one character, so the detail
 * never takes more than that share of those tokens, however long the keys and however many the
 * sections, and the room left for blocks only grows with the budget.
 */
const NOTE_DETAIL_FROM = 150
const NOTE_DETAIL_SHARE = 0.5

/**
 * What a note of an answer of at most `tokens` tokens names of the blocks left out (`keys`, at
 * most NOTE_MAX_KEYS, in the order they would have been kept next; `where`, their count per
 * section): keys first, which an agent can read with one call, while they fit the allowance;
 * then the sections, if they fit what is left of it.
 */
function noteDetail(
  tokens: number,
  keys: readonly string[],
  where: () => string,
): { keys: string[]; sections?: string } {
  let room = Math.floor(Math.max(0, tokens - NOTE_DETAIL_FROM) * NOTE_DETAIL_SHARE)
  const named: string[] = []
  for (const key of keys) {
    // The key in backticks and the ", " before the next.
    const cost = key.length + 4
    if (cost > room) break
    named.push(key)
    room -= cost
  }
  // The section counts in parentheses, worked out only when there is room to show some.
  if (room <= 3) return { keys: named }
  const sections = where()
  return sections.length + 3 <= room ? { keys: named, sections } : { keys: named }
}

/** Most synonyms the sentence of a budgeted answer names; the rest are counted. */
export const NOTE_MAX_SYNONYMS = 8

/**
 * The sentence a budgeted text answer adds when its question was also searched with the
 * project's synonyms, as the API's `meta.expansions` names them: `user (client, persona)`. It names
 * at most NOTE_MAX_SYNONYMS of them, so a long question's synonyms do not take the tokens its
 * answer needs.
 */
export function expansionsText(expansions: readonly SynonymExpansion[] | undefined): string | undefined {
  if (!expansions || expansions.length === 0) return undefined
  let room = NOTE_MAX_SYNONYMS
  let more = 0
  const named: string[] = []
  for (const expansion of expansions) {
    const shown = expansion.with.slice(0, room)
    more += expansion.with.length - shown.length
    room -= shown.length
    if (shown.length > 0) named.push(`${expansion.term} (${shown.join(', ')})`)
  }
  return `Synonyms used for q: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`
}

/** How a block was cut: its first parts, or the parts that match the question first. */
export function cutText(cut: KeptBlock): string {
  const count = cut.parts?.length ?? 0
  if (isPrefixCut(cut)) return `is cut after its first ${plural(count, 'part')}`
  return `is cut to ${count} of its ${cut.of ?? count} parts, those that match the question first`
}

/** "all 20 of users, 3 of product": where the left-out blocks are, sections in first-left-out order. */
export function perSection(all: NoteFacts['all'], left: NoteFacts['omitted']): string {
  const totals = new Map<string, number>()
  for (const entry of all) totals.set(entry.section, (totals.get(entry.section) ?? 0) + 1)
  const counts = new Map<string, number>()
  for (const entry of left) counts.set(entry.section, (counts.get(entry.section) ?? 0) + 1)
  return [...counts]
    .map(([section, count]) => `${count === totals.get(section) ? `all ${count}` : count} of ${section}`)
    .join(', ')
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
