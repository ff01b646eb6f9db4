import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

describe('concurrent syncs to one project', () => {
  let t: TestApp
  let key: string
  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'p1' })
    key = await t.key({ projects: ['p1'] })
  })
  after(() => t.close())

  const sync = (payload: unknown) =>
    t.request({ method: 'POST', url: '/api/v1/projects/p1/sync', key, payload: payload as object })

  it('never lose an update or a revision', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        sync({
          blocks: [{ key: `b${i}`, type: 'text', section: 'product', value: { content: `block ${i}` } }],
        }),
      ),
    )
    for (const res of responses) assert.equal(res.statusCode, 200, res.body)
    const revisions = responses.map((res) => res.json().data.revision as number).sort((a, b) => a - b)
    assert.deepEqual(
      revisions,
      Array.from({ length: 12 }, (_, i) => i + 1),
      'each sync got its own revision',
    )
    const project = await t.services.projects.get('p1')
    assert.equal(project.revision, 12)
    const list = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks', key })
    assert.equal(list.json().data.length, 12)
    const positions = list.json().data.map((b: { position: number }) => b.position)
    assert.equal(new Set(positions).size, 12, 'each new block got its own position')
  })

  it('make expectedRevision a real compare-and-set: exactly one of two racing writers wins', async () => {
    const { revision } = await t.services.projects.get('p1')
    const [first, second] = await Promise.all([
      sync({
        expectedRevision: revision,
        blocks: [{ key: 'race', type: 'text', section: 'brand', value: { content: 'A' } }],
      }),
      sync({
        expectedRevision: revision,
        blocks: [{ key: 'race', type: 'text', section: 'brand', value: { content: 'B' } }],
      }),
    ])
    const statuses = [first?.statusCode, second?.statusCode].sort()
    assert.deepEqual(statuses, [200, 409])
    const stored = await t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks/race', key })
    const winner = first?.statusCode === 200 ? 'A' : 'B'
    assert.equal(stored.json().data.value.content, winner)
  })
})
