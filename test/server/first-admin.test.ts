import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { killChildren, runJson, tempDb } from '../helpers/cli.js'
import { startServer } from '../helpers/server-process.js'

const LINK = /(http:\/\/\S+\/console\/set-password#token=([A-Za-z0-9_-]{43}))/

describe('pctx serve on an empty database: the first admin (real process)', { timeout: 600_000 }, () => {
  after(killChildren)

  it('creates admin@localhost once and prints a one-time link that signs them in; later starts print none', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const first = await startServer({ db: db.url })
    await first.waitForOutput((output) => output.includes('web console:'))
    const match = LINK.exec(first.stderr())
    assert.ok(match, `a set-password link on stderr:\n${first.stderr()}`)
    assert.match(first.stderr(), /instance admin admin@localhost/)
    assert.match(first.stderr(), /pctx user link admin@localhost/, 'how to get a new link')
    assert.match(first.stderr(), /pctx_[A-Za-z0-9_-]{43}/, 'the demo key is still printed')
    assert.ok(match[1]?.startsWith(`${first.url}/console/set-password#token=`), match[1])

    const set = await fetch(`${first.url}/api/v1/auth/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: match[2], password: 'the first admin password' }),
    })
    assert.equal(set.status, 200, await set.clone().text())
    const cookie = (set.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const me = await fetch(`${first.url}/api/v1/me`, { headers: { cookie } })
    const body = (await me.json()) as { data: { user: { email: string; admin: boolean } } }
    assert.deepEqual(body.data.user.email, 'admin@localhost')
    assert.equal(body.data.user.admin, true)
    assert.equal((await first.stop()).code, 0)

    const second = await startServer({ db: db.url })
    t.after(() => second.stop())
    await second.waitForOutput((output) => output.includes('web console:'))
    assert.doesNotMatch(second.stderr(), /set-password/)
    assert.doesNotMatch(second.stderr(), /admin@localhost/)
    const users = await runJson<{ email: string }[]>(['user', 'list', '--json'], { db: db.url })
    assert.deepEqual(
      users.map((u) => u.email),
      ['admin@localhost'],
    )

    // The printed way to get a new link works: it opens the same console page.
    const link = await runJson<{ email: string; link: string }>(
      ['user', 'link', 'admin@localhost', '--json'],
      {
        db: db.url,
      },
    )
    assert.equal(link.email, 'admin@localhost')
    assert.match(link.link, /\/console\/set-password#token=[A-Za-z0-9_-]{43}$/)
  })
})
