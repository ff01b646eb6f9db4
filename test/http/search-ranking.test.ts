import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { freshProject } from '../helpers/api.js'
import { note, scores, search } from '../helpers/search.js'
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

  /** Sets the project's synonym groups, as an editor does. */
  async function setSynonyms(p: { projectId: string; key: string | undefined }, groups: string[][]) {
    const put = await t.request({
      method: 'PUT',
      url: `/api/v1/projects/${p.projectId}/synonyms`,
      key: p.key,
      payload: { groups },
    })
    assert.equal(put.statusCode, 200, put.body)
  }

  /** Blocks holding none of a test's query words, so that every word's idf stays positive. */
  const others = () => [
    note('o1', 'Alpha bravo charlie delta echo.'),
    note('o2', 'Receipts go out by email.'),
    note('o3', 'Stock counts update hourly.'),
  ]

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
    // The same length and the query's terms more than 8 words apart in both, so only term
    // weights and coverage differ. Refunds is common here and pricing rare: by term weights
    // alone `repeats` (pricing twice) scores about 7% above `covers` (pricing and refunds once).
    const filler = 'alpha bravo charlie delta echo foxtrot golf hotel india'
    await p.syncOk({
      blocks: [
        note('repeats', `pricing ${filler} pricing`),
        note('covers', `pricing ${filler} refunds`),
        note('r1', 'Refunds take five days.'),
        note('r2', 'Refunds need a receipt.'),
        note('r3', 'Refunds go to the card.'),
      ],
    })
    const { keys, hits } = await search(p, { q: 'pricing refunds' })
    assert.ok(keys.includes('repeats'), `any-term match finds the block with one term: ${keys}`)
    assert.equal(keys[0], 'covers', `coverage first: ${JSON.stringify(hits.map((h) => [h.key, h.score]))}`)
    // A bonus, not a penalty: the block with one term keeps the score its term weights give.
    const scoreOfRepeats = async (q: string) =>
      (await search(p, { q })).hits.find((h) => h.key === 'repeats')?.score
    assert.equal(await scoreOfRepeats('pricing refunds'), await scoreOfRepeats('pricing'))
  })

  it('counts a corrected word for less than a word the asker typed', async () => {
    const p = await freshProject(t)
    // "sprnt" is in no block, so it is corrected to "sprint", a rarer word than "payouts":
    // counted fully, the correction would outrank the block holding the word actually typed.
    await p.syncOk({
      blocks: [
        note('sprint-notes', 'Sprint review notes.'),
        note('payout-times', 'Payouts arrive weekly.'),
        note('payout-fees', 'Payouts cost a small fee.'),
        note('o1', 'Card readers charge overnight.'),
        note('o2', 'Receipts go out by email.'),
        note('o3', 'Stock counts sync hourly.'),
      ],
    })
    const { keys, hits, corrections } = await search(p, { q: 'sprnt payouts' })
    assert.deepEqual(corrections, [{ from: 'sprnt', to: 'sprint' }])
    assert.ok(keys.includes('sprint-notes'), `the corrected word still finds its block: ${keys}`)
    assert.deepEqual(
      keys.slice(0, 2).sort(),
      ['payout-fees', 'payout-times'],
      `typed word first: ${JSON.stringify(hits.map((h) => [h.key, h.score]))}`,
    )
  })

  it('counts a synonym for less than the word the asker typed', async () => {
    const p = await freshProject(t)
    // "client" is the project's synonym of "customer". `visits` says "client" three times, `list`
    // says "customers" once: counted as the typed word itself, the synonym's frequency would win.
    await p.syncOk({
      blocks: [
        note('visits', 'Client visits, client calls and client notes.'),
        note('list', 'The customers we serve, kept in one list each month.'),
        note('o1', 'Card readers charge overnight.'),
        note('o2', 'Receipts go out by email.'),
        note('o3', 'Stock counts sync hourly.'),
      ],
    })
    await setSynonyms(p, [['customer', 'client']])
    const { keys, hits } = await search(p, { q: 'customer' })
    assert.deepEqual(keys, ['list', 'visits'], JSON.stringify(hits.map((h) => [h.key, h.score])))
  })

  it("gives a block named by the asker's word the same score whatever that word's synonyms", async () => {
    const p = await freshProject(t)
    // "personas" names the type of two blocks, which count it as fully matched (idf · (k1 + 1)).
    // "zebra", made its synonym, is rarer: it must not raise what naming the type is worth.
    const persona = (key: string, name: string) => ({
      key,
      type: 'persona',
      section: 'users',
      name,
      value: { name, description: 'Runs a small team.' },
    })
    await p.syncOk({
      blocks: [
        persona('pm', 'Priya'),
        persona('founder', 'Fiona'),
        note('stripes', 'Zebra zebra zebra.'),
        note('o1', 'Card readers charge overnight.'),
        note('o2', 'Receipts go out by email.'),
        note('o3', 'Stock counts sync hourly.'),
      ],
    })
    const before = await scores(p, { q: 'personas' })
    await setSynonyms(p, [['persona', 'zebra']])
    const after = await scores(p, { q: 'personas' })
    assert.ok(after.stripes !== undefined, `the synonym finds its block: ${JSON.stringify(after)}`)
    assert.deepEqual([after.pm, after.founder], [before.pm, before.founder])
  })

  it('counts everyday English words for less than subject words in a question of 4 to 8 terms', async () => {
    const p = await freshProject(t)
    // Two blocks alike in all but their words: as long, each holding two query words once, each
    // word in one block. `people` and `really` are among the most common English words,
    // `payouts` and `synced` are not; synced first, `everyday` wins a tie.
    await p.syncOk({
      blocks: [note('everyday', 'People really.'), note('subject', 'Payouts synced.'), ...others()],
    })
    const question = await scores(p, { q: 'people really payouts synced' })
    assert.ok(
      (question.subject ?? 0) > (question.everyday ?? 0),
      `subject words count more: ${JSON.stringify(question)}`,
    )
    // A short query is its subject, and a long one names it many times over: every word counts fully.
    const short = await scores(p, { q: 'people payouts' })
    assert.equal(short.subject, short.everyday, JSON.stringify(short))
    const long = await scores(p, { q: 'people really payouts synced alpha bravo charlie delta echo' })
    assert.equal(long.subject, long.everyday, JSON.stringify(long))
  })

  it("counts the words of a message's telling sentences for less than those of its asking ones", async () => {
    const p = await freshProject(t)
    // Two blocks alike in all but their words, each holding two words of the message once: the
    // context's words (`zebra`, `quokka`) stand in a sentence that tells, the question's in one
    // that asks. Synced first, `context` would win a tie.
    await p.syncOk({
      blocks: [note('context', 'Zebra quokka.'), note('question', 'Payouts synced.'), ...others()],
    })
    const message = await scores(p, { q: 'Zebra and quokka here. Are payouts synced?' })
    assert.ok(
      (message.question ?? 0) > (message.context ?? 0),
      `the asking sentence's words count more: ${JSON.stringify(message)}`,
    )
    // No sentence asks, or only one sentence: every word counts fully.
    const told = await scores(p, { q: 'Zebra and quokka here. Payouts are synced.' })
    assert.equal(told.question, told.context, JSON.stringify(told))
    const one = await scores(p, { q: 'are zebra quokka payouts synced?' })
    assert.equal(one.question, one.context, JSON.stringify(one))
    // A word of the context that the question repeats is a word of the question.
    const repeated = await scores(p, { q: 'Zebra and quokka here. Are payouts synced for zebra and quokka?' })
    assert.equal(repeated.question, repeated.context, JSON.stringify(repeated))
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
