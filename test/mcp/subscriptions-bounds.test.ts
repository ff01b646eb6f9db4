import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  createSubscriptionHub,
  type RevisionChange,
  SubscriptionRefused,
} from '../../src/mcp/subscriptions-hub.js'
import { createMcpSessions } from '../../src/mcp/subscriptions-sessions.js'

const quiet = { warn() {} }
const p1 = { projectId: 'p1' }
const none = async () => []

describe('MCP subscriptions: bounds and clean-up', () => {
  it('one read per poll for every connection, and each watch told once per new revision', async () => {
    let pending: RevisionChange[] = []
    const reads: string[][] = []
    const hub = createSubscriptionHub({
      source: async (watched) => {
        reads.push([...watched])
        const changes = pending
        pending = []
        return changes
      },
      pollIntervalMs: 60_000,
      log: quiet,
    })
    await hub.poll()
    reads.length = 0
    const told: string[] = []
    const connections = Array.from({ length: 50 }, (_, i) => hub.open((uri) => told.push(`${i} ${uri}`)))
    for (const connection of connections) connection.subscribe('pctx://projects/p1/llms.txt', p1, 1)
    pending = [{ projectId: 'p1', revision: 1, changes: [] }]
    await hub.poll()
    assert.deepEqual(told, [], 'nothing new since the subscribe')
    pending = [
      { projectId: 'p1', revision: 2, changes: [] },
      { projectId: 'p2', revision: 7, changes: [] },
    ]
    await hub.poll()
    await hub.poll()
    assert.equal(told.length, 50, 'each told once')
    assert.deepEqual(reads, [['p1'], ['p1'], ['p1']], 'one read per poll, not per connection')
    for (const connection of connections) connection.close()
    assert.equal(hub.size, 0)
    await hub.stop()
  })

  it('tells a section only of revisions that change a block in it, before or after', async () => {
    let pending: RevisionChange[] = []
    const hub = createSubscriptionHub({
      source: async () => {
        const changes = pending
        pending = []
        return changes
      },
      pollIntervalMs: 60_000,
      log: quiet,
    })
    await hub.poll()
    const told: string[] = []
    const connection = hub.open((uri) => told.push(uri))
    const brand = 'pctx://projects/p1/sections/brand'
    const llms = 'pctx://projects/p1/llms.txt'
    connection.subscribe(brand, { projectId: 'p1', section: 'brand', sectionKeys: ['voice'] }, 1)
    connection.subscribe(llms, p1, 1)
    const revision = async (number: number, changes: RevisionChange['changes']) => {
      told.length = 0
      pending = [{ projectId: 'p1', revision: number, changes }]
      await hub.poll()
      return [...told].sort()
    }
    assert.deepEqual(await revision(2, [['pricing', 'market']]), [llms], 'another section’s block')
    assert.deepEqual(await revision(3, []), [llms], 'a project-only revision')
    assert.deepEqual(await revision(4, [['voice', 'brand']]), [llms, brand], 'its own block')
    assert.deepEqual(await revision(5, [['pricing', 'brand']]), [llms, brand], 'a block moved in')
    assert.deepEqual(await revision(6, [['pricing', 'market']]), [llms, brand], 'and out again')
    assert.deepEqual(await revision(7, [['pricing', 'market']]), [llms], 'then no longer its own')
    assert.deepEqual(await revision(8, [['voice', null]]), [llms, brand], 'its block deleted')
    assert.deepEqual(await revision(9, null), [llms, brand], 'changes unknown: told')
    await hub.stop()
  })

  it('bounds watches per connection and per process', async () => {
    const hub = createSubscriptionHub({
      source: none,
      perConnection: 2,
      total: 3,
      log: quiet,
    })
    const first = hub.open(() => {})
    first.subscribe('a', p1, 0)
    first.subscribe('b', p1, 0)
    first.subscribe('b', p1, 0)
    assert.throws(() => first.subscribe('c', p1, 0), SubscriptionRefused)
    const second = hub.open(() => {})
    second.subscribe('a', p1, 0)
    assert.throws(() => second.subscribe('b', p1, 0), /holds 3 subscriptions/)
    first.unsubscribe('a')
    second.subscribe('b', p1, 0)
    assert.equal(hub.size, 3)
    await hub.stop()
  })

  it('bounds sessions per key and per process, and ends idle ones with their watches', async () => {
    const hub = createSubscriptionHub({ source: none, log: quiet })
    let now = 0
    const sessions = createMcpSessions({
      hub,
      max: 3,
      perKey: 2,
      idleMs: 1000,
      keepAliveMs: 10,
      now: () => now,
    })
    const a1 = sessions.open('key-a')
    const a2 = sessions.open('key-a')
    assert.ok(a1 && a2)
    assert.equal(sessions.open('key-a'), undefined, 'per key')
    const b1 = sessions.open('key-b')
    assert.ok(b1)
    assert.equal(sessions.open('key-c'), undefined, 'per process')
    a1.subscriber.subscribe('u', p1, 0)
    assert.equal(sessions.get(a1.id, 'key-b'), undefined, 'another key’s session is unknown')
    // a2 keeps a stream open: not idle however long it is quiet.
    const stream = sessions.stream(a2)
    now = 5000
    await new Promise((resolve) => setTimeout(resolve, 50))
    assert.equal(sessions.get(a1.id, 'key-a'), undefined, 'idle: ended')
    assert.equal(hub.size, 0, 'its watches went with it')
    assert.ok(sessions.get(a2.id, 'key-a'), 'streaming: kept')
    assert.ok(sessions.open('key-a'), 'its slot is free again')
    sessions.closeAll()
    assert.equal(stream.writableEnded, true, 'streams end at shutdown')
    assert.equal(sessions.size, 0)
    await hub.stop()
  })
})
