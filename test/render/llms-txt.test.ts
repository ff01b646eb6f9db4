import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import GithubSlugger from 'github-slugger'
import type { Heading, Nodes } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toString as nodeText } from 'mdast-util-to-string'
import { blockRenderer } from '../../src/domain/block-types/registry.js'
import type { Block, Project } from '../../src/domain/model.js'
import { renderLlmsTxt } from '../../src/domain/render/llms-txt-renderer.js'
import { renderSectionMarkdown } from '../../src/domain/render/markdown-renderer.js'
import { foldLine } from '../../src/domain/render/markdown-text.js'
import { publicLinks } from '../../src/domain/render/public-links.js'
import { type PublicView, publicView } from '../../src/domain/render/public-view.js'
import { LlmsTxtParseError, parseLlmsTxt } from '../helpers/llms-txt-parser.js'
import { FIXTURE_TIME, fixtureBlocks, fixtureProject } from '../public/fixture-project.js'

/** What a CommonMark reader shows for a piece of inline markdown. */
function shown(markdown: string): string {
  return nodeText(fromMarkdown(markdown))
}

/** The text a CommonMark reader shows as the label of `[label](url)`. */
function shownLabel(label: string): string {
  const tree = fromMarkdown(`[${label}](u)`)
  const paragraph = tree.children[0]
  assert.equal(paragraph?.type, 'paragraph')
  const link = paragraph.type === 'paragraph' ? paragraph.children[0] : undefined
  assert.equal(link?.type, 'link', `"[${label}](u)" is not one link`)
  return nodeText(link)
}

/** Anchors of the H2 (block) headings of a section's markdown, computed here from the output itself. */
function blockAnchors(markdown: string): string[] {
  const slugger = new GithubSlugger()
  const anchors: string[] = []
  const visit = (node: Nodes) => {
    if (node.type === 'heading') {
      const slug = slugger.slug(nodeText(node))
      if ((node as Heading).depth === 2) anchors.push(slug)
    }
    if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(fromMarkdown(markdown))
  return anchors
}

/**
 * Checks everything the llms.txt of `view` must say, reading it back with the reference grammar:
 * title, summary, notes, one section per shown section, one entry per shown block with its name,
 * absolute URL + anchor and one-line content, and the Optional links.
 */
function checkLlmsTxt(view: PublicView, base: string) {
  const links = publicLinks(base, view.project.id, view.completeOnly)
  const txt = renderLlmsTxt(view, links)
  const parsed = parseLlmsTxt(txt)
  const query = view.completeOnly ? '?status=complete' : ''
  const root = `${base.replace(/\(/g, '%28').replace(/\)/g, '%29')}/api/projects/${view.project.id}`

  assert.equal(shown(`# ${parsed.title}`), foldLine(view.project.name))
  assert.equal(shown(parsed.summary ?? ''), foldLine(view.project.description))
  assert.ok(parsed.info.trim() !== '', 'notes are not empty')
  assert.doesNotMatch(parsed.info, /\n\s*\n/, 'notes are one paragraph')
  assert.doesNotMatch(parsed.info, /^#/m, 'notes hold no heading')
  assert.match(
    parsed.info,
    new RegExp(`Revision ${view.project.revision}, updated ${view.project.updatedAt}`),
  )

  const titles = [...parsed.sections.keys()]
  assert.equal(titles.length, view.sections.length + 1, `sections: ${titles.join(' | ')}`)
  assert.equal(titles.at(-1), 'Optional')
  view.sections.forEach((section, index) => {
    const title = titles[index] ?? ''
    assert.ok(title === section.title || title === `${section.title} (${section.id})`, title)
    const entries = parsed.sections.get(title) ?? []
    const markdown = renderSectionMarkdown(view, section.id) ?? ''
    const anchors = blockAnchors(markdown)
    assert.equal(entries.length, section.blocks.length, `entries of ${title}`)
    section.blocks.forEach((block: Block, i) => {
      const entry = entries[i]
      assert.ok(entry)
      assert.equal(shownLabel(entry.title), foldLine(block.name) || block.key, `name of ${block.key}`)
      const anchor = anchors[i] ?? ''
      assert.equal(entry.url, `${root}/markdown/${section.id}${query}#${encodeURIComponent(anchor)}`)
      assert.equal(decodeURIComponent(new URL(entry.url).hash.slice(1)), anchor, `anchor of ${block.key}`)
      assert.equal(
        entry.desc ?? '',
        blockRenderer(block.type).renderLine(block.value),
        `content of ${block.key}`,
      )
    })
  })

  const optional = parsed.sections.get('Optional') ?? []
  assert.deepEqual(
    optional.map((entry) => entry.url),
    [
      `${root}/markdown${query}`,
      `${root}/llms-full.txt${query}`,
      ...view.sections.map((section) => `${root}/markdown/${section.id}${query}`),
      `${root}/context${query}`,
    ],
  )
  for (const entry of optional) assert.ok(entry.desc, `${entry.title} has a description`)

  // Stricter than the parser, which only searches each line for a link.
  const lines = txt.split('\n')
  assert.equal(lines.filter((line) => line.startsWith('# ')).length, 1, 'one H1')
  assert.ok(!lines.some((line) => line.startsWith('###')), 'no ### anywhere')
  const firstSection = lines.findIndex((line) => line.startsWith('## '))
  for (const line of lines.slice(firstSection)) {
    if (line === '' || line.startsWith('## ')) continue
    assert.match(line, /^- \[[^\]]+\]\([^)\s]+\)(: \S.*)?$/, line)
  }
  assert.ok(txt.endsWith('\n') && !txt.endsWith('\n\n'))
  return parsed
}

