import type { Block } from '../model.js'
import { blockFields, FIELDS, type Field, stem, tokenize } from './text-analysis.js'

/** A word of a block's field with its term, where the search looks for phrases, proximity and snippets. */
export interface TermToken {
  term: string
  start: number
  end: number
}

export interface FieldText {
  field: Field
  text: string
  tokens: TermToken[]
}

/** The block's fields as text and terms, in field order (name, meta, body). */
export function blockText(block: Block): FieldText[] {
  const fields = blockFields(block)
  return FIELDS.map((field) => ({
    field,
    text: fields[field],
    tokens: tokenize(fields[field]).map((token) => ({
      term: stem(token.word),
      start: token.start,
      end: token.end,
    })),
  }))
}

/** Whether the terms appear in this order, next to each other, in one field. */
export function containsPhrase(fields: FieldText[], terms: string[]): boolean {
  if (terms.length === 0) return false
  for (const { tokens } of fields) {
    for (let i = 0; i + terms.length <= tokens.length; i++) {
      let j = 0
      while (j < terms.length && tokens[i + j]?.term === terms[j]) j++
      if (j === terms.length) return true
    }
  }
  return false
}

/**
 * For every pair of term sets (one per matched query term), the fewest words between a word of
 * one and a word of the other in the same field, or undefined beyond `window`.
 */
export function pairDistances(
  fields: FieldText[],
  groups: ReadonlySet<string>[],
  window: number,
): (number | undefined)[] {
  const positions = groups.map(() => [] as number[])
  const fieldOf: number[][] = groups.map(() => [])
  fields.forEach(({ tokens }, f) => {
    tokens.forEach((token, i) => {
      groups.forEach((group, g) => {
        if (group.has(token.term)) {
          positions[g]?.push(i)
          fieldOf[g]?.push(f)
        }
      })
    })
  })
  const out: (number | undefined)[] = []
  for (let a = 0; a < groups.length; a++) {
    for (let b = a + 1; b < groups.length; b++) {
      let best: number | undefined
      const pa = positions[a] ?? []
      const pb = positions[b] ?? []
      const fa = fieldOf[a] ?? []
      const fb = fieldOf[b] ?? []
      // Both lists are in document order; a merge walk finds the closest pair in linear time.
      let i = 0
      let j = 0
      while (i < pa.length && j < pb.length) {
        const x = pa[i] as number
        const y = pb[j] as number
        if (fa[i] === fb[j] && x !== y) {
          const d = Math.abs(x - y)
          if (d <= window && (best === undefined || d < best)) best = d
        }
        if (fa[i] === fb[j] ? x < y : (fa[i] as number) < (fb[j] as number)) i++
        else j++
      }
      out.push(best)
    }
  }
  return out
}
