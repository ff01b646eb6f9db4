import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createBlockService } from '../../src/domain/block-service.js'
import { createProjectService } from '../../src/domain/project-service.js'
import type { SearchResult } from '../../src/domain/store.js'
import { openTempStore, type TempStore } from '../helpers/temp-store.js'

const clock = { now: () => new Date('2026-03-01T12:00:00.000Z') }

const QUESTIONS = [
  'pricing',
  'pricing refunds',
  'who are our users',
  'onboarding checklist for new accounts',
  'analytcs',
  '"release notes" weekly',
  'refu',
]

const HERE = [
  { key: 'plans', name: 'Pricing', content: 'Three plans; pricing is public and refunds are quick.' },
  { key: 'refunds', name: 'Refund policy', content: 'Refunds within thirty days, no questions asked.' },
  { key: 'users', name: 'Our users', content: 'Product managers and analysts in B2B teams.' },
  { key: 'onboarding', name: 'Onboarding', content: 'The onboarding checklist for new accounts.' },
  {
    key: 'analytics',
    name: 'Analytics',
    content: 'Product analytics: funnels, retention, pricing experiments.',
  },
  { key: 'changelog', name: 'Changelog', content: 'We publish release notes weekly, every Tuesday.' },
  { key: 'support', name: 'Support', content: 'Users write to support about refunds and onboarding.' },
]

/** Many blocks that use this project's words with other frequencies: only statistics could leak. */
function bigProjectBlocks(count: number, offset = 0) {
  const words = ['pricing', 'refunds', 'users', 'onboarding', 'checklist', 'analytics', 'release', 'notes']
  return Array.from({ length: count }, (_, i) => ({
    key: `b${offset + i}`,
    type: 'text',
    section: 'product',
    name: i % 7 === 0 ? `Pricing ${i}` : `Block ${i}`,
    value: {
      content: `${words.slice(0, 1 + (i % words.length)).join(' ')} weekly accounts ${'filler '.repeat(i % 11)}`,
    },
  }))
}

/** Keys, exact scores and corrections of every question: what must not move. */
async function answers(search: (q: string) => Promise<SearchResult>) {
  const out: unknown[] = []
  for (const q of QUESTIONS) {
    const { hits, corrections } = await search(q)
    out.push({ q, hits: hits.map((hit) => [hit.block.key, hit.score]), corrections })
  }
  return out
}

/**
 * BM25 with this project's statistics only: another project's content never
 * changes this project's scores (the old shared FTS index did).
 */
describe('search statistics are per project', () => {
  let temp: TempStore
  let blocks: ReturnType<typeof createBlockService>
  let projects: ReturnType<typeof createProjectService>
  const ask = (q: string) => blocks.search('here', q, {}, 20)

  before(async () => {
    temp = await openTempStore()
    blocks = createBlockService({ store: temp.store, clock, limits: { maxBlocks: 10_000 } })
    projects = createProjectService({ store: temp.store, clock })
    await projects.create({ id: 'here', name: 'Here' })
    await blocks.sync('here', {
      blocks: HERE.map(({ key, name, content }) => ({
        key,
        name,
        type: 'text',
        section: 'product',
        value: { content },
      })),
    })
  })
  after(() => temp.cleanup())

  it('gives the same scores, order and corrections before and after a big other project arrives, changes and goes', async () => {
    const before = await answers(ask)
    assert.ok(
      before.some((answer) => (answer as { hits: unknown[] }).hits.length > 1),
      'the questions find something',
    )

    await projects.create({ id: 'big', name: 'Big' })
    await blocks.sync('big', { blocks: bigProjectBlocks(1000) })
    await blocks.sync('big', { blocks: bigProjectBlocks(1000, 1000) })
    assert.deepStrictEqual(await answers(ask), before, 'after another project of 2000 blocks')

    await blocks.sync('big', { mode: 'replace', blocks: bigProjectBlocks(50, 5000) })
    assert.deepStrictEqual(await answers(ask), before, 'after the other project replaced its blocks')

    await projects.remove('big')
    assert.deepStrictEqual(await answers(ask), before, 'after the other project was deleted')
  })

  it('does change when this project’s own content changes (the comparison above can fail)', async () => {
    const before = (await ask('pricing')).hits.map((hit) => hit.score)
    await blocks.sync('here', {
      blocks: [{ key: 'extra', type: 'text', section: 'product', value: { content: 'pricing pricing' } }],
    })
    const after = (await ask('pricing')).hits.map((hit) => hit.score)
    assert.notDeepStrictEqual(after.slice(0, before.length), before)
    await blocks.sync('here', { mode: 'replace', blocks: HERE.map(({ key }) => ({ key })) })
  })
})
