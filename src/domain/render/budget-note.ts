import type { SynonymExpansion } from '../search/synonyms.js'
import { isPrefixCut, type KeptBlock, NOTE_MAX_KEYS, type Note, type NoteFacts } from './token-budget.js'

/**
 * The closing note of a budgeted answer, worded once for every output: the budget, how many
 * blocks are shown, the one cut at a paragraph, and what was left out: per section how many,
 * and the first NOTE_MAX_KEYS keys in the order they would have been kept next (so the note
 * stays small whatever the project's size). `more` says where to read the rest; `parameter`
 * names the budget as the caller gave it (`tokens`, MCP `max_tokens`).
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
  const where = tokens < NOTE_DETAIL_FROM ? '' : ` (${perSection(all, left)})`
  parts.push(`. Left out: ${plural(left.length, 'block')}${where}`)
  const named = noteKeysFor(tokens)
  left.slice(0, named).forEach((entry, index) => {
    parts.push(index > 0 ? ', ' : ': ')
    parts.push({ code: entry.block.key })
  })
  if (named > 0 && left.length > named) parts.push(` and ${left.length - named} more`)
  parts.push(`. ${capitalised(more)}.`)
  return parts
}

/**
 * A note spends on detail only the budget it can spare, so a small budget still shows its best
 * block. At 150 tokens, naming the demo's seven left-out blocks and their sections made the note
 * ~100 tokens, and no block was shown at all. So a note says in which sections the left-out
 * blocks are only from NOTE_DETAIL_FROM tokens, and names one left-out key (~8 tokens each) per
 * NOTE_TOKENS_PER_KEY tokens above NOTE_KEYS_FROM, up to NOTE_MAX_KEYS.
 */
export const NOTE_DETAIL_FROM = 200
export const NOTE_KEYS_FROM = 150
export const NOTE_TOKENS_PER_KEY = 50

/** How many left-out keys the note of an answer of at most `tokens` tokens names. */
export function noteKeysFor(tokens: number): number {
  return Math.max(0, Math.min(NOTE_MAX_KEYS, Math.floor((tokens - NOTE_KEYS_FROM) / NOTE_TOKENS_PER_KEY)))
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