describe('llms.txt read back with the reference parser', () => {
  it('the fixture project: title, summary, notes, every section and every block', () => {
    checkLlmsTxt(publicView(fixtureProject(), fixtureBlocks(), false), 'https://ctx.example.com')
  })

  it('with ?status=complete every link keeps the filter', () => {
    const parsed = checkLlmsTxt(
      publicView(fixtureProject(), fixtureBlocks(), true),
      'https://ctx.example.com',
    )
    assert.ok(!parsed.sections.has('Drafts'))
    assert.match(parsed.info, /Only blocks marked complete/)
  })

  it('a base URL with parentheses, a port and a path', () => {
    checkLlmsTxt(publicView(fixtureProject(), fixtureBlocks(), false), 'http://127.0.0.1:8080/pre(fix)/x')
  })

  it('hostile names: brackets, parentheses, backslashes, newlines, headings, markup', () => {
    const names = [
      'a]b',
      ']',
      '[x]',
      'trailing \\',
      '\\]',
      'Intro\n# Evil',
      'Intro\n## Evil section',
      'x\n===',
      '<!-- comment',
      '`code',
      'a](https://evil.example)',
      '&#93; literal',
      '  spaced  ',
      '日本語 🚀 Ünïcode',
      'Optional',
    ]
    // Canonical order: the users section, then the custom one.
    const blocks = [
      ...names.map((name, i) => block(`u${i}`, name, 'users')),
      ...names.map((name, i) => block(`o${i}`, name, 'optional')),
    ]
    const view = publicView(
      project({ name: 'Evil ] name\n## Sneaky', description: 'Line one\n## two' }),
      blocks,
      false,
    )
    const parsed = checkLlmsTxt(view, 'https://ctx.example.com')
    assert.deepEqual([...parsed.sections.keys()], ['Users', 'Optional (optional)', 'Optional'])
  })

  it('a project with nothing to show still parses, with only the Optional section', () => {
    const view = publicView(project({}), [block('e', 'Empty', 'brand', 'empty')], false)
    const parsed = checkLlmsTxt(view, 'https://ctx.example.com')
    assert.deepEqual([...parsed.sections.keys()], ['Optional'])
    assert.match(parsed.info, /no blocks to show/)
  })

  it('a project without a description gets a generated one-line summary', () => {
    const view = publicView(project({ description: '' }), [block('a', 'A', 'brand')], false)
    const parsed = parseLlmsTxt(renderLlmsTxt(view, publicLinks('https://x.example', 'p1', false)))
    assert.equal(parsed.summary, 'Product context of Project One, published with pctx.')
  })
})

