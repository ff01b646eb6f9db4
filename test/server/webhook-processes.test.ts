import assert from 'node:assert/strict'
import { after, describe, it, type TestContext } from 'node:test'
import { Webhook } from 'standardwebhooks'
import { describeFailure, killChildren, runCli, runJson, tempDb } from '../helpers/cli.js'
import { type ServerProcess, startServer } from '../helpers/server-process.js'
import { createTempPostgresDatabase, testPostgresUrl } from '../helpers/temp-store.js'
import { type ReceivedRequest, type Reply, startReceiver, until } from '../helpers/webhook-receiver.js'

/** Loopback receivers are allowed here; retries come fast so a test never waits on the real schedule. */
const SERVER_ENV = {
  LOG_LEVEL: 'warn',
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_RETRY_DELAYS_MS: '100,100,100',
}

async function projectWithKey(db: string): Promise<string> {
  await runJson(['project', 'create', 'shop', '--name', 'Shop', '--json'], { db })
  const { key } = await runJson<{ key: string }>(
    [
      'key',
      'create',
      '--name',
      'ci',
      '--project',
      'shop',
      '--access',
      'write',
      '--plan',
      'enterprise',
      '--json',
    ],
    { db },
  )
  return key
}

function serve(db: string): Promise<ServerProcess> {
  return startServer({ db, args: ['--no-demo'], env: SERVER_ENV })
}

async function sync(server: ServerProcess, key: string, content: string): Promise<number> {
  const response = await fetch(`${server.url}/api/v1/projects/shop/sync`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ blocks: [{ key: 'voice', type: 'text', section: 'brand', value: { content } }] }),
  })
  const body = (await response.json()) as { data: { revision: number } }
  assert.equal(response.status, 200)
  return body.data.revision
}

function verify(secret: string, request: ReceivedRequest): { data: { revision: number } } {
  return new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  }) as { data: { revision: number } }
}

async function addWebhook(
  server: ServerProcess,
  key: string,
  url: string,
): Promise<{ id: string; secret: string }> {
  const added = await runJson<{ id: string; secret: string }>(
    ['webhook', 'add', url, '--project', 'shop', '--json'],
    {
      env: { PCTX_URL: server.url, PCTX_API_KEY: key },
    },
  )
  return added
}

/** kill -9 right after a sync is acknowledged: the event is in the outbox and arrives after restart. */
async function eventSurvivesKill(db: string): Promise<void> {
  const key = await projectWithKey(db)
  let answering = false
  const receiver = await startReceiver(() => (answering ? 200 : 'hold'))
  try {
    let server = await serve(db)
    const { secret } = await addWebhook(server, key, receiver.url)
    const revision = await sync(server, key, 'Said just before the crash')
    const exit = await server.stop('SIGKILL')
    assert.equal(exit.signal, 'SIGKILL')
    receiver.release()
    answering = true
    server = await serve(db)
    try {
      // A claim the killed process held (if it had polled already) ends with its lease (60 s).
      await until(
        () =>
          receiver.received.some(
            (request) =>
              request.body.includes('"revision.created"') &&
              verify(secret, request).data.revision === revision,
          ),
        'the event of the acknowledged sync',
        120_000,
      )
    } finally {
      await server.stop()
    }
  } finally {
    await receiver.close()
  }
}

/**
 * Syncs through `servers` while every process of them delivers: each event's first attempt gets
 * a 500 and its retry a 200, so an attempt made twice shows as a third request for its id.
 */
async function eachAttemptOnce(t: TestContext, db: string, servers: ServerProcess[]): Promise<void> {
  const key = await projectWithKey(db)
  const seen = new Map<string, number>()
  const receiver = await startReceiver((request): Reply => {
    const id = String(request.headers['webhook-id'])
    const count = (seen.get(id) ?? 0) + 1
    seen.set(id, count)
    return count === 1 ? 500 : 200
  })
  t.after(() => receiver.close())
  await addWebhook(servers[0] as ServerProcess, key, receiver.url)
  const syncs = 60
  for (let i = 0; i < syncs; i++)
    await sync(servers[i % servers.length] as ServerProcess, key, `Version ${i}`)
  await until(() => receiver.received.length >= syncs * 2, 'every event twice')
  // Polls of every process come and go for a while: nothing more arrives.
  await new Promise((resolve) => setTimeout(resolve, 2500))
  assert.equal(seen.size, syncs)
  assert.deepEqual(
    [...seen.values()].filter((count) => count !== 2),
    [],
    'each event was attempted exactly twice: once failed, once delivered',
  )
}

