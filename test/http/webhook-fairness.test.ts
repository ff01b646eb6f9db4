import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { DEFAULT_RETRY_DELAYS_MS } from '../../src/domain/webhook-retries.js'
import {
  DELIVERY_CONCURRENCY,
  type DeliveryWorker,
  PROJECT_CONCURRENCY,
  PROJECT_RESERVE,
  startDeliveryWorker,
} from '../../src/webhooks/delivery-worker.js'
import { freshProject, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { startReceiver, until } from '../helpers/webhook-receiver.js'

/**
 * Issue 28 item 4: the delivery slots a process shares between projects. One project's ten
 * webhooks to a receiver that takes every request and never answers, and five syncs, make 50
 * attempts that each hold a slot for the whole 10 s attempt timeout; another project's event
 * must not wait behind them.
 */
describe('webhook deliveries are fair across projects', () => {
  let t: TestApp
  let worker: DeliveryWorker | undefined
  const receivers: { close(): Promise<void> }[] = []

  before(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } })
  })
  after(async () => {
    await worker?.stop()
    for (const receiver of receivers) await receiver.close()
    await t.close()
  })

  it("one project alone uses the free slots but a reserve; another project's event arrives in under 2 s while its ten webhooks hang", async (context) => {
    const dead = await startReceiver(() => 'hold')
    const live = await startReceiver()
    receivers.push(dead, live)
    const a = await freshProject(t, 'dead')
    for (let i = 0; i < 10; i++) await t.services.webhooks.create(a.projectId, { url: dead.url })
    for (let i = 0; i < 5; i++) await a.syncOk({ blocks: [textBlock('k', 'brand', `Version ${i}`)] })
    const b = await freshProject(t, 'live')
    await t.services.webhooks.create(b.projectId, { url: live.url })

    // The real attempt timeout (10 s) and retry schedule: what holds a slot is what production does.
    worker = startDeliveryWorker({
      store: t.store,
      sender: { allowPrivate: true, publicBaseUrl: null },
      retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
      pollIntervalMs: 200,
      log: { warn: () => {} },
    })
    await until(() => dead.open() >= PROJECT_CONCURRENCY, "project A's attempts hang")
    // Every claim the worker makes of A's 50 due deliveries is made by now.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const held = dead.open()
    // Alone, A uses every slot but the reserve, not only its share.
    assert.ok(held > PROJECT_CONCURRENCY, `A alone held only ${held} attempts open`)
    assert.ok(
      held <= DELIVERY_CONCURRENCY - PROJECT_RESERVE,
      `A held ${held} of the ${DELIVERY_CONCURRENCY} delivery slots, past the reserve of ${PROJECT_RESERVE}`,
    )

    const started = performance.now()
    await b.syncOk({ blocks: [textBlock('k')] })
    await until(() => live.received.length === 1, "project B's event", 60_000)
    const waited = performance.now() - started
    context.diagnostic(`B's event after ${Math.round(waited)} ms; A held ${held} attempts open`)
    assert.ok(waited < 2000, `B's event arrived after ${Math.round(waited)} ms, not under 2 s`)
  })
})
