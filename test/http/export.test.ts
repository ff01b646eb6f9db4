import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { createServices, type Services } from '../../src/services.js'
import { assertRequestId, freshProject, ok, textBlock } from '../helpers/api.js'
import { ManualClock } from '../helpers/clock.js'
import { openTempStore, type TempStore } from '../helpers/temp-store.js'
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
    assert.deepEqual(Object.keys(data).sort(), [
      'exportedAt',
      'format',
      'project',
      'sections',
      'synonyms',
      'types',
    ])
    assert.deepEqual(data.types, [], 'no custom types')
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

describe('export bytes are built once per revision', () => {
  let temp: TempStore
  let app: FastifyInstance
  let services: Services
  /** Every consistent read the app makes: an export costs one when it is built. */
  let snapshots = 0
  before(async () => {
    temp = await openTempStore()
    const counted = new Proxy(temp.store, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver)
        if (property !== 'snapshot' || typeof value !== 'function') return value
        return (...args: unknown[]) => {
          snapshots++
          return value.apply(target, args)
        }
      },
    })
    const config = loadConfig({ DATABASE_URL: temp.databaseUrl, LOG_LEVEL: 'silent' })
    const clock = new ManualClock()
    app = await buildApp({ config, store: counted, clock, logger: false })
    await app.ready()
    services = createServices({ store: temp.store, config, clock })
  })
  after(async () => {
    await app.close()
    await temp.cleanup()
  })

  it('concurrent exports of one revision read and serialise once; a sync gives the new bytes; 304 still works', async () => {
    await services.projects.create({ id: 'big', name: 'Big' })
    const { key } = await services.keys.create(
      {
        name: 'export test',
        projects: ['big'],
        allProjects: false,
        access: 'write',
        plan: 'enterprise',
        perMinute: 1_000_000,
        perDay: 1_000_000,
      },
      SYSTEM_AUDIT,
    )
    const blocks = Array.from({ length: 300 }, (_, i) => textBlock(`b${i}`, 'brand', `block ${i}`))
    await services.blocks.sync('big', { blocks })
    const exportOnce = (headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: '/api/v1/projects/big/export',
        headers: { 'x-api-key': key, ...headers },
      })

    snapshots = 0
    const burst = await Promise.all(Array.from({ length: 20 }, () => exportOnce()))
    assert.equal(snapshots, 1, 'one read for 20 concurrent exports')
    for (const response of burst) {
      assert.equal(response.statusCode, 200)
      assert.equal(response.body, burst[0]?.body)
      assert.equal(response.headers.etag, burst[0]?.headers.etag)
    }
    assert.equal(JSON.parse(burst[0]?.body ?? '').data.sections[0].blocks.length, 300)
    const etag = String(burst[0]?.headers.etag)
    assert.equal((await exportOnce()).body, burst[0]?.body)
    assert.equal(snapshots, 1, 'a later export of the same revision reads nothing more')

    const cached = await exportOnce({ 'if-none-match': etag })
    assert.equal(cached.statusCode, 304)
    assert.equal(cached.headers.etag, etag)

    await services.blocks.sync('big', { blocks: [textBlock('b0', 'brand', 'changed after sync')] })
    const fresh = await exportOnce({ 'if-none-match': etag })
    assert.equal(fresh.statusCode, 200)
    assert.notEqual(fresh.headers.etag, etag)
    assert.equal(JSON.parse(fresh.body).data.sections[0].blocks[0].value.content, 'changed after sync')
    assert.equal(snapshots, 2)
    assert.equal((await exportOnce({ 'if-none-match': String(fresh.headers.etag) })).statusCode, 304)
  })
})
