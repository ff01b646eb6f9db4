import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { fails, freshProject, ok, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const WRITERS = 4
const SYNCS_PER_WRITER = 12

interface FeedEntry {
  revision: number
  key: string
  deleted: boolean
  block: { key: string } | null
}

describe('the change feed while 4 writers sync at once', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('a reader that follows it ends with exactly the final state, having seen every revision once', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('shared-0'), textBlock('shared-1')] })
    const since = await p.revision()
    const base = `/api/v1/projects/${p.projectId}`

    // What the reader knows: the state at `since`, then whatever the feed says.
    const state = new Map<string, unknown>((await p.all()).map((block) => [block.key, block]))
    const seen: [number, string][] = []
    let position = { since, cursor: null as string | null }
    const follow = async () => {
      for (;;) {
        const query = `since=${position.since}&limit=7${position.cursor ? `&cursor=${position.cursor}` : ''}`
        const page = ok(await t.request({ method: 'GET', url: `${base}/changes?${query}`, key: p.key }))
        for (const change of page.data as FeedEntry[]) {
          seen.push([change.revision, change.key])
          if (change.deleted) state.delete(change.key)
          else state.set(change.key, change.block)
        }
        if (page.meta.nextCursor) {
          position = { since: position.since, cursor: page.meta.nextCursor }
          continue
        }
        // Caught up for now: continue later after the last entry seen.
        const last = seen.at(-1)
        if (last) position = { since: last[0], cursor: null }
        return
      }
    }

    let writing = true
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let i = 0; i < SYNCS_PER_WRITER; i++) {
        const blocks = [
          textBlock(`w${writer}-${i}`, 'product', `writer ${writer} sync ${i}`),
          textBlock(`shared-${i % 2}`, 'brand', `last written by ${writer} at ${i}`),
        ]
        // Every third sync of a writer also deletes its block of two syncs before.
        if (i % 3 === 2) {
          const res = await t.request({
            method: 'DELETE',
            url: `${base}/blocks/w${writer}-${i - 2}`,
            key: p.key,
          })
          assert.equal(res.statusCode, 200, res.body)
        }
        await p.syncOk({ blocks, message: `writer ${writer}` })
      }
    })
    const reader = (async () => {
      while (writing) {
        await follow()
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    await Promise.all(writers)
    writing = false
    await reader
    await follow()

    const final = await p.all()
    assert.deepEqual(
      [...state.values()].sort((a, b) => ((a as { key: string }).key < (b as { key: string }).key ? -1 : 1)),
      [...final].sort((a, b) => (a.key < b.key ? -1 : 1)),
      'the reader rebuilt exactly the final state',
    )
    // Every entry once, in order, and every revision after `since` seen.
    const sorted = [...seen].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0))
    assert.deepEqual(seen, sorted, 'entries arrive in revision, then key order')
    assert.equal(new Set(seen.map(([r, k]) => `${r} ${k}`)).size, seen.length, 'no entry twice')
    const revisions = new Set(seen.map(([revision]) => revision))
    const current = await p.revision()
    const deletes = WRITERS * Math.floor(SYNCS_PER_WRITER / 3)
    assert.equal(current, since + WRITERS * SYNCS_PER_WRITER + deletes)
    for (let revision = since + 1; revision <= current; revision++)
      assert.ok(revisions.has(revision), `revision ${revision}`)
    fails(await t.request({ method: 'GET', url: `${base}/changes?since=0&cursor=x`, key: p.key }), 400)
  })
})
