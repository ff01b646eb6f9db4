import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Api, freshProject } from '../helpers/api.js'
import { note, search } from '../helpers/search.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/** Typo tolerance against the project's own words (docs/api.md, How a query matches: Typos). */
describe('search typos and corrections', () => {
  let t: TestApp
  let p: Api
  before(async () => {
    t = await createTestApp()
    p = await freshProject(t)
    await p.syncOk({
      blocks: [
        note('analytics', 'Product analytics for B2B teams.'),
        note('onboarding', 'The onboarding checklist for new accounts.'),
        note('plans', 'Every plan is billed monthly; our pricing is public.'),
        note('pets', 'The office cat sleeps on the server.'),
      ],
    })
  })
  after(() => t.close())

  it('always answers meta.corrections, empty when nothing was corrected', async () => {
    assert.deepEqual((await search(p, { q: 'analytics' })).corrections, [])
    assert.deepEqual((await search(p, { q: 'nothing matches this' })).corrections, [])
  })

  it('finds analytics for "analytcs" and says so in meta.corrections', async () => {
    const answer = await search(p, { q: 'analytcs' })
    assert.deepEqual(answer.keys, ['analytics'])
    assert.deepEqual(answer.corrections, [{ from: 'analytcs', to: 'analytics' }])
  })

  it('finds onboarding for "onbaording" (two letters swapped)', async () => {
    const answer = await search(p, { q: 'onbaording' })
    assert.deepEqual(answer.keys, ['onboarding'])
    assert.deepEqual(answer.corrections, [{ from: 'onbaording', to: 'onboarding' }])
  })

  it('corrects a misspelt word inside a question and keeps the other terms', async () => {
    const answer = await search(p, { q: 'how do we do analytcs for teams', match: 'all' })
    assert.deepEqual(answer.keys, ['analytics'])
    assert.deepEqual(answer.corrections, [{ from: 'analytcs', to: 'analytics' }])
  })

  it('corrects a word of 4 to 7 letters one edit away', async () => {
    const answer = await search(p, { q: 'pracing ' })
    assert.deepEqual(answer.keys, ['plans'])
    assert.deepEqual(answer.corrections, [{ from: 'pracing', to: 'pricing' }])
  })

  it('does not correct a word of 4 to 7 letters two edits away', async () => {
    const answer = await search(p, { q: 'prxcxng ' })
    assert.deepEqual(answer.keys, [])
    assert.deepEqual(answer.corrections, [])
  })

  it('corrects a word of 8 letters or more two edits away, not three', async () => {
    const two = await search(p, { q: 'anolytcs ' })
    assert.deepEqual(two.keys, ['analytics'])
    assert.deepEqual(two.corrections, [{ from: 'anolytcs', to: 'analytics' }])
    const three = await search(p, { q: 'onolytcs ' })
    assert.deepEqual(three.keys, [])
    assert.deepEqual(three.corrections, [])
  })

  it('does not correct a word of 3 letters', async () => {
    const answer = await search(p, { q: 'cst ' })
    assert.deepEqual(answer.keys, [])
    assert.deepEqual(answer.corrections, [])
  })

  it('does not correct a word the project holds, nor a prefix of one', async () => {
    const exact = await search(p, { q: 'plan ' })
    assert.deepEqual(exact.keys, ['plans'])
    assert.deepEqual(exact.corrections, [])
    const prefix = await search(p, { q: 'analy' })
    assert.deepEqual(prefix.keys, ['analytics'])
    assert.deepEqual(prefix.corrections, [])
  })

  it('takes a common English word as meant, not as a typo of a project word a letter away', async () => {
    // `filled` and `killed` are one letter from `billed`, as `bike` is from `like`: swapping
    // them would answer a question nobody asked.
    for (const q of ['filled ', 'how do we treat killed accounts ']) {
      const word = await search(p, { q })
      assert.deepEqual(word.corrections, [], q)
      assert.ok(!word.keys.includes('plans'), q)
    }
    // A word in no dictionary, the same letter away, is still a typo.
    const typo = await search(p, { q: 'bilmed ' })
    assert.deepEqual(typo.keys, ['plans'])
    assert.deepEqual(typo.corrections, [{ from: 'bilmed', to: 'billed' }])
  })

  it('stands in a word of the same root for a word in no block with no correction', async () => {
    const other = await freshProject(t)
    await other.syncOk({
      blocks: [
        note('rivals', 'Our competitors, and how we differ from them.'),
        note('docs', 'Information architecture notes.'),
        note('net', 'The internet is down; our organisation chart is out of date.'),
      ],
    })
    // The stemmer keeps `competitive` (competit) apart from `competitors` (competitor), and no
    // project word is two edits from it: without this the question finds nothing.
    const related = await search(other, { q: 'competitive landscape ' })
    assert.deepEqual(related.keys, ['rivals'])
    assert.deepEqual(related.corrections, [{ from: 'competitive', to: 'competitors' }])
    assert.deepEqual((await search(other, { q: 'automatic ' })).corrections, [], 'no word of its root')
    // A stem of under six letters (`info`, `organ` of `organic`), or of too little of the word
    // (`intern` of `international`), begins too many unrelated words to stand in for one.
    for (const q of ['infos ', 'organic ', 'international ']) {
      const short = await search(other, { q })
      assert.deepEqual(short.keys, [], q)
      assert.deepEqual(short.corrections, [], q)
    }
  })

  it('corrects only against the words of this project', async () => {
    const other = await freshProject(t)
    await other.syncOk({ blocks: [note('x', 'Nothing about numbers here.')] })
    const answer = await search(other, { q: 'analytcs' })
    assert.deepEqual(answer.keys, [])
    assert.deepEqual(answer.corrections, [])
  })
})
