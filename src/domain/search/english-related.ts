/**
 * Words WordNet puts in the same sense as a common English word (docs/search.md, How a query is
 * read, 9): `customer` → `client`, `price` → `cost`, `talk` → `speak`. Search adds those a
 * project's blocks hold to a query word, counting a share of it (ranking.ts, RELATED_WEIGHT),
 * so a question in other words than the blocks' still finds them.
 *
 * The table (wordnet/related.ts, made by scripts/make-english-related.mjs) is keyed by every
 * common word as it may be typed (`customers`, `talking`); its relatives are those of the word's
 * dictionary forms, found per part of speech as WordNet's own `morphy` finds them.
 *
 * Loaded on the first query word that is looked up, once per process or thread: ~1.3 MB of
 * source, ~40 000 words, ~7 MB of heap.
 */

let loading: Promise<ReadonlyMap<string, string>> | undefined

/**
 * The words related to `word` (folded, as the analyzer leaves it), most frequent sense first,
 * without repeats. None for a word the table does not hold (a rare word, a product name, a typo).
 */
export async function englishRelatives(word: string): Promise<readonly string[]> {
  // Without the table (a broken build) search goes on with the asker's words alone.
  loading ??= load().catch((error: unknown) => {
    process.emitWarning(`search: the table of related English words did not load (${error})`)
    return new Map()
  })
  return (await loading).get(word)?.split(' ') ?? []
}

/** word → its relatives as one string, split on use: 40 000 arrays would cost more than the lookups. */
async function load(): Promise<ReadonlyMap<string, string>> {
  const { ENGLISH_RELATED } = await import('./wordnet/related.js')
  const table = new Map<string, string>()
  for (const line of ENGLISH_RELATED.split('\n')) {
    const space = line.indexOf(' ')
    if (space > 0) table.set(line.slice(0, space), line.slice(space + 1))
  }
  return table
}
