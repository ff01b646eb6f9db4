import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { DEMO_BLOCKS, DEMO_PROJECT, DEMO_SYNONYMS } from '../../src/demo/demo-project.js'
import { api, detailPaths, fails, freshProject, ok } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const DEMO_QUESTION = 'how do we talk to customers'

/** Synonyms per project (docs/search.md, "Synonyms"): the API, its errors, search, budgets, history. */
describe('synonyms', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  const url = (projectId: string) => `/api/v1/projects/${projectId}/synonyms`
  const put = (projectId: string, key: string, payload: unknown) =>
    t.request({ method: 'PUT', url: url(projectId), key, payload: payload as object })

  /** The demo project, with or without its synonyms, under a fresh id. */
  async function demo(id: string, withSynonyms: boolean) {
    await t.project({ id, name: DEMO_PROJECT.name })
    const key = await t.key({ projects: [id] })
    const p = api(t, id, key)
    await p.syncOk({ blocks: DEMO_BLOCKS })
    if (withSynonyms) ok(await put(id, key, { groups: DEMO_SYNONYMS }))
    return p
  }

  it('reads [] for a project without synonyms, and what PUT set afterwards', async () => {
    const p = await freshProject(t)
    const key = p.key as string
    assert.deepEqual(ok(await t.request({ method: 'GET', url: url(p.projectId), key })).data, {
      groups: [],
      revision: 0,
    })
    const groups = [['customer', 'client', 'buyer']]
    const set = ok(await put(p.projectId, key, { groups })).data
    assert.deepEqual(set, { groups, revision: 1 })
    assert.deepEqual(ok(await t.request({ method: 'GET', url: url(p.projectId), key })).data, set)
    // The same groups again change nothing: no new revision.
    assert.deepEqual(ok(await put(p.projectId, key, set)).data, set)
    // The export carries them.
    assert.deepEqual(ok(await p.export()).data.synonyms, groups)
  })

  it('lets a read key read them and refuses its PUT with 403', async () => {
    const p = await freshProject(t)
    const reader = await t.key({ projects: [p.projectId], access: 'read' })
    ok(await t.request({ method: 'GET', url: url(p.projectId), key: reader }))
    fails(await put(p.projectId, reader, { groups: [['a1', 'b1']] }), 403)
    fails(await t.request({ method: 'GET', url: url('nowhere'), key: reader }), 403)
  })

  it('answers 400 naming every bad group at once, and saves nothing', async () => {
    const p = await freshProject(t)
    const key = p.key as string
    const body = fails(
      await put(p.projectId, key, {
        groups: [['customer', 'client'], [], ['the', 'customer'], ['Customer', 'customers'], 'x'],
      }),
      400,
      /groups\[1\]/,
    )
    assert.deepEqual(detailPaths(body), ['groups[1]', 'groups[2][0]', 'groups[3]', 'groups[4]'])
    assert.match(body.details?.[2]?.message ?? '', /"Customer", "customers"/)
    fails(await put(p.projectId, key, { groups: Array.from({ length: 501 }, () => ['a', 'b']) }), 400, /500/)
    // 500 empty groups: 100 named, the other 400 counted, in the details and in the message.
    const empties = fails(await put(p.projectId, key, { groups: Array.from({ length: 500 }, () => []) }), 400)
    assert.equal(empties.details?.length, 101)
    assert.equal(empties.details?.[99]?.path, 'groups[99]')
    assert.match(empties.details?.[100]?.message ?? '', /^400 more problems not listed \(at most 100 are\)/)
    assert.match(empties.error, /\(and 499 more problems, see details\)$/)
    fails(await put(p.projectId, key, { groups: 'customer,client' }), 400, /groups/)
    fails(await put(p.projectId, key, [['customer', 'client']]), 400, /JSON object/)
    fails(await put(p.projectId, key, { groups: [[{ a: 1 }, 'client']] }), 400, /groups\[0\]\[0\]/)
    assert.deepEqual(ok(await t.request({ method: 'GET', url: url(p.projectId), key })).data.groups, [])
  })

  it('records a change in the project history with its author', async () => {
    const p = await freshProject(t)
    const key = p.key as string
    ok(await put(p.projectId, key, { groups: [['talk', 'speak']] }))
    const revisions = ok(
      await t.request({ method: 'GET', url: `/api/v1/projects/${p.projectId}/revisions`, key }),
    ).data
    const [latest] = revisions
    assert.equal(latest.kind, 'synonyms')
    assert.equal(latest.message, 'Synonyms set: 1 group')
    assert.equal(latest.author.kind, 'key')
    assert.deepEqual([latest.created, latest.updated, latest.deleted], [[], [], []])
  })

  it('finds Voice and tone for "how do we talk to customers" on the demo, naming the expansions', async () => {
    const plain = await demo('demo-plain', false)
    const without = ok(await plain.search({ q: DEMO_QUESTION })).data.map((hit: { key: string }) => hit.key)
    assert.notEqual(without[0], 'brand-voice', `without synonyms: ${without}`)

    const p = await demo('demo-synonyms', true)
    const body = ok(await p.search({ q: DEMO_QUESTION }))
    assert.equal(
      body.data[0]?.key,
      'brand-voice',
      JSON.stringify(body.data.map((h: { key: string }) => h.key)),
    )
    // `speak`, `customer` and `plan` are in no block of the demo: searched, but not named as used.
    assert.deepEqual(body.meta.expansions, [
      { term: 'talk', with: ['write', 'voice', 'tone'] },
      { term: 'customer', with: ['client', 'user', 'persona'] },
    ])
    assert.deepEqual(ok(await p.search({ q: 'personas' })).meta.expansions, [
      { term: 'persona', with: ['client', 'user'] },
    ])
    assert.deepEqual(ok(await p.search({ q: 'price' })).meta.expansions, [{ term: 'price', with: ['cost'] }])
    assert.match(body.data[0].snippet, /\*\*(voice|tone|Voice|user)\*\*/i)
    // With every word required, the synonyms count as the word.
    const all = ok(await p.search({ q: DEMO_QUESTION, match: 'all' })).data
    assert.equal(all[0]?.key, 'brand-voice')
    // A query no group holds expands nothing.
    assert.deepEqual(ok(await p.search({ q: 'retention cohorts' })).meta.expansions, [])
  })

  it('applies them to budgeted public outputs with q, and a change shows at once', async () => {
    const p = await demo('demo-budget', false)
    const question = encodeURIComponent('who are our buyers')
    /** The names of the blocks a budgeted markdown shows, in order. */
    const shown = async (tokens = 200) => {
      const { body } = await t.request({
        method: 'GET',
        url: `/api/projects/demo-budget/markdown?tokens=${tokens}&q=${question}`,
      })
      return [...body.matchAll(/^### (.+)$/gm)].map((match) => match[1])
    }
    // No block says "buyer": canonical order, brand first.
    assert.equal((await shown())[0], 'Voice and tone')
    ok(
      await put('demo-budget', p.key as string, {
        groups: [['buyer', 'customer', 'client', 'user', 'persona']],
      }),
    )
    assert.match((await shown())[0] ?? '', /Fiona|Priya|Alex/)
    // Search sees a change at once too (the per-process cache follows the revision).
    ok(await put('demo-budget', p.key as string, { groups: [] }))
    assert.deepEqual(ok(await p.search({ q: DEMO_QUESTION })).meta.expansions, [])
  })
})
