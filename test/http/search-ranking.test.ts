import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { freshProject } from '../helpers/api.js'
import { note, search } from '../helpers/search.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * How search ranks (docs/api.md, How results are ranked). Blocks are synced in the reverse of the expected
 * order, so canonical order (the tie-break) never produces the expected answer by itself.
 */
describe('search ranking', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('ranks a match in the name above one in the key, above one in the value', async () => {
    const p = await freshProject(t)
    const neutral = 'Answers for customers who ask about money.'
    await p.syncOk({
      blocks: [
        note('gamma', 'Answers for customers who ask about a refund.', { name: 'Support' }),
        note('refund-rules', neutral, { name: 'Rules' }),
        note('alpha', neutral, { name: 'Refund policy' }),
      ],
    })
    const { keys, hits } = await search(p, { q: 'refund' })
    assert.deepEqual(keys, ['alpha', 'refund-rules', 'gamma'])
    assert.ok(hits[0] && hits[1] && hits[2])
    assert.ok(hits[0].score > hits[1].score && hits[1].score > hits[2].score, 'strictly better scores')
  })

  it('ranks a block covering more distinct query terms above one repeating a single term', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        note('repeats', 'Pricing, pricing, pricing: pricing pages, pricing tables and pricing again.'),
        note('covers', 'Pricing and refunds.'),
        // Refunds is common here and pricing rare, so term weights alone would favour `repeats`.
        note('r1', 'Refunds take five days.'),
        note('r2', 'Refunds need a receipt.'),
        note('r3', 'Refunds go to the card.'),
      ],
    })
    const { keys } = await search(p, { q: 'pricing refunds' })
    assert.ok(keys.includes('repeats'), `any-term match finds the block with one term: ${keys}`)
    assert.ok(keys.indexOf('covers') < keys.indexOf('repeats'), `coverage first: ${keys}`)
    assert.equal(keys[0], 'covers')
  })

  it('ranks query terms close together above the same terms far apart', async () => {
    const p = await freshProject(t)
    // The same words in both blocks (same term weights and length): only their distance differs.
    await p.syncOk({
      blocks: [
        note('far', 'release alpha bravo charlie delta echo foxtrot golf hotel india notes'),
        note('close', 'alpha bravo charlie delta echo release notes foxtrot golf hotel india'),
      ],
    })
    const { keys, hits } = await search(p, { q: 'release notes' })
    assert.deepEqual(keys, ['close', 'far'])
    assert.ok(hits[0] && hits[1] && hits[0].score > hits[1].score, 'proximity raises the score')
  })

  it('orders equal scores canonically: section order, then position, then key', async () => {
    const p = await freshProject(t)
    const same = { type: 'text', value: { content: 'widget' } }
    await p.syncOk({
      blocks: [
        { key: 'u', section: 'users', name: 'u', ...same },
        { key: 'z', section: 'brand', name: 'z', position: 2, ...same },
        { key: 'm', section: 'product', name: 'm', ...same },
        { key: 'y', section: 'brand', name: 'y', position: 1, ...same },
        { key: 'x', section: 'brand', name: 'x', position: 1, ...same },
      ],
    })
    const canonical = (await p.all()).map((block) => block.key)
    assert.deepEqual(canonical, ['x', 'y', 'z', 'm', 'u'])
    const { keys, hits } = await search(p, { q: 'widget' })
    assert.deepEqual(new Set(hits.map((hit) => hit.score)).size, 1, 'equal scores')
    assert.deepEqual(keys, canonical)
  })

  it('answers scores that are positive and never increase down the list', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        note('a', 'Pricing for teams and pricing for the enterprise.'),
        note('b', 'Teams onboarding.'),
        note('c', 'Pricing.', { name: 'Pricing' }),
        note('d', 'Nothing.'),
      ],
    })
    const { hits } = await search(p, { q: 'pricing for teams' })
    assert.equal(hits.length, 3)
    for (const [i, hit] of hits.entries()) {
      assert.ok(Number.isFinite(hit.score) && hit.score > 0, `score ${hit.score}`)
      if (i > 0) assert.ok((hits[i - 1]?.score ?? 0) >= hit.score, 'scores descend')
    }
  })
})
