import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Api, freshProject } from '../helpers/api.js'
import { found, note, search } from '../helpers/search.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * Related English words (docs/search.md, How a query is read, 9): a question in other words
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

  it('adds them to a question of 8 terms, not to one of 9, which says what it asks already', async () => {
    // Eight meaningful words, `talk` and `customers` among them; then a ninth.
    const eight = 'please explain exactly how support agents talk with customers calmly '
    assert.ok((await found(p, { q: eight })).includes('voice'))
    assert.deepEqual(await found(p, { q: `${eight}tonight ` }), ['roadmap-calls'])
  })

  it('does not add them to the word being typed (no trailing space)', async () => {
    assert.deepEqual(await found(p, { q: 'customers' }), ['roadmap-calls'])
    assert.deepEqual(await found(p, { q: 'customers ' }), ['roadmap-calls', 'voice'])
  })

  it('counts a word once when it is also a relative of another word of the question', async () => {
    const q = await freshProject(t)
    await q.syncOk({ blocks: [note('a', 'We talk.'), note('b', 'We speak.')] })
    // `talk` and `speak` are relatives of each other: each block holds one of the two words asked.
    const [first, second] = (await search(q, { q: 'talk speak ' })).hits
    assert.equal(first?.score, second?.score)
  })

  it('does not add them to a word the project holds only misspelt in the question', async () => {
    // `custmers` is corrected to `customers`; a typo has no relatives of its own.
    const answer = await search(p, { q: 'custmers ' })
    assert.deepEqual(answer.keys, ['roadmap-calls'])
  })
})
