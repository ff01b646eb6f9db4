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
 * input: 4× the input must cost well under 16×, what quadratic work would (plus a millisecond).
 */

function cost(work: () => void): number {
  let best = Number.POSITIVE_INFINITY
  for (let run = 0; run < 5; run++) {
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
        // 4× the input: linear work costs 4×, quadratic 16×; the bound is 10× plus a millisecond
        // (inputs decided in nanoseconds, where the timer is noise). Other test files run at the
        // same time and can slow a measurement down (the large one most often, as it runs
        // longest): a ratio over the bound is measured again, up to three times, before it counts.
        let ratio = Number.POSITIVE_INFINITY
        let detail = ''
        for (let attempt = 0; attempt < 3 && !(ratio < 10); attempt++) {
          const small = cost(() => run(input(size)))
          const large = cost(() => run(input(size * 4)))
          ratio = (large - 1_000_000) / small
          detail = `${(large / small).toFixed(1)}× (${small} ns → ${large} ns)`
        }
        assert.ok(ratio < 10, `${name} on ${label}: 4× the input cost ${detail}`)
      }
    })
  }
})
