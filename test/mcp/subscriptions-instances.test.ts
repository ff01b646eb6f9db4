import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  openTempPostgresStore,
  openTempSqliteStore,
  type TempStore,
  testPostgresUrl,
} from '../helpers/temp-store.js'
import { createTestApp } from '../helpers/test-app.js'
import { connectHttp } from './mcp-fixtures.js'
import { listen } from './subscription-fixtures.js'

const backends: { name: string; open: () => Promise<TempStore>; skip: string | false }[] = [
  { name: 'SQLite', open: openTempSqliteStore, skip: false },
  { name: 'PostgreSQL', open: openTempPostgresStore, skip: !testPostgresUrl() && 'PostgreSQL not available' },
]

describe('MCP subscriptions across two instances on one database', () => {
  for (const backend of backends) {
    it(`tells within 5 s what a revision through the other instance changed, and only that (${backend.name})`, {
      skip: backend.skip,
    }, async (t) => {
      const database = await backend.open()
      t.after(() => database.cleanup())
      const reader = await createTestApp({ databaseUrl: database.databaseUrl })
      t.after(() => reader.close())
      const writer = await createTestApp({ databaseUrl: database.databaseUrl })
      t.after(() => writer.close())
      await reader.project({ id: 'shop', name: 'Shop' })
      const key = await reader.key({ projects: ['shop'], access: 'write' })
      const sync = async (key_: string, section: string, content: string) => {
        const response = await fetch(`${writerUrl}/api/v1/projects/shop/sync`, {
          method: 'POST',
          headers: { 'x-api-key': key, 'content-type': 'application/json' },
          body: JSON.stringify({ blocks: [{ key: key_, type: 'text', section, value: { content } }] }),
        })
        assert.equal(response.status, 200, await response.clone().text())
        return performance.now()
      }
      const readerUrl = await reader.app.listen({ port: 0, host: '127.0.0.1' })
      const writerUrl = await writer.app.listen({ port: 0, host: '127.0.0.1' })
      await sync('voice', 'brand', 'Plain.')
      await sync('pricing', 'market', 'Per seat.')

      const client = await connectHttp(readerUrl, key)
      t.after(() => client.close())
      const events = listen(client)
      const llms = 'pctx://projects/shop/llms.txt'
      const brand = 'pctx://projects/shop/sections/brand'
      await client.subscribeResource({ uri: brand })
      await client.subscribeResource({ uri: llms })

      // Latency from the committed revision (the sync's answer) to the notification: what the
      // feed's tail adds, apart from the time the write itself takes on a loaded machine.
      const start = performance.now()
      const committed = await sync('pricing', 'market', 'Per seat, billed yearly.')
      const latencies = [(await events.next(llms, start)) + start - committed]
      const middle = performance.now()
      const second = await sync('voice', 'brand', 'Plain and warm.')
      latencies.push((await events.next(brand, middle)) + middle - second)
      await events.next(llms, middle)
      const shown = latencies.map((latency) => Math.max(0, Math.round(latency))).join(', ')
      console.log(`notification after commit, across instances (${backend.name}): ${shown} ms`)
      assert.deepEqual(
        events.told.map((item) => item.uri),
        [llms, brand, llms],
        'the brand section is not told of a revision that changed only the market section',
      )
    })
  }
})
