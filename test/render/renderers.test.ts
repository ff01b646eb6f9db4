import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { describe, it } from 'node:test'
import { blockRenderer } from '../../src/domain/block-types/registry.js'
import { RENDER_VERSION } from '../../src/domain/public-context-service.js'
import { renderContext } from '../../src/domain/render/context-renderer.js'
import { renderLlmsFullTxt } from '../../src/domain/render/llms-full-txt-renderer.js'
import { renderLlmsTxt } from '../../src/domain/render/llms-txt-renderer.js'
import { renderProjectMarkdown, renderSectionMarkdown } from '../../src/domain/render/markdown-renderer.js'
import { serializeMarkdown } from '../../src/domain/render/markdown-text.js'
import { publicLinks } from '../../src/domain/render/public-links.js'
import { publicView } from '../../src/domain/render/public-view.js'
import { fixtureBlocks, fixtureProject } from '../public/fixture-project.js'
import { assertGolden, readGolden } from '../public/golden.js'

const BASE = 'https://ctx.example.com'

function view(completeOnly = false) {
  return publicView(fixtureProject(), fixtureBlocks(), completeOnly)
}

describe('renderers: golden files of the fixture project', () => {
  it('llms.txt', () => {
    assertGolden('llms.txt', renderLlmsTxt(view(), publicLinks(BASE, 'fixture', false)))
  })

  it('llms.txt?status=complete', () => {
    assertGolden('llms-complete.txt', renderLlmsTxt(view(true), publicLinks(BASE, 'fixture', true)))
  })

  it('llms-full.txt', () => {
    assertGolden('llms-full.txt', renderLlmsFullTxt(view()))
  })

  it('markdown', () => {
    assertGolden('markdown.md', renderProjectMarkdown(view()))
  })

  it('markdown?status=complete', () => {
    assertGolden('markdown-complete.md', renderProjectMarkdown(view(true)))
  })

  it('markdown of every section', () => {
    const sections = view().sections.map((section) => section.id)
    assert.deepEqual(sections, [
      'brand',
      'product',
      'users',
      'zeta-notes',
      'zeta_notes',
      'optional',
      'drafts',
    ])
    for (const section of sections) {
      assertGolden(`markdown-${section}.md`, renderSectionMarkdown(view(), section) ?? '')
    }
  })

  it('context', () => {
    assertGolden('context.json', renderContext(view()))
  })

  it('is deterministic: the same input renders the same bytes', () => {
    const links = publicLinks(BASE, 'fixture', false)
    assert.equal(renderLlmsTxt(view(), links), renderLlmsTxt(view(), links))
    assert.equal(renderLlmsFullTxt(view()), renderLlmsFullTxt(view()))
    assert.equal(renderProjectMarkdown(view()), renderProjectMarkdown(view()))
    assert.equal(renderContext(view()), renderContext(view()))
  })
})

describe('render version', () => {
  it('changes whenever the rendered bytes change, so old ETags never match new bytes', () => {
    const links = publicLinks(BASE, 'fixture', false)
    const outputs = [
      renderLlmsTxt(view(), links),
      renderLlmsTxt(view(true), publicLinks(BASE, 'fixture', true)),
      renderLlmsFullTxt(view()),
      renderProjectMarkdown(view()),
      ...view().sections.map((section) => renderSectionMarkdown(view(), section.id) ?? ''),
      renderContext(view()),
    ]
    const hash = createHash('sha256').update(outputs.join('\u0000')).digest('hex')
    const recorded = JSON.parse(readGolden('render-version.json') ?? '{}') as {
      version?: number
      hash?: string
    }
    if (recorded.hash !== hash) {
      assert.notEqual(
        recorded.version,
        RENDER_VERSION,
        'the rendered outputs changed: bump RENDER_VERSION in src/domain/public-context-service.ts, then rerun with UPDATE_GOLDEN=1',
      )
    }
    assertGolden('render-version.json', `${JSON.stringify({ version: RENDER_VERSION, hash }, null, 2)}\n`)
  })
})

