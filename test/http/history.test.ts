import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Api, fails, freshProject, ok, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/** History requests for one project with its key. */
function historyOf(t: TestApp, p: Api) {
  const base = `/api/v1/projects/${p.projectId}`
  const get = (url: string) => t.request({ method: 'GET', url: `${base}${url}`, key: p.key })
  return {
    revisions: (query = '') => get(`/revisions${query}`),
    revision: (revision: number | string) => get(`/revisions/${revision}`),
    blockHistory: (key: string, query = '') => get(`/blocks/${key}/history${query}`),
    changes: (query: string) => get(`/changes${query}`),
    remove: (key: string, query = '', apiKey = p.key) =>
      t.request({ method: 'DELETE', url: `${base}/blocks/${key}${query}`, key: apiKey }),
  }
}

describe('history: revisions, block history, change feed, delete', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('records who made each sync, when and why, with the keys it created, updated and deleted', async () => {
    const p = await freshProject(t)
    const h = historyOf(t, p)
    await p.syncOk({ blocks: [textBlock('a'), textBlock('b')], message: 'first draft' })
    await p.syncOk({ blocks: [textBlock('a', 'brand', 'Changed')], mode: 'replace' })
    const { data, meta } = ok(await h.revisions())
    assert.deepEqual(
      data.map(
        (r: { revision: number; kind: string; created: string[]; updated: string[]; deleted: string[] }) => [
          r.revision,
          r.kind,
          r.created,
          r.updated,
          r.deleted,
        ],
      ),
      [
        [2, 'sync', [], ['a'], ['b']],
        [1, 'sync', ['a', 'b'], [], []],
        [0, 'created', [], [], []],
      ],
    )
    assert.equal(data[1].message, 'first draft')
    assert.equal(data[0].message, null)
    const [key] = (await t.services.keys.list()).filter((k) => p.key?.startsWith(k.prefix))
    assert.equal(data[0].keyId, key?.id)
    assert.equal(data[0].keyName, 'test key')
    assert.equal(data[2].keyId, null, 'the project was created with the admin CLI')
    assert.match(data[0].createdAt, /^\d{4}-\d\d-\d\dT/)
    assert.equal(meta.nextCursor, null)
  })

  it('names the blocks each revision changed, a deleted one by the name it had, in the list and one revision', async () => {
    const p = await freshProject(t)
    const h = historyOf(t, p)
    await p.syncOk({
      blocks: [
        textBlock('voice', 'brand', 'Calm', { name: 'Voice and tone' }),
        textBlock('owner', 'brand', 'Owns it', { name: 'Agency owner' }),
      ],
    })
    await p.syncOk({ blocks: [textBlock('voice', 'brand', 'Warmer', { name: 'Voice, warmer' })] })
    ok(await h.remove('owner'))
    const { data } = ok(await h.revisions())
    assert.deepEqual(
      data.map((r: { revision: number; names: Record<string, string> }) => [r.revision, r.names]),
      [
        [3, { owner: 'Agency owner' }],
        [2, { voice: 'Voice, warmer' }],
        [1, { owner: 'Agency owner', voice: 'Voice and tone' }],
        [0, {}],
      ],
    )
    assert.deepEqual(ok(await h.revision(3)).data.names, { owner: 'Agency owner' })
    assert.deepEqual(ok(await h.revision(2)).data.names, { voice: 'Voice, warmer' })
  })

  it('pages revisions newest first with a cursor, and refuses a cursor it did not issue', async () => {
    const p = await freshProject(t)
    const h = historyOf(t, p)
    for (let i = 0; i < 5; i++) await p.syncOk({ blocks: [textBlock('a', 'brand', `v${i}`)] })
    const first = ok(await h.revisions('?limit=2'))
    assert.deepEqual(
      first.data.map((r: { revision: number }) => r.revision),
      [5, 4],
    )
    const second = ok(await h.revisions(`?limit=2&cursor=${first.meta.nextCursor}`))
    assert.deepEqual(
      second.data.map((r: { revision: number }) => r.revision),
      [3, 2],
    )
    const third = ok(await h.revisions(`?limit=2&cursor=${second.meta.nextCursor}`))
    assert.deepEqual(
      third.data.map((r: { revision: number }) => r.revision),
      [1, 0],
    )
    const last = ok(await h.revisions(`?limit=2&cursor=${third.meta.nextCursor}`))
    assert.deepEqual(last.data, [])
    assert.equal(last.meta.nextCursor, null)
    fails(await h.revisions('?cursor=bm9wZQ'), 400, /cursor/)
  })

  it('records nothing for a dry run or a sync that changes nothing', async () => {
    const p = await freshProject(t)
    const h = historyOf(t, p)
    await p.syncOk({ blocks: [textBlock('a')] })
    await p.syncOk({ blocks: [textBlock('a')] })
    await p.syncOk({ blocks: [textBlock('b')], dryRun: true })
    assert.deepEqual(
      ok(await h.revisions()).data.map((r: { revision: number }) => r.revision),
      [1, 0],
    )
  })

  it('shows one revision field by field, before and after, for created, updated and deleted blocks', async () => {
    const p = await freshProject(t)
    const h = historyOf(t, p)
    const persona = { name: 'Ana', description: 'Ops lead', goals: 'Ship', pain_points: 'Flaky CI' }
    await p.syncOk({
      blocks: [{ key: 'ana', type: 'persona', section: 'users', value: persona }, textBlock('gone')],
    })
    await p.syncOk({
      blocks: [
        { key: 'ana', value: { ...persona, goals: 'Ship weekly' }, status: 'complete' },
        textBlock('new'),
      ],
      mode: 'replace',
    })
    const { data } = ok(await h.revision(2))
    assert.equal(data.revision, 2)
    assert.deepEqual(data.created, ['new'])
    assert.deepEqual(data.updated, ['ana'])
    assert.deepEqual(data.deleted, ['gone'])
    const byKey = Object.fromEntries(data.changes.map((c: { key: string }) => [c.key, c]))
    assert.deepEqual(byKey.ana.fields, [
      { field: 'status', before: 'draft', after: 'complete' },
      { field: 'value.goals', before: 'Ship', after: 'Ship weekly' },
    ])
    assert.equal(byKey.ana.before.value.goals, 'Ship')
    assert.equal(byKey.ana.after.value.goals, 'Ship weekly')
    assert.equal(byKey.gone.change, 'deleted')
    assert.equal(byKey.gone.after, null)
    assert.equal(byKey.gone.before.key, 'gone')
    assert.equal(byKey.new.before, null)
    assert.deepEqual(
      byKey.new.fields.map((f: { field: string }) => f.field),
      ['type', 'section', 'name', 'status', 'position', 'value.content'],
    )
  })

  it('answers 404 for a revision that is not recorded, saying which are', async () => {
    const p = await freshProject(t)
    const h = historyOf(t, p)
    await p.syncOk({ blocks: [textBlock('a')] })
    fails(await h.revision(7), 404, /Revision 7 .* not recorded; recorded revisions are 0–1/)
    fails(await h.revision('x'), 400)
    fails(await h.revision(-1), 400)
  })

  it("lists a block's versions newest first, its deletion included", async () => {
    const p = await freshProject(t)
    const h = historyOf(t, p)
    await p.syncOk({ blocks: [textBlock('a', 'brand', 'one')] })
    await p.syncOk({ blocks: [textBlock('a', 'brand', 'two')], message: 'reword' })
    await p.syncOk({ blocks: [textBlock('other')] })
    ok(await h.remove('a'))
    const { data, meta } = ok(await h.blockHistory('a'))
    assert.deepEqual(
      data.map((v: { revision: number; change: string }) => [v.revision, v.change]),
      [
        [4, 'deleted'],
        [2, 'updated'],
        [1, 'created'],
      ],
    )
    assert.equal(data[0].block, null)
    assert.equal(data[1].block.value.content, 'two')
    assert.equal(data[1].message, 'reword')
    assert.equal(meta.nextCursor, null)
    const page = ok(await h.blockHistory('a', '?limit=1'))
    assert.equal(page.data[0].revision, 4)
    const rest = ok(await h.blockHistory('a', `?limit=2&cursor=${page.meta.nextCursor}`))
    assert.deepEqual(
      rest.data.map((v: { revision: number }) => v.revision),
      [2, 1],
    )
    fails(await h.blockHistory('never'), 404, /"never" has no recorded history/)
  })

  it('deletes one block as a revision, and refuses an unknown key, a stale revision and a read key', async () => {
    const p = await freshProject(t)
    const h = historyOf(t, p)
    await p.syncOk({ blocks: [textBlock('a'), textBlock('b', 'custom')] })
    fails(await h.remove('b', '?expectedRevision=0'), 409, /revision 1, not the expected 0/)
    assert.equal(ok(await p.get('b')).data.key, 'b', 'nothing was deleted')
    const readKey = await t.key({ projects: [p.projectId], access: 'read' })
    fails(await h.remove('b', '', readKey), 403)
    fails(await h.remove('nope'), 404, /"nope" not found/)
    fails(await h.remove('b', `?message=${'x'.repeat(501)}`), 400)
    fails(await h.remove('b', '?message=a%00b'), 400, /message/)
    const { data } = ok(await h.remove('b', '?expectedRevision=1&message=obsolete'))
    assert.deepEqual(data, {
      revision: 2,
      created: [],
      updated: [],
      unchanged: [],
      deleted: ['b'],
      dryRun: false,
    })
    fails(await p.get('b'), 404)
    assert.equal(await p.revision(), 2)
    const revision = ok(await h.revisions('?limit=1')).data[0]
    assert.equal(revision.kind, 'delete')
    assert.equal(revision.message, 'obsolete')
    assert.deepEqual(revision.deleted, ['b'])
    // The emptied custom section went with its last block, as after a sync.
    const exported = ok(await p.export()).data
    assert.deepEqual(
      exported.sections.map((s: { type: string }) => s.type),
      ['brand'],
    )
  })

  it('refuses a sync message over 500 characters or that is not text, and writes nothing', async () => {
    const p = await freshProject(t)
    fails(await p.sync({ blocks: [textBlock('a')], message: 'x'.repeat(501) }), 400, /message|Invalid/)
    fails(await p.sync({ blocks: [textBlock('a')], message: 42 }), 400)
    assert.equal(await p.revision(), 0)
  })

  it('follows the change feed page by page to the export’s exact state', async () => {
    const p = await freshProject(t)
    const h = historyOf(t, p)
    await p.syncOk({ blocks: [textBlock('a'), textBlock('b'), textBlock('c')] })
    const since = await p.revision()
    await p.syncOk({ blocks: [textBlock('a', 'brand', 'A2'), textBlock('d')] })
    ok(await h.remove('b'))
    await p.syncOk({ blocks: [textBlock('d', 'brand', 'D2'), textBlock('e', 'product')] })
    const state = new Map<string, unknown>(
      (await p.all()).filter((block) => ['a', 'b', 'c'].includes(block.key)).map((b) => [b.key, b]),
    )
    // Start from what the reader had at `since`: a, b, c as first synced.
    const atSince = ok(await h.revision(since)).data.changes
    for (const change of atSince) state.set(change.key, change.after)
    let cursor: string | null = null
    const seen: [number, string][] = []
    let pages = 0
    do {
      const query: string = `?since=${since}&limit=2${cursor ? `&cursor=${cursor}` : ''}`
      const page = ok(await h.changes(query))
      assert.equal(page.meta.revision, 4)
      for (const change of page.data) {
        seen.push([change.revision, change.key])
        if (change.deleted) state.delete(change.key)
        else state.set(change.key, change.block)
      }
      cursor = page.meta.nextCursor
      pages++
    } while (cursor)
    assert.deepEqual(seen, [
      [2, 'a'],
      [2, 'd'],
      [3, 'b'],
      [4, 'd'],
      [4, 'e'],
    ])
    assert.equal(pages, 3)
    assert.deepEqual(
      [...state.values()].sort((x, y) => ((x as { key: string }).key < (y as { key: string }).key ? -1 : 1)),
      (await p.all()).sort((x, y) => (x.key < y.key ? -1 : 1)),
    )
    const empty = ok(await h.changes('?since=4'))
    assert.deepEqual(empty.data, [])
    assert.equal(empty.meta.nextCursor, null)
    fails(await h.changes(''), 400, /since/)
    fails(await h.changes('?since=1&cursor=bm9wZQ'), 400, /cursor/)
  })

  it('records project creation and changes to the project itself', async () => {
    const p = await freshProject(t)
    const h = historyOf(t, p)
    await t.services.projects.update(p.projectId, { name: 'Renamed' })
    const { data } = ok(await h.revisions())
    assert.deepEqual(
      data.map((r: { revision: number; kind: string }) => [r.revision, r.kind]),
      [
        [1, 'project'],
        [0, 'created'],
      ],
    )
  })

  it('forgets the history of a deleted project when its id is used again', async () => {
    const p = await freshProject(t)
    const h = historyOf(t, p)
    await p.syncOk({ blocks: [textBlock('a')], message: 'old life' })
    await t.services.projects.remove(p.projectId)
    await t.project({ id: p.projectId })
    const { data } = ok(await h.revisions())
    assert.deepEqual(
      data.map((r: { revision: number; kind: string }) => [r.revision, r.kind]),
      [[0, 'created']],
    )
    fails(await h.blockHistory('a'), 404)
  })

  it('answers 404 for the history of a project that does not exist', async () => {
    const key = await t.key({})
    const h = historyOf(t, { projectId: 'missing-project', key } as Api)
    fails(await h.revisions(), 404, /not found/)
    fails(await h.changes('?since=0'), 404, /not found/)
  })
})
