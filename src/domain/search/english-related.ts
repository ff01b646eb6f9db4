/**
 * Words WordNet puts in the same sense as a common English word (docs/search.md, "Related
 * English words"): `customer` → `client`, `price` → `cost`, `talk` → `speak`. Search adds those
 * a project's blocks hold to a query word, counting a share of it (ranking.ts, RELATED_WEIGHT),
 * so a question in other words than the blocks' still finds them.
 *
 * The table (wordnet/related.ts, made by scripts/make-english-related.mjs) is keyed by the
 * word as a dictionary writes it. A query word is looked up as typed and in the base forms
 * WordNet's own rules of detachment give it (`customers` → `customer`, `talking` → `talk`).
 *
 * Loaded on the first query word that is looked up, once per process or thread (~0.8 MB of
 * source, ~24 000 words).
 */

/** WordNet's rules of detachment (its `morphy`): an ending and what replaces it, per part of speech. */
const DETACHMENTS: readonly (readonly [string, string])[] = [
  // nouns
  ['s', ''],
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['ies', 'y'],
  // verbs
  ['es', 'e'],
  ['es', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  // adjectives
  ['er', ''],
  ['est', ''],
  ['er', 'e'],
  ['est', 'e'],
]

let loading: Promise<ReadonlyMap<string, readonly string[]>> | undefined

/**
 * The words related to `word` (folded, as the analyzer leaves it), most frequent sense first,
 * without repeats: those of the word as typed, then those of its base forms. None for a word
 * the table does not hold (a rare word, a product name, a typo).
 */
export async function englishRelatives(word: string): Promise<string[]> {
  // Without the table (a broken build) search goes on with the asker's words alone.
  loading ??= load().catch((error: unknown) => {
    process.emitWarning(`search: the table of related English words did not load (${error})`)
    return new Map()
  })
  const table = await loading
  const forms = [word]
  for (const [ending, replacement] of DETACHMENTS) {
    if (word.length > ending.length + 1 && word.endsWith(ending))
      forms.push(word.slice(0, -ending.length) + replacement)
  }
  const related = new Set<string>()
  for (const form of new Set(forms)) for (const other of table.get(form) ?? []) related.add(other)
  for (const form of forms) related.delete(form)
  return [...related]
}

async function load(): Promise<ReadonlyMap<string, readonly string[]>> {
  const { ENGLISH_RELATED } = await import('./wordnet/related.js')
  const table = new Map<string, readonly string[]>()
  for (const line of ENGLISH_RELATED.split('\n')) {
    const [word, ...related] = line.split(' ')
    if (word && related.length > 0) table.set(word, related)
  }
  return table
}