describe('public view', () => {
  it('leaves out empty blocks and sections with only empty blocks', () => {
    const shown = view().sections.flatMap((section) => section.blocks.map((block) => block.key))
    assert.ok(!shown.includes('unused'))
    assert.ok(!shown.includes('ghost'))
    assert.ok(!view().sections.some((section) => section.id === 'only-empty'))
  })

  it('with completeOnly shows only complete blocks and drops sections left with none', () => {
    const complete = view(true)
    for (const section of complete.sections) {
      for (const block of section.blocks) assert.equal(block.status, 'complete')
    }
    assert.deepEqual(
      complete.sections.map((section) => section.id),
      ['brand', 'product', 'users', 'zeta-notes', 'optional'],
    )
  })
})

describe('block renderers: one line for llms.txt', () => {
  it('persona: Persona. {description} Goals: {goals} Pain points: {pain_points}', () => {
    const line = blockRenderer('persona').renderLine({
      name: 'Fiona',
      description: 'Technical founder.\nWears hats.',
      goals: 'Know numbers.',
      pain_points: 'Slow tools.',
    })
    assert.equal(
      line,
      'Persona. Technical founder. Wears hats. Goals: Know numbers. Pain points: Slow tools.',
    )
  })

  it('persona: blank parts are left out', () => {
    const line = blockRenderer('persona').renderLine({
      description: 'Only this.',
      goals: '',
      pain_points: ' ',
    })
    assert.equal(line, 'Persona. Only this.')
  })

  it('text: its markdown with newlines folded', () => {
    const line = blockRenderer('text').renderLine({ content: 'Some **bold**.\n\n- one\n- two' })
    assert.equal(line, 'Some **bold**. - one - two')
  })

  it('list: items joined with "; ", blank items left out', () => {
    assert.equal(blockRenderer('list').renderLine({ items: ['a', '', 'b c', ' '] }), 'a; b c')
  })

  it('other types: Label: value pairs, nested values in parentheses', () => {
    const line = blockRenderer('pricing').renderLine({
      plan: 'Pro',
      pain_points: ['x', 'y'],
      limits: { seats: 5, extra: { support: 'email' } },
      empty: '',
      nothing: null,
    })
    assert.equal(line, 'Plan: Pro; Pain points: x, y; Limits: (Seats: 5; Extra: (Support: email))')
  })

  it('never holds a line break', () => {
    for (const block of fixtureBlocks()) {
      const line = blockRenderer(block.type).renderLine(block.value)
      assert.doesNotMatch(line, /[\n\r\u2028\u2029\u0085]/, block.key)
    }
  })
})

describe('block renderers: markdown body', () => {
  it('persona: description, then Goals and Pain points as labelled paragraphs', () => {
    const body = blockRenderer('persona').renderMarkdown(
      { name: 'F', description: 'Who.', goals: 'What.', pain_points: 'Ouch.' },
      { headingDepth: 3, idPrefix: 'p' },
    )
    assert.equal(serializeMarkdown(body), 'Who.\n\n**Goals:** What.\n\n**Pain points:** Ouch.\n')
  })

  it('list: bullets', () => {
    const body = blockRenderer('list').renderMarkdown(
      { items: ['a', '# b'] },
      { headingDepth: 3, idPrefix: 'l' },
    )
    assert.equal(serializeMarkdown(body), '- a\n- \\# b\n')
  })

  it('other types: fields labelled, arrays as bullets, nested objects as nested lists', () => {
    const body = blockRenderer('anything').renderMarkdown(
      { plan: 'Pro', features: ['a', 'b'], limits: { seats: 5, extra: { support: 'email' } } },
      { headingDepth: 3, idPrefix: 'g' },
    )
    assert.equal(
      serializeMarkdown(body),
      [
        '**Plan:** Pro',
        '',
        '**Features:**',
        '',
        '- a',
        '- b',
        '',
        '**Limits:**',
        '',
        '- **Seats:** 5',
        '- **Extra:**',
        '  - **Support:** email',
        '',
      ].join('\n'),
    )
  })

  it('text: headings move below the block heading', () => {
    const body = blockRenderer('text').renderMarkdown(
      { content: '# Top\n\n## Sub' },
      { headingDepth: 3, idPrefix: 't' },
    )
    assert.equal(serializeMarkdown(body), '#### Top\n\n##### Sub\n')
  })
})
