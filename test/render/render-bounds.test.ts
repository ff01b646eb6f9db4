import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { blockRenderer } from '../../src/domain/block-types/registry.js'
import { foldLine, plainParagraphs } from '../../src/domain/render/markdown-text.js'
import { assertLinearCost } from '../helpers/linear-cost.js'
import { hostileSnapshot, OUTPUTS } from './hostile-project.js'

/**
 * Rendering is bounded for any content a sync accepts (a value up to 64 KiB): deep nesting never
 * overflows the stack, and no input makes the cost grow faster than its size. Costs are compared
 * across sizes (4× the input must cost well under 16×, what quadratic work would), never against
 * the clock, so the tests hold on a slow or busy machine.
 */

/** Asserts that `work(4n)` costs less than 10× `work(n)`, plus 2 ms (linear: 4×; quadratic: 16×). */
function assertLinear(label: string, work: (size: number) => void, size: number): void {
  // Two milliseconds of slack: outputs decided in microseconds are timer and GC noise.
  assertLinearCost({ label, build: (n) => n, work, size, factor: 4, maxRatio: 10, slackMs: 2, runs: 3 })
}

/** Markdown fragments that are costly to parse, each repeated into one paragraph of `size` bytes. */
const HOSTILE_PARAGRAPHS: Record<string, (size: number) => string> = {
  'emphasis runs': (size) => '*a'.repeat(size / 2),
  'mixed delimiters': (size) => '*_'.repeat(size / 2),
  'strikethrough runs': (size) => '~a'.repeat(size / 2),
  'nested brackets': (size) => `${'['.repeat(size / 2)}${']'.repeat(size / 2)}`,
  'link labels': (size) => '[a]'.repeat(size / 3),
  'open destinations': (size) => '[a](<'.repeat(size / 5),
  footnotes: (size) => '[^a]'.repeat(size / 4),
  'code span runs': (size) => {
    let out = ''
    for (let run = 1; out.length < size; run++) out += `${'`'.repeat(run)}a`
    return out.slice(0, size)
  },
  'long blank run': (size) => `${' '.repeat(size)}x`,
  'many paragraphs of emphasis': (size) =>
    '*_*a '
      .repeat(180)
      .concat('\n\n')
      .repeat(size / 902),
  'many paragraphs of links': (size) =>
    '[a](<b) [^c] '
      .repeat(30)
      .concat('\n\n')
      .repeat(size / 392),
}

describe('rendering hostile content: deep nesting', () => {
  const deep = {
    'a list 2000 deep': `${'- '.repeat(2000)}x`,
    'a quote 2000 deep': `${'> '.repeat(2000)}x`,
    'a list 30000 deep': `${'- '.repeat(30000)}x`,
    'quotes and lists 8000 deep': `${'> - '.repeat(8000)}x`,
  }
  for (const [label, content] of Object.entries(deep)) {
    it(`${label} renders in every output, its text kept`, () => {
      const snapshot = hostileSnapshot([{ type: 'text', value: { content } }])
      for (const [output, render] of Object.entries(OUTPUTS)) {
        const rendered = render(snapshot)
        if (output !== 'context') assert.match(rendered, /x/, output)
      }
    })
  }
})

describe('rendering hostile content: cost grows linearly with size', () => {
  for (const [label, paragraph] of Object.entries(HOSTILE_PARAGRAPHS)) {
    it(`text block of ${label}: every output`, () => {
      for (const [output, render] of Object.entries(OUTPUTS)) {
        assertLinear(
          `${label} in ${output}`,
          (size) => render(hostileSnapshot([{ type: 'text', value: { content: paragraph(size) } }])),
          4096,
        )
      }
    })
  }

  it('persona, list and free-form fields of long blank runs: every output', () => {
    const blanks = (size: number) => `${' '.repeat(size)}x ${'\t \n'.repeat(size / 3)}y`
    for (const [output, render] of Object.entries(OUTPUTS)) {
      assertLinear(
        `blank runs in ${output}`,
        (size) =>
          render(
            hostileSnapshot([
              { type: 'persona', value: { description: blanks(size), goals: blanks(size) } },
              { type: 'list', value: { items: [blanks(size)] } },
              { type: 'pricing', value: { [blanks(size)]: blanks(size) }, name: blanks(size) },
            ]),
          ),
        4096,
      )
    }
  })

  it('the line helpers: foldLine and plainParagraphs', () => {
    for (const [label, paragraph] of Object.entries(HOSTILE_PARAGRAPHS)) {
      assertLinear(`foldLine of ${label}`, (size) => foldLine(paragraph(size)), 16384)
      assertLinear(`plainParagraphs of ${label}`, (size) => plainParagraphs(paragraph(size)), 16384)
    }
    assertLinear('foldLine of blanks before a break', (size) => foldLine(`${' '.repeat(size)}\n`), 16384)
    assertLinear(
      'renderLine of a text block',
      (size) => blockRenderer('text').renderLine({ content: '*_'.repeat(size / 2) }),
      4096,
    )
  })
})
