import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { withinParseLimits } from '../../src/domain/render/markdown-limits.js'
import { escapeInline, humanizeLabel, plainParagraphs } from '../../src/domain/render/markdown-text.js'
import { isSafeUrl } from '../../src/domain/render/safe-url.js'
import { parseQuery } from '../../src/domain/search/query.js'
import { tokenize } from '../../src/domain/search/text-analysis.js'

/**
 * The functions that walk user text outside the markdown parser (search tokens and queries, labels, line
 * helpers, the parse-limit scan, the URL check) cost no more than linear time on adversarial
 * input: 8× the input must cost well under 64×, what quadratic work would (plus a millisecond).
 */

function cost(work: () => void): number {
  let best = Number.POSITIVE_INFINITY
  for (let run = 0; run < 7; run++) {
    const start = process.hrtime.bigint()
    work()
    best = Math.min(best, Number(process.hrtime.bigint() - start))
  }
  return best
}

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
        const size = 65536
        run(input(size))
        const small = cost(() => run(input(size)))
        const large = cost(() => run(input(size * 8)))
        // 8× the input: linear work costs 8×, quadratic 64×. The bound sits at 24× so that a
        // garbage collection or a busy machine during the large run is not taken for quadratic
        // work; a millisecond of slack for inputs decided in nanoseconds, where the timer is noise.
        assert.ok(
          large < small * 24 + 1_000_000,
          `${name} on ${label}: 8× the input cost ${(large / small).toFixed(1)}× (${small} ns → ${large} ns)`,
        )
      }
    })
  }
})
