import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
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

/** The attacks of docs/people.md's security review that the other people tests do not try. */
describe('people: attacks on passwords, cookies and users', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('refuses a password over 128 characters with a 400 naming the rule, before any hashing or counting', async () => {
    await personWithPassword(t, 'long@example.com')
    const admin = await t.key({ admin: true })
    const { inviteUrl } = (
      await t.request({
        method: 'POST',
        url: '/api/v1/users',
        key: admin,
        payload: { email: 'phrase@example.com', name: 'Phrase' },
      })
    ).json().data
    const token = tokenOf(inviteUrl)
    // ASVS 2.1.2. Code points, not UTF-16 units: 128 emoji are a password of 128 characters.
    const longest = '🔑'.repeat(128)
    const tooLong = 'x'.repeat(129)
    const set = (password: string) =>
      t.request({ method: 'POST', url: '/api/v1/auth/password', payload: { token, password } })

    const refused = await set(tooLong)
    assert.equal(refused.statusCode, 400, refused.body)
    assert.match(refused.json().error, /password: must NOT have more than 128 characters/)
    assert.equal((await set(longest)).statusCode, 200, 'exactly 128 characters is a password')
    assert.equal((await signIn(t, 'phrase@example.com', longest)).statusCode, 200)

    const cookie = cookieOf(await signIn(t, 'long@example.com'))
    const change = await asPerson(t, cookie, {
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { currentPassword: PASSWORD, password: tooLong },
    })
    assert.equal(change.statusCode, 400, change.body)
    assert.match(change.json().error, /password: must NOT have more than 128 characters/)

    // A megabyte of password is refused by the body's schema: no scrypt, no failure counted,
    // nothing in the audit log, so six of them neither lock the account nor cost a hash each.
    const failures = async () =>
      (await t.services.auditLog.list(null, 1000)).filter((e) => e.action === 'sign-in.failed').length
    const failuresBefore = await failures()
    for (let i = 0; i < 6; i++) {
      const huge = await signIn(t, 'long@example.com', 'x'.repeat(1024 * 1024))
      assert.equal(huge.statusCode, 400, huge.body)
      assert.match(huge.json().error, /password: must NOT have more than 128 characters/)
    }
    assert.equal((await signIn(t, 'long@example.com')).statusCode, 200, 'not locked')
    assert.equal(await failures(), failuresBefore)
  })

  it('counts a wrong currentPassword toward the account’s lockout, and audits it like a failed sign-in', async () => {
    await personWithPassword(t, 'guess@example.com')
    const cookie = cookieOf(await signIn(t, 'guess@example.com'))
    const change = (currentPassword: string, password = 'another long pass phrase') =>
      asPerson(t, cookie, {
        method: 'POST',
        url: '/api/v1/auth/password',
        payload: { currentPassword, password },
      })
    for (let i = 0; i < 4; i++) assert.equal((await change('a wrong guess 123')).statusCode, 400)
    assert.equal((await change(PASSWORD)).statusCode, 200, 'the right one still works, and is not counted')
    assert.equal((await change('a wrong guess 123')).statusCode, 400, 'the fifth failure')
    const locked = await change('another long pass phrase', PASSWORD)
    assert.equal(locked.statusCode, 429, locked.body)
    assert.equal(
      (await signIn(t, 'guess@example.com', 'another long pass phrase')).statusCode,
      429,
      'sign-in shares the lockout',
    )
    const reasons = (await t.services.auditLog.list(null, 1000))
      .filter((e) => e.action === 'sign-in.failed' && e.detail?.email === 'guess@example.com')
      .map((e) => e.detail?.reason)
    assert.equal(reasons.filter((r) => r === 'wrong-current-password').length, 5)
    assert.equal(reasons.filter((r) => r === 'locked').length, 2)
  })

  it('issues a new session token at every sign-in, whatever cookie the browser already had (no fixation)', async () => {
    await personWithPassword(t, 'victim@example.com')
    await personWithPassword(t, 'attacker@example.com')
    const attackers = cookieOf(await signIn(t, 'attacker@example.com'))
    const invented = `pctx_session=${'A'.repeat(43)}`
    for (const planted of [attackers, invented]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: 'victim@example.com', password: PASSWORD },
        headers: { origin: OWN_ORIGIN, cookie: planted },
      })
      assert.equal(response.statusCode, 200, response.body)
      const issued = cookieOf(response)
      assert.notEqual(issued, planted, 'the planted token is not the one in use')
      const me = await asPerson(t, issued, { method: 'GET', url: '/api/v1/me' })
      assert.equal(me.json().data.user.email, 'victim@example.com')
    }
    // The attacker's own session is still the attacker's: signing in did not adopt it.
    const still = await asPerson(t, attackers, { method: 'GET', url: '/api/v1/me' })
    assert.equal(still.json().data.user.email, 'attacker@example.com')
    // A well-formed token the server never issued is no session.
    const never = await asPerson(t, invented, { method: 'GET', url: '/api/v1/me' })
    assert.equal(never.statusCode, 401, never.body)
  })

  it('refuses PATCH /users/:id to a person who is not an instance admin, and to a plain key; nothing changes', async () => {
    const target = await personWithPassword(t, 'target@example.com')
    await personWithPassword(t, 'plain@example.com')
    await personWithPassword(t, 'projadmin@example.com')
    await t.project({ id: 'owned' })
    const projectAdmin = (await t.services.users.find('projadmin@example.com')).id
    await t.services.members.set('owned', projectAdmin, 'admin', SYSTEM_AUDIT)
    const before = await t.services.users.find('target@example.com')
    const attempts = [{ admin: true }, { disabled: true }, { name: 'Renamed by someone else' }]
    for (const email of ['plain@example.com', 'projadmin@example.com']) {
      const cookie = cookieOf(await signIn(t, email))
      for (const payload of attempts) {
        const response = await asPerson(t, cookie, {
          method: 'PATCH',
          url: `/api/v1/users/${target}`,
          payload,
        })
        assert.equal(response.statusCode, 403, `${email} ${JSON.stringify(payload)}: ${response.body}`)
        assert.match(response.json().error, /instance admin/)
      }
      // Not even themselves into an instance admin.
      const self = (await t.services.users.find(email)).id
      const promote = await asPerson(t, cookie, {
        method: 'PATCH',
        url: `/api/v1/users/${self}`,
        payload: { admin: true },
      })
      assert.equal(promote.statusCode, 403, promote.body)
      assert.equal((await t.services.users.find(email)).admin, false)
    }
    const writeKey = await t.key({ projects: ['owned'] })
    const byKey = await t.request({
      method: 'PATCH',
      url: `/api/v1/users/${target}`,
      key: writeKey,
      payload: { admin: true },
    })
    assert.equal(byKey.statusCode, 403, byKey.body)
    assert.deepEqual(await t.services.users.find('target@example.com'), before, 'nothing changed')
  })
})

