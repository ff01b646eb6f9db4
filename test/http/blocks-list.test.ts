import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, detailPaths, fails, freshProject, ok, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

describe('GET /projects/:projectId/blocks', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('lists every field of each block in canonical order: brand, product, users, then custom sections by creation', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        textBlock('notes-1', 'zeta-notes'),
        textBlock('user-1', 'users'),
        textBlock('brand-b', 'brand', 'B', { position: 5 }),
        textBlock('prod-1', 'product'),
        textBlock('brand-a', 'brand', 'A', { position: 5 }),
        textBlock('brand-0', 'brand', '0', { position: 1 }),
      ],
    })
    await p.syncOk({ blocks: [textBlock('alpha-1', 'alpha'), textBlock('notes-2', 'zeta-notes')] })
    const body = ok(await p.list())
    assert.deepEqual(
      body.data.map((b: { key: string }) => b.key),
      ['brand-0', 'brand-a', 'brand-b', 'prod-1', 'user-1', 'notes-1', 'notes-2', 'alpha-1'],
    )
    assert.deepEqual(body.meta, { nextCursor: null })
    const block = body.data[1]
    assert.deepEqual(Object.keys(block).sort(), [
      'createdAt',
      'id',
      'key',
      'name',
      'position',
      'section',
      'status',
      'type',
      'updatedAt',
      'value',
    ])
    assert.match(block.id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    assert.deepEqual(
      { key: block.key, type: block.type, section: block.section, name: block.name, status: block.status },
      { key: 'brand-a', type: 'text', section: 'brand', name: 'brand-a', status: 'draft' },
    )
    assert.deepEqual(block.value, { content: 'A' })
  })

  it('returns an empty list for a project without blocks', async () => {
    const p = await freshProject(t)
    assert.deepEqual(ok(await p.list()), { data: [], error: null, meta: { nextCursor: null } })
  })

  it('filters by section, status and type, alone and together', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        { key: 'ana', type: 'persona', section: 'users', value: { name: 'Ana' } },
        { key: 'bob', type: 'persona', section: 'users', value: {} },
        { key: 'goals', type: 'list', section: 'users', status: 'complete', value: { items: ['x'] } },
        { key: 'tone', type: 'text', section: 'brand', status: 'complete', value: { content: 'x' } },
      ],
    })
    const keys = async (params: Record<string, string>) =>
      ok(await p.list(params)).data.map((b: { key: string }) => b.key)
    assert.deepEqual(await keys({ section: 'users' }), ['ana', 'bob', 'goals'])
    assert.deepEqual(await keys({ status: 'empty' }), ['bob'])
    assert.deepEqual(await keys({ status: 'complete' }), ['tone', 'goals'])
    assert.deepEqual(await keys({ type: 'persona' }), ['ana', 'bob'])
    assert.deepEqual(await keys({ section: 'users', status: 'complete', type: 'list' }), ['goals'])
    assert.deepEqual(await keys({ section: 'product' }), [])
  })

  it('rejects an invalid status, section or type filter with 400 and details', async () => {
    const p = await freshProject(t)
    const status = fails(await p.list({ status: 'done' }), 400, /status/)
    assert.deepEqual(detailPaths(status), ['status'])
    assert.match(status.details?.[0]?.message ?? '', /empty, draft, complete/)
    fails(await p.list({ section: 'Not A Section' }), 400, /section/)
    fails(await p.list({ type: 'BAD TYPE' }), 400, /type/)
  })

  it('rejects unknown query parameters instead of ignoring them', async () => {
    const p = await freshProject(t)
    fails(await p.list({ sectoin: 'brand' }), 400, /sectoin/)
  })

  it('accepts limit 1 to 1000 and rejects anything else with 400', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a'), textBlock('b')] })
    assert.equal(ok(await p.list({ limit: 1 })).data.length, 1)
    assert.equal(ok(await p.list({ limit: 1000 })).data.length, 2)
    for (const limit of ['0', '1001', '-1', '2.5', 'ten', '']) {
      const body = fails(await p.list({ limit }), 400, /limit/)
      assert.deepEqual(detailPaths(body), ['limit'], `limit=${limit}`)
    }
  })

  it('returns 100 blocks by default', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: Array.from({ length: 101 }, (_, i) => textBlock(`k${String(i).padStart(3, '0')}`)),
    })
    const body = ok(await p.list())
    assert.equal(body.data.length, 100)
    assert.equal(typeof body.meta.nextCursor, 'string')
    const rest = ok(await p.list({ cursor: body.meta.nextCursor }))
    assert.deepEqual(
      rest.data.map((b: { key: string }) => b.key),
      ['k100'],
    )
    assert.equal(rest.meta.nextCursor, null)
  })
})

