import { after, before, describe, it } from 'node:test'
import { fails, ok } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const SYNC = '/api/v1/projects/mal/sync'
/** A sync of one valid new text block with `fields` merged over it. */
const block = (fields: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: SYNC,
  payload: { blocks: [{ key: 'b1', type: 'text', section: 'brand', value: { content: 'x' }, ...fields }] },
})

describe('malformed sync requests against configured limits', () => {
  let t: TestApp
  let key: string
  before(async () => {
    t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048', SYNC_MAX_BLOCKS: '3' } })
    await t.project({ id: 'mal' })
    key = await t.key({ projects: ['mal'] })
  })
  after(() => t.close())

  it('a body over BODY_LIMIT_BYTES → 413', async () => {
    const response = await t.request({ ...block({ value: { content: 'x'.repeat(3000) } }), key })
    fails(response, 413, /too large/)
  })

  it('more blocks than SYNC_MAX_BLOCKS → 400', async () => {
    const blocks = ['a', 'b', 'c', 'd'].map((k) => ({ key: k, type: 'text', section: 'brand' }))
    fails(
      await t.request({ method: 'POST', url: SYNC, payload: { blocks }, key }),
      400,
      /blocks: holds 4 blocks; one sync takes at most 3/,
    )
  })

  it('a body just under the limit is accepted, and the app still answers', async () => {
    ok(await t.request({ ...block({ value: { content: 'x'.repeat(1500) } }), key }))
    ok(await t.request({ method: 'GET', url: '/healthz' }))
  })
})
