import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Api, detailPaths, fails, freshProject, ok } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

async function found(p: Api, params: Record<string, string | number>): Promise<string[]> {
  return ok(await p.search(params)).data.map((hit: { key: string }) => hit.key)
}

describe('GET /projects/:projectId/blocks/search', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('returns blocks with score and snippet, best first, a name match above a body match', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        {
          key: 'handbook',
          type: 'text',
          section: 'brand',
          name: 'Employee handbook',
          value: { content: 'Payroll, holidays and travel. Also a word on pricing somewhere in here.' },
        },
        {
          key: 'plans',
          type: 'text',
          section: 'product',
          name: 'Pricing',
          value: { content: 'Three plans.' },
        },
      ],
    })
    const { data } = ok(await p.search({ q: 'pricing' }))
    assert.deepEqual(
      data.map((hit: { key: string }) => hit.key),
      ['plans', 'handbook'],
    )
    assert.ok(data[0].score > data[1].score)
    for (const hit of data) {
      assert.equal(typeof hit.snippet, 'string')
      assert.ok(hit.snippet.length <= 200)
      assert.match(hit.snippet, /\*\*pricing\*\*/i)
      for (const field of ['id', 'key', 'type', 'section', 'name', 'status', 'value'])
        assert.ok(field in hit, field)
    }
  })

  it('finds a persona by the prefix of its type', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [{ key: 'ana', type: 'persona', section: 'users', value: { name: 'Ana' } }] })
    assert.deepEqual(await found(p, { q: 'pers' }), ['ana'])
  })

  it('is case- and accent-insensitive', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [{ key: 'menu', type: 'text', section: 'brand', value: { content: 'Le Café Crème' } }],
    })
    assert.deepEqual(await found(p, { q: 'cafe' }), ['menu'])
    assert.deepEqual(await found(p, { q: 'CAFÉ crème' }), ['menu'])
  })

  it('needs every term to match and splits terms on punctuation', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        { key: 'a', type: 'note', section: 'brand', value: { content: 'We support full text search.' } },
        { key: 'b', type: 'note', section: 'brand', value: { content: 'Full refunds only.' } },
      ],
    })
    assert.deepEqual(await found(p, { q: 'full-text' }), ['a'])
    assert.deepEqual(await found(p, { q: 'full refunds search' }), [])
  })

  it('answers an empty list for a query without letters or digits', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [{ key: 'a', type: 'text', section: 'brand', value: { content: 'x' } }] })
    assert.deepEqual(ok(await p.search({ q: '***' })).data, [])
  })

  it('requires q of 1 to 256 characters', async () => {
    const p = await freshProject(t)
    assert.deepEqual(detailPaths(fails(await p.search({}), 400, /q/)), ['q'])
    fails(await p.search({ q: '' }), 400, /q/)
    fails(await p.search({ q: 'a'.repeat(257) }), 400, /q/)
    ok(await p.search({ q: 'a'.repeat(256) }))
  })

  it('applies section, status and type filters', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        { key: 'a', type: 'text', section: 'brand', value: { content: 'widget' } },
        { key: 'b', type: 'text', section: 'users', status: 'complete', value: { content: 'widget' } },
        { key: 'c', type: 'note', section: 'users', value: { text: 'widget' } },
      ],
    })
    assert.deepEqual((await found(p, { q: 'widget', section: 'users' })).sort(), ['b', 'c'])
    assert.deepEqual(await found(p, { q: 'widget', status: 'complete' }), ['b'])
    assert.deepEqual(await found(p, { q: 'widget', type: 'note' }), ['c'])
    fails(await p.search({ q: 'widget', status: 'finished' }), 400, /status/)
  })

  it('returns 20 hits by default and accepts limit 1 to 100', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: Array.from({ length: 25 }, (_, i) => ({
        key: `k${i}`,
        type: 'text',
        section: 'brand',
        value: { content: 'common' },
      })),
    })
    assert.equal((await found(p, { q: 'common' })).length, 20)
    assert.equal((await found(p, { q: 'common', limit: 1 })).length, 1)
    assert.equal((await found(p, { q: 'common', limit: 100 })).length, 25)
    for (const limit of [0, 101, 'x']) fails(await p.search({ q: 'common', limit }), 400, /limit/)
  })

  it('sees the latest sync: updated and deleted blocks', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        { key: 'a', type: 'text', section: 'brand', value: { content: 'zebra' } },
        { key: 'b', type: 'text', section: 'brand', value: { content: 'zebra' } },
      ],
    })
    await p.syncOk({ mode: 'replace', blocks: [{ key: 'a', value: { content: 'lion' } }] })
    assert.deepEqual(await found(p, { q: 'zebra' }), [])
    assert.deepEqual(await found(p, { q: 'lion' }), ['a'])
  })

  it('does not return blocks of other projects', async () => {
    const p = await freshProject(t)
    const other = await freshProject(t)
    await other.syncOk({
      blocks: [{ key: 'x', type: 'text', section: 'brand', value: { content: 'secret' } }],
    })
    assert.deepEqual(await found(p, { q: 'secret' }), [])
  })
})
