import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Api, detailPaths, fails, freshProject, ok } from '../helpers/api.js'
import { fetchDocument } from '../helpers/openapi.js'
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

  it('match=all needs every term; punctuation splits terms', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        { key: 'a', type: 'note', section: 'brand', value: { content: 'We support full text search.' } },
        { key: 'b', type: 'note', section: 'brand', value: { content: 'Full refunds only.' } },
      ],
    })
    assert.deepEqual(await found(p, { q: 'full-text', match: 'all' }), ['a'])
    assert.deepEqual(await found(p, { q: 'full refunds search', match: 'all' }), [])
    assert.deepEqual(await found(p, { q: 'full refunds', match: 'all' }), ['b'])
  })

  // Needs the per-project engine (issue 11): the old FTS search behind the store is AND only.
  it('matches any meaningful term by default, and with match=any', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        { key: 'a', type: 'note', section: 'brand', value: { content: 'We support full text search.' } },
        { key: 'b', type: 'note', section: 'brand', value: { content: 'Full refunds only.' } },
      ],
    })
    assert.deepEqual((await found(p, { q: 'refunds search' })).sort(), ['a', 'b'])
    assert.deepEqual((await found(p, { q: 'refunds search', match: 'any' })).sort(), ['a', 'b'])
  })

  it('rejects a match other than any or all with a 400 naming both', async () => {
    const p = await freshProject(t)
    for (const match of ['', 'ALL', 'some', 'or']) {
      const body = fails(await p.search({ q: 'x', match }), 400, /match: must be one of any, all/)
      assert.deepEqual(detailPaths(body), ['match'])
    }
  })

  it('always answers meta.corrections and meta.expansions, empty arrays when there were none', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [{ key: 'a', type: 'text', section: 'brand', value: { content: 'analytics' } }],
    })
    assert.deepEqual(ok(await p.search({ q: 'analytics' })).meta, { corrections: [], expansions: [] })
    assert.deepEqual(ok(await p.search({ q: 'zzzz qqqq' })).meta, { corrections: [], expansions: [] })
    assert.deepEqual(ok(await p.search({ q: '!!' })).meta, { corrections: [], expansions: [] })
  })

  // Needs the per-project engine (issue 11): typo correction against the project's vocabulary.
  it("corrects a misspelt word to the project's own and says so in meta.corrections", async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        {
          key: 'dash',
          type: 'text',
          section: 'product',
          name: 'Dashboards',
          value: { content: 'Product analytics for SaaS teams.' },
        },
        { key: 'other', type: 'text', section: 'brand', value: { content: 'Tone of voice.' } },
      ],
    })
    const body = ok(await p.search({ q: 'analytcs' }))
    assert.deepEqual(
      body.data.map((hit: { key: string }) => hit.key),
      ['dash'],
    )
    assert.deepEqual(body.meta.corrections, [{ from: 'analytcs', to: 'analytics' }])
    assert.match(body.data[0].snippet, /\*\*analytics\*\*/i)
  })

  it('answers query syntax of other engines and odd queries as words, never a 500', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        {
          key: 'a',
          type: 'text',
          section: 'brand',
          name: 'Near',
          value: { content: 'the name of the rose' },
        },
      ],
    })
    const queries = [
      'NEAR(a b)',
      'a OR b',
      'rose*',
      '^rose',
      'name:rose',
      'content : rose',
      '"unbalanced quote',
      'rose"',
      '-rose',
      '- - -',
      '"" "',
      'the of',
      '?!.,;:',
      'AND NOT OR',
      '{rose}',
      '(rose',
      'x'.repeat(1024),
      Array.from({ length: 200 }, (_, i) => `w${i}`)
        .join(' ')
        .slice(0, 1024),
    ]
    for (const q of queries) {
      const body = ok(await p.search({ q }))
      assert.ok(Array.isArray(body.data), q)
      assert.ok(Array.isArray(body.meta.corrections), q)
    }
  })

  it('answers an empty list for a query without letters or digits', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [{ key: 'a', type: 'text', section: 'brand', value: { content: 'x' } }] })
    assert.deepEqual(ok(await p.search({ q: '***' })).data, [])
  })

  it('requires q of 1 to 1024 characters', async () => {
    const p = await freshProject(t)
    assert.deepEqual(detailPaths(fails(await p.search({}), 400, /q/)), ['q'])
    fails(await p.search({ q: '' }), 400, /q/)
    fails(await p.search({ q: 'a'.repeat(1025) }), 400, /q: must NOT have more than 1024 characters/)
    ok(await p.search({ q: 'a'.repeat(1024) }))
    const sentence = 'who are the people that use our product and what do they want to achieve '
    ok(await p.search({ q: sentence.repeat(14).slice(0, 1024) }))
  })

  it('is described in the OpenAPI document: q up to 1024, match any|all, meta.corrections', async () => {
    const document = await fetchDocument(t)
    const operation = document.paths['/api/v1/projects/{projectId}/blocks/search']?.get
    assert.ok(operation)
    const parameter = (name: string) =>
      operation.parameters?.find((p) => p.name === name)?.schema as Record<string, unknown> | undefined
    assert.equal(parameter('q')?.maxLength, 1024)
    assert.deepEqual(parameter('match')?.enum, ['any', 'all'])
    assert.equal(parameter('match')?.default, 'any')
    const { summary, description } = operation as { summary?: string; description?: string }
    assert.match(`${summary} ${description}`, /match=any/)
    assert.doesNotMatch(`${summary} ${description}`, /every term must match/i)
    const ok200 = JSON.stringify(operation.responses['200'])
    assert.match(ok200, /"corrections"/)
    assert.match(ok200, /#\/components\/schemas\/Correction/)
    const correction = document.components.schemas.Correction as { required?: string[] }
    assert.deepEqual(correction.required, ['from', 'to'])
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
