import type { SynonymExpansion } from '../search/synonyms.js'
import { expansionsText } from './budget-note.js'
import { blockTitle } from './markdown-renderer.js'
import type { PublicView } from './public-view.js'
import type { Note, NoteFacts } from './token-budget.js'

/**
 * The words llms.txt under a token budget uses: few, so the tokens go to content.
 */

/** Ends the line of a block cut to fit. */
export const LLMS_CUT_MARKER = '[cut to fit the token budget]'
/** Starts the line of a draft block. */
export const DRAFT_LINE_MARKER = '(draft) '

/** Most words in one piece of a line a cut keeps or leaves. */
const CHUNK_WORDS = 12

/**
 * A block's llms.txt line in the pieces a cut keeps or leaves: sentences (ending in `.`, `;`,
 * `!`, `?`), long ones split every CHUNK_WORDS words. Joined with single spaces they give the line.
 */
export function lineChunks(line: string): string[] {
  const chunks: string[] = []
  let current: string[] = []
  for (const word of line.split(' ')) {
    if (word === '') continue
    current.push(word)
    if (current.length >= CHUNK_WORDS || /[.;!?]$/.test(word)) {
      chunks.push(current.join(' '))
      current = []
    }
  }
  if (current.length > 0) chunks.push(current.join(' '))
  return chunks
}

/**
 * The notes paragraph of a budgeted llms.txt: what it is, in one short sentence (it also says the
 * answer was cut, as every budgeted output does), and the synonyms its question was searched with.
 */
export function llmsBudgetNotes(
  view: PublicView,
  tokens: number,
  asked: boolean,
  expansions?: readonly SynonymExpansion[],
): string {
  const order = asked ? 'the best answers to the question first' : 'complete blocks first'
  const synonyms = expansionsText(expansions)
  return `pctx: cut to fit tokens=${tokens} (o200k_base), ${order}; revision ${view.project.revision}.${synonyms ? ` ${synonyms}` : ''}`
}

/**
 * The closing entry of a budgeted llms.txt, linking the full index: how many more blocks exist
 * and the block cut, if any. Keys are not listed: the full index names them all for one link.
 */
export function llmsTxtNote(facts: NoteFacts): Note {
  const { tokens, omitted, cut, frame } = facts
  if (frame !== undefined) {
    return [
      `pctx: tokens=${tokens} is too small for this answer: without any block it takes ${frame} tokens (o200k_base). Ask again with tokens=${frame} or more, or read the full llms.txt.`,
    ]
  }
  const left = omitted.filter((entry) => entry.block.key !== cut?.block.key).length
  const more =
    left === 0 ? 'nothing more there' : `${left} more ${left === 1 ? 'block' : 'blocks'} listed there`
  return [`${more}${cut ? `; ${blockTitle(cut.block)} is cut here` : ''}`]
}