describe('GET /projects/:projectId/blocks: pages cached per revision', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('shows a sync at once: the cached page of the old revision is never served', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('brand-a', 'brand', 'first')] })
    assert.deepEqual(ok(await p.list()).data[0].value, { content: 'first' })
    assert.deepEqual(ok(await p.list()).data[0].value, { content: 'first' }, 'served again (cached)')
    await p.syncOk({ blocks: [textBlock('brand-a', 'brand', 'second')] })
    assert.deepEqual(ok(await p.list()).data[0].value, { content: 'second' })
  })

  it('keeps filters, limits and cursors apart', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [textBlock('brand-a', 'brand'), textBlock('brand-b', 'brand'), textBlock('user-a', 'users')],
    })
    const keys = async (params: Record<string, string | number>) =>
      ok(await p.list(params)).data.map((b: { key: string }) => b.key)
    assert.deepEqual(await keys({}), ['brand-a', 'brand-b', 'user-a'])
    assert.deepEqual(await keys({ section: 'users' }), ['user-a'])
    assert.deepEqual(await keys({ limit: 1 }), ['brand-a'])
    const cursor = ok(await p.list({ limit: 1 })).meta.nextCursor
    assert.deepEqual(await keys({ limit: 1, cursor }), ['brand-b'])
    assert.deepEqual(await keys({ limit: 2 }), ['brand-a', 'brand-b'])
  })

  it('never serves the pages of a deleted project to a new one with the same id', async () => {
    await t.project({ id: 'reborn' })
    const key = await t.key({ projects: ['reborn'] })
    const first = api(t, 'reborn', key)
    await first.syncOk({ blocks: [textBlock('brand-old', 'brand')] })
    assert.equal(ok(await first.list()).data[0].key, 'brand-old')
    await t.services.projects.remove('reborn')
    fails(await first.list(), 404, /Project "reborn" not found/)
    // Same id, same revision number (1) after one sync: only the generation tells them apart.
    await new Promise((resolve) => setTimeout(resolve, 5))
    await t.project({ id: 'reborn' })
    await first.syncOk({ blocks: [textBlock('brand-new', 'brand')] })
    assert.deepEqual(
      ok(await first.list()).data.map((b: { key: string }) => b.key),
      ['brand-new'],
    )
  })

  it('answers a cursor that does not decode with 400, whether or not the project exists', async () => {
    const p = await freshProject(t)
    fails(await p.list({ cursor: 'not-a-cursor' }), 400, /cursor/)
    const key = await t.key({ allProjects: true })
    fails(await api(t, 'no-such-project', key).list({ cursor: 'not-a-cursor' }), 400, /cursor/)
  })

  it('gives concurrent requests of one page the same bytes', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: Array.from({ length: 30 }, (_, i) => textBlock(`brand-${i}`, 'brand')) })
    const bodies = await Promise.all(Array.from({ length: 8 }, () => p.list({ limit: 20 })))
    for (const res of bodies) assert.equal(res.body, bodies[0]?.body)
    assert.equal(ok(bodies[0] as (typeof bodies)[number]).data.length, 20)
  })
})
