import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import type { SearchHit, Store } from '../../../src/domain/store.js'
import type { TempStore } from '../../helpers/temp-store.js'
import type { StoreBackend } from '../backends.js'
import { blockRecord, searchHits, seedProject } from '../fixtures.js'

const keys = (hits: SearchHit[]) => hits.map((hit) => hit.block.key)

/** Full-text search through the engine's index. */
export function searchContract(backend: StoreBackend): void {
  describe('search', () => {
    let handle: TempStore
    let store: Store
    beforeEach(async () => {
      handle = await backend.open()
      store = handle.store
    })
    afterEach(() => handle.cleanup())

    const search = (terms: string[], filter = {}, limit = 20) =>
      searchHits(store, 'p', terms.join(' '), filter, limit)
    // A block matching any term is a hit by default; match=all needs every term.
    const searchAll = (terms: string[]) => searchHits(store, 'p', terms.join(' '), {}, 20, 'all')

    it('ranks a match in the name above one deep in the value', async () => {
      const filler = 'Our handbook covers payroll, holidays, equipment, security and travel policies. '
      await seedProject(store, 'p', [
        blockRecord('handbook', {
          position: 0,
          name: 'Employee handbook',
          value: { content: `${filler.repeat(3)}It also mentions onboarding once.` },
        }),
        blockRecord('first-days', {
          position: 1,
          name: 'Onboarding',
          value: { content: 'Day one: laptop.' },
        }),
      ])
      const hits = await search(['onboarding'])
      assert.deepEqual(keys(hits), ['first-days', 'handbook'])
      assert.ok((hits[0]?.score ?? 0) > (hits[1]?.score ?? 0), 'higher score is better')
    })

    it('matches the key, type, section and every string inside the value', async () => {
      await seedProject(store, 'p', [
        blockRecord('tone-of-voice', { name: 'A', value: {} }),
        blockRecord('f', { name: 'B', type: 'feature', value: {} }),
        blockRecord('z', { name: 'C', section: 'zeta-notes', value: {} }),
        blockRecord('n', { name: 'D', value: { a: { b: [1, { c: 'deepword' }] } } }),
      ])
      assert.deepEqual(keys(await search(['voice'])), ['tone-of-voice'])
      assert.deepEqual(keys(await search(['feature'])), ['f'])
      assert.deepEqual(keys(await search(['zeta'])), ['z'])
      assert.deepEqual(keys(await search(['deepword'])), ['n'])
    })

    it('matches the last term as a prefix, and only the last', async () => {
      await seedProject(store, 'p', [
        blockRecord('ana', { type: 'persona', section: 'users', name: 'Ana', value: { name: 'Ana' } }),
      ])
      assert.deepEqual(keys(await search(['pers'])), ['ana'])
      assert.deepEqual(keys(await searchAll(['ana', 'pers'])), ['ana'])
      assert.deepEqual(keys(await searchAll(['pers', 'ana'])), [])
    })

    it('folds case and accents both ways', async () => {
      await seedProject(store, 'p', [
        blockRecord('cafe', { name: 'Café Crème', value: {} }),
        blockRecord('resume', { name: 'plain resume', value: {} }),
      ])
      assert.deepEqual(keys(await search(['cafe'])), ['cafe'])
      assert.deepEqual(keys(await search(['CAFE', 'creme'])), ['cafe'])
      assert.deepEqual(keys(await search(['RÉSUMÉ'])), ['resume'])
    })

    it('requires every term to match with match=all', async () => {
      await seedProject(store, 'p', [
        blockRecord('a', { name: 'red apple', value: {} }),
        blockRecord('b', { name: 'green apple', value: {} }),
      ])
      assert.deepEqual(keys(await searchAll(['apple', 'red'])), ['a'])
      assert.deepEqual(keys(await searchAll(['red', 'green'])), [])
      assert.deepEqual(keys(await search(['red', 'green'])), ['a', 'b'])
    })

    it('returns a snippet of at most 200 characters with the match in ** marks', async () => {
      const words = Array.from({ length: 120 }, (_, i) => `word${i}`)
      words.splice(60, 0, 'needle')
      await seedProject(store, 'p', [
        blockRecord('long', { name: 'Long', value: { content: words.join(' ') } }),
      ])
      const [hit] = await search(['needle'])
      assert.ok(hit)
      assert.ok(hit.snippet.length <= 200, `${hit.snippet.length} chars`)
      assert.match(hit.snippet, /\*\*needle\*\*/)
      assert.equal(hit.snippet.split('**').length % 2, 1, 'marks are balanced')
    })

    it('finds the blocks of a section or type a question names, with snippets from their text', async () => {
      const persona = (key: string, name: string, description: string, position: number) =>
        blockRecord(key, { type: 'persona', section: 'users', name, position, value: { name, description } })
      const plan = (key: string, name: string, price: string, position: number) =>
        blockRecord(key, { type: 'pricing-tier', section: 'product', name, position, value: { price } })
      await seedProject(store, 'p', [
        blockRecord('overview', {
          section: 'product',
          value: { content: 'Invoices for users: users create invoices, users get paid, users rest.' },
        }),
        blockRecord('limits', {
          section: 'product',
          value: { content: 'One user on Solo; price per user on Studio.' },
        }),
        blockRecord('two-factor', {
          section: 'security',
          value: { content: 'Every user signs in with a second factor.' },
        }),
        blockRecord('fees', { section: 'product', value: { content: 'Card fees are priced per payment.' } }),
        persona('persona-freelancer', 'Nadia, the freelancer', 'Brand designer with ten clients.', 0),
        persona('persona-agency', 'Marco, the agency owner', 'Runs a 12-person studio in Lisbon.', 1),
        persona('persona-contractor', 'Dwayne, the contractor', 'Bills two clients by the hour.', 2),
        plan('plan-solo', 'Solo', '$0', 3),
        plan('plan-pro', 'Pro', '$18 a month', 4),
      ])
      const personas = ['persona-agency', 'persona-contractor', 'persona-freelancer']
      for (const question of ['who are our users', 'our personas']) {
        const hits = await search([question])
        assert.deepEqual(keys(hits).slice(0, 3).sort(), personas, question)
        for (const hit of hits.slice(0, 3)) assert.doesNotMatch(hit.snippet, /persona-|users$/, question)
      }
      const pricing = await search(['pricing'])
      assert.deepEqual(keys(pricing).slice(0, 2).sort(), ['plan-pro', 'plan-solo'])
      assert.equal(pricing[0]?.snippet.includes('pricing-tier'), false)
    })

    it('returns the whole block with each hit', async () => {
      const block = blockRecord('k', { name: 'Findme', value: { content: 'x', n: 1 }, position: 3 })
      await seedProject(store, 'p', [block])
      const [hit] = await search(['findme'])
      assert.deepEqual(hit?.block, block)
      assert.equal(typeof hit?.score, 'number')
    })

    it('applies filters and the limit, and stays inside the project', async () => {
      await seedProject(store, 'p', [
        blockRecord('a', { name: 'shared word', section: 'brand', status: 'draft', type: 'text' }),
        blockRecord('b', { name: 'shared word', section: 'users', status: 'complete', type: 'text' }),
        blockRecord('c', { name: 'shared word', section: 'users', status: 'draft', type: 'note', value: {} }),
      ])
      await seedProject(store, 'q', [blockRecord('x', { name: 'shared word' })])
      assert.deepEqual(keys(await search(['shared'], { section: 'users' })).sort(), ['b', 'c'])
      assert.deepEqual(keys(await search(['shared'], { status: 'complete' })), ['b'])
      assert.deepEqual(keys(await search(['shared'], { type: 'note' })), ['c'])
      assert.deepEqual(keys(await search(['shared'], { section: 'users', type: 'text' })), ['b'])
      assert.equal((await search(['shared'], {}, 2)).length, 2)
      assert.equal((await search(['shared'])).length, 3)
    })

    it('keeps the index in step when a block is updated', async () => {
      const block = blockRecord('k', { name: 'Zebra facts', value: { content: 'stripes' } })
      const ordinals = await seedProject(store, 'p', [block])
      await store.transaction((tx) =>
        tx.updateBlocks('p', [{ ...block, name: 'Lion facts', value: { content: 'mane' } }], ordinals),
      )
      assert.deepEqual(await search(['zebra']), [])
      assert.deepEqual(await search(['stripes']), [])
      assert.deepEqual(keys(await search(['lion', 'mane'])), ['k'])
    })

    it('drops a deleted block from the index, even when a new block takes its place', async () => {
      const ordinals = await seedProject(store, 'p', [blockRecord('old', { name: 'Zebra' })])
      await store.transaction((tx) => tx.deleteBlocks('p', ['old']))
      assert.deepEqual(await search(['zebra']), [])
      await store.transaction((tx) => tx.insertBlocks('p', [blockRecord('new', { name: 'Lion' })], ordinals))
      assert.deepEqual(await search(['zebra']), [])
      assert.deepEqual(keys(await search(['lion'])), ['new'])
    })
  })
}
