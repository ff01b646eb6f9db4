import { isStopWord, stem, tokenize } from './text-analysis.js'

/** `any`: a block matches with one meaningful term (the default); `all`: it needs every term. */
export const MATCH_MODES = ['any', 'all'] as const
export type MatchMode = (typeof MATCH_MODES)[number]

/**
 * Most meaningful terms a query is searched with; the rest of a very long question is ignored. A
 * pasted message asks its question after the context, and 32 cut many off before it
 * (docs/search.md, Round 10); a `q` of 1024 characters rarely holds more than 64.
 */
export const MAX_QUERY_TERMS = 64

export interface QueryTerm {
  /** The word as typed, folded. */
  word: string
  /** Its stem, the indexed term. */
  term: string
  /** Also matches the vocabulary words that start with `word` (the last word being typed). */
  prefix: boolean
  /** The project's synonyms of `term`, analysed (synonyms.ts): they count as the term. */
  synonyms?: string[]
  /**
   * The word stands only in the sentences of a message that tell rather than ask (askedStems): it
   * counts CONTEXT_WEIGHT of a word of the question itself (ranking.ts).
   */
  context?: boolean
}

export interface QueryPhrase {
  /** Folded words in order, stop words included (they must be there too). */
  words: string[]
}

export interface ParsedQuery {
  match: MatchMode
  /** Meaningful terms in query order, one per stem; required when `match` is `all`. */
  terms: QueryTerm[]
  /** `"quoted phrases"`: each must appear in the block, word for word (stems compared). */
  phrases: QueryPhrase[]
  /** `-term` and `-"phrase"`: a block that contains one is left out. */
  excluded: QueryPhrase[]
}

interface Part {
  text: string
  quoted: boolean
  negated: boolean
}

/**
 * A quoted passage that reads as sentences is a quotation, not a phrase: a pasted message quoting
 * what a screen says ("Oops! Something went wrong 😬") asks about it, and no block says it word
 * for word. It reads as sentences when it holds a `!`, `?` or `…`, or a `.` that ends it or is
 * followed by a space and a capital letter. A phrase searched for holds none of these:
 * `"tone of voice"`, `"v2.1 release"`, `"U.S. pricing"`, `"e.g. invoices"` stay phrases.
 */
const QUOTATION = /[!?…]|\.\s*$|\.\s+\p{Lu}/u

/**
 * Splits a query into bare words and quoted phrases, each possibly negated by a leading `-`.
 * A quote left open runs to the end of the query. Nothing here is an operator for the database:
 * punctuation only separates words, so `NEAR(`, `OR`, `*`, `^` or `name:` are just text.
 */
