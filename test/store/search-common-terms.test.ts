import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createBlockService } from '../../src/domain/block-service.js'
import { createProjectService } from '../../src/domain/project-service.js'
import { CHAMPIONS } from '../../src/domain/search/search-engine.js'
import { openTempStore, type TempStore } from '../helpers/temp-store.js'

const clock = { now: () => new Date('2026-03-01T12:00:00.000Z') }

/**
 * A word in more blocks than CHAMPIONS: search reads that word's best postings only (its
 * champion list, docs/search.md "Huge projects"). The answer must still be a proper search
 * result: matches only, name matches first, highlighted snippets, filters.
 */
describe('search for a very common word', () => {
  let temp: TempStore
  const total = CHAMPIONS + 150
  let blocks: ReturnType<typeof createBlockService>

  before(async () => {
    temp = await openTempStore()
    blocks = createBlockService({ store: temp.store, clock, limits: { maxBlocks: 1000 } })
    await createProjectService({ store: temp.store, clock }).create({ id: 'big', name: 'Big' })
    const all = Array.from({ length: total }, (_, i) => ({
      key: `note-${i}`,
      type: 'text',
      section: i % 2 === 0 ? 'product' : 'users',
      // Every block says "widget" in its value; five of them also in their name.
      name: i % Math.floor(total / 5) === 7 ? `Widget plan ${i}` : `Note ${i}`,
      value: { content: `Everything about the widget, part ${i}. Nothing else here.` },
    }))
    for (let i = 0; i < all.length; i += 1000) await blocks.sync('big', { blocks: all.slice(i, i + 1000) })
  })
  after(() => temp.cleanup())

  it('answers with matches, name matches first, best score first, snippets highlighted', async () => {
    const hits = (await blocks.search('big', 'widget', {}, 20)).hits
    assert.equal(hits.length, 20)
    const nameMatches = hits.filter((hit) => hit.block.name.startsWith('Widget'))
    assert.equal(nameMatches.length, 5)
    assert.deepEqual(
      hits.slice(0, 5).map((hit) => hit.block.name.startsWith('Widget')),
      [true, true, true, true, true],
    )
    for (let i = 1; i < hits.length; i++) {
      assert.ok((hits[i - 1]?.score ?? 0) >= (hits[i]?.score ?? 0), 'scores descend')
    }
    for (const hit of hits) assert.match(hit.snippet, /\*\*widget\*\*/i)
  })

  it('applies filters and the prefix rule', async () => {
    const hits = (await blocks.search('big', 'wid', { section: 'users' }, 50)).hits
    assert.equal(hits.length, 50)
    for (const hit of hits) assert.equal(hit.block.section, 'users')
    // match=all: every term must match (the default, any, would find the widget blocks).
    assert.deepEqual((await blocks.search('big', 'widget nosuchword', {}, 20, 'all')).hits, [])
  })
})
