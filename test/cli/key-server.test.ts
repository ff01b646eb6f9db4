import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { ApiKey } from '../../src/domain/model.js'
import { describeFailure, killChildren, runCli, runJson, type TempDb, tempDb } from '../helpers/cli.js'
import { readJson, type ServerProcess, startServer } from '../helpers/server-process.js'

type CreatedKey = ApiKey & { key: string }

/** The CLI and a running server share one database, as in production. */
describe('keys made by the CLI, used against a real server on the same database', {
  timeout: 600_000,
}, () => {
  let db: TempDb
  let server: ServerProcess
  let writeKey: CreatedKey
  let readKey: CreatedKey

  before(async () => {
    db = tempDb()
    await runJson(['project', 'create', 'shop', '--name', 'Shop', '--json'], { db: db.url })
    await runJson(['project', 'create', 'other', '--name', 'Other', '--json'], { db: db.url })
    writeKey = await runJson<CreatedKey>(
      ['key', 'create', '--name', 'writer', '--project', 'shop', '--access', 'write', '--json'],
      { db: db.url },
    )
    readKey = await runJson<CreatedKey>(
      ['key', 'create', '--name', 'reader', '--project', 'shop', '--json'],
      {
        db: db.url,
      },
    )
    server = await startServer({ db: db.url, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
  })

  after(async () => {
    await server?.stop()
    await killChildren()
    db?.cleanup()
  })

  const call = (path: string, key: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api/v1/projects${path}`, {
      ...init,
      headers: { 'x-api-key': key, 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(10_000),
    })

  it('a write key syncs and reads; a read key reads but may not sync', async () => {
    const sync = await call('/shop/sync', writeKey.key, {
      method: 'POST',
      body: JSON.stringify({
        blocks: [{ key: 'tagline', type: 'text', section: 'brand', value: { content: 'Buy less, better.' } }],
      }),
    })
    assert.equal(sync.status, 200, await sync.clone().text())
    assert.deepEqual((await readJson(sync)).data.created, ['tagline'])

    const get = await call('/shop/blocks/tagline', readKey.key)
    assert.equal(get.status, 200)
    assert.equal((await readJson(get)).data.value.content, 'Buy less, better.')

    const forbidden = await call('/shop/sync', readKey.key, { method: 'POST', body: '{"blocks":[]}' })
    assert.equal(forbidden.status, 403)
    assert.match((await readJson(forbidden)).error, /read-only/)
  })

  it('a key limited to one project gets 403 on another', async () => {
    const res = await call('/other/blocks', writeKey.key)
    assert.equal(res.status, 403)
    const body = await readJson(res)
    assert.equal(body.data, null)
    assert.match(body.error, /no access to project "other"/)
  })

  it('after `pctx key revoke`, the server answers 401 within 5 seconds', async () => {
    const key = await runJson<CreatedKey>(
      ['key', 'create', '--name', 'soon revoked', '--project', 'shop', '--json'],
      {
        db: db.url,
      },
    )
    // Used once first, so the server has it cached: revocation must still get through.
    assert.equal((await call('/shop/blocks', key.key)).status, 200)

    const revoke = await runCli(['key', 'revoke', key.prefix], { db: db.url })
    assert.equal(revoke.code, 0, describeFailure(revoke))
    const revokedAt = Date.now()
    let last: Response | undefined
    while (Date.now() - revokedAt < 6_000) {
      last = await call('/shop/blocks', key.key)
      if (last.status === 401) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const waited = Date.now() - revokedAt
    assert.ok(last?.status === 401, `still ${last?.status} ${waited} ms after revoke`)
    assert.ok(waited <= 5_000, `revocation took ${waited} ms`)
    assert.match((await readJson(last)).error, /revoked/)
    // The other keys are unaffected.
    assert.equal((await call('/shop/blocks', readKey.key)).status, 200)
  })
})
