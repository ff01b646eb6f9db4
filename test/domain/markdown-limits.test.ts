import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { markdownContent } from '../../src/domain/render/markdown-content.js'
import {
  MAX_LINE_CONTAINERS,
  MAX_PARAGRAPH_BRACKETS,
  MAX_PARAGRAPH_DELIMITERS,
  withinParseLimits,
} from '../../src/domain/render/markdown-limits.js'
import { serializeMarkdown } from '../../src/domain/render/markdown-text.js'

const PLACEMENT = { headingOffset: 2, idPrefix: 'b' }

describe('markdown parse limits', () => {
  it('take long documents of ordinary markdown: tight lists of bold items, many sections', () => {
    const glossary = '- **Term**: a _short_ definition with `code` and [a link](https://x.example)\n'.repeat(
      800,
    )
    assert.ok(withinParseLimits(glossary))
    const sections = '## Part\n\nSome **bold** and *soft* ~~old~~ words.\n'.repeat(1000)
    assert.ok(withinParseLimits(sections))
    const rendered = serializeMarkdown(markdownContent(glossary, PLACEMENT))
    assert.ok(rendered.startsWith('- **Term**: a *short* definition'), rendered.slice(0, 80))
  })

  it('refuse deep nesting on one line', () => {
    assert.ok(withinParseLimits(`${'> '.repeat(MAX_LINE_CONTAINERS)}x`))
    for (const marker of ['> ', '>', '- ', '* ', '+ ', '1. ', '2) ', '> - ', '-\t']) {
      assert.equal(withinParseLimits(`${marker.repeat(MAX_LINE_CONTAINERS + 1)}x`), false, marker)
    }
  })

  it('refuse too many delimiters or brackets in what may be one paragraph', () => {
    assert.ok(withinParseLimits('*a'.repeat(MAX_PARAGRAPH_DELIMITERS / 2)))
    assert.equal(withinParseLimits('*a'.repeat(MAX_PARAGRAPH_DELIMITERS + 1)), false)
    assert.equal(withinParseLimits('[a]'.repeat(MAX_PARAGRAPH_BRACKETS)), false)
    assert.equal(withinParseLimits('`a'.repeat(2000)), false)
    // Blank lines, headings and bullet items end paragraphs: the count starts again.
    assert.ok(withinParseLimits(`${'*a'.repeat(400)}\n\n`.repeat(20)))
    assert.ok(withinParseLimits(`# ${'*a'.repeat(400)}\n`.repeat(20)))
    assert.ok(withinParseLimits(`- ${'*a'.repeat(400)}\n`.repeat(20)))
  })

  it('never take a line that may continue a paragraph as its end', () => {
    // Each of these lines can be paragraph continuation text, so the counts go on across them.
    const continuations = ['    - ', '2. ', '-\n', '> - ', '\t- ', 'a - ', '####### ']
    for (const prefix of continuations) {
      const source = `${'*_'.repeat(300)}\n${`${prefix}${'*_'.repeat(300)}\n`.repeat(3)}`
      assert.equal(withinParseLimits(source), false, JSON.stringify(prefix))
    }
  })

  it('a list nested deeper than the tree limit by indentation alone renders as a code block', () => {
    let content = `${'- '.repeat(MAX_LINE_CONTAINERS)}x\n`
    for (let depth = MAX_LINE_CONTAINERS + 1; depth <= 150; depth++)
      content += `${' '.repeat(2 * depth)}- x\n`
    assert.ok(withinParseLimits(content), 'each line holds one marker')
    const nodes = markdownContent(content, PLACEMENT)
    assert.deepEqual(
      nodes.map((node) => node.type),
      ['code'],
    )
    assert.ok(serializeMarkdown(nodes).includes(content.trimEnd()))
  })

  it('content beyond the limits is shown as written, in a code block', () => {
    const content = `${'- '.repeat(2000)}x [a](javascript:alert(1))`
    const nodes = markdownContent(content, PLACEMENT)
    assert.equal(nodes.length, 1)
    assert.equal(nodes[0]?.type, 'code')
    assert.ok(serializeMarkdown(nodes).includes(content))
  })
})
