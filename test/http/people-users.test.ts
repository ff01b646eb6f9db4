import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { asPerson, cookieOf, PASSWORD, personWithPassword, signIn, tokenOf } from './people-helpers.js'

describe('people: the users API', () => {
  let t: TestApp
  let adminKey: string
  before(async () => {
    t = await createTestApp()
    adminKey = await t.key({ admin: true })
  })
  after(() => t.close())

  it('refuses a duplicate email in any case (409), a bad email (400) and an unknown field (400)', async () => {
    const create = (payload: object) =>
      t.request({ method: 'POST', url: '/api/v1/users', key: adminKey, payload })
    assert.equal((await create({ email: 'dup@example.com', name: 'Dup' })).statusCode, 200)
    const dup = await create({ email: 'DUP@Example.com', name: 'Dup again' })
    assert.equal(dup.statusCode, 409)
    assert.match(dup.json().error, /exists already/)
    const bad = await create({ email: 'not-an-email', name: 'X' })
    assert.equal(bad.statusCode, 400)
    assert.match(bad.json().error, /^email: must be an email address/)
    assert.equal((await create({ email: 'x@example.com', name: 'X', role: 'admin' })).statusCode, 400)
    assert.equal((await create({ email: 'y@example.com', name: '   ' })).statusCode, 400)
  })

  it('lets an instance admin in by session, and refuses a plain person, a non-admin key and no credential', async () => {
    await personWithPassword(t, 'root@example.com', { admin: true })
    await personWithPassword(t, 'plain@example.com')
    const root = cookieOf(await signIn(t, 'root@example.com'))
    const plain = cookieOf(await signIn(t, 'plain@example.com'))
    const made = await asPerson(t, root, {
      method: 'POST',
      url: '/api/v1/users',
      payload: { email: 'new@example.com', name: 'New' },
    })
    assert.equal(made.statusCode, 200, made.body)
    assert.equal((await asPerson(t, plain, { method: 'GET', url: '/api/v1/users' })).statusCode, 403)
    const readKey = await t.key({ access: 'read' })
    assert.equal((await t.request({ method: 'GET', url: '/api/v1/users', key: readKey })).statusCode, 403)
    assert.equal((await t.request({ method: 'GET', url: '/api/v1/users' })).statusCode, 401)
    const foreign = await asPerson(t, root, {
      method: 'PATCH',
      url: `/api/v1/users/${made.json().data.id}`,
      payload: { name: 'Renamed' },
      origin: 'https://evil.example',
    })
    assert.equal(foreign.statusCode, 403, 'an instance admin session from another site changes nothing')
  })

  it('pages users oldest first with a cursor, and refuses a forged cursor', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const url: string = `/api/v1/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`
      const page = await t.request({ method: 'GET', url, key: adminKey })
      assert.equal(page.statusCode, 200, page.body)
      seen.push(...page.json().data.map((u: { email: string }) => u.email))
      cursor = page.json().meta.nextCursor
    } while (cursor)
    const all = (await t.services.users.list(null, null)).map((u) => u.email)
    assert.deepEqual(seen, all)
    assert.equal(new Set(seen).size, seen.length)
    const forged = await t.request({ method: 'GET', url: '/api/v1/users?cursor=bm9wZQ', key: adminKey })
    assert.equal(forged.statusCode, 400)
  })

  it('refuses to demote or disable the last enabled instance admin (409), even when two race', async () => {
    const fresh = await createTestApp()
    try {
      const key = await fresh.key({ admin: true })
      const a = await personWithPassword(fresh, 'a@example.com', { admin: true })
      const b = await personWithPassword(fresh, 'b@example.com', { admin: true })
      const patch = (id: string, payload: object) =>
        fresh.request({ method: 'PATCH', url: `/api/v1/users/${id}`, key, payload })
      const [one, two] = await Promise.all([patch(a, { admin: false }), patch(b, { disabled: true })])
      assert.deepEqual([one.statusCode, two.statusCode].sort(), [200, 409])
      const survivor = one.statusCode === 409 ? a : b
      const last = await patch(survivor, { disabled: true })
      assert.equal(last.statusCode, 409)
      assert.match(last.json().error, /last instance admin/)
      assert.equal((await patch('no-such-user', { name: 'x' })).statusCode, 404)
      assert.equal((await patch(survivor, {})).statusCode, 400, 'an empty change')
    } finally {
      await fresh.close()
    }
  })
})

