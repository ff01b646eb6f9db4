import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { startPostgres, type TestPostgres } from '../../scripts/test-services.mjs'
import { createTempPostgresDatabase } from '../helpers/temp-store.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('PostgreSQL outage', { skip: !process.env.PCTX_TEST_PG_URL && 'PostgreSQL not available' }, () => {
  // A server of its own: stopping the shared test server would break the other tests.
  let pg: TestPostgres
  let t: TestApp
  let key: string
  before(async () => {
    pg = (await startPostgres()) as TestPostgres
    const database = await createTempPostgresDatabase(pg.url)
    t = await createTestApp({ databaseUrl: database.url })
    await t.project({ id: 'p1' })
    key = await t.key({ projects: ['p1'] })
  })
  after(async () => {
    await t?.close()
    pg?.stop()
  })

  it('answers 503 while the database is down and recovers by itself', async () => {
    const list = () => t.request({ method: 'GET', url: '/api/v1/projects/p1/blocks', key })
    assert.equal((await list()).statusCode, 200)
    pg.pause()
    // The cached key lets the request reach the database; it must come back 503, not 500.
    const down = await list()
    assert.equal(down.statusCode, 503, down.body)
    assert.equal(down.headers['retry-after'], '2')
    assert.match(down.json().error, /database is unavailable/)
    assert.equal((await t.request({ method: 'GET', url: '/readyz' })).statusCode, 503)
    assert.equal(
      (await t.request({ method: 'GET', url: '/healthz' })).statusCode,
      200,
      'the process is still up',
    )
    pg.resume()
    let status = 0
    let body = ''
    for (let i = 0; i < 50 && status !== 200; i++) {
      const answer = await list()
      status = answer.statusCode
      body = answer.body
      if (status !== 200) await sleep(200)
    }
    assert.equal(status, 200, `recovered without a restart: ${body}`)
    assert.equal((await t.request({ method: 'GET', url: '/readyz' })).statusCode, 200)
  })
})