describe('webhooks across real server processes', { timeout: 600_000 }, () => {
  after(killChildren)

  it('pctx webhook add, list, test, deliveries and remove against a server that delivers syncs', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const key = await projectWithKey(db.url)
    const receiver = await startReceiver()
    const failing = await startReceiver(() => 500)
    t.after(() => receiver.close())
    t.after(() => failing.close())
    const server = await serve(db.url)
    t.after(() => server.stop())
    const env = { PCTX_URL: server.url, PCTX_API_KEY: key }
    const pctx = (args: string[]) => runCli([...args, '--project', 'shop'], { env })

    const added = await pctx(['webhook', 'add', receiver.url, '--description', 'CI trigger'])
    assert.equal(added.code, 0, describeFailure(added))
    const secret = added.stdout.trim()
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/, 'stdout is the secret alone')
    assert.match(added.stderr, /not shown again/)
    const [hook] = await runJson<{ id: string; url: string; description: string }[]>(
      ['webhook', 'list', '--project', 'shop', '--json'],
      { env },
    )
    assert.equal(hook?.url, receiver.url)
    assert.equal(hook?.description, 'CI trigger')
    const id = hook?.id ?? ''

    const tested = await pctx(['webhook', 'test', id])
    assert.equal(tested.code, 0, describeFailure(tested))
    assert.match(tested.stdout, /webhook\.test\s+1\s+delivered\s+200/)

    const revision = await sync(server, key, 'Plain words')
    await until(() => receiver.received.length === 2, 'the revision.created event')
    assert.equal(verify(secret, receiver.received[1] as ReceivedRequest).data.revision, revision)
    await until(async () => {
      const attempts = await runJson<unknown[]>(
        ['webhook', 'deliveries', id, '--project', 'shop', '--json'],
        { env },
      )
      return attempts.length === 2
    }, 'both attempts listed')
    const listed = await pctx(['webhook', 'deliveries', id, '--limit', '1'])
    assert.match(listed.stdout, new RegExp(`revision\\.created ${revision}\\s+1\\s+delivered\\s+200`))

    const other = await addWebhook(server, key, failing.url)
    const refused = await pctx(['webhook', 'test', other.id])
    assert.equal(refused.code, 1, describeFailure(refused))
    assert.match(refused.stderr, /not delivered: answered 500/)

    const removed = await pctx(['webhook', 'remove', id])
    assert.equal(removed.code, 0, describeFailure(removed))
    const gone = await pctx(['webhook', 'remove', id])
    assert.equal(gone.code, 1)
    assert.match(gone.stderr, /not found/)
  })

  it('an event acknowledged just before kill -9 arrives after restart, on SQLite', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    await eventSurvivesKill(db.url)
  })

  it('an event acknowledged just before kill -9 arrives after restart, on PostgreSQL', {
    skip: !testPostgresUrl() && 'PostgreSQL not available',
  }, async (t) => {
    const database = await createTempPostgresDatabase()
    t.after(() => database.drop())
    await eventSurvivesKill(database.url)
  })

  it('two instances on one PostgreSQL make each attempt once', {
    skip: !testPostgresUrl() && 'PostgreSQL not available',
  }, async (t) => {
    const database = await createTempPostgresDatabase()
    t.after(() => database.drop())
    const first = await serve(database.url)
    const second = await serve(database.url)
    t.after(() => first.stop())
    t.after(() => second.stop())
    await eachAttemptOnce(t, database.url, [first, second])
  })

  it('WORKERS=2 on SQLite: the two processes make each attempt once', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const server = await startServer({
      db: db.url,
      args: ['--no-demo'],
      env: { ...SERVER_ENV, WORKERS: '2' },
    })
    t.after(() => server.stop())
    await eachAttemptOnce(t, db.url, [server])
  })
})
