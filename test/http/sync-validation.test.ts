import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Api, detailPaths, fails, freshProject, ok, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/** Asserts that the project still holds exactly what it held before. */
async function assertUntouched(p: Api, before: unknown): Promise<void> {
  assert.deepEqual(ok(await p.export()).data, before)
}

describe('POST /projects/:projectId/sync: invalid bodies', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('writes nothing when one block among good ones is invalid, and reports every problem', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('keep', 'brand', 'old')] })
    const before = ok(await p.export()).data
    const body = fails(
      await p.sync({
        mode: 'replace',
        blocks: [
          textBlock('keep', 'brand', 'new'),
          textBlock('fresh'),
          { key: 'broken', type: 'persona', section: 'users', value: { name: 1 } },
          { key: 'nosection', type: 'text' },
          textBlock('bad status', 'brand', 'x', { status: 'done' }),
        ],
      }),
      400,
      /^Invalid sync body: blocks\[2\]\.value\.name: .*\(and 3 more problems, see details\)/,
    )
    assert.deepEqual(detailPaths(body), [
      'blocks[2].value.name',
      'blocks[3].section',
      'blocks[4].key',
      'blocks[4].status',
    ])
    for (const problem of body.details ?? []) assert.ok(problem.message.length > 5)
    await assertUntouched(p, before)
  })

  it('rejects complete on a persona whose stored goals are empty, at blocks[i].value.goals', async () => {
    const p = await freshProject(t)
    const value = { name: 'Ana', description: 'Ops', goals: '', pain_points: 'CI' }
    await p.syncOk({ blocks: [{ key: 'ana', type: 'persona', section: 'users', value }] })
    const before = ok(await p.export()).data
    const body = fails(
      await p.sync({ blocks: [textBlock('x'), { key: 'ana', status: 'complete' }] }),
      400,
      /goals/,
    )
    assert.deepEqual(detailPaths(body), ['blocks[1].value.goals'])
    await assertUntouched(p, before)
    await p.syncOk({ blocks: [{ key: 'ana', status: 'complete', value: { ...value, goals: 'Ship' } }] })
  })

  it('validates a type change against the stored value', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [{ key: 'k', type: 'note', section: 'brand', value: { body: 'x' } }] })
    assert.deepEqual(detailPaths(fails(await p.sync({ blocks: [{ key: 'k', type: 'text' }] }), 400)), [
      'blocks[0].value.body',
    ])
  })

  it('rejects duplicate keys', async () => {
    const p = await freshProject(t)
    const body = fails(await p.sync({ blocks: [textBlock('a'), textBlock('a')] }), 400, /duplicate key "a"/)
    assert.deepEqual(detailPaths(body), ['blocks[1].key'])
    assert.deepEqual(await p.all(), [])
  })

  it('rejects the reserved key "search"', async () => {
    const p = await freshProject(t)
    fails(await p.sync({ blocks: [textBlock('search')] }), 400, /"search" is reserved/)
  })

  it('requires blocks', async () => {
    const p = await freshProject(t)
    assert.deepEqual(detailPaths(fails(await p.sync({ mode: 'replace' }), 400, /blocks/)), ['blocks'])
  })

  it('rejects unknown fields in the body and in blocks', async () => {
    const p = await freshProject(t)
    assert.deepEqual(detailPaths(fails(await p.sync({ blocks: [], force: true }), 400, /force/)), ['force'])
    const body = fails(await p.sync({ blocks: [{ ...textBlock('a'), valeu: {} }] }), 400, /unknown field/)
    assert.deepEqual(detailPaths(body), ['blocks[0].valeu'])
  })

  it('rejects a value that is null or an array', async () => {
    const p = await freshProject(t)
    for (const value of [null, ['a']]) {
      const body = fails(await p.sync({ blocks: [{ key: 'a', type: 'note', section: 'brand', value }] }), 400)
      assert.deepEqual(detailPaths(body), ['blocks[0].value'])
      assert.match(body.details?.[0]?.message ?? '', /must be a JSON object/)
    }
  })

  it('rejects a value over 64 KiB inside an acceptable body with 400', async () => {
    const p = await freshProject(t)
    const body = fails(
      await p.sync({
        blocks: [{ key: 'big', type: 'note', section: 'brand', value: { s: 'x'.repeat(70_000) } }],
      }),
      400,
      /64 KiB/,
    )
    assert.deepEqual(detailPaths(body), ['blocks[0].value'])
  })

  it('rejects a value nested deeper than 8 levels, however deep, with 400', async () => {
    const p = await freshProject(t)
    const deep = `{"blocks":[{"key":"k","type":"note","section":"brand","value":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}]}`
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/projects/${p.projectId}/sync`,
      key: p.key,
      payload: deep,
      headers: { 'content-type': 'application/json' },
    })
    assert.deepEqual(detailPaths(fails(response, 400, /levels deep/)), ['blocks[0].value'])
  })

  it('rejects a number JSON cannot hold instead of storing it as null', async () => {
    const p = await freshProject(t)
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/projects/${p.projectId}/sync`,
      key: p.key,
      payload: '{"blocks":[{"key":"m","type":"metric","section":"product","value":{"max":1e400}}]}',
      headers: { 'content-type': 'application/json' },
    })
    assert.deepEqual(detailPaths(fails(response, 400, /too large for JSON/)), ['blocks[0].value.max'])
    assert.deepEqual(await p.all(), [])
  })

  it('rejects a body that is not a JSON object', async () => {
    const p = await freshProject(t)
    for (const payload of ['[]', 'null', '"blocks"']) {
      const response = await t.request({
        method: 'POST',
        url: `/api/v1/projects/${p.projectId}/sync`,
        key: p.key,
        payload,
        headers: { 'content-type': 'application/json' },
      })
      fails(response, 400, /JSON object/)
    }
  })
})

describe('POST /projects/:projectId/sync: transport limits', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048', SYNC_MAX_BLOCKS: '3' } })
  })
  after(() => t.close())

  it('answers 415 to a body that is not application/json', async () => {
    const p = await freshProject(t)
    for (const [contentType, payload] of [
      ['text/plain', '{"blocks":[]}'],
      ['application/x-www-form-urlencoded', 'blocks=1'],
      ['application/xml', '<blocks/>'],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: `/api/v1/projects/${p.projectId}/sync`,
        key: p.key,
        payload,
        headers: { 'content-type': contentType },
      })
      fails(response, 415, /application\/json/)
    }
  })

  it('accepts application/json with a charset', async () => {
    const p = await freshProject(t)
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/projects/${p.projectId}/sync`,
      key: p.key,
      payload: JSON.stringify({ blocks: [textBlock('a')] }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
    assert.deepEqual(ok(response).data.created, ['a'])
  })

  it('answers 413 to a body over BODY_LIMIT_BYTES and writes nothing', async () => {
    const p = await freshProject(t)
    const response = await p.sync({ blocks: [textBlock('a', 'brand', 'x'.repeat(3000))] })
    fails(response, 413, /too large/)
    assert.deepEqual(await p.all(), [])
  })

  it('rejects more blocks than SYNC_MAX_BLOCKS with 400', async () => {
    const p = await freshProject(t)
    const body = fails(
      await p.sync({ blocks: ['a', 'b', 'c', 'd'].map((key) => ({ key })) }),
      400,
      /at most 3/,
    )
    assert.deepEqual(detailPaths(body), ['blocks'])
    assert.deepEqual((await p.syncOk({ blocks: ['a', 'b', 'c'].map((key) => textBlock(key)) })).created, [
      'a',
      'b',
      'c',
    ])
  })
})