describe('the llms.txt parser port', () => {
  const sample = [
    '# Sample',
    '',
    '> A short summary.',
    '',
    'Notes: first line.',
    'Second line.',
    '',
    '## Docs',
    '',
    '- [Quick start](https://example.com/start.md): How to begin',
    '- [Reference](https://example.com/ref.md)',
    '',
    '## Optional',
    '',
    '- [More](https://example.com/more.md): Extra',
    '',
  ].join('\n')

  it('reads title, summary, notes and sections', () => {
    const parsed = parseLlmsTxt(sample)
    assert.equal(parsed.title, 'Sample')
    assert.equal(parsed.summary, 'A short summary.')
    assert.equal(parsed.info, 'Notes: first line.\nSecond line.')
    assert.deepEqual(
      [...parsed.sections.entries()],
      [
        [
          'Docs',
          [
            { title: 'Quick start', url: 'https://example.com/start.md', desc: 'How to begin' },
            { title: 'Reference', url: 'https://example.com/ref.md', desc: null },
          ],
        ],
        ['Optional', [{ title: 'More', url: 'https://example.com/more.md', desc: 'Extra' }]],
      ],
    )
  })

  it('splits sections on every line starting ##, ### included: why llms.txt has no ###', () => {
    const parsed = parseLlmsTxt(sample.replace('## Optional', '### Optional'))
    assert.deepEqual([...parsed.sections.keys()], ['Docs', '# Optional'])
  })

  it('fails where the reference parser raises', () => {
    assert.throws(() => parseLlmsTxt('Title\n\n> S\n\nnotes\n'), LlmsTxtParseError) // no H1
    assert.throws(() => parseLlmsTxt(`${sample}plain text line\n`), LlmsTxtParseError)
    assert.throws(() => parseLlmsTxt(sample.replace('[Reference]', '[Ref]erence]')), LlmsTxtParseError)
  })

  it('misreads, without failing, what llms.txt must therefore avoid', () => {
    // A summary without notes after it is read as notes.
    const noNotes = parseLlmsTxt('# T\n\n> S\n')
    assert.equal(noNotes.summary, null)
    assert.equal(noNotes.info, '> S')
    // A `)` inside a URL ends it.
    const paren = parseLlmsTxt(sample.replace('ref.md)', 'ref(1).md)'))
    assert.equal(paren.sections.get('Docs')?.[1]?.url, 'https://example.com/ref(1')
  })

  it('uses Python whitespace and line semantics', () => {
    // U+2028 ends a line for JavaScript's `m` flag and `.`, not for Python's re.
    const parsed = parseLlmsTxt('# Title\u2028more\n\n> S\n\nnotes\n\n## A\n\n- [t](u): d\u2028e\n')
    assert.equal(parsed.title, 'Title\u2028more')
    assert.deepEqual(parsed.sections.get('A'), [{ title: 't', url: 'u', desc: 'd\u2028e' }])
    // \x1c is whitespace to Python's str.strip and \s.
    assert.equal(parseLlmsTxt('\x1c# T\n\n> S\n\nnotes').title, 'T')
  })
})

function project(fields: Partial<Project>): Project {
  return {
    id: 'p1',
    name: 'Project One',
    description: 'About it.',
    public: true,
    revision: 3,
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    ...fields,
  }
}

function block(key: string, name: string, section: string, status: Block['status'] = 'draft'): Block {
  return {
    id: key,
    key,
    type: 'text',
    section,
    name,
    status,
    value: { content: `Content of ${key}.` },
    position: 0,
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
  }
}
