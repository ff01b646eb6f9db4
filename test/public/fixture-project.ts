import type { Block, JsonObject, Project } from '../../src/domain/model.js'
import type { BlockStatus } from '../../src/domain/rules.js'
import { wellKnownOrdinal } from '../../src/domain/sections.js'

/**
 * A project that exercises every renderer: every known type and free-form ones, nested values,
 * unicode, markdown inside values, hostile names (brackets, parentheses, backslashes, newlines
 * followed by `#`), duplicate names, colliding section titles, a custom section called
 * "optional", a section with only empty blocks, drafts and complete blocks.
 *
 * Each call returns fresh objects; nothing is shared between tests.
 */

export const FIXTURE_TIME = '2026-01-15T10:00:00.000Z'

export function fixtureProject(): Project {
  return {
    id: 'fixture',
    name: 'Acme ]Labs[ — Ünïcode 🚀\n## Not a section',
    description:
      'Context for *Acme* tools.\nSecond line with a [link](https://example.com/a_(b)) and <b>html</b> — 日本語.',
    public: true,
    revision: 1,
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
  }
}

export interface FixtureEntry {
  key: string
  type: string
  section: string
  name: string
  status: BlockStatus
  value: JsonObject
}

/** The blocks as one sync payload (`{blocks}`), in payload order. */
export function fixtureEntries(): FixtureEntry[] {
  return [
    {
      key: 'voice',
      type: 'text',
      section: 'brand',
      name: 'Voice & tone',
      status: 'complete',
      value: {
        content: [
          'We write **plainly** and _warmly_. See the [style guide][guide] and the footnote.[^1]',
          '',
          '# Principles',
          '',
          '- Say "you"',
          '- Prefer short sentences',
          '  1. nested one',
          '',
          '> A quote with `code` inside.',
          '',
          '```ts',
          'const greeting = "## not a heading"',
          '```',
          '',
          '| Word | Use |',
          '| --- | --- |',
          '| café | yes |',
          '',
          'Setext heading',
          '---',
          '',
          '<div class="x">',
          '<!-- an HTML block stays visible but inert -->',
          '</div>',
          '',
          'Inline <kbd>Ctrl</kbd> and a hard  ',
          'break.',
          '',
          '[guide]: https://example.com/guide "Guide"',
          '[^1]: Footnotes keep working.',
        ].join('\n'),
      },
    },
    {
      key: 'values',
      type: 'list',
      section: 'brand',
      name: 'Values — 価値観',
      status: 'draft',
      value: {
        items: [
          'Clarity ✨',
          '# not a heading',
          '- not a bullet',
          '1. not numbered',
          'with *stars* and `code`',
          '',
          '   spaced   ',
        ],
      },
    },
    {
      key: 'voice-again',
      type: 'text',
      section: 'brand',
      name: 'Voice & tone',
      status: 'draft',
      value: { content: 'A second block with the same name: its anchor ends in -1.' },
    },
    {
      key: 'unused',
      type: 'text',
      section: 'brand',
      name: 'Left out',
      status: 'empty',
      value: {},
    },
    {
      key: 'pricing',
      type: 'pricing',
      section: 'product',
      name: 'Pricing ]x[ (beta) \\',
      status: 'complete',
      value: {
        plan: 'Pro',
        monthlyPrice: 49,
        annual: true,
        nothing: null,
        blank: '',
        features: ['Funnels', 'Cohorts', ['nested', 'array'], { name: 'Exports', limit: 10 }],
        limits: { events: 1000000, seats: 5, extra: { support: 'email', sla: '' } },
        notes: 'First line\n# Evil heading\n\nSecond paragraph ]) [x](y)',
        'weird key\n## here': 'value',
      },
    },
    {
      key: 'unclosed',
      type: 'text',
      section: 'product',
      name: 'Unclosed fence',
      status: 'draft',
      value: { content: '```\ncode never closed\n## still code' },
    },
    {
      key: 'faq',
      type: 'faq',
      section: 'product',
      name: 'FAQ',
      status: 'draft',
      value: {
        questions: [
          { q: 'Is it free?', a: 'Yes, for **small** teams.' },
          { q: 'Where is data stored?', a: 'In the EU.' },
        ],
      },
    },
    {
      key: 'founder',
      type: 'persona',
      section: 'users',
      name: 'Founder\n# Evil',
      status: 'complete',
      value: {
        name: 'Fiona',
        description: 'Technical founder.\nWears many hats.\n\n## Injected heading',
        goals: 'Ship ]fast) [now](http://x)',
        pain_points: 'Back\\slash \\',
      },
    },
    {
      key: 'priya',
      type: 'persona',
      section: 'users',
      name: 'Product manager Priya',
      status: 'draft',
      value: { name: 'Priya', description: 'First PM.', goals: 'Prove impact.', pain_points: '' },
    },
    {
      key: 'odd-name',
      type: 'text',
      section: 'users',
      name: 'Link [a](b) `tick` <b>x</b> ] & &amp; 🚀 Café',
      status: 'complete',
      value: { content: 'Names are escaped; **content** is markdown.' },
    },
    {
      key: 'zeta',
      type: 'text',
      section: 'zeta-notes',
      name: 'Zeta',
      status: 'complete',
      value: { content: 'In zeta-notes.' },
    },
    {
      key: 'zeta2',
      type: 'list',
      section: 'zeta_notes',
      name: 'Other zeta',
      status: 'draft',
      value: { items: ['In zeta_notes, whose title is also "Zeta Notes".'] },
    },
    {
      key: 'opt',
      type: 'text',
      section: 'optional',
      name: 'Optional stuff',
      status: 'complete',
      value: { content: 'A custom section titled "Optional".' },
    },
    {
      key: 'ghost',
      type: 'text',
      section: 'only-empty',
      name: 'Ghost',
      status: 'empty',
      value: {},
    },
    {
      key: 'draft-only',
      type: 'text',
      section: 'drafts',
      name: 'Work in progress',
      status: 'draft',
      value: { content: 'Not complete yet.' },
    },
  ]
}

/**
 * The blocks as the store returns them: canonical order (well-known sections, then custom ones
 * in order of first appearance; payload order within a section), as a first sync creates them.
 */
export function fixtureBlocks(): Block[] {
  const customOrder: string[] = []
  const positions = new Map<string, number>()
  const blocks = fixtureEntries().map((entry, index) => {
    if (wellKnownOrdinal(entry.section) === undefined && !customOrder.includes(entry.section)) {
      customOrder.push(entry.section)
    }
    const position = (positions.get(entry.section) ?? -1) + 1
    positions.set(entry.section, position)
    return {
      ...entry,
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      position,
      createdAt: FIXTURE_TIME,
      updatedAt: FIXTURE_TIME,
    }
  })
  const ordinal = (section: string) => wellKnownOrdinal(section) ?? 100 + customOrder.indexOf(section)
  return blocks.sort(
    (a, b) =>
      ordinal(a.section) - ordinal(b.section) ||
      a.position - b.position ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  )
}
