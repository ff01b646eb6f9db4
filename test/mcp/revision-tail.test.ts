import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { RevisionEvent, RevisionEventOps } from '../../src/domain/revision-feed.js'
import { createRevisionTail } from '../../src/mcp/revision-tail.js'

/** A feed in memory: rows appear when "committed", in any id order, as on PostgreSQL. */
function memoryFeed() {
  const rows: RevisionEvent[] = []
  const reads: number[] = []
  const ops: RevisionEventOps = {
    async append() {},
    async after(id, limit) {
      reads.push(id)
      return rows
        .filter((row) => row.id > id)
        .sort((a, b) => a.id - b.id)
        .slice(0, limit)
    },
    async latestId() {
      return Math.max(0, ...rows.map((row) => row.id))
    },
    async prune() {
      return 0
    },
  }
  const commit = (id: number) =>
    rows.push({ id, projectId: 'p', revision: id, changes: [], createdAt: new Date(0).toISOString() })
  return { ops, commit, reads }
}

describe('the revision feed tail', () => {
  it('starts at the end, reads each event once, and waits for a gap to fill before moving past it', async () => {
    const feed = memoryFeed()
    feed.commit(1)
    feed.commit(2)
    let now = 0
    const next = createRevisionTail(feed.ops, { gapWaitMs: 1000, now: () => now })
    const ids = async () => (await next()).map((event) => event.id)
    assert.deepEqual(await next(), [], 'what came before the first read is not told')
    feed.commit(3)
    feed.commit(5) // 4 is still in an open transaction
    assert.deepEqual(await ids(), [3, 5])
    assert.deepEqual(await next(), [], 'not told twice')
    feed.commit(4)
    assert.deepEqual(await ids(), [4], 'the late commit is told')
    assert.equal(feed.reads.at(-1), 3, 'read on from below the gap while it was open')
    feed.commit(6)
    assert.deepEqual(await ids(), [6])
    assert.equal(feed.reads.at(-1), 5, 'the gap closed: read from the last id again')

    feed.commit(8) // 7 rolled back: never comes
    assert.deepEqual(await ids(), [8])
    now += 1000
    assert.deepEqual(await next(), [])
    feed.commit(9)
    assert.deepEqual(await ids(), [9])
    assert.equal(feed.reads.at(-1), 8, 'gave up on 7 after the wait')
  })

  it('reads a full batch on at once', async () => {
    const feed = memoryFeed()
    const next = createRevisionTail(feed.ops, { batch: 2 })
    const ids = async () => (await next()).map((event) => event.id)
    await next()
    for (const id of [1, 2, 3, 4, 5]) feed.commit(id)
    assert.deepEqual(await ids(), [1, 2, 3, 4, 5])
  })
})
