import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createSubscriptionHub, SubscriptionRefused } from '../../src/mcp/subscriptions-hub.js'
import { createMcpSessions } from '../../src/mcp/subscriptions-sessions.js'

const quiet = { warn() {} }

describe('MCP subscriptions: bounds and clean-up', () => {
  it('one read per poll for every connection, and each watch told once per new revision', async () => {
    const revisions = new Map([['p1', 1]])
    const reads: string[][] = []
    const hub = createSubscriptionHub({
      source: async (ids) => {
        reads.push([...ids])
        return new Map([...revisions].filter(([id]) => ids.includes(id)))
      },
      pollIntervalMs: 60_000,
      log: quiet,
    })
    const told: string[] = []
    const connections = Array.from({ length: 50 }, (_, i) => hub.open((uri) => told.push(`${i} ${uri}`)))
    for (const connection of connections) connection.subscribe('pctx://projects/p1/llms.txt', 'p1', 1)
    await hub.poll()
    assert.deepEqual(told, [], 'nothing new since the subscribe')
    revisions.set('p1', 2)
    await hub.poll()
    await hub.poll()
    assert.equal(told.length, 50, 'each told once')
    assert.deepEqual(reads, [['p1'], ['p1'], ['p1']], 'one read per poll, not per connection')
    for (const connection of connections) connection.close()
    assert.equal(hub.size, 0)
    await hub.poll()
    assert.equal(reads.length, 3, 'nothing subscribed: nothing read')
    await hub.stop()
  })

  it('bounds watches per connection and per process', async () => {
    const hub = createSubscriptionHub({
      source: async () => new Map(),
      perConnection: 2,
      total: 3,
      log: quiet,
    })
    const first = hub.open(() => {})
    first.subscribe('a', 'p1', 0)
    first.subscribe('b', 'p1', 0)
    first.subscribe('b', 'p1', 0)
    assert.throws(() => first.subscribe('c', 'p1', 0), SubscriptionRefused)
    const second = hub.open(() => {})
    second.subscribe('a', 'p1', 0)
    assert.throws(() => second.subscribe('b', 'p1', 0), /holds 3 subscriptions/)
    first.unsubscribe('a')
    second.subscribe('b', 'p1', 0)
    assert.equal(hub.size, 3)
    await hub.stop()
  })

  it('bounds sessions per key and per process, and ends idle ones with their watches', async () => {
    const hub = createSubscriptionHub({ source: async () => new Map(), log: quiet })
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
    a1.subscriber.subscribe('u', 'p1', 0)
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
