import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { assertRequestId, freshProject, ok, textBlock } from '../helpers/api.js'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

describe('GET /projects/:projectId/export', () => {
  let t: TestApp
  const clock = new ManualClock()
  before(async () => {
    t = await createTestApp({ clock })
  })
  after(() => t.close())

  it('exports the project and every section with every block, empty ones included', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        { key: 'notes', type: 'text', section: 'zeta-notes', value: { content: 'n' } },
        { key: 'ana', type: 'persona', section: 'users', value: { name: 'Ana' } },
        { key: 'blank', type: 'persona', section: 'users', value: {} },
        { key: 'tone', type: 'text', section: 'brand', value: { content: 't' } },
      ],
    })
    const { data } = ok(await p.export())
    assert.deepEqual(Object.keys(data).sort(), ['exportedAt', 'format', 'project', 'sections'])
    assert.equal(data.format, 'pctx-export/1')
    assert.ok(!Number.isNaN(Date.parse(data.exportedAt)))
    assert.equal(data.project.id, p.projectId)
    assert.equal(data.project.revision, 1)
    for (const field of ['name', 'description', 'public', 'createdAt', 'updatedAt'])
      assert.ok(field in data.project)
    assert.deepEqual(
      data.sections.map((s: { type: string; title: string; blocks: { key: string }[] }) => [
        s.type,
        s.title,
        s.blocks.map((b) => b.key),
      ]),
      [
        ['brand', 'Brand', ['tone']],
        ['users', 'Users', ['ana', 'blank']],
        ['zeta-notes', 'Zeta Notes', ['notes']],
      ],
    )
    const blank = data.sections[1].blocks[1]
    assert.equal(blank.status, 'empty')
    assert.deepEqual(blank.value, {})
    for (const field of ['id', 'key', 'type', 'section', 'name', 'status', 'value', 'position'])
      assert.ok(field in blank)
  })

  it('exports a project without blocks as no sections', async () => {
    const p = await freshProject(t)
    const { data } = ok(await p.export())
    assert.deepEqual(data.sections, [])
    assert.equal(data.project.revision, 0)
  })

  it('gives a strong ETag and answers 304 to If-None-Match with it', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a')] })
    const first = await p.export()
    ok(first)
    const etag = String(first.headers.etag)
    assert.match(etag, /^"[^"]+"$/, 'strong ETag')
    const cached = await p.export({ 'if-none-match': etag })
    assert.equal(cached.statusCode, 304)
    assert.equal(cached.body, '')
    assert.equal(cached.headers.etag, etag)
    assertRequestId(cached)
    assert.equal((await p.export({ 'if-none-match': `"other", ${etag}` })).statusCode, 304)
    ok(await p.export({ 'if-none-match': '"something-else"' }))
  })

  it('exports the same bytes for the same revision', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a'), textBlock('b', 'users')] })
    const one = await p.export()
    clock.advance(60_000)
    const two = await p.export()
    assert.equal(one.body, two.body)
  })

  it('changes the ETag after a sync that changes something, and only then', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a')] })
    const before = String((await p.export()).headers.etag)
    await p.syncOk({ blocks: [textBlock('a')] })
    assert.equal(String((await p.export()).headers.etag), before, 'a no-op sync keeps the ETag')
    await p.syncOk({ blocks: [textBlock('a', 'brand', 'changed')] })
    const changed = await p.export({ 'if-none-match': before })
    ok(changed)
    assert.notEqual(changed.headers.etag, before)
    assert.equal(changed.json().data.sections[0].blocks[0].value.content, 'changed')
  })

  it('round-trips: syncing the exported blocks back changes nothing', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: [
        {
          key: 'ana',
          type: 'persona',
          section: 'users',
          name: 'Ana P.',
          value: { name: 'Ana', goals: 'Ship' },
        },
        { key: 'tone', type: 'text', section: 'brand', status: 'complete', value: { content: '# Voice' } },
        {
          key: 'cfg',
          type: 'config',
          section: 'zeta-notes',
          position: -3,
          value: { z: 1, a: { b: [1, 'x'] } },
        },
        { key: 'blank', type: 'list', section: 'product' },
      ],
    })
    await p.syncOk({ blocks: [{ key: 'tone', position: 9 }, textBlock('late', 'alpha')] })
    const exported = ok(await p.export()).data
    const blocks = exported.sections.flatMap((s: { blocks: unknown[] }) => s.blocks)
    for (const mode of ['upsert', 'replace']) {
      const result = await p.syncOk({ mode, blocks })
      assert.deepEqual(result.created, [])
      assert.deepEqual(result.updated, [])
      assert.deepEqual(result.deleted, [])
      assert.deepEqual(result.unchanged.sort(), ['ana', 'blank', 'cfg', 'late', 'tone'])
      assert.equal(result.revision, exported.project.revision)
    }
    assert.equal(ok(await p.export()).data.project.revision, exported.project.revision)
    assert.deepEqual(ok(await p.export()).data, exported)
  })

  it('round-trips blocks placed after one at the largest position', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('top', 'brand', 'x', { position: 1_000_000_000 })] })
    await p.syncOk({ blocks: [textBlock('next')] })
    const blocks = ok(await p.export()).data.sections.flatMap((s: { blocks: unknown[] }) => s.blocks)
    const result = await p.syncOk({ blocks })
    assert.deepEqual(result.unchanged.sort(), ['next', 'top'])
  })
})
