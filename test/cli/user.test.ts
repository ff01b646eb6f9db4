import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { describeFailure, killChildren, runCli, runJson, tempDb } from '../helpers/cli.js'

const LINK = /^http:\/\/localhost:\d+\/console\/set-password#token=[A-Za-z0-9_-]{43}$/

describe('pctx user (real binary)', { timeout: 600_000 }, () => {
  after(killChildren)

  it('create, list, link, disable and enable on DATABASE_URL', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const created = await runJson<{ id: string; email: string; link: string }>(
      ['user', 'create', '--email', 'Ada@Example.com', '--name', 'Ada', '--admin', '--json'],
      { db: db.url },
    )
    assert.deepEqual(Object.keys(created).sort(), ['email', 'id', 'link'])
    assert.equal(created.email, 'Ada@Example.com')
    assert.match(created.link, LINK)

    const plain = await runCli(['user', 'create', '--email', 'bob@example.com', '--name', 'Bob'], {
      db: db.url,
    })
    assert.equal(plain.code, 0, describeFailure(plain))
    assert.match(plain.stdout.trim(), LINK, 'the link alone on stdout')
    assert.match(plain.stderr, /works once, within 24 hours/)

    const dup = await runCli(['user', 'create', '--email', 'ada@example.com', '--name', 'Again'], {
      db: db.url,
    })
    assert.notEqual(dup.code, 0)
    assert.match(dup.stderr, /exists already/)

    const link = await runJson<{ link: string }>(['user', 'link', 'ADA@example.com', '--json'], {
      db: db.url,
    })
    assert.match(link.link, LINK)
    assert.notEqual(link.link, created.link)

    const disabled = await runJson<{ disabled: boolean }>(['user', 'disable', 'bob@example.com', '--json'], {
      db: db.url,
    })
    assert.equal(disabled.disabled, true)
    const noLink = await runCli(['user', 'link', 'bob@example.com'], { db: db.url })
    assert.notEqual(noLink.code, 0, 'a disabled user gets no link: it could not set a password')
    assert.match(noLink.stderr, /bob@example.com is disabled: enable them first/)
    const last = await runCli(['user', 'disable', created.id], { db: db.url })
    assert.notEqual(last.code, 0, 'the last instance admin cannot be disabled')
    assert.match(last.stderr, /last instance admin/)
    const enabled = await runJson<{ disabled: boolean }>(['user', 'enable', 'bob@example.com', '--json'], {
      db: db.url,
    })
    assert.equal(enabled.disabled, false)

    const listed = await runJson<{ email: string; admin: boolean }[]>(['user', 'list', '--json'], {
      db: db.url,
    })
    assert.deepEqual(
      listed.map((u) => [u.email, u.admin]),
      [
        ['Ada@Example.com', true],
        ['bob@example.com', false],
      ],
    )
    const table = await runCli(['user', 'list'], { db: db.url })
    assert.match(table.stdout, /Ada@Example.com\s+Ada\s+instance admin\s+active/)
    const missing = await runCli(['user', 'link', 'nobody@example.com'], { db: db.url })
    assert.notEqual(missing.code, 0)
    assert.match(missing.stderr, /No user has the id or email "nobody@example.com"/)
  })
})
