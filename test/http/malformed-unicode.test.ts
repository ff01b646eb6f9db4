import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { fails, ok } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const SYNC = '/api/v1/projects/uni/sync'

/** A sync body sent as raw JSON text, so escapes such as \u0000 reach the server as written. */
const rawSync = (json: string) => ({
  method: 'POST' as const,
  url: SYNC,
  headers: { 'content-type': 'application/json' },
  payload: json,
})
const entry = (fields: string) => `{"blocks":[{"key":"u1","type":"note","section":"brand",${fields}}]}`

describe('unicode in sync bodies', () => {
  let t: TestApp
  let key: string
  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'uni' })
    key = await t.key({ projects: ['uni'] })
  })
  after(() => t.close())

  it('accepts emoji, accents, CJK and RTL text and returns them byte for byte', async () => {
    const name = 'Ünïcödé 🎉 名前 اسم'
    const value = {
      content: 'Crème brûlée 🍮 — 日本語のテキスト, עברית, 👩‍👩‍👧 family',
      'clé 🔑': ['✓', '∑'],
    }
    ok(
      await t.request({
        method: 'POST',
        url: SYNC,
        key,
        payload: { blocks: [{ key: 'emoji', type: 'note', section: 'brand', name, value }] },
      }),
    )
    const block = ok(await t.request({ method: 'GET', url: '/api/v1/projects/uni/blocks/emoji', key })).data
    assert.equal(block.name, name)
    assert.deepEqual(block.value, value)
    const hits = ok(
      await t.request({ method: 'GET', url: '/api/v1/projects/uni/blocks/search?q=creme', key }),
    )
    assert.deepEqual(
      hits.data.map((hit: { key: string }) => hit.key),
      ['emoji'],
    )
  })

  // PostgreSQL text cannot hold U+0000, and its full-text search fails on it and on lone
  // surrogates (such a sync was accepted, then every search of the project answered 500).
  // Refusing them up front keeps both backends alike and every later read working.
  const REFUSED: { name: string; fields: string; path: RegExp }[] = [
    { name: 'a NUL in the name', fields: '"name":"a\\u0000b"', path: /blocks\[0\]\.name/ },
    {
      name: 'a NUL in a value string',
      fields: '"value":{"content":"x\\u0000y"}',
      path: /blocks\[0\]\.value/,
    },
    { name: 'a NUL in a value key', fields: '"value":{"k\\u0000":"x"}', path: /blocks\[0\]\.value/ },
    {
      name: 'a lone surrogate in a value',
      fields: '"value":{"content":"x \\ud800"}',
      path: /blocks\[0\]\.value/,
    },
  ]
  for (const bad of REFUSED) {
    it(`refuses ${bad.name} with a 400 naming where it is`, async () => {
      const response = await t.request({ ...rawSync(entry(bad.fields)), key })
      fails(response, 400, bad.path)
    })
  }

  it('after all of that, search, export and the public outputs still answer', async () => {
    ok(await t.request({ method: 'GET', url: '/api/v1/projects/uni/blocks/search?q=x', key }))
    ok(await t.request({ method: 'GET', url: '/api/v1/projects/uni/export', key }))
    const markdown = await t.request({ method: 'GET', url: '/api/projects/uni/markdown' })
    assert.equal(markdown.statusCode, 200, markdown.body)
    ok(await t.request({ method: 'GET', url: '/healthz' }))
  })
})
