import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Webhook } from 'standardwebhooks'
import { userAuthor } from '../../src/domain/author.js'
import type { Store, StoreOps } from '../../src/domain/store.js'
import { createServices } from '../../src/services.js'
import { type DeliveryWorker, startDeliveryWorker } from '../../src/webhooks/delivery-worker.js'
import { type Api, fails, freshProject, ok, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { type ReceivedRequest, type Reply, startReceiver, until } from '../helpers/webhook-receiver.js'

const quiet = { warn: () => {} }

describe('webhook delivery (outbox, worker, signing)', () => {
  let t: TestApp
  const workers: DeliveryWorker[] = []
  const receivers: { close(): Promise<void> }[] = []

  before(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } })
  })
  after(async () => {
    for (const worker of workers) await worker.stop()
    for (const receiver of receivers) await receiver.close()
    await t.close()
  })

  function worker(options: { retryDelaysMs?: number[]; allowPrivate?: boolean; timeoutMs?: number } = {}) {
    const started = startDeliveryWorker({
      store: t.store,
      sender: {
        allowPrivate: options.allowPrivate ?? true,
        publicBaseUrl: 'https://ctx.example.com',
        ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
      },
      retryDelaysMs: options.retryDelaysMs ?? [20, 20],
      pollIntervalMs: 20,
      log: quiet,
    })
    workers.push(started)
    return started
  }

  async function receiver(reply?: (request: ReceivedRequest, index: number) => Reply) {
    const started = await startReceiver(reply)
    receivers.push(started)
    return started
  }

  async function withWebhook(url: string): Promise<{ p: Api; id: string; secret: string }> {
    const p = await freshProject(t)
    const created = await t.services.webhooks.create(p.projectId, { url })
    return { p, id: created.id, secret: created.secret }
  }

  it('delivers a revision.created event that standardwebhooks verifies, with keys and links', async () => {
    const r = await receiver()
    const { p, id, secret } = await withWebhook(r.url)
    await p.syncOk({ blocks: [textBlock('tone'), textBlock('voice')], message: 'first words' })
    // The second change is a person's (the session path below HTTP: the service with their author).
    await t.services.blocks.sync(
      p.projectId,
      { blocks: [textBlock('tone', 'brand', 'New tone')] },
      userAuthor({ id: 'user-ana', name: 'Ana Lima' }),
    )
    const w = worker()
    await until(
      async () => (await t.services.webhooks.deliveries(p.projectId, id, 10)).length === 2,
      'two events',
    )
    await w.stop()
    const events = r.received.map((request) => {
      const verified = new Webhook(secret).verify(request.body, {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      }) as { type: string; timestamp: string; data: Record<string, unknown> }
      return verified
    })
    events.sort((a, b) => Number(a.data.revision) - Number(b.data.revision))
    const [key] = (await t.services.keys.list()).filter((k) => p.key?.startsWith(k.prefix))
    assert.equal(events[0]?.type, 'revision.created')
    assert.deepEqual(events[0]?.data, {
      project: p.projectId,
      revision: 1,
      created: ['tone', 'voice'],
      updated: [],
      deleted: [],
      message: 'first words',
      author: { kind: 'key', id: key?.id, name: 'test key' },
      keyName: 'test key',
      links: {
        revision: `https://ctx.example.com/api/v1/projects/${p.projectId}/revisions/1`,
        changes: `https://ctx.example.com/api/v1/projects/${p.projectId}/changes?since=0`,
        export: `https://ctx.example.com/api/v1/projects/${p.projectId}/export?revision=1`,
      },
    })
    assert.deepEqual(events[1]?.data.updated, ['tone'])
    assert.deepEqual(events[1]?.data.author, { kind: 'user', id: 'user-ana', name: 'Ana Lima' })
    assert.equal(events[1]?.data.keyName, null, 'keyName stays, null when no key made the change')
    assert.match(String(r.received[0]?.headers['webhook-signature']), /^v1,[A-Za-z0-9+/]+=*$/)
    assert.match(String(r.received[0]?.headers['webhook-timestamp']), /^\d{10}$/)
    // A tampered body fails verification: the receiver would reject it.
    assert.throws(() =>
      new Webhook(secret).verify(`${r.received[0]?.body} `, {
        'webhook-id': String(r.received[0]?.headers['webhook-id']),
        'webhook-timestamp': String(r.received[0]?.headers['webhook-timestamp']),
        'webhook-signature': String(r.received[0]?.headers['webhook-signature']),
      }),
    )
    const attempts = await t.services.webhooks.deliveries(p.projectId, id, 10)
    assert.deepEqual(
      attempts.map((a) => [a.state, a.statusCode, a.attempt]),
      [
        ['delivered', 200, 1],
        ['delivered', 200, 1],
      ],
    )
  })

  it('a delete, a restore and a project change each send one event', async () => {
    const r = await receiver()
    const { p } = await withWebhook(r.url)
    await p.syncOk({ blocks: [textBlock('a'), textBlock('b')] })
    ok(await t.request({ method: 'DELETE', url: `/api/v1/projects/${p.projectId}/blocks/b`, key: p.key }))
    ok(
      await t.request({
        method: 'POST',
        url: `/api/v1/projects/${p.projectId}/restore`,
        key: p.key,
        payload: { revision: 1 },
      }),
    )
    await t.services.projects.update(p.projectId, { name: 'Renamed' })
    const w = worker()
    await until(() => r.received.length === 4, 'four events')
    await w.stop()
    const byRevision = r.received
      .map((request) => JSON.parse(request.body).data)
      .sort((a, b) => a.revision - b.revision)
      .map((data) => [data.revision, data.created, data.deleted])
    assert.deepEqual(byRevision, [
      [1, ['a', 'b'], []],
      [2, [], ['b']],
      [3, ['b'], []],
      [4, [], []],
    ])
  })

  it('a rejected sync (400, 409), a dry run and a sync that changes nothing send nothing', async () => {
    const r = await receiver()
    const { p } = await withWebhook(r.url)
    await p.syncOk({ blocks: [textBlock('a')] })
    const w = worker()
    await until(() => r.received.length === 1, 'the first event')
    fails(await p.sync({ blocks: [{ key: 'Bad Key!', type: 'text', section: 'brand', value: {} }] }), 400)
    fails(await p.sync({ blocks: [textBlock('b')], expectedRevision: 0 }), 409)
    assert.equal((await p.syncOk({ blocks: [textBlock('c')], dryRun: true })).dryRun, true)
    await p.syncOk({ blocks: [textBlock('a')] })
    // Every poll claims from the whole outbox: none finds anything left for this project.
    assert.equal(await w.poll(), 0)
    await w.stop()
    assert.equal(r.received.length, 1)
  })

  it('a change whose transaction fails after its event was written sends nothing', async () => {
    const r = await receiver()
    const { p } = await withWebhook(r.url)
    // The real store; only its transactions' outbox write is followed by a failure, so the
    // event row is written and then rolled back with everything else of the change.
    let written = 0
    const bind = <T extends object>(target: T, property: string | symbol) => {
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    }
    const failAfterEnqueue = (tx: StoreOps): StoreOps =>
      new Proxy(tx, {
        get: (target, property) =>
          property !== 'webhooks'
            ? bind(target, property)
            : new Proxy(target.webhooks, {
                get: (webhooks, name) =>
                  name !== 'enqueue'
                    ? bind(webhooks, name)
                    : async (...args: Parameters<StoreOps['webhooks']['enqueue']>) => {
                        await webhooks.enqueue(...args)
                        written++
                        throw new Error('injected: the change fails after its event was written')
                      },
              }),
      })
    const store = new Proxy(t.store, {
      get: (target, property) =>
        property === 'transaction'
          ? <R>(fn: (tx: StoreOps) => Promise<R>) => target.transaction((tx) => fn(failAfterEnqueue(tx)))
          : bind(target, property),
    }) as Store
    const failing = createServices({ store, config: t.config })
    await assert.rejects(failing.blocks.sync(p.projectId, { blocks: [textBlock('lost')] }), /injected/)
    assert.equal(written, 1, 'the event reached the outbox inside the transaction')
    assert.equal(await t.store.getBlock(p.projectId, 'lost'), undefined, 'the change rolled back')
    const w = worker()
    assert.equal(await w.poll(), 0, 'no event left in the outbox')
    await w.stop()
    assert.equal(r.received.length, 0)
  })

  it('retries after a 500 and after a timeout with the same webhook-id, then delivers', async () => {
    const r = await receiver((_request, index) => (index === 0 ? 500 : index === 1 ? 'hold' : 200))
    const { p, id } = await withWebhook(r.url)
    await p.syncOk({ blocks: [textBlock('a')] })
    const w = worker({ retryDelaysMs: [20, 20, 20], timeoutMs: 300 })
    await until(() => r.received.length === 3, 'three attempts')
    await until(
      async () => (await t.services.webhooks.deliveries(p.projectId, id, 10)).length === 3,
      'recorded',
    )
    await w.stop()
    assert.equal(new Set(r.received.map((request) => request.headers['webhook-id'])).size, 1)
    const attempts = await t.services.webhooks.deliveries(p.projectId, id, 10)
    assert.deepEqual(attempts.map((a) => [a.attempt, a.state, a.statusCode]).reverse(), [
      [1, 'retrying', 500],
      [2, 'retrying', null],
      [3, 'delivered', 200],
    ])
    assert.match(String(attempts[1]?.error), /no answer within 0.3 s/)
  })

  it('marks a delivery failed once every retry is used, and stops trying', async () => {
    const r = await receiver(() => 503)
    const { p, id } = await withWebhook(r.url)
    await p.syncOk({ blocks: [textBlock('a')] })
    const w = worker({ retryDelaysMs: [10, 10] })
    await until(
      async () => (await t.services.webhooks.deliveries(p.projectId, id, 10))[0]?.state === 'failed',
      'failed',
    )
    assert.equal(await w.poll(), 0)
    await w.stop()
    assert.equal(r.received.length, 3)
  })

  it('an attempt that cannot even be signed is recorded as failed, not left to its lease', async () => {
    const r = await receiver()
    const p = await freshProject(t)
    const id = `wh_${'e'.repeat(32)}`
    // Only a damaged database holds such a secret: the API always makes a valid one.
    await t.store.webhooks.insert({
      id,
      projectId: p.projectId,
      url: r.url,
      description: '',
      secret: 'whsec_',
      createdAt: new Date().toISOString(),
    })
    await p.syncOk({ blocks: [textBlock('a')] })
    const w = worker({ retryDelaysMs: [] })
    await until(
      async () => (await t.services.webhooks.deliveries(p.projectId, id, 10)).length === 1,
      'recorded',
    )
    await w.stop()
    const [attempt] = await t.services.webhooks.deliveries(p.projectId, id, 10)
    assert.equal(attempt?.state, 'failed')
    assert.match(String(attempt?.error), /Secret can't be empty/)
    assert.equal(r.received.length, 0)
  })

  it('does not follow a redirect: a 3xx is a failed attempt and the target gets nothing', async () => {
    const target = await receiver()
    const r = await receiver(() => ({ status: 302, headers: { location: target.url } }))
    const { p, id } = await withWebhook(r.url)
    await p.syncOk({ blocks: [textBlock('a')] })
    const w = worker({ retryDelaysMs: [] })
    await until(
      async () => (await t.services.webhooks.deliveries(p.projectId, id, 10)).length === 1,
      'one attempt',
    )
    await w.stop()
    const [attempt] = await t.services.webhooks.deliveries(p.projectId, id, 10)
    assert.equal(attempt?.statusCode, 302)
    assert.equal(attempt?.state, 'failed')
    assert.match(String(attempt?.error), /redirects are not followed/)
    assert.equal(target.received.length, 0)
  })

  it('without WEBHOOK_ALLOW_PRIVATE refuses loopback, metadata and private addresses, by literal and by a name resolving to one', async () => {
    const r = await receiver()
    const urls = [
      r.url,
      `http://localhost:${r.port}/hook`,
      `http://[::1]:${r.port}/hook`,
      `http://[::ffff:127.0.0.1]:${r.port}/hook`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/hook',
    ]
    for (const url of urls) {
      const { p, id } = await withWebhook(url)
      await p.syncOk({ blocks: [textBlock('a')] })
      const w = worker({ allowPrivate: false, retryDelaysMs: [] })
      await until(async () => (await t.services.webhooks.deliveries(p.projectId, id, 10)).length === 1, url)
      await w.stop()
      const [attempt] = await t.services.webhooks.deliveries(p.projectId, id, 10)
      assert.equal(attempt?.statusCode, null, url)
      assert.match(String(attempt?.error), /loopback, private, link-local or metadata address; refused/, url)
    }
    assert.equal(r.received.length, 0)
  })

  it('syncs are answered while the receiver holds every delivery open, and every event arrives', async () => {
    let holding = true
    const r = await receiver(() => (holding ? 'hold' : 200))
    const { p } = await withWebhook(r.url)
    const w = worker({ retryDelaysMs: [20] })
    const syncs = 1000
    for (let i = 0; i < syncs; i++) {
      const answer = await p.sync({ blocks: [textBlock('k', 'brand', `Version ${i}`)] })
      assert.equal(answer.statusCode, 200)
      // From the first deliveries on, every sync is answered while attempts hang.
      if (i === 20) await until(() => r.open() > 0, 'a held delivery')
    }
    assert.ok(r.open() > 0, 'deliveries were still held when the last sync was answered')
    holding = false
    r.release()
    await until(
      () => new Set(r.received.map((request) => JSON.parse(request.body).data.revision)).size === syncs,
      'every revision delivered',
      120_000,
    )
    await w.stop()
  })
})