describe('people: the session cookie is Secure when pctx is reached over https', () => {
  it('behind a trusted proxy that says https, not when an untrusted client says so', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.1' } })
    try {
      await personWithPassword(t, 'tls@example.com')
      const via = (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-in',
          payload: { email: 'tls@example.com', password: PASSWORD },
          headers: { 'x-forwarded-proto': 'https' },
          remoteAddress,
        })
      const proxied = await via('10.0.0.1')
      assert.equal(proxied.statusCode, 200, proxied.body)
      assert.match(
        String(proxied.headers['set-cookie']),
        /; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure$/,
      )
      const forged = await via('192.0.2.7')
      assert.equal(forged.statusCode, 200, forged.body)
      assert.doesNotMatch(String(forged.headers['set-cookie']), /Secure/, 'the header of an untrusted client')
    } finally {
      await t.close()
    }
  })

  it('when PUBLIC_BASE_URL is https, even over a plain-http hop', async () => {
    const t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://pctx.example.com' } })
    try {
      await personWithPassword(t, 'base@example.com')
      const response = await signIn(t, 'base@example.com', PASSWORD, 'https://pctx.example.com')
      assert.equal(response.statusCode, 200, response.body)
      assert.match(String(response.headers['set-cookie']), /; Secure$/)
    } finally {
      await t.close()
    }
  })
})
