import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { fails, freshProject } from '../helpers/api.js'
import { found, note } from '../helpers/search.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/** How a query matches blocks (docs/api.md, How a query matches): one rule per test. */
describe('search matching', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('matches a block that holds any one meaningful term by default', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        note('a', 'Our pricing has three plans.'),
        note('b', 'Refunds are given within thirty days.'),
        note('c', 'Nothing to see here.'),
      ],
    })
    assert.deepEqual((await found(p, { q: 'pricing refunds' })).sort(), ['a', 'b'])
    assert.deepEqual((await found(p, { q: 'pricing refunds', match: 'any' })).sort(), ['a', 'b'])
  })

  it('needs every meaningful term with match=all', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [note('a', 'Our pricing has three plans.'), note('b', 'Refunds are given within thirty days.')],
    })
    assert.deepEqual(await found(p, { q: 'pricing refunds', match: 'all' }), [])
    assert.deepEqual(await found(p, { q: 'pricing plans', match: 'all' }), ['a'])
  })

  it('drops stop words under match=all too', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [note('a', 'Pricing: three plans.'), note('b', 'Plans change.')] })
    assert.deepEqual(await found(p, { q: 'what is the pricing of our plans', match: 'all' }), ['a'])
  })

  it('rejects an unknown match mode with a 400 that names match', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [note('a', 'Pricing.')] })
    fails(await p.search({ q: 'pricing', match: 'bogus' }), 400, /match/)
    fails(await p.search({ q: 'pricing', match: 'ALL' }), 400, /match/)
    fails(await p.search({ q: 'pricing', match: '' }), 400, /match/)
  })

  it('drops English stop words from a question', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        note('personas', 'Product managers and analysts at B2B SaaS companies.', { name: 'Our users' }),
        note('company', 'We are a small company who ships every week. Our office is in Lyon.'),
      ],
    })
    assert.deepEqual(await found(p, { q: 'who are our users' }), ['personas'])
    assert.deepEqual(await found(p, { q: 'who are our users?' }), ['personas'])
  })

  it('searches for the stop words when a query holds nothing else', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [note('a', 'Everything about the company.'), note('b', 'Pricing: three plans.')],
    })
    assert.deepEqual(await found(p, { q: 'about' }), ['a'])
    assert.deepEqual(await found(p, { q: 'about ' }), ['a'])
  })

  // A trailing space turns the prefix rule off, so only the stems can make these match.
  for (const [query, word, text] of [
    ['personas', 'Persona', 'Persona: Ana, a product manager.'],
    ['founders', 'founder', 'The founder started in a garage.'],
    ['activate', 'Activation', 'Activation rate is the share of trials that reach the aha moment.'],
    ['persona ', 'Personas', 'Personas: Ana and Ben.'],
    ['founder ', 'founders', 'Both founders answer support on Fridays.'],
    ['activation ', 'activate', 'Users activate when they invite a colleague.'],
  ] as const) {
    it(`stems the query and the blocks alike: "${query.trim()}" finds "${word}"`, async () => {
      const p = await freshProject(t)
      await p.syncOk({ blocks: [note('hit', text), note('miss', 'Unrelated words only.')] })
      assert.deepEqual(await found(p, { q: query }), ['hit'])
    })
  }

  it('matches the last term as a prefix, unless the query ends in white space', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [note('a', 'The onboarding checklist.'), note('b', 'Pricing.')] })
    assert.deepEqual(await found(p, { q: 'onboa' }), ['a'])
    assert.deepEqual(await found(p, { q: 'pricing onboa' }).then((keys) => keys.sort()), ['a', 'b'])
    assert.deepEqual(await found(p, { q: 'onboa ' }), [])
  })

  it('does not match earlier terms as prefixes', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [note('a', 'The onboarding guide.'), note('b', 'The checklist.')] })
    assert.deepEqual(await found(p, { q: 'onboa checklist' }), ['b'])
    assert.deepEqual(await found(p, { q: 'onboa checklist', match: 'all' }), [])
  })

  it('matches a quoted phrase only where its words stand together, in order', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        note('adjacent', 'We publish release notes every week.'),
        note('reversed', 'Notes on the weekly release.'),
        note('apart', 'The release has its notes elsewhere.'),
      ],
    })
    assert.deepEqual(await found(p, { q: '"release notes"' }), ['adjacent'])
    assert.deepEqual(await found(p, { q: 'weekly "release notes"' }), ['adjacent'])
  })

  it('reads a quotation inside a pasted message as words, not a phrase no block holds', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        note('error-copy', 'Error messages say what happened and what to do next; no jokes, no emoji.'),
        note('pets', 'The office cat sleeps on the server.'),
      ],
    })
    const pasted =
      'Slack from our designer: the payment error message currently says "Oops! Something went wrong 😬". What are our rules for error messages?'
    assert.deepEqual(await found(p, { q: pasted }), ['error-copy'])
    // A phrase searched for is still one: no block says it, so nothing is found.
    assert.deepEqual(await found(p, { q: 'error "something went wrong"' }), [])
  })

  it('matches a phrase with stop words inside it word for word', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        note('voice', 'Our tone of voice is plain.'),
        note('near', 'The office is near the station.'),
        note('apart', 'The tone and the voice of the station are near.'),
      ],
    })
    assert.deepEqual(await found(p, { q: '"tone of voice"' }), ['voice'])
    assert.deepEqual(await found(p, { q: '"near the station"' }), ['near'])
    assert.deepEqual(await found(p, { q: '"office is near"' }), ['near'])
  })

  it('compares the words of a phrase by their stems', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        note('adjacent', 'We publish release notes every week.'),
        note('apart', 'Notes about a release.'),
      ],
    })
    assert.deepEqual(await found(p, { q: '"releasing note"' }), ['adjacent'])
  })

  it('leaves out blocks that hold an excluded term', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [note('teams', 'Pricing for teams.'), note('enterprise', 'Pricing for the enterprise.')],
    })
    assert.deepEqual(await found(p, { q: 'pricing -enterprise' }), ['teams'])
    assert.deepEqual(await found(p, { q: '-enterprise pricing' }), ['teams'])
  })

  it('leaves out blocks that hold an excluded phrase, not those with its words apart', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        note('small', 'Pricing for small teams.'),
        note('large', 'Pricing for large teams.'),
        note('apart', 'Pricing for teams, large or small.'),
      ],
    })
    assert.deepEqual((await found(p, { q: 'pricing -"large teams"' })).sort(), ['apart', 'small'])
  })

  it('matches nothing for a query of exclusions only', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [note('a', 'Pricing.'), note('b', 'Refunds.')] })
    assert.deepEqual(await found(p, { q: '-pricing' }), [])
  })
})
