import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:net'
import { after, describe, it } from 'node:test'
import { killChildren, runJson, tempDb } from '../helpers/cli.js'
import { bannerKey, freePort, readJson, spawnServe, startServer } from '../helpers/server-process.js'

/** Holds a loopback port, as another program would. */
async function occupyPort(): Promise<{ port: number; server: Server }> {
  const port = await freePort()
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return { port, server }
}

describe('pctx serve on an empty database (real process)', { timeout: 600_000 }, () => {
  after(killChildren)

  it('seeds the demo once, prints a working write key and curl commands on stderr', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const first = await startServer({ db: db.url })
    const key = bannerKey(first.stderr())
    assert.ok(key, `a pctx_ key on stderr:\n${first.stderr()}`)
    assert.ok(!first.stdout().includes(key), 'the key is not in the log stream')
    // The printed commands point at this server and carry the key.
    assert.ok(
      first.stderr().includes(`curl -s -H 'X-API-Key: ${key}' '${first.url}/api/v1/projects/demo/blocks'`),
    )
    assert.match(first.stderr(), /-d '\{"blocks":\[/)
    assert.match(first.stderr(), /'\S+\/api\/v1\/projects\/demo\/sync'/)

    const api = `${first.url}/api/v1/projects/demo`
    const headers = { 'x-api-key': key, 'content-type': 'application/json' }
    const list = await fetch(`${api}/blocks`, { headers })
    assert.equal(list.status, 200)
    const blocks = (await readJson(list)).data as { key: string; section: string; type: string }[]
    assert.deepEqual([...new Set(blocks.map((b) => b.section))], ['brand', 'product', 'users'])
    assert.ok(
      blocks.some((b) => b.type === 'persona' && b.section === 'users'),
      'a persona among the blocks',
    )

    const sync = await fetch(`${api}/sync`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        blocks: [{ key: 'brand-tagline', type: 'text', section: 'brand', value: { content: 'Answers.' } }],
      }),
    })
    assert.equal(sync.status, 200, await sync.clone().text())
    assert.deepEqual((await readJson(sync)).data.created, ['brand-tagline'])
    assert.equal((await first.stop()).code, 0)

    // Second start on the same database: no new demo, no new key, the old key still works.
    const second = await startServer({ db: db.url })
    t.after(() => second.stop())
    assert.equal(bannerKey(second.stderr()), undefined, second.stderr())
    assert.doesNotMatch(second.stderr(), /created the demo project/)
    const again = await fetch(`${second.url}/api/v1/projects/demo/blocks?limit=1000`, { headers })
    assert.equal(again.status, 200)
    const keys = ((await readJson(again)).data as { key: string }[]).map((b) => b.key)
    assert.equal(keys.length, blocks.length + 1, 'the demo blocks plus the synced one, not seeded twice')
    assert.ok(keys.includes('brand-tagline'))
  })

  for (const workers of ['1', '2']) {
    it(`a first start on a taken port fails naming it and seeds nothing; the next start shows the key (WORKERS=${workers})`, async (t) => {
      const db = tempDb()
      t.after(() => db.cleanup())
      const taken = await occupyPort()
      t.after(() => taken.server.close())
      const failed = spawnServe({
        DATABASE_URL: db.url,
        PORT: String(taken.port),
        HOST: '127.0.0.1',
        WORKERS: workers,
      })
      const exit = await Promise.race([
        failed.exited,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no exit:\n${failed.stderr()}`)), 120_000).unref(),
        ),
      ])
      assert.equal(exit.code, 1, failed.stderr())
      assert.match(
        failed.stderr(),
        new RegExp(`cannot listen on 127\\.0\\.0\\.1:${taken.port}: port ${taken.port} is already in use`),
      )
      assert.equal(bannerKey(failed.stderr()), undefined)
      assert.deepEqual(await runJson(['project', 'list', '--json'], { db: db.url }), [])
      assert.deepEqual(await runJson(['key', 'list', '--json'], { db: db.url }), [])

      const second = await startServer({ db: db.url, env: { WORKERS: workers } })
      t.after(() => second.stop())
      await second.waitForOutput((output) => output.includes('web console:'))
      const key = bannerKey(second.stderr())
      assert.ok(key, `the demo key on the second start:\n${second.stderr()}`)
      const res = await fetch(`${second.url}/api/v1/projects/demo/blocks?limit=1`, {
        headers: { 'x-api-key': key },
      })
      assert.equal(res.status, 200)
    })
  }

  it('--no-demo leaves an empty database empty', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const server = await startServer({ db: db.url, args: ['--no-demo'] })
    assert.equal(bannerKey(server.stderr()), undefined)
    assert.equal((await server.stop()).code, 0)
    assert.deepEqual(await runJson(['project', 'list', '--json'], { db: db.url }), [])
    assert.deepEqual(await runJson(['key', 'list', '--json'], { db: db.url }), [])
  })

  it('/healthz and /readyz answer 200 without a key', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const server = await startServer({ db: db.url, args: ['--no-demo'] })
    t.after(() => server.stop())
    const health = await fetch(`${server.url}/healthz`)
    assert.equal(health.status, 200)
    assert.deepEqual(await readJson(health), { data: { status: 'ok' }, error: null })
    const ready = await fetch(`${server.url}/readyz`)
    assert.equal(ready.status, 200)
    const body = await readJson(ready)
    assert.equal(body.error, null)
    assert.equal(body.data.status, 'ready')
    assert.ok(ready.headers.get('x-request-id'))
  })
})
