import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { fails, freshProject, ok, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * LIST_MAX_LIMIT below the default page sizes (100 for list and the change feed, 20 for the
 * history lists): a request without `limit` gets a page of LIST_MAX_LIMIT, one with a larger
 * `limit` is a 400 saying the maximum, the same for list and every history list.
 */
describe('LIST_MAX_LIMIT below the default page sizes', () => {
  const MAX = 3
  let t: TestApp
  before(async () => {
    t = await createTestApp({ env: { LIST_MAX_LIMIT: String(MAX) } })
  })
  after(() => t.close())

  it('pages list, revisions, block history and the change feed by LIST_MAX_LIMIT when no limit is given', async () => {
    const p = await freshProject(t)
    for (let i = 1; i <= 5; i++)
      await p.syncOk({ blocks: [textBlock(`k${i}`), textBlock('a', 'brand', `v${i}`)] })
    const base = `/api/v1/projects/${p.projectId}`
    const urls = ['/blocks', '/revisions', '/blocks/a/history', '/changes?since=0']
    for (const url of urls) {
      const get = (query: string) =>
        t.request({ method: 'GET', url: `${base}${url}${url.includes('?') ? '&' : '?'}${query}`, key: p.key })
      const page = ok(await get(''))
      assert.equal(page.data.length, MAX, url)
      assert.equal(typeof page.meta.nextCursor, 'string', url)
      const second = ok(await get(`cursor=${encodeURIComponent(page.meta.nextCursor)}`))
      assert.ok(second.data.length > 0, url)
      assert.equal(ok(await get(`limit=${MAX}`)).data.length, MAX, url)
      const refused = fails(await get(`limit=${MAX + 1}`), 400, new RegExp(`limit: must be <= ${MAX}`))
      assert.deepEqual(
        refused.details?.map((problem) => problem.path),
        ['limit'],
        url,
      )
    }
  })
})
