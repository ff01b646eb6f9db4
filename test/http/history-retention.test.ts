import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { PRUNE_BATCH_REVISIONS } from '../../src/domain/history-retention.js'
import { fails, freshProject, ok, textBlock } from '../helpers/api.js'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const DAY = 24 * 60 * 60 * 1000

describe('HISTORY_RETENTION_DAYS prunes old revisions, never the current state', () => {
  let t: TestApp
  let clock: ManualClock
  before(async () => {
    clock = new ManualClock('2026-01-01T00:00:00.000Z')
    t = await createTestApp({ clock, env: { HISTORY_RETENTION_DAYS: '30' } })
  })
  after(() => t.close())

  const get = async (projectId: string, key: string | undefined, url: string) =>
    t.request({ method: 'GET', url: `/api/v1/projects/${projectId}${url}`, key })

  it('forgets revisions older than the period; the rest, the feed and restore stay exact', async () => {
    clock.set('2026-01-01T00:00:00.000Z')
    const p = await freshProject(t) // revision 0
    await p.syncOk({ blocks: [textBlock('a', 'brand', 'A1'), textBlock('b'), textBlock('c', 'notes', 'C1')] }) // 1
    clock.advance(10 * DAY)
    await p.syncOk({ blocks: [textBlock('a', 'brand', 'A2')] }) // 2
    ok(await t.request({ method: 'DELETE', url: `/api/v1/projects/${p.projectId}/blocks/b`, key: p.key })) // 3
    clock.advance(40 * DAY)
    await p.syncOk({ blocks: [textBlock('c', 'notes', 'C4')] }) // 4
    await p.syncOk({ blocks: [textBlock('d', 'product', 'D5')] }) // 5
    const exportBefore = (await get(p.projectId, p.key, '/export')).body
    const revision4Before = ok(await get(p.projectId, p.key, '/revisions/4')).data
    clock.advance(1 * DAY)

    const pruned = await t.services.retention.pruneProject(p.projectId)
    // Revisions 0–3 go. Of their five versions a@2 (a's state until now) and c@1 (c before
    // revision 4) stay; a@1, b@1 and b's deletion at 3 go.
    assert.deepEqual(pruned, { revisions: 4, versions: 3, batches: 1 })
    assert.equal(
      (await get(p.projectId, p.key, '/export')).body,
      exportBefore,
      'the current state is untouched',
    )
    const list = ok(await get(p.projectId, p.key, '/revisions')).data
    assert.deepEqual(
      list.map((r: { revision: number }) => r.revision),
      [5, 4],
    )
    fails(
      await get(p.projectId, p.key, '/revisions/2'),
      404,
      /Revision 2 .* not recorded; recorded revisions are 4–5/,
    )
    assert.deepEqual(ok(await get(p.projectId, p.key, '/revisions/4')).data, revision4Before)
    fails(await get(p.projectId, p.key, '/changes?since=3'), 404, /recorded revisions are 4–5/)
    const feed = ok(await get(p.projectId, p.key, '/changes?since=4')).data
    assert.deepEqual(
      feed.map((c: { revision: number; key: string }) => [c.revision, c.key]),
      [[5, 'd']],
    )
    fails(await get(p.projectId, p.key, '/blocks/b/history'), 404)
    const restore = (revision: number) =>
      t.request({
        method: 'POST',
        url: `/api/v1/projects/${p.projectId}/restore`,
        key: p.key,
        payload: { revision },
      })
    fails(await restore(3), 404, /Revision 3 .* not recorded; recorded revisions are 4–5/)
    const { data } = ok(await restore(4))
    assert.deepEqual([data.created, data.updated, data.deleted], [[], [], ['d']])
    assert.deepEqual(
      (await p.all()).map((block) => [block.key, (block.value as { content: string }).content]),
      [
        ['a', 'A2'],
        ['c', 'C4'],
      ],
    )
    // A second pass finds nothing left to prune.
    assert.deepEqual(await t.services.retention.pruneProject(p.projectId), {
      revisions: 0,
      versions: 0,
      batches: 0,
    })
  })

  it("keeps a project's latest revision however old, and prunes in bounded batches", async () => {
    clock.set('2026-03-01T00:00:00.000Z')
    const p = await freshProject(t)
    const revisions = PRUNE_BATCH_REVISIONS * 2 + 50
    for (let i = 1; i <= revisions; i++) await p.syncOk({ blocks: [textBlock('a', 'brand', `v${i}`)] })
    const exportBefore = (await get(p.projectId, p.key, '/export')).body
    clock.advance(365 * DAY)
    const pruned = await t.services.retention.pruneProject(p.projectId)
    // Revisions 0 … revisions-1 go (the latest stays), in ceil(revisions / batch) transactions.
    // Of a's versions, the latest two stay: the current one, and the one before it that the
    // latest revision's field-by-field answer compares with.
    assert.deepEqual(pruned, {
      revisions,
      versions: revisions - 2,
      batches: Math.ceil(revisions / PRUNE_BATCH_REVISIONS),
    })
    assert.equal((await t.services.retention.pruneProject(p.projectId)).revisions, 0)
    const list = ok(await get(p.projectId, p.key, '/revisions')).data
    assert.deepEqual(
      list.map((r: { revision: number }) => r.revision),
      [revisions],
    )
    assert.equal((await get(p.projectId, p.key, '/export')).body, exportBefore)
    const history = ok(await get(p.projectId, p.key, '/blocks/a/history')).data
    assert.deepEqual(
      history.map((v: { revision: number; pruned: boolean }) => [v.revision, v.pruned]),
      [
        [revisions, false],
        [revisions - 1, true],
      ],
    )
    // Restoring the one recorded revision is restoring the current state: nothing changes.
    const restored = await t.request({
      method: 'POST',
      url: `/api/v1/projects/${p.projectId}/restore`,
      key: p.key,
      payload: { revision: revisions },
    })
    assert.deepEqual(ok(restored).data.unchanged, ['a'])
  })
})

