import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Nodes, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { toString as nodeText } from 'mdast-util-to-string'
import { gfm } from 'micromark-extension-gfm'
import type { Block, Project } from '../../src/domain/model.js'
import { renderLlmsFullTxt } from '../../src/domain/render/llms-full-txt-renderer.js'
import { renderProjectMarkdown, renderSectionMarkdown } from '../../src/domain/render/markdown-renderer.js'
import { foldLine } from '../../src/domain/render/markdown-text.js'
import { type PublicView, publicView } from '../../src/domain/render/public-view.js'
import { FIXTURE_TIME, fixtureBlocks, fixtureProject } from '../public/fixture-project.js'

/** Parses output as GitHub does (CommonMark + GFM). */
function parse(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
}

function all(tree: Nodes, type: string): Nodes[] {
  const out: Nodes[] = []
  const visit = (node: Nodes) => {
    if (node.type === type) out.push(node)
    if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(tree)
  return out
}

/** `depth text` of every heading at most `maxDepth` deep, in document order. */
function outline(tree: Root, maxDepth: number): string[] {
  return all(tree, 'heading')
    .filter((node) => node.type === 'heading' && node.depth <= maxDepth)
    .map((node) => `${node.type === 'heading' ? node.depth : 0} ${nodeText(node)}`)
}

/** The outline a project's markdown must have: H1 project, H2 sections, H3 blocks, and nothing else. */
function expectedOutline(view: PublicView, blockDepth: 2 | 3): string[] {
  const out: string[] = []
  if (blockDepth === 3) out.push(`1 ${foldLine(view.project.name)}`)
  for (const section of view.sections) {
    out.push(`${blockDepth - 1} ${section.title}`)
    for (const block of section.blocks) out.push(`${blockDepth} ${foldLine(block.name) || block.key}`)
  }
  return out
}

const fixture = () => publicView(fixtureProject(), fixtureBlocks(), false)

describe('markdown structure as a CommonMark/GFM reader sees it', () => {
  it('markdown: H1 project, H2 sections, H3 blocks; no other heading above H4', () => {
    const view = fixture()
    assert.deepEqual(outline(parse(renderProjectMarkdown(view)), 3), expectedOutline(view, 3))
  })

  it('llms-full.txt: the same outline after the H1 and the blockquote summary', () => {
    const view = fixture()
    const tree = parse(renderLlmsFullTxt(view))
    assert.deepEqual(outline(tree, 3), expectedOutline(view, 3))
    assert.equal(tree.children[1]?.type, 'blockquote')
    assert.equal(nodeText(tree.children[1] as Nodes), foldLine(view.project.description))
  })

  it('markdown/:section: H1 section title, H2 blocks, nothing else above H3', () => {
    const view = fixture()
    for (const section of view.sections) {
      const tree = parse(renderSectionMarkdown(view, section.id) ?? '')
      assert.deepEqual(outline(tree, 2), [
        `1 ${section.title}`,
        ...section.blocks.map((block) => `2 ${foldLine(block.name) || block.key}`),
      ])
    }
  })

  it('markdown inside text content stays markdown, below the block heading', () => {
    const tree = parse(renderProjectMarkdown(fixture()))
    const headings = outline(tree, 6)
    assert.ok(headings.includes('4 Principles'), headings.join(' | '))
    assert.ok(headings.includes('5 Setext heading'))
    assert.ok(all(tree, 'strong').some((node) => nodeText(node) === 'plainly'))
    assert.ok(all(tree, 'emphasis').some((node) => nodeText(node) === 'warmly'))
    assert.ok(all(tree, 'table').length === 1)
    assert.ok(
      all(tree, 'link').some((node) => node.type === 'link' && node.url === 'https://example.com/guide'),
    )
    const code = all(tree, 'code').map((node) => (node.type === 'code' ? `${node.lang}:${node.value}` : ''))
    assert.ok(code.includes('ts:const greeting = "## not a heading"'))
  })

  it('raw HTML is shown, never passed through', () => {
    for (const markdown of [renderProjectMarkdown(fixture()), renderLlmsFullTxt(fixture())]) {
      assert.deepEqual(all(parse(markdown), 'html'), [])
    }
  })

  it('an unclosed code fence ends with its block', () => {
    const tree = parse(renderProjectMarkdown(fixture()))
    const code = all(tree, 'code').find((node) => node.type === 'code' && node.value.includes('never closed'))
    assert.equal(code?.type === 'code' && code.value, 'code never closed\n## still code')
    assert.ok(outline(tree, 3).includes('3 FAQ'), 'the next block heading is still a heading')
  })

  it('footnotes and reference definitions stay inside their block', () => {
    const blocks = fixtureBlocks()
    const one = blocks.find((block) => block.key === 'voice')
    assert.ok(one)
    const twin: Block = { ...one, key: 'voice-twin', name: 'Twin', position: 99 }
    const view = publicView(fixtureProject(), [...blocks.slice(0, 3), twin, ...blocks.slice(3)], false)
    const tree = parse(renderProjectMarkdown(view))
    const labels = all(tree, 'footnoteDefinition').map((node) =>
      node.type === 'footnoteDefinition' ? node.label : '',
    )
    assert.deepEqual(labels, ['voice-1', 'voice-twin-1'])
    assert.deepEqual(all(tree, 'definition'), [])
  })

  it('hostile names and plain-text values never become structure', () => {
    const hostile = [
      'Intro\n# Evil',
      'Intro\n\n## Evil',
      'Title\n===',
      'Title\n---',
      '> quote',
      '- bullet',
      '1. numbered',
      '```',
      '<!-- open comment',
      '<div>',
      '| a | b |',
      '    indented',
      'trailing #',
    ]
    const blocks: Block[] = hostile.map((name, i) => ({
      id: `b${i}`,
      key: `b${i}`,
      type: i % 3 === 0 ? 'persona' : i % 3 === 1 ? 'list' : 'custom',
      section: 'users',
      name,
      status: 'draft',
      value:
        i % 3 === 0
          ? { description: name, goals: name, pain_points: name }
          : i % 3 === 1
            ? { items: [name, name] }
            : { field: name, nested: { inner: name }, list: [name] },
      position: i,
      createdAt: FIXTURE_TIME,
      updatedAt: FIXTURE_TIME,
    }))
    const project: Project = { ...fixtureProject(), name: 'P\n# Evil project', description: '# Evil\n\n<!--' }
    const view = publicView(project, blocks, false)
    for (const markdown of [renderProjectMarkdown(view), renderLlmsFullTxt(view)]) {
      const tree = parse(markdown)
      assert.deepEqual(outline(tree, 6), expectedOutline(view, 3))
      for (const type of ['html', 'code', 'table', 'thematicBreak', 'blockquote', 'definition']) {
        // llms-full.txt's summary is the one blockquote.
        const expected = type === 'blockquote' && markdown.startsWith('# P # Evil project\n\n>') ? 1 : 0
        assert.equal(all(tree, type).length, expected, `${type} in ${markdown.slice(0, 40)}`)
      }
      // Every hostile text is shown as written (on one line or across soft breaks).
      const shown = nodeText(tree)
      for (const name of hostile) assert.ok(shown.includes(foldLine(name)), name)
    }
    const section = parse(renderSectionMarkdown(view, 'users') ?? '')
    assert.deepEqual(outline(section, 6), ['1 Users', ...blocks.map((block) => `2 ${foldLine(block.name)}`)])
  })
})
