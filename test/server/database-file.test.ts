import assert from 'node:assert/strict'
import { rmSync } from 'node:fs'
import { after, describe, it } from 'node:test'
import { killChildren, runCli, runJson, tempDb } from '../helpers/cli.js'
import { freePort, readJson, spawnServe, startServer } from '../helpers/server-process.js'

describe('the SQLite file of a running server (real process)', { timeout: 600_000 }, () => {
  after(killChildren)

  it('announces a new database, refuses writes once it is deleted, and will not restart on an empty one', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    rmSync(db.path)
    const init = await runCli(['db', 'init'], { db: db.url })
    assert.equal(init.code, 0, init.stderr)
    assert.match(init.stderr, new RegExp(`created a new empty database at ${db.path}`))
    const created = await runCli(['project', 'create', 'kept', '--name', 'Kept', '--json'], { db: db.url })
    assert.equal(created.code, 0, created.stderr)
    const again = await runCli(['project', 'list', '--json'], { db: db.url })
    assert.doesNotMatch(again.stderr, /created a new empty database/)
    const { key } = await runJson<{ key: string }>(
      ['key', 'create', '--name', 'w', '--project', 'kept', '--access', 'write', '--json'],
      { db: db.url },
    )

    const server = await startServer({ db: db.url, args: ['--no-demo'], env: { LOG_LEVEL: 'error' } })
    const sync = (content: string) =>
      fetch(`${server.url}/api/v1/projects/kept/sync`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({
          blocks: [{ key: 'note', type: 'text', section: 'brand', value: { content } }],
        }),
      })
    assert.equal((await sync('one')).status, 200)

    rmSync(db.path)
    const refused = await sync('two')
    assert.equal(refused.status, 503)
    assert.match((await readJson(refused)).error, /deleted or replaced while the server was running/)
    const ready = await fetch(`${server.url}/readyz`)
    assert.equal(ready.status, 503)
    assert.match((await readJson(ready)).error, /deleted or replaced/)
    await server.stop()
    assert.match(server.stdout() + server.stderr(), new RegExp(`the SQLite file ${db.path} was deleted`))

    const restart = spawnServe({ DATABASE_URL: db.url, PORT: String(await freePort()), HOST: '127.0.0.1' }, [
      '--no-demo',
    ])
    const exit = await restart.exited
    assert.notEqual(exit.code, 0)
    assert.match(restart.stderr(), /is missing, but pctx created a database there before/)
    assert.doesNotMatch(restart.stderr(), /created a new empty database/)
  })
})
