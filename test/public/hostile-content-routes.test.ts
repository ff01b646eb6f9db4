import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { isDangerous, liveUrls } from './live-links.js'

/**
 * Through the real app and database: a project holding content that once crashed or hung the
 * renderers (2000-deep lists and quotes, 30 000 emphasis runs, blank runs, dangerous links) is
 * synced as accepted and every public output answers 200, with no live dangerous link.
 */

const P = '/api/projects'

const HOSTILE_BLOCKS = [
  { key: 'deep-list', type: 'text', section: 'brand', value: { content: `${'- '.repeat(2000)}x` } },
  { key: 'deep-quote', type: 'text', section: 'brand', value: { content: `${'> '.repeat(2000)}x` } },
  { key: 'very-deep-list', type: 'text', section: 'brand', value: { content: `${'- '.repeat(30000)}x` } },
  { key: 'emphasis', type: 'text', section: 'product', value: { content: '*a'.repeat(30000) } },
  {
    key: 'blanks',
    type: 'persona',
    section: 'users',
    value: { name: 'Blank', description: `${' '.repeat(65000)}x` },
  },
  {
    key: 'links',
    type: 'text',
    section: 'product',
    value: {
      content: '[a](JaVaScRiPt:alert(1)) <javascript:alert(1)> ![b](data:text/html,x) www.<vbscript:x>',
    },
  },
]

describe('public outputs of a project holding hostile content', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://ctx.example.com' } })
    await t.project({ id: 'hostile' })
    await t.services.blocks.sync('hostile', { blocks: HOSTILE_BLOCKS })
  })
  after(() => t.close())

  for (const path of [
    'markdown',
    'markdown/brand',
    'markdown/product',
    'llms.txt',
    'llms-full.txt',
    'context',
  ]) {
    it(`${path} answers 200 with every block, no live dangerous link`, async () => {
      const res = await t.request({ method: 'GET', url: `${P}/hostile/${path}` })
      assert.equal(res.statusCode, 200, res.body.slice(0, 500))
      if (path === 'context') return
      assert.deepEqual(liveUrls(res.body).filter(isDangerous), [], path)
      const again = await t.request({ method: 'GET', url: `${P}/hostile/${path}` })
      assert.equal(again.statusCode, 200)
      assert.equal(again.body, res.body)
    })
  }

  it('the server still answers /healthz', async () => {
    const res = await t.request({ method: 'GET', url: '/healthz' })
    assert.equal(res.statusCode, 200)
  })
})
