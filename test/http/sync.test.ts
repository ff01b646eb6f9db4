import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { fails, freshProject, ok, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

describe('POST /projects/:projectId/sync', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('creates blocks and reports what it did', async () => {
    const p = await freshProject(t)
    const result = await p.syncOk({ blocks: [textBlock('a'), textBlock('b', 'users')] })
    assert.deepEqual(result, {
      revision: 1,
      created: ['a', 'b'],
      updated: [],
      unchanged: [],
      deleted: [],
      dryRun: false,
    })
    assert.deepEqual(
      (await p.all()).map((b) => [b.key, b.name, b.section, b.position]),
      [
        ['a', 'a', 'brand', 0],
        ['b', 'b', 'users', 0],
      ],
    )
  })

  it('updates by key with patch semantics and leaves unlisted blocks alone in upsert mode', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        {
          key: 'a',
          type: 'text',
          section: 'brand',
          name: 'Alpha',
          status: 'complete',
          value: { content: 'x' },
          position: 4,
        },
        textBlock('other'),
      ],
    })
    const result = await p.syncOk({ blocks: [{ key: 'a', value: { content: 'y' } }] })
    assert.deepEqual(result, {
      revision: 2,
      created: [],
      updated: ['a'],
      unchanged: [],
      deleted: [],
      dryRun: false,
    })
    const a = ok(await p.get('a')).data
    assert.deepEqual(
      [a.type, a.section, a.name, a.status, a.position, a.value],
      ['text', 'brand', 'Alpha', 'complete', 4, { content: 'y' }],
    )
    ok(await p.get('other'))
  })

  it('derives status only at creation: filling the value later keeps the stored status', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [{ key: 'ana', type: 'persona', section: 'users', value: { name: '  ' } }] })
    assert.equal(ok(await p.get('ana')).data.status, 'empty')
    await p.syncOk({ blocks: [{ key: 'ana', value: { name: 'Ana', goals: 'Ship' } }] })
    assert.equal(ok(await p.get('ana')).data.status, 'empty')
    await p.syncOk({ blocks: [{ key: 'bob', type: 'persona', section: 'users', value: { name: 'Bob' } }] })
    assert.equal(ok(await p.get('bob')).data.status, 'draft')
  })

  it('places new blocks after the last of their section, and new custom sections last', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [textBlock('b0', 'brand', 'x', { position: 10 }), textBlock('c0', 'zeta-notes')],
    })
    await p.syncOk({
      blocks: [
        textBlock('n1', 'new-b'),
        textBlock('b1'),
        textBlock('n0', 'new-a'),
        textBlock('b2'),
        textBlock('u0', 'users'),
      ],
    })
    assert.deepEqual(
      (await p.all()).map((b) => `${b.key}@${b.position}`),
      ['b0@10', 'b1@11', 'b2@12', 'u0@0', 'c0@0', 'n1@0', 'n0@0'],
    )
    const sections = ok(await p.export()).data.sections.map((s: { type: string; title: string }) => [
      s.type,
      s.title,
    ])
    assert.deepEqual(sections, [
      ['brand', 'Brand'],
      ['users', 'Users'],
      ['zeta-notes', 'Zeta Notes'],
      ['new-b', 'New B'],
      ['new-a', 'New A'],
    ])
  })

  it('moves a block to another section when section is given', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a'), textBlock('u', 'users')] })
    await p.syncOk({ blocks: [{ key: 'a', section: 'users' }] })
    assert.deepEqual(
      (await p.all()).map((b) => `${b.section}/${b.key}@${b.position}`),
      ['users/u@0', 'users/a@1'],
    )
  })

  it('deletes every unlisted block in replace mode', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: ['a', 'b', 'c'].map((key) => textBlock(key)) })
    const result = await p.syncOk({ mode: 'replace', blocks: [{ key: 'b' }, textBlock('d')] })
    assert.deepEqual(result, {
      revision: 2,
      created: ['d'],
      updated: [],
      unchanged: ['b'],
      deleted: ['a', 'c'],
      dryRun: false,
    })
    assert.deepEqual(
      (await p.all()).map((b) => b.key),
      ['b', 'd'],
    )
  })

  it('empties a project with an empty replace', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a')] })
    assert.deepEqual((await p.syncOk({ mode: 'replace', blocks: [] })).deleted, ['a'])
    assert.deepEqual(await p.all(), [])
  })

  it('leaves the revision alone when nothing changes', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a'), textBlock('b')] })
    const same = await p.syncOk({ blocks: [{ key: 'a', value: { content: 'About a' } }, { key: 'b' }] })
    assert.deepEqual(same, {
      revision: 1,
      created: [],
      updated: [],
      unchanged: ['a', 'b'],
      deleted: [],
      dryRun: false,
    })
    assert.equal((await p.syncOk({ blocks: [] })).revision, 1)
    assert.equal(await p.revision(), 1)
    assert.equal((await p.syncOk({ blocks: [{ key: 'a', name: 'A' }] })).revision, 2)
  })

  it('treats the same value with another key order as unchanged', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [{ key: 'c', type: 'config', section: 'product', value: { a: 1, b: { x: 1, y: 2 } } }],
    })
    const result = await p.syncOk({ blocks: [{ key: 'c', value: { b: { y: 2, x: 1 }, a: 1 } }] })
    assert.deepEqual(result.unchanged, ['c'])
    assert.equal(result.revision, 1)
  })

  it('dry run reports the would-be outcome and revision, and writes nothing', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a'), textBlock('b')] })
    const before = ok(await p.export()).data
    const dry = await p.syncOk({
      dryRun: true,
      mode: 'replace',
      blocks: [textBlock('a', 'brand', 'new'), textBlock('c')],
    })
    assert.deepEqual(dry, {
      revision: 2,
      created: ['c'],
      updated: ['a'],
      unchanged: [],
      deleted: ['b'],
      dryRun: true,
    })
    assert.deepEqual(ok(await p.export()).data, before)
    const unchanged = await p.syncOk({ dryRun: true, blocks: [textBlock('a')] })
    assert.equal(unchanged.revision, 1)
    const real = await p.syncOk({ mode: 'replace', blocks: [textBlock('a', 'brand', 'new'), textBlock('c')] })
    assert.deepEqual({ ...real, dryRun: true }, dry)
  })

  it('applies expectedRevision: a match syncs, a mismatch is 409 and writes nothing', async () => {
    const p = await freshProject(t)
    assert.equal((await p.syncOk({ expectedRevision: 0, blocks: [textBlock('a')] })).revision, 1)
    const conflict = fails(
      await p.sync({ expectedRevision: 0, blocks: [textBlock('b')] }),
      409,
      /revision 1, not the expected 0/,
    )
    assert.equal(conflict.details, undefined)
    fails(await p.sync({ expectedRevision: 0, dryRun: true, blocks: [] }), 409)
    assert.deepEqual(
      (await p.all()).map((b) => b.key),
      ['a'],
    )
    assert.equal(await p.revision(), 1)
  })

  it('serialises concurrent syncs: with the same expectedRevision exactly one wins', async () => {
    const p = await freshProject(t)
    const responses = await Promise.all(
      ['a', 'b', 'c'].map((key) => p.sync({ expectedRevision: 0, blocks: [textBlock(key)] })),
    )
    assert.deepEqual(responses.map((r) => r.statusCode).sort(), [200, 409, 409])
    assert.equal((await p.all()).length, 1)
    assert.equal(await p.revision(), 1)
  })

  it('gives concurrent syncs without expectedRevision one revision each', async () => {
    const p = await freshProject(t)
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((key) => p.syncOk({ blocks: [textBlock(key)] })),
    )
    assert.deepEqual(results.map((r) => r.revision).sort(), [1, 2, 3, 4])
    assert.deepEqual((await p.all()).map((b) => b.position).sort(), [0, 1, 2, 3])
  })

  it('accepts blocks as read back from list, get and search, ignoring read-only fields', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a'), textBlock('b')] })
    const listed = await p.all()
    const got = ok(await p.get('b')).data
    const hit = ok(await p.search({ q: 'about' })).data[0]
    const result = await p.syncOk({ blocks: [listed[0], { ...got, id: 'not-even-a-uuid' }] })
    assert.deepEqual(result.unchanged, ['a', 'b'])
    assert.deepEqual((await p.syncOk({ blocks: [hit] })).unchanged, [hit.key])
  })

  it('answers 404 for an unknown project to a key that may see all projects', async () => {
    const key = await t.key({ allProjects: true })
    fails(
      await t.request({ method: 'POST', url: '/api/v1/projects/nowhere/sync', key, payload: { blocks: [] } }),
      404,
      /"nowhere" not found/,
    )
  })
})
