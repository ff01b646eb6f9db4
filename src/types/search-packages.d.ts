// The two text packages search uses ship no type declarations; these cover what pctx calls.
declare module 'wink-porter2-stemmer' {
  /** Snowball English (Porter2) stem of one lowercase word. */
  export default function stem(word: string): string
}

declare module 'stopword' {
  /** English stop words, lowercase. */
  export const eng: string[]
}

declare module 'damerau-levenshtein' {
  /** Optimal-string-alignment distance (an adjacent transposition counts as one edit). */
  export default function distance(
    a: string,
    b: string,
  ): { steps: number; relative: number; similarity: number }
}
