import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Api, fails, freshProject, ok, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

type Page = { keys: string[]; nextCursor: string | null }

async function page(p: Api, params: Record<string, string | number | undefined>): Promise<Page> {
  const body = ok(await p.list(params))
  return { keys: body.data.map((b: { key: string }) => b.key), nextCursor: body.meta.nextCursor }
}

describe('GET /projects/:projectId/blocks: keyset paging', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('walks every block once, across sections, ending with nextCursor null', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        textBlock('b1'),
        textBlock('b2'),
        textBlock('u1', 'users'),
        textBlock('x1', 'extra'),
        textBlock('b3'),
      ],
    })
    const pages: Page[] = []
    let cursor: string | undefined
    do {
      const next = await page(p, { limit: 2, cursor })
      pages.push(next)
      cursor = next.nextCursor ?? undefined
    } while (cursor)
    assert.deepEqual(
      pages.map((x) => x.keys),
      [['b1', 'b2'], ['b3', 'u1'], ['x1']],
    )
  })

  it('has no empty trailing page when the last page ends exactly on the last block', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: ['a', 'b', 'c', 'd'].map((key) => textBlock(key)) })
    const first = await page(p, { limit: 2 })
    assert.ok(first.nextCursor)
    const second = await page(p, { limit: 2, cursor: first.nextCursor })
    assert.deepEqual(second, { keys: ['c', 'd'], nextCursor: null })
    assert.equal((await page(p, { limit: 4 })).nextCursor, null)
  })

  it('pages through a filtered list', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        textBlock('a', 'brand', 'x', { status: 'complete' }),
        textBlock('b'),
        textBlock('c', 'users', 'x', { status: 'complete' }),
        textBlock('d', 'users', 'x', { status: 'complete' }),
      ],
    })
    const first = await page(p, { status: 'complete', limit: 2 })
    assert.deepEqual(first.keys, ['a', 'c'])
    assert.deepEqual(await page(p, { status: 'complete', limit: 2, cursor: first.nextCursor ?? '' }), {
      keys: ['d'],
      nextCursor: null,
    })
  })

  for (const [label, cursor] of [
    ['garbage', 'not-a-cursor'],
    ['valid base64 of the wrong shape', Buffer.from('{"position":1}').toString('base64url')],
    ['an empty cursor', ''],
  ] as const) {
    it(`rejects ${label} with 400 and tells to pass nextCursor unchanged`, async () => {
      const p = await freshProject(t)
      fails(await p.list({ cursor }), 400, /cursor/)
    })
  }

  it('rejects a bad cursor with 400 even on a project without blocks', async () => {
    const p = await freshProject(t)
    fails(await p.list({ cursor: 'zzz' }), 400, /nextCursor/)
  })

  it('neither skips nor repeats a block while syncs update and add blocks between pages', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        ...['b0', 'b1', 'b2', 'b3', 'b4'].map((key) => textBlock(key)),
        ...['u0', 'u1', 'u2'].map((key) => textBlock(key, 'users')),
        textBlock('f0', 'faq'),
      ],
    })
    const seen: string[] = []
    const first = await page(p, { limit: 3 })
    seen.push(...first.keys)
    assert.deepEqual(first.keys, ['b0', 'b1', 'b2'])

    // Change blocks before and at the cursor, after it, and add blocks after it.
    const changed = await p.syncOk({
      blocks: [
        { key: 'b1', value: { content: 'changed' } },
        { key: 'b2', name: 'B two' },
        { key: 'b4', status: 'complete' },
        textBlock('b5'),
        textBlock('u3', 'users'),
        textBlock('z0', 'zzz'),
      ],
    })
    assert.deepEqual(changed.created, ['b5', 'u3', 'z0'])
    const second = await page(p, { limit: 3, cursor: first.nextCursor ?? '' })
    seen.push(...second.keys)

    await p.syncOk({
      blocks: [
        { key: 'u0', name: 'U zero' },
        { key: 'f0', value: { content: 'faq' } },
        textBlock('f1', 'faq'),
      ],
    })
    let cursor = second.nextCursor
    while (cursor) {
      const next = await page(p, { limit: 3, cursor })
      seen.push(...next.keys)
      cursor = next.nextCursor
    }

    const final = (await p.all()).map((b) => b.key)
    assert.equal(new Set(seen).size, seen.length, `no block repeated: ${seen.join(',')}`)
    assert.deepEqual(seen, final)
    assert.equal(final.length, 13)
  })

  it('continues after the cursor when the block it points at is deleted between pages', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: ['a', 'b', 'c', 'd', 'e'].map((key) => textBlock(key)) })
    const first = await page(p, { limit: 2 })
    await p.syncOk({ mode: 'replace', blocks: ['a', 'c', 'd', 'e'].map((key) => ({ key })) })
    const second = await page(p, { limit: 2, cursor: first.nextCursor ?? '' })
    assert.deepEqual(second.keys, ['c', 'd'])
    assert.deepEqual(await page(p, { limit: 2, cursor: second.nextCursor ?? '' }), {
      keys: ['e'],
      nextCursor: null,
    })
  })
})