describe('people: links and sessions expire', () => {
  it('a link expires after 24 hours; a session after 7 idle days or 30 days in all', async () => {
    const clock = new ManualClock('2026-03-01T09:00:00.000Z')
    const t = await createTestApp({ clock })
    try {
      const { token } = await t.services.users.create(
        { email: 'late@example.com', name: 'Late' },
        SYSTEM_AUDIT,
      )
      clock.advance(24 * 60 * 60 * 1000)
      const expired = await t.request({
        method: 'POST',
        url: '/api/v1/auth/password',
        payload: { token, password: PASSWORD },
      })
      assert.equal(expired.statusCode, 400)
      assert.match(expired.json().error, /expired or was already used/)

      await personWithPassword(t, 'idle@example.com')
      const idle = cookieOf(await signIn(t, 'idle@example.com'))
      clock.advance(7 * 24 * 60 * 60 * 1000 - 1000)
      assert.equal(
        (await asPerson(t, idle, { method: 'GET', url: '/api/v1/me' })).statusCode,
        200,
        'used within 7 days',
      )
      clock.advance(7 * 24 * 60 * 60 * 1000 - 1000)
      assert.equal(
        (await asPerson(t, idle, { method: 'GET', url: '/api/v1/me' })).statusCode,
        200,
        'use renews the idle end',
      )
      clock.advance(7 * 24 * 60 * 60 * 1000)
      assert.equal(
        (await asPerson(t, idle, { method: 'GET', url: '/api/v1/me' })).statusCode,
        401,
        '7 days idle',
      )

      const busy = cookieOf(await signIn(t, 'idle@example.com'))
      for (let day = 0; day < 29; day++) {
        clock.advance(24 * 60 * 60 * 1000)
        assert.equal((await asPerson(t, busy, { method: 'GET', url: '/api/v1/me' })).statusCode, 200)
      }
      clock.advance(24 * 60 * 60 * 1000)
      assert.equal(
        (await asPerson(t, busy, { method: 'GET', url: '/api/v1/me' })).statusCode,
        401,
        '30 days in all',
      )
    } finally {
      await t.close()
    }
  })
})

describe('people: a new one-time link over HTTP (POST /api/v1/users/:userId/link)', () => {
  it('gives an admin key or an instance admin a working link, audited without its token; refuses a disabled user', async () => {
    const clock = new ManualClock('2026-03-01T09:00:00.000Z')
    const t = await createTestApp({ clock })
    try {
      const adminKey = await t.key({ admin: true })
      const { user } = await t.services.users.create({ email: 'Cy@Example.com', name: 'Cy' }, SYSTEM_AUDIT)
      const link = (userId: string, options: { key?: string; cookie?: string } = { key: adminKey }) =>
        options.cookie
          ? asPerson(t, options.cookie, { method: 'POST', url: `/api/v1/users/${userId}/link` })
          : t.request({ method: 'POST', url: `/api/v1/users/${userId}/link`, key: options.key })

      const issued = await link(user.id)
      assert.equal(issued.statusCode, 200, issued.body)
      const data = issued.json().data as { id: string; email: string; inviteUrl: string }
      assert.deepEqual([data.id, data.email], [user.id, 'Cy@Example.com'])
      assert.match(data.inviteUrl, /^http:\/\/localhost\/console\/set-password#token=[\w-]{43}$/)
      const set = await t.request({
        method: 'POST',
        url: '/api/v1/auth/password',
        payload: { token: tokenOf(data.inviteUrl), password: PASSWORD },
      })
      assert.equal(set.statusCode, 200, 'the link sets the password')

      const events = await t.store.audit.list(null, 100)
      const linked = events.filter((e) => e.action === 'user.link')
      assert.equal(linked.length, 1)
      assert.deepEqual(linked[0]?.target, { kind: 'user', id: user.id, name: 'Cy@Example.com' })
      assert.equal(linked[0]?.actor.kind, 'key')
      assert.deepEqual(linked[0]?.detail, { expiresAt: '2026-03-02T09:00:00.000Z' })
      assert.ok(!JSON.stringify(events).includes(tokenOf(data.inviteUrl)), 'no token in the log')

      await personWithPassword(t, 'root@example.com', { admin: true })
      await personWithPassword(t, 'plain@example.com')
      const root = cookieOf(await signIn(t, 'root@example.com'))
      const plain = cookieOf(await signIn(t, 'plain@example.com'))
      assert.equal((await link(user.id, { cookie: root })).statusCode, 200, 'an instance admin by session')
      const refused = await link(user.id, { cookie: plain })
      assert.equal(refused.statusCode, 403)
      const readKey = await t.key({ access: 'read' })
      const notAdmin = await link(user.id, { key: readKey })
      assert.equal(notAdmin.statusCode, 403)
      assert.match(notAdmin.json().error, /not an admin key: managing users needs an admin key/)
      assert.equal((await link(user.id, {})).statusCode, 401)

      const missing = await link('no-such-user')
      assert.equal(missing.statusCode, 404)
      assert.match(missing.json().error, /No user has the id "no-such-user"/)

      await t.services.users.update(user.id, { disabled: true }, SYSTEM_AUDIT)
      const before = (await t.store.audit.list(null, 100)).length
      const disabled = await link(user.id)
      assert.equal(disabled.statusCode, 409)
      assert.match(disabled.json().error, /Cy@Example.com is disabled: enable them first/)
      assert.equal((await t.store.audit.list(null, 100)).length, before, 'nothing written')
    } finally {
      await t.close()
    }
  })
})
