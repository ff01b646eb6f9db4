import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Api, freshProject } from '../helpers/api.js'
import { note, search } from '../helpers/search.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const filler = (words: number) =>
  Array.from({ length: words }, (_, i) => `lorem${i % 17} ipsum${i % 13}`).join(' ')

/** Snippets: at most 200 characters of the matching text, matched words in `**` (docs/api.md, Search blocks). */
describe('search snippets', () => {
  let t: TestApp
  let p: Api
  before(async () => {
    t = await createTestApp()
    p = await freshProject(t)
    await p.syncOk({
      blocks: [
        note('ana', 'Persona: Ana, a product manager who plans the roadmap.'),
        note('analytics', 'Analytics for product teams.'),
        note('long', `${filler(200)} Our refund policy is generous. ${filler(200)}`),
        note('both', 'Pricing is public and refunds are quick.'),
        note('users', 'Product managers and analysts are our users.'),
      ],
    })
  })
  after(() => t.close())

  it('marks the stemmed match as it is written in the block', async () => {
    const { hits } = await search(p, { q: 'personas' })
    assert.equal(hits[0]?.key, 'ana')
    assert.match(hits[0]?.snippet ?? '', /\*\*Persona\*\*/)
  })

  it('marks the word a typo was corrected to', async () => {
    const { hits } = await search(p, { q: 'analytcs' })
    assert.equal(hits[0]?.key, 'analytics')
    assert.match(hits[0]?.snippet ?? '', /\*\*Analytics\*\*/)
  })

  it('marks every matched term', async () => {
    const { hits } = await search(p, { q: 'pricing refunds', match: 'all' })
    assert.equal(hits[0]?.key, 'both')
    assert.match(hits[0]?.snippet ?? '', /\*\*Pricing\*\*.*\*\*refunds\*\*/)
  })

  it('does not mark the stop words a question was stripped of', async () => {
    const { hits } = await search(p, { q: 'who are our users' })
    assert.equal(hits[0]?.key, 'users')
    const snippet = hits[0]?.snippet ?? ''
    assert.match(snippet, /\*\*users\*\*/)
    assert.doesNotMatch(snippet, /\*\*(are|our)\*\*/)
  })

  it('keeps to 200 characters around a match deep in a long text', async () => {
    const { hits } = await search(p, { q: 'refund' })
    const snippet = hits.find((hit) => hit.key === 'long')?.snippet ?? ''
    assert.ok(snippet.length <= 200, `${snippet.length} characters`)
    assert.match(snippet, /\*\*refund\*\*/)
  })

  it('keeps every snippet to 200 characters', async () => {
    for (const q of ['lorem1', 'product', 'personas analytics pricing refunds users', 'ipsum']) {
      for (const hit of (await search(p, { q })).hits)
        assert.ok(hit.snippet.length <= 200, `${q}: ${hit.key}: ${hit.snippet.length} characters`)
    }
  })
})