describe("after pruning, a live block's history still shows the version its state comes from", () => {
  let t: TestApp
  let clock: ManualClock
  before(async () => {
    clock = new ManualClock('2026-01-01T00:00:00.000Z')
    t = await createTestApp({ clock, env: { HISTORY_RETENTION_DAYS: '30' } })
  })
  after(() => t.close())

  const get = async (projectId: string, key: string | undefined, url: string) =>
    t.request({ method: 'GET', url: `/api/v1/projects/${projectId}${url}`, key })

  it('lists a kept baseline version with what is still known of it, the pruned revision unreadable', async () => {
    const p = await freshProject(t) // revision 0
    await p.syncOk({ blocks: [textBlock('a', 'brand', 'A1'), textBlock('b', 'brand', 'B1')], message: 'old' }) // 1
    clock.advance(40 * DAY)
    await p.syncOk({ blocks: [textBlock('b', 'brand', 'B2')], message: 'recent' }) // 2
    const stateOfA = ok(await get(p.projectId, p.key, '/blocks/a')).data
    const pruned = await t.services.retention.pruneProject(p.projectId)
    assert.deepEqual(pruned, { revisions: 2, versions: 0, batches: 1 })

    // a is unchanged since the pruned revision 1: its state is kept, and so is its history.
    const history = ok(await get(p.projectId, p.key, '/blocks/a/history'))
    assert.deepEqual(history.data, [
      {
        revision: 1,
        createdAt: null,
        author: null,
        keyId: null,
        keyName: null,
        message: null,
        change: 'created',
        pruned: true,
        block: stateOfA,
      },
    ])
    assert.equal(history.meta.nextCursor, null)
    // b changed inside the kept range: its kept version and, below it, the baseline it replaced.
    const historyOfB = ok(await get(p.projectId, p.key, '/blocks/b/history')).data
    assert.deepEqual(
      historyOfB.map((v: { revision: number; pruned: boolean; message: string | null }) => [
        v.revision,
        v.pruned,
        v.message,
      ]),
      [
        [2, false, 'recent'],
        [1, true, null],
      ],
    )
    const paged = ok(await get(p.projectId, p.key, '/blocks/b/history?limit=1'))
    assert.equal(paged.data[0].revision, 2)
    const rest = ok(
      await get(p.projectId, p.key, `/blocks/b/history?limit=1&cursor=${paged.meta.nextCursor}`),
    )
    assert.deepEqual(
      rest.data.map((v: { revision: number }) => v.revision),
      [1],
    )
    // The revision that wrote it stays pruned everywhere else.
    fails(await get(p.projectId, p.key, '/revisions/1'), 404, /recorded revisions are 2–2/)
    fails(await get(p.projectId, p.key, '/blocks?revision=1'), 404, /recorded revisions are 2–2/)
    fails(await get(p.projectId, p.key, '/changes?since=1'), 404, /recorded revisions are 2–2/)
    assert.deepEqual(
      ok(await get(p.projectId, p.key, '/revisions')).data.map((r: { revision: number }) => r.revision),
      [2],
    )
  })
})

describe('the retention pass over every project', () => {
  it('prunes each project older than the period', async () => {
    const clock = new ManualClock('2026-01-01T00:00:00.000Z')
    const t = await createTestApp({ clock, env: { HISTORY_RETENTION_DAYS: '1' } })
    try {
      const projects = [await freshProject(t), await freshProject(t)]
      for (const p of projects) {
        await p.syncOk({ blocks: [textBlock('a')] })
        await p.syncOk({ blocks: [textBlock('a', 'brand', 'two')] })
      }
      clock.advance(2 * DAY)
      // The projects' keys were created then too: their audit events go with the history.
      assert.deepEqual(await t.services.retention.pruneAll(), {
        revisions: 4,
        versions: 0,
        auditEvents: 2,
        batches: 2,
      })
      for (const p of projects) {
        const list = ok(
          await t.request({ method: 'GET', url: `/api/v1/projects/${p.projectId}/revisions`, key: p.key }),
        ).data
        assert.deepEqual(
          list.map((r: { revision: number }) => r.revision),
          [2],
        )
      }
    } finally {
      await t.close()
    }
  })
})

describe('without HISTORY_RETENTION_DAYS nothing is pruned', () => {
  it('keeps every revision however old', async () => {
    const clock = new ManualClock('2026-01-01T00:00:00.000Z')
    const t = await createTestApp({ clock })
    try {
      const p = await freshProject(t)
      await p.syncOk({ blocks: [textBlock('a')] })
      await p.syncOk({ blocks: [textBlock('a', 'brand', 'two')] })
      clock.advance(10_000 * DAY)
      assert.equal(t.config.historyRetentionDays, null)
      assert.deepEqual(await t.services.retention.pruneAll(), {
        revisions: 0,
        versions: 0,
        auditEvents: 0,
        batches: 0,
      })
      const list = ok(
        await t.request({ method: 'GET', url: `/api/v1/projects/${p.projectId}/revisions`, key: p.key }),
      ).data
      assert.equal(list.length, 3)
    } finally {
      await t.close()
    }
  })
})
