import { describe, it } from 'node:test'
import { withinParseLimits } from '../../src/domain/render/markdown-limits.js'
import { escapeInline, humanizeLabel, plainParagraphs } from '../../src/domain/render/markdown-text.js'
import { isSafeUrl } from '../../src/domain/render/safe-url.js'
import { parseQuery } from '../../src/domain/search/query.js'
import { tokenize } from '../../src/domain/search/text-analysis.js'
import { assertLinearCost } from '../helpers/linear-cost.js'

/**
 * The functions that walk user text outside the markdown parser (search tokens and queries, labels, line
 * helpers, the parse-limit scan, the URL check) cost no more than linear time on adversarial
 * input: 4× the input must cost well under 16×, what quadratic work would (plus a millisecond).
 */

const INPUTS: Record<string, (size: number) => string> = {
  blanks: (size) => `${' '.repeat(size)}x`,
  'blanks and breaks': (size) => ' \t\n'.repeat(size / 3),
  separators: (size) => `${'-_ '.repeat(size / 3)}x`,
  'case changes': (size) => 'aB1'.repeat(size / 3),
  'controls and scheme characters': (size) => `${'\u0001a+.-'.repeat(size / 5)}:`,
  'markers and delimiters': (size) => '> - *_[`'.repeat(size / 8),
}

const FUNCTIONS: Record<string, (text: string) => unknown> = {
  tokenize,
  parseQuery,
  humanizeLabel,
  plainParagraphs,
  escapeInline,
  withinParseLimits,
  isSafeUrl,
}

describe('functions over user text are linear', () => {
  for (const [name, run] of Object.entries(FUNCTIONS)) {
    it(name, () => {
      for (const [label, input] of Object.entries(INPUTS)) {
        // 4× the input: linear work costs 4×, quadratic 16×; the bound is 10× plus a millisecond
        // (inputs decided in microseconds, where the timer is noise).
        assertLinearCost({
          label: `${name} on ${label}`,
          build: input,
          work: run,
          size: 65536,
          factor: 4,
          maxRatio: 10,
          slackMs: 1,
        })
      }
    })
  }
})
