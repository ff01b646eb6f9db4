import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { killChildren, runJson } from '../helpers/cli.js'
import { startServer } from '../helpers/server-process.js'
import { createTempPostgresDatabase, testPostgresUrl } from '../helpers/temp-store.js'
import { connectHttp } from '../mcp/mcp-fixtures.js'
import { listen } from '../mcp/subscription-fixtures.js'

describe('MCP subscriptions across server processes', { timeout: 300_000 }, () => {
  after(killChildren)

  it('a block written through one instance is told to a session of the other within 5 s, on PostgreSQL', {
    skip: !testPostgresUrl() && 'PostgreSQL not available',
  }, async (t) => {
    const database = await createTempPostgresDatabase()
    t.after(() => database.drop())
    const db = database.url
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
    const env = { LOG_LEVEL: 'warn' }
    const [reader, writer] = await Promise.all([
      startServer({ db, args: ['--no-demo'], env }),
      startServer({ db, args: ['--no-demo'], env }),
    ])
    t.after(() => Promise.all([reader.stop(), writer.stop()]))
    const client = await connectHttp(reader.url, key)
    t.after(() => client.close())
    const events = listen(client)
    const uri = 'pctx://projects/shop/llms.txt'
    await client.subscribeResource({ uri })

    const latencies: number[] = []
    for (const content of ['First words', 'Second words']) {
      const start = performance.now()
      const response = await fetch(`${writer.url}/api/v1/projects/shop/sync`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({
          blocks: [{ key: 'voice', type: 'text', section: 'brand', value: { content } }],
        }),
      })
      assert.equal(response.status, 200)
      latencies.push(Math.round(await events.next(uri, start, 5000)))
    }
    console.log(`notification latency across instances: ${latencies.join(', ')} ms`)
  })
})