function parts(query: string): Part[] {
  const out: Part[] = []
  const pattern = /(^|\s)(-?)"([^"]*)(?:"|$)|(^|\s)-(?=[^\s"-])(\S+)|([^\s"]+)|"/g
  for (const match of query.matchAll(pattern)) {
    if (match[3] !== undefined) out.push({ text: match[3], quoted: true, negated: match[2] === '-' })
    else if (match[5] !== undefined) out.push({ text: match[5], quoted: false, negated: true })
    else if (match[6] !== undefined) out.push({ text: match[6], quoted: false, negated: false })
  }
  return out
}

/**
 * Reads a query the way docs/api.md (How a query matches) says: stop words dropped unless nothing else is left,
 * words folded and stemmed, the last bare word a prefix unless the query ends in white space,
 * quoted phrases kept whole (a quotation read as words), `-` exclusions set apart.
 */
export function parseQuery(query: string, match: MatchMode = 'any'): ParsedQuery {
  const phrases: QueryPhrase[] = []
  const excluded: QueryPhrase[] = []
  const bare: string[] = []
  let lastIsBare = false
  for (const part of parts(query)) {
    const words = tokenize(part.text).map((token) => token.word)
    lastIsBare = !part.quoted && !part.negated
    if (words.length === 0) continue
    if (part.quoted && !part.negated && QUOTATION.test(part.text)) {
      // Words someone said, inside a question: its words, not a phrase every result must hold.
      for (const word of words) bare.push(word)
      continue
    }
    // Phrases and exclusions count against the same budget as terms: a 1024-character query
    // of `-x -y …` must not turn into hundreds of lookups.
    const full = phrases.length + excluded.length >= MAX_QUERY_TERMS
    if (part.negated) {
      if (!full) excluded.push({ words: words.slice(0, MAX_QUERY_TERMS) })
    } else if (part.quoted) {
      if (!full) phrases.push({ words: words.slice(0, MAX_QUERY_TERMS) })
    } else {
      // Not `push(...words)`: a long query would spread thousands of arguments.
      for (const word of words) bare.push(word)
    }
  }
  const meaningful = bare.filter((word) => !isStopWord(word))
  // Only stop words ("about", "who are we"): search for them rather than for nothing.
  const kept = meaningful.length > 0 || phrases.length > 0 ? meaningful : bare
  const typingLastWord = lastIsBare && !/\s$/.test(query) && kept.length > 0 && kept.at(-1) === bare.at(-1)
  const terms: QueryTerm[] = []
  const seen = new Set<string>()
  kept.forEach((word, i) => {
    const term = stem(word)
    const prefix = typingLastWord && i === kept.length - 1
    if (seen.has(term)) {
      if (prefix) {
        const earlier = terms.find((t) => t.term === term)
        if (earlier && earlier.word === word) earlier.prefix = true
      }
      return
    }
    if (terms.length >= MAX_QUERY_TERMS) return
    seen.add(term)
    terms.push({ word, term, prefix })
  })
  const asked = askedStems(query)
  if (asked) for (const term of terms) if (!asked.has(term.term)) term.context = true
  return { match, terms, phrases, excluded }
}

/** A sentence that asks: it ends in `?`, maybe inside quotes or brackets. */
const ASKS = /\?["'’”)\]]{0,3}\s*$/u
/** Candidate sentence ends: `.`, `!` or `?` (and up to three closing quotes) before white space, and line breaks. */
const ENDS = /[.!?]["'’”]{0,3}(?=\s)|\n/gu
/** A `.` after these ends no sentence: `e.g. Stripe`, `vs. Mixpanel`, `U.S. pricing`. */
const ABBREVIATION = /(?:^|[^\p{L}])(?:\p{L}|e\.g|i\.e|vs|etc)$/iu
/** What starts a sentence after a `.`: a capital, a digit or an opening quote. */
const STARTS = /^\s+[\p{Lu}\p{N}"“'‘]/u
/** A double-quoted passage, where `.`, `!` and `?` end no sentence of the message (only the quotation's last one may). */
const QUOTED = /"[^"\n]{0,500}"|“[^”\n]{0,500}”/gu

/** The message's sentences: `Oops! Something went wrong` in quotes, `e.g.` and `(how long?) for` end none. */
function sentences(query: string): string[] {
  const text = query.replace(
    QUOTED,
    (quote) => `${quote.slice(0, -2).replace(/[.!?](?=\s)/gu, ' ')}${quote.slice(-2)}`,
  )
  const out: string[] = []
  let start = 0
  for (const end of text.matchAll(ENDS)) {
    const at = end.index + end[0].length
    if (end[0][0] === '.') {
      if (ABBREVIATION.test(text.slice(Math.max(0, end.index - 4), end.index))) continue
      if (!STARTS.test(text.slice(at, at + 8))) continue
    }
    out.push(text.slice(start, at))
    start = at
  }
  out.push(text.slice(start))
  return out
}

/**
 * The stems of the meaningful words in a message's sentences that ask, or undefined when no
 * sentence does. A long question says who asks and why in some sentences and asks in others
 * (`I'm the operations person at a non-profit … Can we get a discount?`); its telling words are
 * context (docs/search.md, "Round 14").
 */
function askedStems(query: string): Set<string> | undefined {
  // Most queries ask nothing with a `?`: they are not split into sentences at all.
  if (!query.includes('?')) return undefined
  const asked = new Set<string>()
  for (const sentence of sentences(query)) {
    if (!ASKS.test(sentence)) continue
    for (const token of tokenize(sentence)) if (!isStopWord(token.word)) asked.add(stem(token.word))
  }
  return asked.size === 0 ? undefined : asked
}

/** Whether the query asks for anything at all (a query of punctuation only does not). */
export function isEmptyQuery(query: ParsedQuery): boolean {
  return query.terms.length === 0 && query.phrases.length === 0
}
