import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { killChildren, tempDb } from '../helpers/cli.js'
import { bannerKey, startServer } from '../helpers/server-process.js'
import { listen } from './subscription-fixtures.js'

/** Sessions opened: at least this many, and more (up to MAX_CLIENTS) until both workers hold one. */
const CLIENTS = 4
const MAX_CLIENTS = 10

/**
 * resources/subscribe under WORKERS=2 (real processes): every request goes on a connection of
 * its own (`Connection: close`), so the cluster spreads initialize, the GET stream, subscribe
 * and DELETE of one session over both workers; each session is still told of a sync.
 */
describe('MCP subscriptions across WORKERS=2 (real processes)', { timeout: 180_000 }, () => {
  after(killChildren)

  it('subscribes, streams and ends a session whichever worker each request reaches', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const server = await startServer({ db: db.url, env: { WORKERS: '2' } })
    t.after(() => server.stop())
    const key = bannerKey(server.stderr())
    assert.ok(key)
    const refused: string[] = []
    // Records every refusal: before sessions were shared, a request on the other worker was a
    // 404 (stream, DELETE) or an error saying the session was not held by this process.
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      const type = response.headers.get('content-type') ?? ''
      if (response.status >= 400) refused.push(`${response.status} ${await response.clone().text()}`)
      else if (type.includes('application/json')) {
        const text = await response.clone().text()
        if (text.includes('not held by this server')) refused.push(text)
      }
      return response
    }
    const llms = 'pctx://projects/demo/llms.txt'
    const sessions: {
      client: Client
      transport: StreamableHTTPClientTransport
      events: ReturnType<typeof listen>
    }[] = []
    const ownerOf = (transport: StreamableHTTPClientTransport) =>
      /^w(\d+)-/.exec(transport.sessionId ?? '')?.[1]
    for (let i = 0; i < MAX_CLIENTS; i++) {
      if (i >= CLIENTS && new Set(sessions.map(({ transport }) => ownerOf(transport))).size > 1) break
      const transport = new StreamableHTTPClientTransport(new URL('/mcp', server.url), {
        requestInit: { headers: { 'X-API-Key': key, Connection: 'close' } },
        fetch: recording,
      })
      const client = new Client({ name: `pctx-workers-${i}`, version: '1.0.0' })
      await client.connect(transport)
      const events = listen(client)
      await client.subscribeResource({ uri: llms })
      sessions.push({ client, transport, events })
      // A client makes an even number of requests; one more now and then varies which worker
      // gets the next initialize.
      if (i % 2 === 0) await fetch(`${server.url}/healthz`, { headers: { connection: 'close' } })
    }

    const start = performance.now()
    const sync = await fetch(`${server.url}/api/v1/projects/demo/sync`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({
        blocks: [{ key: 'brand-tagline', type: 'text', section: 'brand', value: { content: 'New' } }],
      }),
    })
    assert.equal(sync.status, 200, await sync.text())
    const waits = await Promise.all(sessions.map(({ events }) => events.next(llms, start, 5000)))
    console.log(
      `notification after sync, ${sessions.length} sessions over 2 workers: ${waits.map(Math.round).join(', ')} ms`,
    )
    // The worker holding the session still checks the key of a request passed to it; a session
    // id naming no live worker is unknown, whichever worker reads it.
    const sessionId = sessions[0]?.transport.sessionId ?? ''
    for (let i = 0; i < 2; i++) {
      const stream = (as: string, id: string) =>
        fetch(`${server.url}/mcp`, {
          headers: {
            'x-api-key': as,
            accept: 'text/event-stream',
            'mcp-session-id': id,
            connection: 'close',
          },
        })
      // Three requests a round, each on a new connection: the stream opens once on either worker.
      const opened = await stream(key, sessionId)
      assert.equal(opened.status, 200)
      assert.match(opened.headers.get('content-type') ?? '', /text\/event-stream/)
      await opened.body?.cancel()
      assert.equal((await stream(`${key}x`, sessionId)).status, 401)
      assert.equal((await stream(key, sessionId.replace(/^w\d+-/, 'w99-'))).status, 404)
    }
    const owners = new Set(sessions.map(({ transport }) => ownerOf(transport)))
    for (const { transport, client } of sessions) {
      await transport.terminateSession()
      await client.close()
    }
    assert.deepEqual(refused, [])
    assert.equal(owners.size, 2, `both workers opened sessions: ${[...owners].join(', ')}`)
  })
})
