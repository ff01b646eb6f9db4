import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { fails, freshProject, ok, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

describe('GET /projects/:projectId/blocks/:blockKey', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('returns the block with id, key, type, name, status and value', async () => {
    const p = await freshProject(t)
    const value = { name: 'Ana', description: 'Ops lead', goals: 'Ship', pain_points: 'Flaky CI' }
    await p.syncOk({
      blocks: [{ key: 'persona.ana', type: 'persona', section: 'users', name: 'Ana', value }],
    })
    const { data } = ok(await p.get('persona.ana'))
    assert.match(data.id, /^[0-9a-f-]{36}$/)
    assert.deepEqual(
      { key: data.key, type: data.type, name: data.name, status: data.status, value: data.value },
      { key: 'persona.ana', type: 'persona', name: 'Ana', status: 'draft', value },
    )
    assert.equal(data.section, 'users')
    assert.equal(data.position, 0)
  })

  it('keeps the id stable across updates, and createdAt with it', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [{ key: 'k', type: 'note', section: 'brand', value: { a: 1 } }] })
    const before = ok(await p.get('k')).data
    await p.syncOk({ blocks: [{ key: 'k', value: { a: 2 } }] })
    const afterUpdate = ok(await p.get('k')).data
    assert.equal(afterUpdate.id, before.id)
    assert.equal(afterUpdate.createdAt, before.createdAt)
    assert.deepEqual(afterUpdate.value, { a: 2 })
  })

  it('returns nested values exactly as synced', async () => {
    const p = await freshProject(t)
    const value = { a: { b: [1, 'two', { c: null, d: true }] }, 'odd key': 'é 🚀 "quoted"' }
    await p.syncOk({ blocks: [{ key: 'cfg', type: 'config', section: 'product', value }] })
    assert.deepEqual(ok(await p.get('cfg')).data.value, value)
  })

  it('answers 404 naming the key for an unknown block', async () => {
    const p = await freshProject(t)
    fails(await p.get('nope'), 404, /"nope" not found/)
  })

  it('is case-sensitive about keys', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [{ key: 'Tone', type: 'text', section: 'brand' }] })
    ok(await p.get('Tone'))
    fails(await p.get('tone'), 404)
  })

  it('answers 404 for a deleted block', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [{ key: 'gone', type: 'text', section: 'brand' }] })
    await p.syncOk({ mode: 'replace', blocks: [] })
    fails(await p.get('gone'), 404)
  })
})

describe('GET /projects/:projectId/blocks/:blockKey: answers cached per revision', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('shows a sync at once, and a deleted block is a 404 at once', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('brand-a', 'brand', 'first'), textBlock('brand-b', 'brand')] })
    assert.deepEqual(ok(await p.get('brand-a')).data.value, { content: 'first' })
    assert.deepEqual(ok(await p.get('brand-a')).data.value, { content: 'first' }, 'again (cached)')
    await p.syncOk({ blocks: [textBlock('brand-a', 'brand', 'second')] })
    assert.deepEqual(ok(await p.get('brand-a')).data.value, { content: 'second' })
    ok(await p.get('brand-b'))
    await p.syncOk({ mode: 'replace', blocks: [{ key: 'brand-a' }] })
    fails(await p.get('brand-b'), 404, /Block "brand-b" not found/)
  })
})
