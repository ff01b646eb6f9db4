import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import {
  asPerson,
  cookieOf,
  OWN_ORIGIN,
  PASSWORD,
  personWithPassword,
  signIn,
  tokenOf,
} from './people-helpers.js'

describe('people: sign-in, sessions, sign-out, passwords', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('a one-time link sets the password once, signs the person in, and a weak password names the rule', async () => {
    const admin = await t.key({ admin: true })
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/users',
      key: admin,
      payload: { email: 'Ada@Example.com', name: 'Ada' },
    })
    assert.equal(created.statusCode, 200, created.body)
    const { inviteUrl, email } = created.json().data
    assert.equal(email, 'Ada@Example.com')
    assert.match(inviteUrl, /^http:\/\/localhost\/console\/set-password#token=[A-Za-z0-9_-]{43}$/)
    const token = tokenOf(inviteUrl)

    const weak = await t.request({
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { token, password: 'short' },
    })
    assert.equal(weak.statusCode, 400)
    assert.match(weak.json().error, /at least 12 characters/)

    const set = await t.request({
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { token, password: PASSWORD },
    })
    assert.equal(set.statusCode, 200, set.body)
    const me = await asPerson(t, cookieOf(set), { method: 'GET', url: '/api/v1/me' })
    assert.equal(me.statusCode, 200, me.body)
    assert.deepEqual(me.json().data.user.email, 'Ada@Example.com')

    const reused = await t.request({
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { token, password: PASSWORD },
    })
    assert.equal(reused.statusCode, 400)
    assert.match(reused.json().error, /expired or was already used/)
  })

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie of 30 days that is not Secure over plain http', async () => {
    await personWithPassword(t, 'cookie@example.com')
    const response = await signIn(t, 'COOKIE@example.com')
    assert.equal(response.statusCode, 200, response.body)
    const header = String(response.headers['set-cookie'])
    assert.match(header, /^pctx_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/)
    const secure = await signIn(t, 'cookie@example.com', PASSWORD, OWN_ORIGIN)
    assert.doesNotMatch(String(secure.headers['set-cookie']), /Secure/)
    const stored = await t.store.people.listSessions()
    const value = cookieOf(response).split('=')[1] ?? ''
    assert.ok(
      stored.every((session) => !session.tokenHash.includes(value)),
      'the cookie value is stored only as its hash',
    )
  })

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    await personWithPassword(t, 'same@example.com')
    const unknown = await signIn(t, 'nobody@example.com')
    const wrong = await signIn(t, 'same@example.com', 'not the password at all')
    assert.equal(unknown.statusCode, 401)
    assert.equal(wrong.statusCode, 401)
    assert.deepEqual(unknown.json(), wrong.json())
  })

  it('locks an account with 429 after 5 failures, whether or not it exists', async () => {
    await personWithPassword(t, 'locked@example.com')
    for (let i = 0; i < 5; i++)
      assert.equal((await signIn(t, 'locked@example.com', 'wrong password 123')).statusCode, 401)
    const locked = await signIn(t, 'Locked@example.com')
    assert.equal(locked.statusCode, 429, 'even the right password, in any case of the email')
    assert.ok(Number(locked.headers['retry-after']) > 0)
    for (let i = 0; i < 5; i++) await signIn(t, 'ghost@example.com', 'wrong password 123')
    assert.equal(
      (await signIn(t, 'ghost@example.com')).statusCode,
      429,
      'an unknown email locks the same way',
    )
    assert.equal((await signIn(t, 'same@example.com')).statusCode, 200, 'other accounts are not locked')
  })

  it("refuses a cookie-authenticated POST without the server's own Origin (403), and a foreign sign-in", async () => {
    await personWithPassword(t, 'origin@example.com')
    const cookie = cookieOf(await signIn(t, 'origin@example.com'))
    const foreign = await asPerson(t, cookie, {
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      origin: 'https://evil.example',
    })
    assert.equal(foreign.statusCode, 403)
    assert.match(foreign.json().error, /Origin: http:\/\/localhost \(not https:\/\/evil.example\)/)
    const none = await asPerson(t, cookie, { method: 'POST', url: '/api/v1/auth/sign-out', origin: null })
    assert.equal(none.statusCode, 403)
    assert.equal(
      (await asPerson(t, cookie, { method: 'GET', url: '/api/v1/me', origin: null })).statusCode,
      200,
    )
    assert.equal((await signIn(t, 'origin@example.com', PASSWORD, 'https://evil.example')).statusCode, 403)
    assert.equal(
      (await signIn(t, 'origin@example.com', PASSWORD, undefined)).statusCode,
      200,
      'curl sends no Origin',
    )
  })

  it('sign-out ends the session', async () => {
    await personWithPassword(t, 'out@example.com')
    const cookie = cookieOf(await signIn(t, 'out@example.com'))
    const out = await asPerson(t, cookie, { method: 'POST', url: '/api/v1/auth/sign-out' })
    assert.equal(out.statusCode, 200, out.body)
    assert.match(String(out.headers['set-cookie']), /^pctx_session=; .*Max-Age=0/)
    assert.equal((await asPerson(t, cookie, { method: 'GET', url: '/api/v1/me' })).statusCode, 401)
  })

  it("disabling a user stops their live session at once, and they can't sign in", async () => {
    const admin = await t.key({ admin: true })
    const id = await personWithPassword(t, 'gone@example.com')
    const cookie = cookieOf(await signIn(t, 'gone@example.com'))
    assert.equal((await asPerson(t, cookie, { method: 'GET', url: '/api/v1/me' })).statusCode, 200)
    const disabled = await t.request({
      method: 'PATCH',
      url: `/api/v1/users/${id}`,
      key: admin,
      payload: { disabled: true },
    })
    assert.equal(disabled.statusCode, 200, disabled.body)
    assert.equal((await asPerson(t, cookie, { method: 'GET', url: '/api/v1/me' })).statusCode, 401)
    assert.equal((await signIn(t, 'gone@example.com')).statusCode, 401)
  })

  it('a session whose user is disabled stops even if the session row survives (a disable racing a sign-in)', async () => {
    const id = await personWithPassword(t, 'race@example.com')
    const cookie = cookieOf(await signIn(t, 'race@example.com'))
    await t.store.people.updateUser(id, { disabled: true })
    assert.equal((await asPerson(t, cookie, { method: 'GET', url: '/api/v1/me' })).statusCode, 401)
  })

  it('changing the password needs the current one and ends the other sessions, not this one', async () => {
    await personWithPassword(t, 'change@example.com')
    const mine = cookieOf(await signIn(t, 'change@example.com'))
    const other = cookieOf(await signIn(t, 'change@example.com'))
    const wrong = await asPerson(t, mine, {
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { currentPassword: 'not my password!!', password: 'a brand new password' },
    })
    assert.equal(wrong.statusCode, 400)
    assert.match(wrong.json().error, /currentPassword/)
    const changed = await asPerson(t, mine, {
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { currentPassword: PASSWORD, password: 'a brand new password' },
    })
    assert.equal(changed.statusCode, 200, changed.body)
    assert.equal((await asPerson(t, mine, { method: 'GET', url: '/api/v1/me' })).statusCode, 200)
    assert.equal((await asPerson(t, other, { method: 'GET', url: '/api/v1/me' })).statusCode, 401)
    assert.equal((await signIn(t, 'change@example.com', 'a brand new password')).statusCode, 200)
    const both = await t.request({
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { token: 'x', currentPassword: PASSWORD, password: 'a brand new password' },
    })
    assert.equal(both.statusCode, 400)
  })

  it('answers /me for a person: an instance admin has every project as admin, others none', async () => {
    await t.project({ id: 'acme' })
    await personWithPassword(t, 'boss@example.com', { admin: true })
    await personWithPassword(t, 'plain@example.com')
    const boss = await asPerson(t, cookieOf(await signIn(t, 'boss@example.com')), {
      method: 'GET',
      url: '/api/v1/me',
    })
    assert.deepEqual(boss.json().data.projects, [{ id: 'acme', role: 'admin' }])
    assert.equal(boss.json().data.user.admin, true)
    const plain = await asPerson(t, cookieOf(await signIn(t, 'plain@example.com')), {
      method: 'GET',
      url: '/api/v1/me',
    })
    assert.deepEqual(plain.json().data.projects, [])
    const key = await t.key({ projects: ['acme'] })
    assert.equal(
      (await t.request({ method: 'GET', url: '/api/v1/me', key })).json().data.projects[0],
      'acme',
      'a key keeps its answer',
    )
  })
})
