import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import { createServices } from '../../src/services.js'
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js'
import { tempDb } from '../helpers/cli.js'
import { ManualClock } from '../helpers/clock.js'
import { startServer } from '../helpers/server-process.js'

describe('HISTORY_RETENTION_DAYS in a running server (real process)', { timeout: 300_000 }, () => {
  it('prunes the history older than the period when it starts, keeping the latest revision', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    // History written years ago: the clock is the services', the database a real file.
    const store = await openSqliteStore(db.path)
    const services = createServices({
      store,
      config: loadConfig({ DATABASE_URL: db.url }),
      clock: new ManualClock('2020-01-01T00:00:00.000Z'),
    })
    await services.projects.create({ id: 'old', name: 'Old' })
    const block = (content: string) => ({ key: 'a', type: 'text', section: 'brand', value: { content } })
    await services.blocks.sync('old', { blocks: [block('one')] })
    await services.blocks.sync('old', { blocks: [block('two')] })
    await store.close()

    const server = await startServer({
      db: db.url,
      args: ['--no-demo'],
      env: { HISTORY_RETENTION_DAYS: '1', LOG_LEVEL: 'info' },
    })
    t.after(() => server.stop())
    await server.waitForOutput(
      (output) => output.includes('pruned history and audit events older than HISTORY_RETENTION_DAYS'),
      60_000,
    )
    await server.stop()

    const reopened = await openSqliteStore(db.path)
    t.after(() => reopened.close())
    const revisions = await reopened.history.list('old', null, 10)
    assert.deepEqual(
      revisions.map((revision) => revision.revision),
      [2],
    )
    assert.equal((await reopened.getBlock('old', 'a'))?.value.content, 'two')
  })
})
