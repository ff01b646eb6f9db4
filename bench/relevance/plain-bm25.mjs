// Plain Okapi BM25, the floor pctx's ranking must not fall below (PRODUCT.md §17).
//
// Written out here rather than taken from a library on purpose: it is the reference, so every
// line of it must be the textbook formula and nothing else. The libraries on npm that accept an
// outside analyzer add their own twists (wink-bm25-text-search rounds each term weight to four
// decimals and weights fields; okapibm25 brings its own whitespace tokenizer), and a bench-only
// dependency would not be worth one for forty lines.
//
// - Text: a block's name, key, type, section and every string of its value, concatenated as
//   plain text with no field weights.
// - Analyzer: pctx's own (src/domain/search/text-analysis.ts): words folded and stemmed the same
//   way, English stop words dropped from the query (unless nothing else is left), no prefix, no
//   typo correction, no phrase handling.
// - Score: sum over distinct query terms of idf · tf·(k1 + 1) / (tf + k1·(1 − b + b·|d|/avgdl)),
//   k1 = 1.2, b = 0.75, idf = ln(1 + (N − df + 0.5)/(df + 0.5)) (Lucene's, never negative).
//   Statistics per project, as pctx keeps them. Ties: corpus order.

export const K1 = 1.2
export const B = 0.75

/** One project's BM25 index over plain-text documents `{id, text}`. */
export function plainBm25Index(documents, { tokenize, stem, isStopWord }) {
  const terms = (text) => tokenize(text).map((token) => stem(token.word))
  const docs = documents.map(({ id, text }) => {
    const tfs = new Map()
    const words = terms(text)
    for (const term of words) tfs.set(term, (tfs.get(term) ?? 0) + 1)
    return { id, tfs, length: words.length }
  })
  const df = new Map()
  for (const doc of docs) for (const term of doc.tfs.keys()) df.set(term, (df.get(term) ?? 0) + 1)
  const n = docs.length
  const avgdl = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, n)

  return {
    /** Ids of the matching documents, best first. */
    search(query) {
      const words = tokenize(query).map((token) => token.word)
      const meaningful = words.filter((word) => !isStopWord(word))
      const queryTerms = [...new Set((meaningful.length > 0 ? meaningful : words).map(stem))]
      const scored = []
      docs.forEach((doc, order) => {
        let score = 0
        for (const term of queryTerms) {
          const tf = doc.tfs.get(term)
          if (tf === undefined) continue
          const f = df.get(term)
          const idf = Math.log(1 + (n - f + 0.5) / (f + 0.5))
          score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / avgdl))
        }
        if (score > 0) scored.push({ id: doc.id, score, order })
      })
      scored.sort((a, b) => b.score - a.score || a.order - b.order)
      return scored.map((entry) => entry.id)
    },
  }
}
