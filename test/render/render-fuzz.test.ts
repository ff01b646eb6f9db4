import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import { isDangerous, liveUrls } from '../public/live-links.js'
import { hostileSnapshot, OUTPUTS } from './hostile-project.js'

/**
 * Fuzzing the renderers with markdown-ish content: every output renders whatever a text block
 * (or any other field) holds, and no output ever holds a live link to a dangerous URL.
 */

const FRAGMENTS = [
  '- ',
  '* ',
  '+ ',
  '1. ',
  '2) ',
  '> ',
  '>',
  '*',
  '**',
  '_',
  '__',
  '~',
  '~~',
  '[',
  ']',
  '](',
  ')',
  '![',
  '[^',
  ']: ',
  '`',
  '```',
  '<',
  '>',
  '&#',
  ';',
  '&colon;',
  '\\',
  '#',
  '|',
  '-|-',
  ':',
  'javascript:',
  'JaVaScRiPt:',
  'vbscript:',
  'data:text/html,',
  'java\tscript:',
  'https://x.example',
  'xmpp:',
  'mailto:',
  'www.',
  '@',
  'alert(1)',
  'a',
  'word ',
  ' ',
  '    ',
  '\t',
  '\n',
  '\n\n',
  '\r\n',
  '\u2028',
  '\u0000',
  'é',
  '日本',
  '🚀',
  '\u200b',
]

const scheme = fc.constantFrom(
  'javascript:',
  'JaVaScRiPt:',
  ' vbscript:',
  'data:text/html,',
  'java&#115;cript:',
  '&#x6A;avascript:',
  'file:',
  'https://x.example/',
  'mailto:',
  '',
)
const link = fc
  .tuple(fc.constantFrom('[', '!['), fc.constantFrom('a', '*b*', '`c`', ''), scheme)
  .chain(([open, label, url]) =>
    fc.constantFrom(
      `${open}${label}](${url}alert(1))`,
      `${open}${label}](<${url}x>)`,
      `<${url}alert(1)>`,
      `${open}${label}][r]\n\n[r]: ${url}x\n`,
    ),
  )
/** Container markers repeated deep enough to have overflowed the parser (2000 levels did). */
const deep = fc
  .tuple(fc.constantFrom('- ', '> ', '* ', '1. ', '> - '), fc.integer({ min: 1, max: 2500 }))
  .map(([marker, depth]) => marker.repeat(depth))

const fragment = fc.oneof(
  { arbitrary: fc.constantFrom(...FRAGMENTS), weight: 4 },
  fc
    .constantFrom(...FRAGMENTS)
    .chain((piece) => fc.integer({ min: 2, max: 300 }).map((n) => piece.repeat(n))),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  { arbitrary: link, weight: 2 },
  deep,
)

const markdownish = fc.array(fragment, { maxLength: 40 }).map((pieces) => pieces.join(''))

describe('rendering fuzz', () => {
  it('every output renders any text block, and never holds a live dangerous link', () => {
    fc.assert(
      fc.property(markdownish, markdownish, (content, name) => {
        const snapshot = hostileSnapshot([
          { type: 'text', value: { content }, name },
          { type: 'persona', value: { description: content, goals: name } },
          { type: 'pricing', value: { [name || 'x']: content, items: [content, name] } },
        ])
        for (const [output, render] of Object.entries(OUTPUTS)) {
          const rendered = render(snapshot)
          if (output === 'context') continue
          const dangerous = liveUrls(rendered).filter(isDangerous)
          assert.deepEqual(dangerous, [], `${output}: ${JSON.stringify(content)}`)
        }
      }),
      { numRuns: 100 },
    )
  })
})
