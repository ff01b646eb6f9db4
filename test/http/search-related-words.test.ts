import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Api, freshProject } from '../helpers/api.js'
import { found, note, search } from '../helpers/search.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * Related English words (docs/search.md, "Related English words"): a question in other words
 * than the blocks' finds them (`talk to customers` → `Speak to clients`), below a block in the
 * asker's own words. The queries end in a space: the last word is then written, not being typed.
 */
describe('search with related English words', () => {
  let t: TestApp
  let p: Api
  before(async () => {
    t = await createTestApp()
    p = await freshProject(t)
    await p.syncOk({
      blocks: [
        note('voice', 'Speak to clients plainly and warmly.'),
        note('roadmap-calls', 'We talk to customers about the roadmap every quarter.'),
        note('pets', 'The office cat sleeps on the server.'),
      ],
    })
  })
  after(() => t.close())

  it("finds a block that says the question in other words, below one in the asker's own", async () => {
    assert.deepEqual(await found(p, { q: 'talk to customers ' }), ['roadmap-calls', 'voice'])
  })

  it('finds a block through related words alone, and highlights them in its snippet', async () => {
    const answer = await search(p, { q: 'how to talk with a customer ' })
    assert.ok(answer.keys.includes('voice'), JSON.stringify(answer.keys))
    const snippet = answer.hits.find((hit) => hit.key === 'voice')?.snippet ?? ''
    assert.match(snippet, /\*\*Speak\*\*.*\*\*clients\*\*/)
    // Related words are not typo corrections: nothing was mistyped.
    assert.deepEqual(answer.corrections, [])
  })

  it('does not add them under match=all: every word itself must be in the block', async () => {
    assert.deepEqual(await found(p, { q: 'talk customers ', match: 'all' }), ['roadmap-calls'])
  })

  it('does not add them to a question of more than 8 words, which says what it asks already', async () => {
    const long = 'please explain exactly how support agents should talk with customers when tempers rise '
    assert.deepEqual(await found(p, { q: long }), ['roadmap-calls'])
  })

  it('does not add them to a word the project holds only misspelt in the question', async () => {
    // `custmers` is corrected to `customers`; a typo has no relatives of its own.
    const answer = await search(p, { q: 'custmers ' })
    assert.deepEqual(answer.keys, ['roadmap-calls'])
  })
})
